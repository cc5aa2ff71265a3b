#include "validation.h"

#include "excerpt.h"
#include "validation_p.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>

#include <cmath>

namespace chipatlas {

using namespace validation_detail;

namespace {
// lupdate files ValidationText::tr() under "Validation", the context the text is looked up in.
class ValidationText final {
    Q_DECLARE_TR_FUNCTIONS(Validation)
};
} // namespace

namespace validation_detail {
QString named(const QString& label, const QString& key) {
    return QStringLiteral("%1 (%2)").arg(label, key);
}

} // namespace validation_detail

namespace {
QString fieldName(Field field) {
    return named(fieldLabel(field), fieldKey(field));
}

} // namespace

namespace validation_detail {
QString numberText(double value) {
    const double magnitude = std::abs(value);
    const bool plain = magnitude == 0 || (magnitude >= 1e-4 && magnitude < 1e15);
    return QString::number(value, plain ? 'f' : 'g', QLocale::FloatingPointShortest);
}

QString withUnit(double value, Unit unit) {
    const QString symbol = unitSymbol(unit);
    return symbol.isEmpty() ? numberText(value) : numberText(value) + QLatin1Char(' ') + symbol;
}

bool isMissing(FigureStatus status) {
    return status == FigureStatus::NotPublished || status == FigureStatus::Unknown;
}

QString tooSmallProblem(const QString& name, double value, Unit unit) {
    if (!(value > 0 && value < kSmallestFigure))
        return {};
    return ValidationText::tr("%1: %2 is below %3, the smallest value a figure may have")
        .arg(name, withUnit(value, unit), withUnit(kSmallestFigure, unit));
}

namespace {
// A control character other than the ones `multiLine` text may hold (line feed, tab).
std::optional<QChar> controlCharacter(const QString& text, bool multiLine) {
    for (const QChar c : text) {
        const ushort u = c.unicode();
        if (u >= 0x20 && u != 0x7f)
            continue;
        if (multiLine && (u == '\n' || u == '\t'))
            continue;
        return c;
    }
    return std::nullopt;
}

} // namespace

QString textProblem(const QString& name, const QString& text, bool multiLine) {
    if (text.size() > kMaxTextLength) {
        return ValidationText::tr("%1: the text is %2 characters long; at most %3 are allowed")
            .arg(name)
            .arg(text.size())
            .arg(kMaxTextLength);
    }
    if (const std::optional<QChar> c = controlCharacter(text, multiLine)) {
        return ValidationText::tr("%1: the text contains the control character U+%2")
            .arg(name, QStringLiteral("%1").arg(c->unicode(), 4, 16, QLatin1Char('0')).toUpper());
    }
    return {};
}

QString urlProblem(const QString& name, const QString& url) {
    if (url.isEmpty())
        return ValidationText::tr("%1: a source URL is empty").arg(name);
    if (url.size() > kMaxTextLength)
        return textProblem(name, url, false);
    for (const QChar c : url) {
        if (c.isSpace() || c == QLatin1Char(';') || c.unicode() < 0x20) {
            return ValidationText::tr(
                       "%1: the source URL \"%2\" contains a space, a line break or ';'")
                .arg(name, excerpt(url));
        }
    }
    return {};
}
} // namespace validation_detail

namespace {
struct IdentityText {
    const char* key;
    const char* label;
    QString Chip::*member;
    bool required;
    bool multiLine;
};

constexpr IdentityText kIdentity[] = {
    {"vendor", QT_TRANSLATE_NOOP("Validation", "Vendor"), &Chip::vendor, true, false},
    {"name", QT_TRANSLATE_NOOP("Validation", "Name"), &Chip::name, true, false},
    {"family_generation", QT_TRANSLATE_NOOP("Validation", "Family"), &Chip::familyGeneration, false,
     false},
    {"kind", QT_TRANSLATE_NOOP("Validation", "Kind"), &Chip::kind, false, false},
    {"sparsity_note", QT_TRANSLATE_NOOP("Validation", "Sparsity note"), &Chip::sparsityNote, false,
     true},
    {"notes", QT_TRANSLATE_NOOP("Validation", "Notes"), &Chip::notes, false, true},
};

// Model fields whose value counts something: when present it must be greater than zero.
bool isPositiveCount(ModelField field) {
    switch (field) {
    case ModelField::NumLayers:
    case ModelField::HiddenSize:
    case ModelField::NumAttentionHeads:
    case ModelField::NumKvHeads:
    case ModelField::HeadDim:
    case ModelField::KvLoraRank:
    case ModelField::QkRopeHeadDim:
    case ModelField::SlidingWindow:
    case ModelField::MaxContext:
    case ModelField::VocabSize:
    case ModelField::ConfigMaxPositionEmbeddings:
    case ModelField::IntermediateSize:
    case ModelField::MoeIntermediateSize:
    case ModelField::NumExperts:
    case ModelField::ExpertsPerToken:
    case ModelField::ParamsTotalB:
    case ModelField::ParamsActiveB:
    case ModelField::KvBytesPerToken16bit:
        return true;
    default:
        return false;
    }
}

QString modelFieldLabel(ModelField field) {
    switch (field) {
    case ModelField::Id:
        return ValidationText::tr("ID");
    case ModelField::Name:
        return ValidationText::tr("Name");
    case ModelField::ParamsTotalB:
        return ValidationText::tr("Total parameters");
    case ModelField::ParamsActiveB:
        return ValidationText::tr("Active parameters");
    case ModelField::NumLayers:
        return ValidationText::tr("Layers");
    case ModelField::HiddenSize:
        return ValidationText::tr("Hidden size");
    case ModelField::NumAttentionHeads:
        return ValidationText::tr("Attention heads");
    case ModelField::NumKvHeads:
        return ValidationText::tr("KV heads");
    case ModelField::HeadDim:
        return ValidationText::tr("Head dimension");
    case ModelField::MaxContext:
        return ValidationText::tr("Maximum context");
    case ModelField::NumExperts:
        return ValidationText::tr("Experts");
    case ModelField::ExpertsPerToken:
        return ValidationText::tr("Experts per token");
    default:
        return ValidationText::tr("Model field");
    }
}

QString modelFieldName(ModelField field) {
    return named(modelFieldLabel(field), QLatin1String(modelFieldInfo(field).key));
}

QString numberProblem(Field field, double value, const QString& name);

// The problem of a figure's printed unit, link scope, configuration or range (empty when none),
// its messages naming the field `name`.
QString attributeProblem(Field field, const Figure& figure, const QString& name) {
    if (figure.printedUnit != PrintedUnit::Unstated && !takesPrintedUnit(field)) {
        return ValidationText::tr(
                   "%1: a printed unit (decimal or binary) applies only to a capacity or a "
                   "bandwidth in GB or GB/s")
            .arg(name);
    }
    if (figure.linkScope != LinkScope::Unstated && !takesLinkScope(field)) {
        return ValidationText::tr("%1: a link scope applies only to %2")
            .arg(name, fieldName(Field::InterconnectBwGbs));
    }
    const bool hasRange = figure.rangeLow || figure.rangeHigh;
    if ((!figure.configuration.isEmpty() || hasRange) && !takesConfigurationAndRange(field))
        return ValidationText::tr("%1: a configuration or a range applies only to a number")
            .arg(name);
    if (const QString problem = textProblem(name, figure.configuration, false); !problem.isEmpty())
        return problem;
    if (!hasRange)
        return {};
    if (!figure.rangeLow || !figure.rangeHigh)
        return ValidationText::tr("%1: a range needs both ends, low and high").arg(name);
    if (!figure.hasValue())
        return ValidationText::tr("%1: a range needs the value it is given around").arg(name);
    for (const double end : {*figure.rangeLow, *figure.rangeHigh}) {
        if (const QString problem = numberProblem(field, end, name); !problem.isEmpty())
            return problem;
    }
    const double value = figure.number();
    if (*figure.rangeLow > value || value > *figure.rangeHigh) {
        const Unit unit = fieldInfo(field).unit;
        return ValidationText::tr("%1: the range %2 to %3 does not contain the value %4")
            .arg(name, numberText(*figure.rangeLow), withUnit(*figure.rangeHigh, unit),
                 withUnit(value, unit));
    }
    return {};
}

} // namespace

namespace validation_detail {
void add(QList<ValidationIssue>* issues, const QString& key, std::optional<Field> field,
         const QString& message) {
    if (message.isEmpty())
        return;
    const qsizetype separator = message.indexOf(QLatin1String("): "));
    const QString problem = separator >= 0 ? message.mid(separator + 3) : message;
    issues->append({key, field, message, problem});
}
} // namespace validation_detail

std::optional<NumberBounds> fieldBounds(Field field) {
    switch (field) {
    case Field::TransistorsBillion:
    case Field::TdpW:
        return NumberBounds{0, true, 1e5, false};
    case Field::MemoryGb:
        return NumberBounds{0, true, 1e6, false};
    case Field::MemoryBwGbs:
        return NumberBounds{0, true, 1e9, false};
    case Field::Fp64Tflops:
    case Field::Fp32Tflops:
    case Field::Tf32TflopsDense:
    case Field::Fp16TflopsDense:
    case Field::Bf16TflopsDense:
    case Field::Fp8TflopsDense:
    case Field::Int8TopsDense:
    case Field::Fp4TflopsDense:
        return NumberBounds{0, true, 1e6, false};
    case Field::InterconnectBwGbs:
        return NumberBounds{0, true, 1e7, false};
    case Field::ScaleupDomainChips:
        return NumberBounds{1, false, 1e7, true};
    case Field::LaunchPriceUsd:
        return NumberBounds{0, true, 1e9, false};
    case Field::VisibleMemoryBytes:
        return NumberBounds{0, true, 1e15, true};
    default:
        return std::nullopt;
    }
}

QString validateId(const QString& id) {
    const QString name = named(ValidationText::tr("ID"), QStringLiteral("id"));
    if (id.isEmpty())
        return ValidationText::tr("%1: an id is required").arg(name);
    if (id.size() > kMaxIdLength) {
        return ValidationText::tr("%1: the id is %2 characters long; at most %3 are allowed")
            .arg(name)
            .arg(id.size())
            .arg(kMaxIdLength);
    }
    static const QRegularExpression slug(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    if (!slug.match(id).hasMatch()) {
        return ValidationText::tr(
                   "%1: \"%2\" is not a valid id; use lowercase letters, digits, '.', '-' and "
                   "'_', starting with a letter or digit (like \"nvidia-h100-sxm\")")
            .arg(name, excerpt(id));
    }
    return {};
}

QString validateUniqueId(const QString& id, const QSet<QString>& existingIds) {
    if (!existingIds.contains(id))
        return {};
    return ValidationText::tr("%1: \"%2\" is already used by another entry of the catalog")
        .arg(named(ValidationText::tr("ID"), QStringLiteral("id")), excerpt(id));
}

bool isValidDate(QStringView text) {
    static const QRegularExpression pattern(
        QStringLiteral("^([0-9]{4})(?:-([0-9]{2})(?:-([0-9]{2}))?)?$"));
    const QRegularExpressionMatch match = pattern.match(text.toString());
    if (!match.hasMatch())
        return false;
    const int year = match.capturedView(1).toInt();
    const int month = match.hasCaptured(2) ? match.capturedView(2).toInt() : 1;
    const int day = match.hasCaptured(3) ? match.capturedView(3).toInt() : 1;
    return year >= 1900 && year <= 2200 && QDate(year, month, day).isValid();
}

namespace {
// validateNumber() and validateFigure() with the field's name given: a check that finds no
// problem never builds the name (a translated label), which was about a tenth of importing
// 10,000 chips from a CSV file (README, "Performance").
QString numberProblem(Field field, double value, const QString& name) {
    const FieldSpec& info = fieldInfo(field);
    if (!std::isfinite(value))
        return ValidationText::tr("%1: the value is not a finite number").arg(name);
    const std::optional<NumberBounds> bounds = fieldBounds(field);
    if (!bounds)
        return {};
    if (value < 0)
        return ValidationText::tr("%1: %2 is negative").arg(name, withUnit(value, info.unit));
    if (value == 0 && bounds->minimumExclusive && bounds->minimum == 0) {
        return ValidationText::tr(
                   "%1: %2 is zero; leave the figure empty (unknown or not published) when there "
                   "is no value")
            .arg(name, withUnit(value, info.unit));
    }
    if (const QString problem = tooSmallProblem(name, value, info.unit); !problem.isEmpty())
        return problem;
    if (value < bounds->minimum || (bounds->minimumExclusive && value <= bounds->minimum)) {
        return ValidationText::tr("%1: %2 is below the minimum of %3")
            .arg(name, withUnit(value, info.unit), withUnit(bounds->minimum, info.unit));
    }
    if (value > bounds->maximum) {
        return ValidationText::tr("%1: %2 is above the maximum of %3")
            .arg(name, withUnit(value, info.unit), withUnit(bounds->maximum, info.unit));
    }
    if (bounds->integer && value != std::floor(value))
        return ValidationText::tr("%1: %2 is not a whole number").arg(name, numberText(value));
    return {};
}

QString figureProblem(Field field, const Figure& figure, const QString& name) {
    const FieldSpec& info = fieldInfo(field);
    if (figure.hasValue() && isMissing(figure.status)) {
        return ValidationText::tr(
                   "%1: a figure with a value must be published, computed, unverified or "
                   "design_target, not %2")
            .arg(name, statusKey(figure.status));
    }
    if (!figure.hasValue() && !isMissing(figure.status)) {
        return ValidationText::tr(
                   "%1: a figure without a value must be not_published or unknown, not %2")
            .arg(name, statusKey(figure.status));
    }
    if (figure.sparsityUnstated && (!info.precision || !figure.hasValue())) {
        return ValidationText::tr(
                   "%1: \"sparsity unstated\" applies only to a throughput figure with a value")
            .arg(name);
    }
    if (figure.hasValue()) {
        if (info.kind == FieldKind::Number) {
            const int type = figure.value.typeId();
            if (type != QMetaType::Double && type != QMetaType::Int &&
                type != QMetaType::LongLong && type != QMetaType::Float) {
                return ValidationText::tr("%1: the value must be a number").arg(name);
            }
            if (const QString problem = numberProblem(field, figure.number(), name);
                !problem.isEmpty())
                return problem;
        } else {
            if (figure.value.typeId() != QMetaType::QString)
                return ValidationText::tr("%1: the value must be text").arg(name);
            const QString text = figure.text();
            if (text.trimmed().isEmpty())
                return ValidationText::tr("%1: the text is empty; leave the figure without a value")
                    .arg(name);
            if (const QString problem = textProblem(name, text, false); !problem.isEmpty())
                return problem;
            if (info.kind == FieldKind::Date && !isValidDate(text)) {
                return ValidationText::tr("%1: \"%2\" is not a date as YYYY, YYYY-MM or YYYY-MM-DD")
                    .arg(name, excerpt(text));
            }
        }
    }
    if (!figure.source.isEmpty()) {
        if (const QString problem = urlProblem(name, figure.source); !problem.isEmpty())
            return problem;
    }
    if (const QString problem = attributeProblem(field, figure, name); !problem.isEmpty())
        return problem;
    return textProblem(name, figure.note, true);
}
} // namespace

// The checks run once without the name (the name only goes into a message) and again with it
// when they find a problem.
QString validateNumber(Field field, double value) {
    if (numberProblem(field, value, QString()).isEmpty())
        return {};
    return numberProblem(field, value, fieldName(field));
}

QString validateFigure(Field field, const Figure& figure) {
    if (figureProblem(field, figure, QString()).isEmpty())
        return {};
    return figureProblem(field, figure, fieldName(field));
}

QList<ValidationIssue> validateChip(const Chip& chip) {
    QList<ValidationIssue> issues;
    add(&issues, QStringLiteral("id"), std::nullopt, validateId(chip.id));
    // As for figures, a name (a translated label) is built only for a problem's message.
    for (const IdentityText& identity : kIdentity) {
        const QString& text = chip.*identity.member;
        const bool missing = identity.required && text.trimmed().isEmpty();
        if (!missing && textProblem(QString(), text, identity.multiLine).isEmpty())
            continue;
        const QString key = QLatin1String(identity.key);
        const QString name = named(QCoreApplication::translate("Validation", identity.label), key);
        if (missing)
            add(&issues, key, std::nullopt,
                ValidationText::tr("%1: a %2 is required").arg(name, key));
        else
            add(&issues, key, std::nullopt, textProblem(name, text, identity.multiLine));
    }
    for (const QString& url : chip.sourceUrls) {
        if (urlProblem(QString(), url).isEmpty())
            continue;
        const QString sources = named(ValidationText::tr("Sources"), QStringLiteral("source_urls"));
        add(&issues, QStringLiteral("source_urls"), std::nullopt, urlProblem(sources, url));
        break;
    }
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        if (const QString problem = validateFigure(field, chip.figure(field)); !problem.isEmpty())
            add(&issues, fieldKey(field), field, problem);
    }
    return issues;
}

QList<ValidationIssue> validateModel(const LlmModel& model) {
    QList<ValidationIssue> issues;
    const QString idProblem = validateId(model.id());
    add(&issues, QStringLiteral("id"), std::nullopt, idProblem);
    if (model.name().trimmed().isEmpty()) {
        add(&issues, QStringLiteral("name"), std::nullopt,
            ValidationText::tr("%1: a name is required").arg(modelFieldName(ModelField::Name)));
    }
    for (const ModelFieldInfo& info : allModelFields()) {
        const QVariant& value = model.value(info.field);
        const QString key = QLatin1String(info.key);
        if (value.isNull() || !value.isValid())
            continue;
        const QString name = modelFieldName(info.field);
        switch (info.kind) {
        case ModelFieldKind::Integer:
        case ModelFieldKind::Number: {
            bool ok = false;
            const double number = value.toDouble(&ok);
            if (!ok || !std::isfinite(number)) {
                add(&issues, key, std::nullopt,
                    ValidationText::tr("%1: the value is not a finite number").arg(name));
            } else if (number < 0) {
                add(&issues, key, std::nullopt,
                    ValidationText::tr("%1: %2 is negative").arg(name, numberText(number)));
            } else if (const QString problem = tooSmallProblem(name, number, Unit::None);
                       !problem.isEmpty()) {
                add(&issues, key, std::nullopt, problem);
            } else if (number == 0 && isPositiveCount(info.field)) {
                add(&issues, key, std::nullopt,
                    ValidationText::tr("%1: %2 must be greater than zero")
                        .arg(name, numberText(number)));
            } else if (info.kind == ModelFieldKind::Integer && number != std::floor(number)) {
                add(&issues, key, std::nullopt,
                    ValidationText::tr("%1: %2 is not a whole number")
                        .arg(name, numberText(number)));
            } else if ((info.field == ModelField::ParamsTotalB ||
                        info.field == ModelField::ParamsActiveB) &&
                       number > 1e5) {
                add(&issues, key, std::nullopt,
                    ValidationText::tr("%1: %2 billion is above the maximum of 100000 billion")
                        .arg(name, numberText(number)));
            }
            break;
        }
        case ModelFieldKind::Text:
            if (info.field != ModelField::Id)
                add(&issues, key, std::nullopt,
                    textProblem(name, value.toString(), info.field == ModelField::Notes));
            break;
        case ModelFieldKind::List:
            for (const QString& item : value.toStringList()) {
                // Model sources carry annotations ("... (model card)"): text rules only.
                const QString problem = textProblem(name, item, false);
                if (!problem.isEmpty()) {
                    add(&issues, key, std::nullopt, problem);
                    break;
                }
            }
            break;
        case ModelFieldKind::Bool:
            break;
        }
    }
    const auto number = [&](ModelField field) {
        return model.has(field) ? std::optional<double>(model.value(field).toDouble())
                                : std::nullopt;
    };
    const auto notAbove = [&](ModelField small, ModelField large) {
        const std::optional<double> a = number(small);
        const std::optional<double> b = number(large);
        if (a && b && *a > *b) {
            add(&issues, QLatin1String(modelFieldInfo(small).key), std::nullopt,
                ValidationText::tr("%1: %2 is more than %3 %4")
                    .arg(modelFieldName(small), numberText(*a), modelFieldName(large),
                         numberText(*b)));
        }
    };
    notAbove(ModelField::ParamsActiveB, ModelField::ParamsTotalB);
    notAbove(ModelField::NumKvHeads, ModelField::NumAttentionHeads);
    notAbove(ModelField::ExpertsPerToken, ModelField::NumExperts);
    return issues;
}

QString issuesText(const QList<ValidationIssue>& issues) {
    QStringList lines;
    for (const ValidationIssue& issue : issues)
        lines << issue.message;
    return lines.join(QLatin1Char('\n'));
}

} // namespace chipatlas
