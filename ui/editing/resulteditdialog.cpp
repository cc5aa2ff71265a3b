#include "editing/resulteditdialog.h"

#include "common/screenfit.h"
#include "domain/field.h"
#include "domain/units.h"
#include "domain/validation.h"

#include <QComboBox>
#include <QDateTime>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
// The fields only a serving result has, and only a figure measurement has.
constexpr ResultField kServingFields[] = {ResultField::Model,
                                          ResultField::Checkpoint,
                                          ResultField::Quantization,
                                          ResultField::Engine,
                                          ResultField::EngineVersion,
                                          ResultField::Precision,
                                          ResultField::KvPrecision,
                                          ResultField::Tp,
                                          ResultField::Pp,
                                          ResultField::Ep,
                                          ResultField::Scenario,
                                          ResultField::Concurrency,
                                          ResultField::InputTokens,
                                          ResultField::OutputTokens,
                                          ResultField::TokensPerS,
                                          ResultField::TokensPerSPerChip,
                                          ResultField::TokensPerSPerUser,
                                          ResultField::TtftP50Ms,
                                          ResultField::TtftP99Ms,
                                          ResultField::TpotP50Ms,
                                          ResultField::TpotP99Ms};
constexpr ResultField kFigureFields[] = {ResultField::Figure, ResultField::MeasuredValue,
                                         ResultField::Unit, ResultField::Tool, ResultField::Size};

// "Tokens per second (tok/s):": the schema's label with its unit.
QString rowLabel(ResultField field) {
    const FieldSpec& info = resultFieldInfo(field);
    const QString unit = info.unit == Unit::None ? QString() : unitSymbol(info.unit);
    return unit.isEmpty() ? resultFieldLabel(field) + QLatin1Char(':')
                          : QStringLiteral("%1 (%2):").arg(resultFieldLabel(field), unit);
}
} // namespace

Result ResultEditDialog::newRun(const QString& hardwareId, const QDate& today,
                                const QDateTime& now) {
    Result result;
    result.id = QStringLiteral("own-run-%1").arg(now.toString(QStringLiteral("yyyyMMdd-HHmmss")));
    result.hardwareId = hardwareId;
    result.claim = ClaimKind::Own;
    result.date = today;
    result.origin = Origin::User;
    return result;
}

