// validateSystem() and validateOffer(): the rules of validation.h for systems and offers, in
// the words validation.cpp uses for chips (validation_p.h).

#include "excerpt.h"
#include "validation.h"
#include "validation_p.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>

#include <cmath>

namespace chipatlas {

using namespace validation_detail;

namespace {
// lupdate files a free tr() in namespace chipatlas under "chipatlas": the text is looked up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

std::optional<NumberBounds> systemFieldBounds(SystemField field) {
    switch (field) {
    case SystemField::ScaleupDomainChips:
        return NumberBounds{1, false, 1e7, true};
    case SystemField::ScaleupBwPerChipGbs:
        return NumberBounds{0, true, 1e7, false};
    case SystemField::HostMemoryGb:
        return NumberBounds{0, true, 1e9, false};
    case SystemField::SystemPowerW:
    case SystemField::RackPowerW:
        return NumberBounds{0, true, 1e8, false};
    case SystemField::VendorTotalFp8Tflops:
    case SystemField::VendorTotalBf16Tflops:
    case SystemField::VendorTotalMemoryGb:
        return NumberBounds{0, true, 1e12, false};
    case SystemField::VendorTotalMemoryBwGbs:
        return NumberBounds{0, true, 1e13, false};
    case SystemField::ListPriceUsd: // a pod of thousands of chips stays far below the maximum
        return NumberBounds{0, true, 1e11, false};
    default:
        return std::nullopt;
    }
}

// The problem of a number within `bounds` (empty when none); `name` is "System power
// (system_power_w)".
QString boundsProblem(const QString& name, double value, const NumberBounds& bounds, Unit unit) {
    if (!std::isfinite(value))
        return tr("%1: the value is not a finite number").arg(name);
    if (value < 0)
        return tr("%1: %2 is negative").arg(name, withUnit(value, unit));
    if (value == 0 && bounds.minimumExclusive) {
        return tr("%1: %2 is zero; leave the figure empty (unknown or not published) when there "
                  "is no value")
            .arg(name, withUnit(value, unit));
    }
    if (const QString problem = tooSmallProblem(name, value, unit); !problem.isEmpty())
        return problem;
    if (value < bounds.minimum) {
        return tr("%1: %2 is below the minimum of %3")
            .arg(name, withUnit(value, unit), withUnit(bounds.minimum, unit));
    }
    if (value > bounds.maximum) {
        return tr("%1: %2 is above the maximum of %3")
            .arg(name, withUnit(value, unit), withUnit(bounds.maximum, unit));
    }
    if (bounds.integer && value != std::floor(value))
        return tr("%1: %2 is not a whole number").arg(name, numberText(value));
    return {};
}

QString systemFigureProblem(SystemField field, const Figure& figure) {
    const FieldSpec& info = systemFieldInfo(field);
    const QString name = named(systemFieldLabel(field), systemFieldKey(field));
    if (figure.hasValue() && isMissing(figure.status)) {
        return tr("%1: a figure with a value must be published, computed, unverified or "
                  "design_target, not %2")
            .arg(name, statusKey(figure.status));
    }
    if (!figure.hasValue() && !isMissing(figure.status)) {
        return tr("%1: a figure without a value must be not_published or unknown, not %2")
            .arg(name, statusKey(figure.status));
    }
    if (figure.sparsityUnstated && !info.takes(FigureMark::SparsityUnstated))
        return tr("%1: \"sparsity unstated\" applies only to a chip's throughput figure").arg(name);
    if (figure.hasValue()) {
        if (info.kind == FieldKind::Number) {
            const int type = figure.value.typeId();
            if (type != QMetaType::Double && type != QMetaType::Int &&
                type != QMetaType::LongLong && type != QMetaType::Float)
                return tr("%1: the value must be a number").arg(name);
            const QString problem =
                boundsProblem(name, figure.number(), *systemFieldBounds(field), info.unit);
            if (!problem.isEmpty())
                return problem;
        } else {
            if (figure.value.typeId() != QMetaType::QString)
                return tr("%1: the value must be text").arg(name);
            if (figure.text().trimmed().isEmpty())
                return tr("%1: the text is empty; leave the figure without a value").arg(name);
            if (const QString problem = textProblem(name, figure.text(), false); !problem.isEmpty())
                return problem;
        }
    }
    if (figure.printedUnit != PrintedUnit::Unstated && !info.takesPrintedUnit()) {
        return tr("%1: a printed unit (decimal or binary) applies only to a capacity or a "
                  "bandwidth in GB or GB/s")
            .arg(name);
    }
    if (figure.linkScope != LinkScope::Unstated && !info.takes(FigureMark::LinkScope))
        return tr("%1: a link scope applies only to a chip's interconnect bandwidth").arg(name);
    if ((figure.rangeLow || figure.rangeHigh) || !figure.configuration.isEmpty()) {
        if (!info.takes(FigureMark::ConfigurationAndRange))
            return tr("%1: a configuration or a range applies only to a number").arg(name);
        if (const QString problem = textProblem(name, figure.configuration, false);
            !problem.isEmpty())
            return problem;
        if (figure.rangeLow.has_value() != figure.rangeHigh.has_value())
            return tr("%1: a range needs both ends, low and high").arg(name);
        if (figure.rangeLow && (!figure.hasValue() || *figure.rangeLow > figure.number() ||
                                figure.number() > *figure.rangeHigh))
            return tr("%1: the range does not contain the value").arg(name);
    }
    if (!figure.source.isEmpty()) {
        if (const QString problem = urlProblem(name, figure.source); !problem.isEmpty())
            return problem;
    }
    return textProblem(name, figure.note, true);
}

// An id that must be a slug, under another key than "id" ("chip_id", "target_id").
QString slugProblem(const QString& label, const QString& key, const QString& id) {
    const QString problem = validateId(id);
    if (problem.isEmpty())
        return {};
    const QString idName =
        named(QCoreApplication::translate("chipatlas", "ID"), QStringLiteral("id"));
    QString renamed = problem;
    renamed.replace(idName, named(label, key));
    return renamed;
}

void requireText(QList<ValidationIssue>* issues, const QString& label, const QString& key,
                 const QString& text, bool multiLine, bool required) {
    const QString name = named(label, key);
    if (required && text.trimmed().isEmpty())
        add(issues, key, std::nullopt, tr("%1: a %2 is required").arg(name, key));
    else
        add(issues, key, std::nullopt, textProblem(name, text, multiLine));
}

void checkCount(QList<ValidationIssue>* issues, const QString& label, const QString& key,
                int count) {
    if (count < 1 || count > 10'000'000) {
        add(issues, key, std::nullopt,
            tr("%1: %2 chips; a whole number from 1 to 10000000 is required")
                .arg(named(label, key))
                .arg(count));
    }
}
} // namespace

QList<ValidationIssue> validateSystem(const System& system) {
    QList<ValidationIssue> issues;
    add(&issues, QStringLiteral("id"), std::nullopt, validateId(system.id));
    requireText(&issues, tr("Vendor"), QStringLiteral("vendor"), system.vendor, false, true);
    requireText(&issues, tr("Name"), QStringLiteral("name"), system.name, false, true);
    add(&issues, QStringLiteral("chip_id"), std::nullopt,
        slugProblem(tr("Chip"), QStringLiteral("chip_id"), system.chipId));
    checkCount(&issues, tr("Chips"), QStringLiteral("chip_count"), system.chipCount);
    const QString sources = named(tr("Sources"), QStringLiteral("source_urls"));
    for (const QString& url : system.sourceUrls) {
        if (const QString problem = urlProblem(sources, url); !problem.isEmpty()) {
            add(&issues, QStringLiteral("source_urls"), std::nullopt, problem);
            break;
        }
    }
    requireText(&issues, tr("Notes"), QStringLiteral("notes"), system.notes, true, false);
    for (const FieldSpec& info : allSystemFields()) {
        const SystemField field = systemField(info);
        add(&issues, systemFieldKey(field), std::nullopt,
            systemFigureProblem(field, system.figure(field)));
    }
    return issues;
}

QList<ValidationIssue> validateOffer(const Offer& offer) {
    QList<ValidationIssue> issues;
    add(&issues, QStringLiteral("id"), std::nullopt, validateId(offer.id));
    add(&issues, offerFieldKey(OfferField::TargetId), std::nullopt,
        slugProblem(offerFieldLabel(OfferField::TargetId), offerFieldKey(OfferField::TargetId),
                    offer.targetId));
    const auto text = [&](OfferField field, const QString& value, bool multiLine, bool required) {
        requireText(&issues, offerFieldLabel(field), offerFieldKey(field), value, multiLine,
                    required);
    };
    text(OfferField::Provider, offer.provider, false, true);
    text(OfferField::Region, offer.region, false, false);
    text(OfferField::Instance, offer.instance, false, true);
    text(OfferField::PricingNote, offer.pricingNote, false, false);
    checkCount(&issues, offerFieldLabel(OfferField::Chips), offerFieldKey(OfferField::Chips),
               offer.chips);
    text(OfferField::Notes, offer.notes, true, false);
    const QDate earliest(2000, 1, 1);
    const QDate latest(2200, 12, 31);
    for (qsizetype i = 0; i < offer.prices.size(); ++i) {
        const OfferPrice& price = offer.prices.at(i);
        const QString key = QStringLiteral("price_per_instance_hour");
        const QString name = named(tr("Price %1 per instance hour").arg(i + 1), key);
        if (!std::isfinite(price.perInstanceHour) || price.perInstanceHour <= 0 ||
            price.perInstanceHour > 1e7) {
            add(&issues, key, std::nullopt,
                tr("%1: %2 is not a price; a number above 0 and at most 10000000 is required")
                    .arg(name, numberText(price.perInstanceHour)));
        } else {
            add(&issues, key, std::nullopt,
                tooSmallProblem(name, price.perInstanceHour, Unit::None));
        }
        static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
        if (!currency.match(price.currency).hasMatch()) {
            add(&issues, QStringLiteral("currency"), std::nullopt,
                tr("%1: \"%2\" is not a currency; use its three capital letters (ISO 4217, "
                   "like \"USD\")")
                    .arg(named(tr("Currency"), QStringLiteral("currency")),
                         excerpt(price.currency)));
        }
        if (price.seen.isValid() && (price.seen < earliest || price.seen > latest)) {
            add(&issues, QStringLiteral("seen"), std::nullopt,
                tr("%1: %2 is outside 2000-01-01 to 2200-12-31")
                    .arg(named(tr("Date seen"), QStringLiteral("seen")),
                         price.seen.toString(Qt::ISODate)));
        }
        requireText(&issues, tr("Date note"), QStringLiteral("seen_note"), price.seenNote, false,
                    false);
        requireText(&issues, tr("Source"), QStringLiteral("source"), price.source, false, false);
    }
    return issues;
}

QList<ValidationIssue> validateSystemReferences(const System& system,
                                                const QSet<QString>& chipIds) {
    QList<ValidationIssue> issues;
    if (!chipIds.contains(system.chipId)) {
        add(&issues, QStringLiteral("chip_id"), std::nullopt,
            tr("%1: \"%2\" is not a chip of the catalog; add or import that chip first, or "
               "name one the catalog has")
                .arg(named(tr("Chip"), QStringLiteral("chip_id")), excerpt(system.chipId)));
    }
    return issues;
}

QList<ValidationIssue> validateOfferReferences(const Offer& offer, const QSet<QString>& chipIds,
                                               const QSet<QString>& systemIds) {
    QList<ValidationIssue> issues;
    if (!chipIds.contains(offer.targetId) && !systemIds.contains(offer.targetId)) {
        add(&issues, QStringLiteral("target_id"), std::nullopt,
            tr("%1: \"%2\" is neither a chip nor a system of the catalog; add or import it "
               "first, or name one the catalog has")
                .arg(named(tr("System or chip"), QStringLiteral("target_id")),
                     excerpt(offer.targetId)));
    }
    return issues;
}

} // namespace chipatlas
