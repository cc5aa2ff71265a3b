#include "editing/figureattributesedit.h"

#include "domain/validation.h"
#include "editing/figureedit.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QWidget>

namespace chipatlas {

namespace {
QLabel* buddyLabel(const QString& text, QWidget* buddy, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setBuddy(buddy);
    label->setToolTip(buddy->toolTip());
    return label;
}
} // namespace

bool FigureAttributesEditor::appliesTo(Field field) {
    return takesPrintedUnit(field) || takesLinkScope(field) || takesConfigurationAndRange(field);
}

FigureAttributesEditor::FigureAttributesEditor(Field field, QWidget* parent)
    : QObject(parent)
    , m_field(field)
    , m_panel(new QWidget(parent)) {
    const QString key = fieldKey(field);
    m_panel->setObjectName(key + QStringLiteral("_attributes"));
    auto* layout = new QHBoxLayout(m_panel);
    layout->setContentsMargins(0, 0, 0, 4);

    if (takesPrintedUnit(field)) {
        const bool bandwidth = fieldInfo(field).unit == Unit::GigabytePerSecond;
        m_printedUnit = new QComboBox(m_panel);
        m_printedUnit->setObjectName(key + QStringLiteral("_printed_unit"));
        m_printedUnit->setToolTip(
            tr("The unit the source printed the number in: GB and GB/s are decimal, GiB and "
               "GiB/s binary. The number stays as printed; comparisons say when units differ"));
        m_printedUnit->addItem(tr("not recorded"), printedUnitKey(PrintedUnit::Unstated));
        m_printedUnit->addItem(bandwidth ? tr("GB/s") : tr("GB"),
                               printedUnitKey(PrintedUnit::Decimal));
        m_printedUnit->addItem(bandwidth ? tr("GiB/s") : tr("GiB"),
                               printedUnitKey(PrintedUnit::Binary));
        layout->addWidget(buddyLabel(tr("Printed as:"), m_printedUnit, m_panel));
        layout->addWidget(m_printedUnit);
        connect(m_printedUnit, &QComboBox::currentIndexChanged, this,
                &FigureAttributesEditor::changed);
    }
    if (takesLinkScope(field)) {
        m_linkScope = new QComboBox(m_panel);
        m_linkScope->setObjectName(key + QStringLiteral("_link_scope"));
        m_linkScope->setToolTip(tr("What the link connects: chips to each other (NVLink, "
                                   "NeuronLink, ICI) or a host CPU to the chip (NVLink-C2C, "
                                   "PCIe)"));
        m_linkScope->addItem(tr("not recorded"), linkScopeKey(LinkScope::Unstated));
        m_linkScope->addItem(tr("chip to chip"), linkScopeKey(LinkScope::ChipToChip));
        m_linkScope->addItem(tr("host to chip"), linkScopeKey(LinkScope::HostToChip));
        layout->addWidget(buddyLabel(tr("Link:"), m_linkScope, m_panel));
        layout->addWidget(m_linkScope);
        connect(m_linkScope, &QComboBox::currentIndexChanged, this,
                &FigureAttributesEditor::changed);
    }
    if (takesConfigurationAndRange(field)) {
        m_configuration = new QLineEdit(m_panel);
        m_configuration->setObjectName(key + QStringLiteral("_configuration"));
        m_configuration->setPlaceholderText(tr("e.g. air-cooled"));
        m_configuration->setToolTip(tr("The configuration this figure belongs to, when the "
                                       "vendor gives it for one (e.g. air-cooled, 8-GPU board)"));
        m_rangeLow = new QLineEdit(m_panel);
        m_rangeHigh = new QLineEdit(m_panel);
        m_rangeLow->setObjectName(key + QStringLiteral("_range_low"));
        m_rangeHigh->setObjectName(key + QStringLiteral("_range_high"));
        const QString rangeTip = tr("A range the vendor gives around the value (e.g. 300 to "
                                    "350 W), in the figure's unit; both empty: no range");
        for (QLineEdit* edit : {m_rangeLow, m_rangeHigh}) {
            edit->setToolTip(rangeTip);
            edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            edit->setMaximumWidth(edit->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 12);
            connect(edit, &QLineEdit::textChanged, this, &FigureAttributesEditor::changed);
        }
        m_rangeLow->setPlaceholderText(tr("low"));
        m_rangeHigh->setPlaceholderText(tr("high"));
        m_rangeLow->setAccessibleName(tr("Range, low end"));
        m_rangeHigh->setAccessibleName(tr("Range, high end"));
        layout->addWidget(buddyLabel(tr("Configuration:"), m_configuration, m_panel));
        layout->addWidget(m_configuration, 1);
        layout->addWidget(buddyLabel(tr("Range:"), m_rangeLow, m_panel));
        layout->addWidget(m_rangeLow);
        layout->addWidget(new QLabel(tr("to"), m_panel));
        layout->addWidget(m_rangeHigh);
        connect(m_configuration, &QLineEdit::textChanged, this, &FigureAttributesEditor::changed);
    }
    layout->addStretch();
}

void FigureAttributesEditor::setFigure(const Figure& figure) {
    const QSignalBlocker blocker(this);
    if (m_printedUnit)
        m_printedUnit->setCurrentIndex(m_printedUnit->findData(printedUnitKey(figure.printedUnit)));
    if (m_linkScope)
        m_linkScope->setCurrentIndex(m_linkScope->findData(linkScopeKey(figure.linkScope)));
    if (m_configuration) {
        m_configuration->setText(figure.configuration);
        m_configuration->setCursorPosition(0);
        setRangeEnd(m_rangeLow, &m_shownLow, figure.rangeLow);
        setRangeEnd(m_rangeHigh, &m_shownHigh, figure.rangeHigh);
    }
}

void FigureAttributesEditor::setRangeEnd(QLineEdit* edit, RangeEnd* shown,
                                         const std::optional<double>& value) {
    shown->value = value;
    shown->text = value ? FigureRowEditor::formatNumber(*value) : QString();
    edit->setText(shown->text);
}

bool FigureAttributesEditor::readRangeEnd(const QLineEdit* edit, const RangeEnd& shown, bool low,
                                          std::optional<double>* value, QString* error) const {
    const QString text = edit->text().trimmed();
    if (edit->text() == shown.text) {
        *value = shown.value; // unchanged: exactly what was stored
        return true;
    }
    if (text.isEmpty()) {
        value->reset();
        return true;
    }
    QString problem;
    *value = parseLocaleNumber(text, QLocale(), &problem);
    if (!*value) {
        const QString message = low ? tr("%1 (%2): the low end of the range: %3")
                                    : tr("%1 (%2): the high end of the range: %3");
        *error = message.arg(fieldLabel(m_field), fieldKey(m_field), problem);
        return false;
    }
    return true;
}

bool FigureAttributesEditor::apply(Figure* figure, QString* error) const {
    if (m_printedUnit) {
        figure->printedUnit = printedUnitFromKey(m_printedUnit->currentData().toString())
                                  .value_or(PrintedUnit::Unstated);
    }
    if (m_linkScope) {
        figure->linkScope =
            linkScopeFromKey(m_linkScope->currentData().toString()).value_or(LinkScope::Unstated);
    }
    if (!m_configuration)
        return true;
    figure->configuration = m_configuration->text().trimmed();
    return readRangeEnd(m_rangeLow, m_shownLow, true, &figure->rangeLow, error) &&
           readRangeEnd(m_rangeHigh, m_shownHigh, false, &figure->rangeHigh, error);
}

} // namespace chipatlas