ResultEditDialog::ResultEditDialog(const Setup& setup, QWidget* parent)
    : EntryEditDialog(
          Options{.shownErrors = 6,
                  .moreProblems =
                      [](int more) { return tr("... and %n more problem(s)", nullptr, more); },
                  .focusFirstProblem = true},
          parent)
    , m_mode(setup.mode)
    , m_original(setup.result)
    , m_today(setup.today)
    , m_idTaken(setup.idTaken)
    , m_id(new QLineEdit(this)) {
    setObjectName(QStringLiteral("ResultEditDialog"));
    setWindowTitle(m_mode == Mode::New ? tr("Record My Own Run")
                                       : tr("Edit Result %1").arg(setup.result.id));
    m_id->setObjectName(QStringLiteral("resultIdEdit"));
    m_id->setText(setup.result.id);
    m_id->setPlaceholderText(tr("e.g. my-llama2-70b-h200-offline (lowercase letters, digits, "
                                "'-', '.')"));
    if (m_mode == Mode::Edit) {
        m_id->setReadOnly(true);
        m_id->setToolTip(tr("The id of a stored result cannot change"));
    }
    setFieldWidget(QStringLiteral("id"), m_id);
    connect(m_id, &QLineEdit::textChanged, this, &ResultEditDialog::revalidate);

    for (const FieldSpec& info : allResultFields()) {
        const ResultField field = ResultField(info.index);
        QWidget* widget = makeWidget(field, setup);
        widget->setObjectName(QStringLiteral("result_%1").arg(resultFieldKey(field)));
        widget->setAccessibleName(resultFieldLabel(field));
        m_widgets.insert(info.index, widget);
        setFieldWidget(resultFieldKey(field), widget);
        setFieldText(field, resultText(setup.result, field));
    }

    auto* identity = new QFormLayout;
    identity->addRow(tr("&ID:"), m_id);
    auto* columns = new QHBoxLayout;
    columns->addWidget(group(tr("What ran"), {ResultField::Kind, ResultField::Model,
                                              ResultField::Checkpoint, ResultField::Quantization,
                                              ResultField::Engine, ResultField::EngineVersion,
                                              ResultField::Precision, ResultField::KvPrecision,
                                              ResultField::Tp, ResultField::Pp, ResultField::Ep}),
                       1);
    columns->addWidget(
        group(tr("On what, and how fast"),
              {ResultField::Hardware, ResultField::HardwareCount, ResultField::Scenario,
               ResultField::Concurrency, ResultField::InputTokens, ResultField::OutputTokens,
               ResultField::TokensPerS, ResultField::TokensPerSPerChip,
               ResultField::TokensPerSPerUser, ResultField::TtftP50Ms, ResultField::TtftP99Ms,
               ResultField::TpotP50Ms, ResultField::TpotP99Ms, ResultField::PowerW}),
        1);
    auto* right = new QVBoxLayout;
    right->addWidget(
        group(tr("Whose claim"),
              {ResultField::ClaimKind, ResultField::Date, ResultField::Source,
               ResultField::Publisher, ResultField::MlperfVersion, ResultField::MlperfDivision,
               ResultField::MlperfResultId, ResultField::Notes}));
    right->addWidget(group(tr("A chip figure measured"),
                           {ResultField::Figure, ResultField::MeasuredValue, ResultField::Unit,
                            ResultField::Tool, ResultField::Size}));
    right->addStretch(1);
    columns->addLayout(right, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(identity);
    layout->addLayout(columns, 1);
    addButtons(layout, QStringLiteral("resultErrorLabel"));

    // A serving result's fields and a figure measurement's, each enabled for its kind.
    auto* kind = static_cast<QComboBox*>(fieldWidget(ResultField::Kind));
    const auto enableForKind = [this, kind] {
        const bool figure = kind->currentData().toString() == resultKindKey(ResultKind::Figure);
        for (ResultField field : kServingFields)
            fieldWidget(field)->setEnabled(!figure);
        for (ResultField field : kFigureFields)
            fieldWidget(field)->setEnabled(figure);
    };
    connect(kind, &QComboBox::currentIndexChanged, this, enableForKind);
    enableForKind();
    resize(sizeOnScreen(this, QSize(1200, 640)));
}

ResultEditDialog::~ResultEditDialog() = default;

QWidget* ResultEditDialog::makeWidget(ResultField field, const Setup& setup) {
    const auto combo = [this](bool withNone) {
        auto* box = new QComboBox(this);
        // As wide as a name needs, not as the longest of a large catalog's.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(16);
        if (withNone)
            box->addItem(tr("(not given)"), QString());
        connect(box, &QComboBox::currentIndexChanged, this, &ResultEditDialog::revalidate);
        return box;
    };
    switch (field) {
    case ResultField::Kind: {
        QComboBox* box = combo(false);
        for (ResultKind kind : {ResultKind::Serving, ResultKind::Figure})
            box->addItem(resultKindDisplayName(kind), resultKindKey(kind));
        return box;
    }
    case ResultField::ClaimKind: {
        QComboBox* box = combo(false);
        for (ClaimKind claim :
             {ClaimKind::Own, ClaimKind::Audited, ClaimKind::Independent, ClaimKind::Vendor})
            box->addItem(claimKindDisplayName(claim), claimKindKey(claim));
        box->setToolTip(tr("Who makes the claim: your own run, an audited benchmark (MLPerf), "
                           "an independent measurement or a vendor's claim"));
        return box;
    }
    case ResultField::Scenario: {
        QComboBox* box = combo(true);
        for (Scenario scenario : {Scenario::Offline, Scenario::Server, Scenario::Interactive,
                                  Scenario::Concurrency, Scenario::Single})
            box->addItem(scenarioDisplayName(scenario), scenarioKey(scenario));
        return box;
    }
    case ResultField::Precision:
    case ResultField::KvPrecision: {
        QComboBox* box = combo(true);
        for (Precision precision : kAllPrecisions)
            box->addItem(precisionName(precision), precisionKey(precision));
        return box;
    }
    case ResultField::Hardware: {
        QComboBox* box = combo(true);
        const CatalogSnapshot& snapshot = setup.snapshot;
        for (int row = 0; row < snapshot.chipCount(); ++row) {
            const Chip& chip = snapshot.chipAt(row);
            box->addItem(QStringLiteral("%1 (%2)").arg(chip.name, chip.id), chip.id);
        }
        for (const System& system : snapshot.systems())
            box->addItem(QStringLiteral("%1 (%2)").arg(system.name, system.id), system.id);
        box->setToolTip(tr("The chip or system it ran on"));
        return box;
    }
    case ResultField::Model: {
        QComboBox* box = combo(false);
        box->setEditable(true);
        box->setInsertPolicy(QComboBox::NoInsert);
        box->lineEdit()->setPlaceholderText(tr("a catalog model, or a name"));
        for (const LlmModel& model : setup.snapshot.models())
            box->addItem(model.name(), model.id());
        box->setToolTip(tr("A model of the catalog, or type the name of one it does not have"));
        connect(box, &QComboBox::editTextChanged, this, &ResultEditDialog::revalidate);
        return box;
    }
    case ResultField::Figure: {
        QComboBox* box = combo(true);
        for (const FieldSpec& info : allFields()) {
            if (info.kind == FieldKind::Number)
                box->addItem(fieldLabel(chipField(info)), QString::fromLatin1(info.key));
        }
        return box;
    }
    case ResultField::Notes: {
        QPlainTextEdit* edit = shortTextEdit(2);
        connect(edit, &QPlainTextEdit::textChanged, this, &ResultEditDialog::revalidate);
        return edit;
    }
    default: {
        auto* edit = new QLineEdit(this);
        if (field == ResultField::Date)
            edit->setPlaceholderText(tr("YYYY-MM-DD"));
        else if (field == ResultField::Source)
            edit->setPlaceholderText(tr("A URL, or where the numbers are written down"));
        connect(edit, &QLineEdit::textChanged, this, &ResultEditDialog::revalidate);
        return edit;
    }
    }
}

QWidget* ResultEditDialog::group(const QString& title, std::initializer_list<ResultField> fields) {
    auto* box = new QGroupBox(title, this);
    auto* form = new QFormLayout(box);
    for (ResultField field : fields)
        form->addRow(rowLabel(field), fieldWidget(field));
    return box;
}

void ResultEditDialog::setFieldText(ResultField field, const QString& text) {
    QWidget* widget = fieldWidget(field);
    if (auto* edit = qobject_cast<QLineEdit*>(widget)) {
        edit->setText(text);
    } else if (auto* notes = qobject_cast<QPlainTextEdit*>(widget)) {
        notes->setPlainText(text);
    } else if (auto* box = qobject_cast<QComboBox*>(widget)) {
        int index = box->findData(text);
        if (index < 0 && box->isEditable()) {
            box->setCurrentIndex(-1);
            box->setEditText(text);
            return;
        }
        if (index < 0) {
            // A chip or system the catalog lost stays as its id, so that an edit keeps it.
            box->addItem(tr("%1 (not in the catalog)").arg(text), text);
            index = box->count() - 1;
        }
        box->setCurrentIndex(index);
    }
}

QString ResultEditDialog::fieldText(ResultField field) const {
    QWidget* widget = fieldWidget(field);
    if (auto* edit = qobject_cast<QLineEdit*>(widget))
        return edit->text().trimmed();
    if (auto* notes = qobject_cast<QPlainTextEdit*>(widget))
        return notes->toPlainText().trimmed();
    if (auto* box = qobject_cast<QComboBox*>(widget)) {
        if (box->isEditable()) {
            // A catalog model chosen: its id; a name typed: the name.
            const int index = box->currentIndex();
            const QString typed = box->currentText().trimmed();
            if (index >= 0 && box->itemText(index) == typed)
                return box->itemData(index).toString();
            return typed;
        }
        return box->currentData().toString();
    }
    return {};
}

Result ResultEditDialog::parsed(Problems* problems) const {
    Result result = m_original;
    result.id = m_id->text().trimmed();
    if (m_mode == Mode::New)
        result.origin = Origin::User;
    // In schema order: the kind first, the other fields are read as a result of that kind.
    for (const FieldSpec& info : allResultFields()) {
        const ResultField field = ResultField(info.index);
        // A field of the other kind is disabled: it is cleared, not stored hidden.
        const QWidget* widget = fieldWidget(field);
        const QString text =
            widget->isEnabledTo(const_cast<ResultEditDialog*>(this)) ? fieldText(field) : QString();
        const QString error = setResultText(result, field, text);
        if (!error.isEmpty() && problems)
            problems->add(error, resultFieldKey(field));
    }
    return result;
}

Result ResultEditDialog::result() const {
    return parsed(nullptr);
}

EntryEditDialog::Problems ResultEditDialog::problems() const {
    Problems found;
    const Result entered = parsed(&found);
    if (!found.messages.isEmpty())
        return found; // unparsed values first: the rest would be checked on other values
    for (const ValidationIssue& issue : validateResult(entered, m_today))
        found.add(issue.message, issue.key.isEmpty() ? QStringLiteral("id") : issue.key);
    if (m_mode == Mode::New && m_idTaken && !entered.id.isEmpty() && m_idTaken(entered.id))
        found.add(tr("ID (id): \"%1\" is already used by another result.").arg(entered.id),
                  QStringLiteral("id"));
    return found;
}

} // namespace chipatlas
