#include "chart/chartoptionsbar.h"

#include "common/keyeditems.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
// The item data of the "Custom" preset entry: no preset key.
const QString kCustomPreset;

QLabel* buddyLabel(const QString& text, QWidget* buddy, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}
} // namespace

ChartOptionsBar::ChartOptionsBar(QWidget* parent)
    : QWidget(parent)
    , m_preset(new QComboBox(this))
    , m_x(new QComboBox(this))
    , m_y(new QComboBox(this))
    , m_precision(new QComboBox(this))
    , m_logX(new QCheckBox(tr("Log &X"), this))
    , m_logY(new QCheckBox(tr("Log &Y"), this))
    , m_labels(new QCheckBox(tr("&Labels"), this))
    , m_systems(new QCheckBox(tr("Show s&ystems"), this))
    , m_export(new QToolButton(this)) {
    m_preset->setObjectName(QStringLiteral("chartPresetBox"));
    m_preset->setToolTip(tr("A ready-made pair of axes"));
    addKeyedItems(m_preset, kAllChartPresets, chartPresetName, chartPresetKey);
    // The charts of the measured results (resultchart.h), after the chips' presets.
    addKeyedItems(m_preset, kResultChartSubjects, chartSubjectName, chartSubjectKey);

    m_x->setObjectName(QStringLiteral("chartXBox"));
    m_y->setObjectName(QStringLiteral("chartYBox"));
    for (QComboBox* box : {m_x, m_y}) {
        for (const Quantity& quantity : Quantity::all()) {
            if (quantity.canUse(QuantityUse::Chart))
                box->addItem(quantity.label(m_spec.precision), quantity.key());
        }
    }
    m_x->setToolTip(tr("The figure along the horizontal axis"));
    m_y->setToolTip(tr("The figure along the vertical axis"));

    // The combos may shrink below their longest entry: the chart page's minimum width is the
    // whole side tab widget's, the details pane's too.
    for (QComboBox* box : {m_preset, m_x, m_y}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
        box->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }

    m_precision->setObjectName(QStringLiteral("chartPrecisionBox"));
    m_precision->setToolTip(tr("Precision of the throughput and the ratios on the axes"));
    addKeyedItems(m_precision, kAllPrecisions, precisionName, precisionKey);

    m_logX->setObjectName(QStringLiteral("chartLogXBox"));
    m_logY->setObjectName(QStringLiteral("chartLogYBox"));
    m_labels->setObjectName(QStringLiteral("chartLabelsBox"));
    m_labels->setToolTip(tr("Name each point on the chart"));
    m_labels->setChecked(true);
    m_systems->setObjectName(QStringLiteral("chartSystemsBox"));
    m_systems->setToolTip(tr("Plot the catalog's systems (boards, racks, pods) as one more "
                             "series, each at its totals and its system power"));

    m_export->setObjectName(QStringLiteral("chartExportButton"));
    m_export->setText(tr("&Export"));
    m_export->setToolTip(tr("Save the chart as an image, or its points as CSV"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_export);
    m_exportPng = menu->addAction(tr("&PNG image..."));
    m_exportPng->setObjectName(QStringLiteral("chartExportPngAction"));
    m_exportSvg = menu->addAction(tr("&SVG image..."));
    m_exportSvg->setObjectName(QStringLiteral("chartExportSvgAction"));
    m_exportCsv = menu->addAction(tr("&CSV of the points..."));
    m_exportCsv->setObjectName(QStringLiteral("chartExportCsvAction"));
    m_export->setMenu(menu);

    // Two rows: the axes take the width they need, the switches fit beside the export button.
    auto* axes = new QHBoxLayout;
    axes->setContentsMargins(0, 0, 0, 0);
    axes->addWidget(buddyLabel(tr("P&reset:"), m_preset, this));
    axes->addWidget(m_preset, 3);
    axes->addSpacing(8);
    axes->addWidget(buddyLabel(tr("X:"), m_x, this));
    axes->addWidget(m_x, 2);
    axes->addSpacing(8);
    axes->addWidget(buddyLabel(tr("Y:"), m_y, this));
    axes->addWidget(m_y, 2);
    auto* switches = new QHBoxLayout;
    switches->setContentsMargins(0, 0, 0, 0);
    switches->addWidget(buddyLabel(tr("&Precision:"), m_precision, this));
    switches->addWidget(m_precision);
    switches->addSpacing(12);
    switches->addWidget(m_logX);
    switches->addWidget(m_logY);
    switches->addSpacing(12);
    switches->addWidget(m_labels);
    switches->addWidget(m_systems);
    switches->addStretch(1);
    switches->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(axes);
    layout->addLayout(switches);

    connect(m_preset, &QComboBox::activated, this, &ChartOptionsBar::choosePreset);
    const auto quantityChosen = [this](QComboBox* box, Quantity ChartSpec::*axis) {
        connect(box, &QComboBox::activated, this, [this, box, axis](int index) {
            const auto quantity =
                Quantity::fromKey(box->itemData(index).toString(), QuantityUse::Chart);
            if (!quantity)
                return;
            ChartSpec spec = m_spec;
            spec.*axis = *quantity;
            edit(spec);
        });
    };
    quantityChosen(m_x, &ChartSpec::x);
    quantityChosen(m_y, &ChartSpec::y);
    connect(m_precision, &QComboBox::activated, this, [this](int index) {
        if (const auto p = precisionFromString(m_precision->itemData(index).toString())) {
            ChartSpec spec = m_spec;
            spec.precision = *p;
            edit(spec);
        }
    });
    const auto logToggled = [this](QCheckBox* box, bool ChartSpec::*axis) {
        connect(box, &QCheckBox::toggled, this, [this, axis](bool on) {
            if (m_updating)
                return;
            ChartSpec spec = m_spec;
            spec.*axis = on;
            edit(spec);
        });
    };
    logToggled(m_logX, &ChartSpec::logX);
    logToggled(m_logY, &ChartSpec::logY);

    updateWidgets();
}

void ChartOptionsBar::setSpec(const ChartSpec& spec) {
    m_spec = spec;
    updateWidgets();
}

void ChartOptionsBar::edit(const ChartSpec& spec) {
    if (spec == m_spec)
        return;
    setSpec(spec);
    Q_EMIT specEdited(m_spec);
}

void ChartOptionsBar::choosePreset(int index) {
    const QString key = m_preset->itemData(index).toString();
    if (const auto subject = resultChartSubjectFromKey(key)) {
        // The measured results: both axes are tokens per second (or watts) across decades.
        ChartSpec spec = m_spec;
        spec.subject = *subject;
        spec.logX = spec.logY = true;
        edit(spec);
        return;
    }
    const auto preset = chartPresetFromKey(key);
    if (!preset) {
        // "Custom": the axes stay as they are (the chips' axes, after a results chart).
        ChartSpec spec = m_spec;
        spec.subject = ChartSubject::Entries;
        edit(spec);
        return;
    }
    ChartSpec spec = chartPresetSpec(*preset);
    spec.precision = m_spec.precision;
    spec.logX = m_spec.logX;
    spec.logY = m_spec.logY;
    edit(spec);
}

void ChartOptionsBar::updateWidgets() {
    m_updating = true;
    // "Custom" is listed only while the axes match no preset.
    const std::optional<ChartPreset> preset = chartPresetOf(m_spec);
    const bool results = m_spec.subject != ChartSubject::Entries;
    const int custom = m_preset->findData(kCustomPreset);
    if ((preset || results) && custom >= 0)
        m_preset->removeItem(custom);
    else if (!preset && !results && custom < 0)
        m_preset->addItem(tr("Custom"), kCustomPreset);
    m_preset->setCurrentIndex(m_preset->findData(results  ? chartSubjectKey(m_spec.subject)
                                                 : preset ? chartPresetKey(*preset)
                                                          : kCustomPreset));
    // A chart of measured results has its own axes: the chips' choosers rest.
    for (QWidget* widget : {static_cast<QWidget*>(m_x), static_cast<QWidget*>(m_y)})
        widget->setEnabled(!results);
    m_systems->setEnabled(!results);

    for (QComboBox* box : {m_x, m_y}) {
        for (int i = 0; i < box->count(); ++i) {
            if (const auto quantity =
                    Quantity::fromKey(box->itemData(i).toString(), QuantityUse::Chart))
                box->setItemText(i, quantity->label(m_spec.precision));
        }
    }
    m_x->setCurrentIndex(m_x->findData(m_spec.x.key()));
    m_y->setCurrentIndex(m_y->findData(m_spec.y.key()));

    m_precision->setCurrentIndex(m_precision->findData(precisionKey(m_spec.precision)));
    m_precision->setEnabled(!results &&
                            (m_spec.x.followsPrecision() || m_spec.y.followsPrecision()));

    const auto showLog = [results](QCheckBox* box, const Quantity& quantity, bool on) {
        const bool date = quantity.isDate() && !results;
        box->setEnabled(!date);
        box->setChecked(on && !date);
        box->setToolTip(date ? tr("A date axis has no log scale")
                             : tr("Show this axis on a logarithmic scale"));
    };
    showLog(m_logX, m_spec.x, m_spec.logX);
    showLog(m_logY, m_spec.y, m_spec.logY);
    m_updating = false;
}

} // namespace chipatlas
