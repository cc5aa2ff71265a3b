#include "editing/figureedit.h"

#include "common/theme.h"
#include "domain/validation.h"
#include "editing/figureattributesedit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QToolButton>

#include <array>

namespace chipatlas {

namespace {
bool isMissing(FigureStatus status) {
    return status == FigureStatus::NotPublished || status == FigureStatus::Unknown;
}

QString rowLabel(const QString& label, Unit unit) {
    const QString symbol = unitSymbol(unit);
    return symbol.isEmpty() ? label : QStringLiteral("%1 (%2)").arg(label, symbol);
}
} // namespace

FigureRowEditor::FigureRowEditor(Field field, QGridLayout* grid, int row, QWidget* parent)
    : FigureRowEditor(Spec{fieldKey(field), fieldLabel(field), fieldInfo(field).kind,
                           fieldInfo(field).unit, fieldInfo(field).precision.has_value(), field},
                      grid, row, parent) {
    m_field = field;
}

FigureRowEditor::FigureRowEditor(SystemField field, QGridLayout* grid, int row, QWidget* parent)
    : FigureRowEditor(Spec{systemFieldKey(field), systemFieldLabel(field),
                           systemFieldInfo(field).kind, systemFieldInfo(field).unit, false,
                           std::nullopt},
                      grid, row, parent) {
    m_systemField = field;
}

FigureRowEditor::FigureRowEditor(const Spec& spec, QGridLayout* grid, int row, QWidget* parent)
    : QObject(parent)
    , m_key(spec.key)
    , m_name(spec.label)
    , m_kind(spec.kind)
    , m_label(new QLabel(rowLabel(spec.label, spec.unit), parent))
    , m_value(new QLineEdit(parent))
    , m_status(new QComboBox(parent))
    , m_source(new QLineEdit(parent))
    , m_note(new QLineEdit(parent))
    , m_revert(new QToolButton(parent)) {
    const QString& key = m_key;
    m_label->setBuddy(m_value);
    m_label->setToolTip(key);
    m_value->setObjectName(key + QStringLiteral("_value"));
    m_status->setObjectName(key + QStringLiteral("_status"));
    m_source->setObjectName(key + QStringLiteral("_source"));
    m_note->setObjectName(key + QStringLiteral("_note"));
    m_revert->setObjectName(key + QStringLiteral("_revert"));
    if (m_kind == FieldKind::Date)
        m_value->setPlaceholderText(tr("YYYY-MM-DD"));
    else if (m_kind == FieldKind::Number)
        m_value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    for (FigureStatus status : figureStatuses())
        m_status->addItem(statusDisplayName(status), statusKey(status));
    m_source->setPlaceholderText(tr("https://..."));
    // The value is named by its row's label; the other cells of the row by the label and their
    // column, so that a screen reader says which figure's source or note has the focus.
    m_status->setAccessibleName(tr("%1, status").arg(spec.label));
    m_source->setAccessibleName(tr("%1, source URL").arg(spec.label));
    m_note->setAccessibleName(tr("%1, note").arg(spec.label));
    // What each cell holds, for a screen reader; the tooltips of the source and the note show
    // their whole text, which the cells' values already give.
    const QString symbol = unitSymbol(spec.unit);
    m_value->setAccessibleDescription(
        symbol.isEmpty() ? tr("The figure as its source gives it; empty when it is not known")
                         : tr("The figure in %1, as its source gives it; empty when it is not "
                              "known")
                               .arg(symbol));
    m_status->setAccessibleDescription(
        tr("Published by the vendor, computed from published figures, unverified (seen only "
           "on a third party's page), a design target (announced for a chip that does not ship "
           "yet), not published, or unknown"));
    m_source->setAccessibleDescription(tr("The web address the figure was read from"));
    m_note->setAccessibleDescription(
        tr("How the figure was read or computed; shown under it in the details"));
    m_revert->setText(tr("Revert"));
    m_revert->setToolTip(tr("Put back the value that ships with ChipAtlas"));
    m_revert->setVisible(false);

    grid->addWidget(m_label, row, LabelColumn);
    grid->addWidget(m_value, row, ValueColumn);
    grid->addWidget(m_status, row, StatusColumn);
    grid->addWidget(m_source, row, SourceColumn);
    grid->addWidget(m_note, row, NoteColumn);
    if (spec.throughput) {
        m_sparsity = new QCheckBox(parent);
        m_sparsity->setObjectName(key + QStringLiteral("_sparsity"));
        m_sparsity->setToolTip(tr("The vendor does not say whether this throughput is dense"));
        m_sparsity->setAccessibleName(tr("%1, sparsity unstated").arg(spec.label));
        grid->addWidget(m_sparsity, row, SparsityColumn, Qt::AlignCenter);
        connect(m_sparsity, &QCheckBox::toggled, this, &FigureRowEditor::onUserChange);
    }
    grid->addWidget(m_revert, row, RevertColumn);
    if (spec.chipField && FigureAttributesEditor::appliesTo(*spec.chipField)) {
        const Field field = *spec.chipField;
        m_more = new QToolButton(parent);
        m_more->setObjectName(key + QStringLiteral("_more"));
        m_more->setText(tr("More"));
        m_more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_more->setArrowType(Qt::RightArrow);
        m_more->setCheckable(true);
        if (takesLinkScope(field))
            m_more->setToolTip(tr("Show the unit the source printed, what the link connects, "
                                  "the configuration and the range"));
        else if (takesPrintedUnit(field))
            m_more->setToolTip(tr("Show the unit the source printed, the configuration and the "
                                  "range"));
        else
            m_more->setToolTip(tr("Show the configuration and the range the vendor gives"));
        m_attributes = new FigureAttributesEditor(field, parent);
        m_attributes->panel()->setVisible(false);
        grid->addWidget(m_more, row, MoreColumn);
        grid->addWidget(m_attributes->panel(), row + 1, ValueColumn, 1,
                        RevertColumn - ValueColumn + 1);
        connect(m_more, &QToolButton::toggled, this, &FigureRowEditor::setExpanded);
        connect(m_attributes, &FigureAttributesEditor::changed, this,
                &FigureRowEditor::onUserChange);
    }

    connect(m_value, &QLineEdit::textEdited, this, &FigureRowEditor::onValueEdited);
    connect(m_value, &QLineEdit::textChanged, this, &FigureRowEditor::onUserChange);
    connect(m_status, &QComboBox::currentIndexChanged, this, &FigureRowEditor::onUserChange);
    connect(m_source, &QLineEdit::textChanged, this, &FigureRowEditor::onUserChange);
    connect(m_note, &QLineEdit::textChanged, this, &FigureRowEditor::onUserChange);
    connect(m_revert, &QToolButton::clicked, this, [this] {
        if (!m_builtIn)
            return;
        setFigure(*m_builtIn);
        m_reverted = true;
        setEdited(false);
        updateRevert();
        Q_EMIT changed();
    });
}

QString FigureRowEditor::formatNumber(double value) {
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', QLocale::FloatingPointShortest);
}

void FigureRowEditor::setFigure(const Figure& figure) {
    m_setting = true;
    m_shown = figure;
    m_shownValue = figure.hasValue() ? figure.value : QVariant();
    if (!figure.hasValue())
        m_shownText.clear();
    else if (m_kind == FieldKind::Number)
        m_shownText = formatNumber(figure.number());
    else
        m_shownText = figure.text();
    m_value->setText(m_shownText);
    m_status->setCurrentIndex(m_status->findData(statusKey(figure.status)));
    // Long URLs and notes show their beginning; the tooltip holds the whole text.
    m_source->setText(figure.source);
    m_source->setCursorPosition(0);
    m_source->setToolTip(figure.source);
    m_note->setText(figure.note);
    m_note->setCursorPosition(0);
    m_note->setToolTip(figure.note);
    if (m_sparsity)
        m_sparsity->setChecked(figure.sparsityUnstated);
    if (m_attributes) {
        m_attributes->setFigure(figure);
        const bool hasAttributes = figure.printedUnit != PrintedUnit::Unstated ||
                                   figure.linkScope != LinkScope::Unstated ||
                                   !figure.configuration.isEmpty() || figure.rangeLow ||
                                   figure.rangeHigh;
        if (hasAttributes)
            m_more->setChecked(true);
    }
    m_setting = false;
    updateRevert();
}

FigureStatus FigureRowEditor::status() const {
    return statusFromKey(m_status->currentData().toString()).value_or(FigureStatus::Unknown);
}

std::optional<Figure> FigureRowEditor::figure(QString* error) const {
    Figure figure;
    figure.copyAttributesFrom(m_shown);
    figure.status = status();
    figure.source = m_source->text().trimmed();
    figure.note = m_note->text().trimmed();
    figure.sparsityUnstated = m_sparsity && m_sparsity->isChecked();
    const QString text = m_value->text().trimmed();
    if (m_value->text() == m_shownText) {
        figure.value = m_shownValue; // unchanged: exactly what was stored
    } else if (text.isEmpty()) {
        figure.value = QVariant();
    } else if (m_kind == FieldKind::Number) {
        QString problem;
        const std::optional<double> number = parseLocaleNumber(text, QLocale(), &problem);
        if (!number) {
            *error = QStringLiteral("%1 (%2): %3").arg(m_name, m_key, problem);
            return std::nullopt;
        }
        figure.value = *number;
    } else {
        figure.value = text;
    }
    if (m_attributes && !m_attributes->apply(&figure, error))
        return std::nullopt;
    return figure;
}

void FigureRowEditor::onValueEdited() {
    // Keep the status in step with the value, so that the common case needs no second click.
    const bool empty = m_value->text().trimmed().isEmpty();
    if (!empty && isMissing(status()))
        m_status->setCurrentIndex(m_status->findData(statusKey(FigureStatus::Published)));
    else if (empty && !isMissing(status()))
        m_status->setCurrentIndex(m_status->findData(statusKey(FigureStatus::Unknown)));
}

void FigureRowEditor::setExpanded(bool expanded) {
    m_more->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_attributes->panel()->setVisible(expanded);
}

void FigureRowEditor::onUserChange() {
    if (m_setting)
        return;
    m_reverted = false;
    updateRevert();
    Q_EMIT changed();
}

void FigureRowEditor::setEdited(bool edited) {
    m_edited = edited;
    QFont font = m_label->font();
    font.setBold(edited);
    m_label->setFont(font);
    m_label->setToolTip(edited ? tr("%1: you edited this figure; a newer built-in catalog keeps "
                                    "your value")
                                     .arg(m_key)
                               : m_key);
    updateRevert();
}

void FigureRowEditor::setBuiltIn(const std::optional<Figure>& figure) {
    m_builtIn = figure;
    m_revert->setVisible(figure.has_value());
    updateRevert();
}

bool FigureRowEditor::isReverted() const {
    if (!m_reverted || !m_builtIn)
        return false;
    QString error;
    const std::optional<Figure> current = figure(&error);
    return current && *current == *m_builtIn;
}

void FigureRowEditor::updateRevert() {
    if (!m_builtIn)
        return;
    QString error;
    const std::optional<Figure> current = figure(&error);
    const bool differs = !current || !(*current == *m_builtIn);
    m_revert->setEnabled(!m_reverted && (m_edited || differs));
}

void setUpValidationLabel(QLabel* label, const QString& objectName) {
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setStyleSheet(
        QStringLiteral("color: %1;").arg(signalColor(SignalColor::Bad, label->palette()).name()));
    label->hide();
}

} // namespace chipatlas
