#include "table/catalogfilterbar.h"

#include "common/keyeditems.h"
#include "domain/metrics.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QTimer>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
// Typing re-filters after a short pause rather than on every key: on a large catalog each
// pass over the rows costs a few milliseconds, and nobody reads the intermediate results.
constexpr int kTextFilterDelayMs = 150;

int indexOfData(const QComboBox* combo, const QVariant& data) {
    const int index = combo->findData(data);
    return index < 0 ? 0 : index;
}
} // namespace

CatalogFilterBar::CatalogFilterBar(QWidget* parent)
    : QWidget(parent)
    , m_filterEdit(new QLineEdit(this))
    , m_vendorCombo(new QComboBox(this))
    , m_kindCombo(new QComboBox(this))
    , m_availabilityCombo(new QComboBox(this))
    , m_precisionCombo(new QComboBox(this))
    , m_textTimer(new QTimer(this)) {
    m_filterEdit->setObjectName(QStringLiteral("filterEdit"));
    m_filterEdit->setPlaceholderText(tr("Filter by name, vendor, family or id (Ctrl+F)"));
    m_filterEdit->setAccessibleName(tr("Filter"));
    m_filterEdit->setClearButtonEnabled(true);
    // Keeps the field usable when the compare pane takes most of the window.
    m_filterEdit->setMinimumWidth(m_filterEdit->fontMetrics().averageCharWidth() * 22);
    m_filterEdit->installEventFilter(this);

    m_vendorCombo->setObjectName(QStringLiteral("vendorCombo"));
    m_vendorCombo->setToolTip(tr("Show only the chips of one vendor"));
    m_vendorCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    fillCombo(m_vendorCombo, tr("All vendors"), {}, &m_vendor);
    m_kindCombo->setObjectName(QStringLiteral("kindCombo"));
    m_kindCombo->setToolTip(tr("Show only one kind of chip (GPU, ASIC, TPU, ...)"));
    m_kindCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    fillCombo(m_kindCombo, tr("All kinds"), {}, &m_kind);

    m_availabilityCombo->setObjectName(QStringLiteral("availabilityCombo"));
    m_availabilityCombo->setToolTip(tr("Show only the chips you can get in a given way"));
    m_availabilityCombo->addItem(tr("Any availability"), 0);
    for (AvailabilityClass c :
         {AvailabilityClass::Buy, AvailabilityClass::Cloud, AvailabilityClass::Internal})
        m_availabilityCombo->addItem(availabilityClassName(c), int(c));

    m_precisionCombo->setObjectName(QStringLiteral("precisionCombo"));
    m_precisionCombo->setToolTip(
        tr("Precision of the perf per watt and bandwidth per TFLOP columns"));
    addKeyedItems(m_precisionCombo, kAllPrecisions, precisionName, precisionKey);
    m_precisionCombo->setCurrentIndex(indexOfData(m_precisionCombo, precisionKey(Precision::BF16)));
    auto* precisionLabel = new QLabel(tr("&Perf/W at:"), this);
    precisionLabel->setBuddy(m_precisionCombo);

    // Two rows, so the table side stays usable when the compare pane takes most of the window.
    auto* textRow = new QHBoxLayout;
    textRow->addWidget(m_filterEdit, 1);
    textRow->addSpacing(12);
    textRow->addWidget(precisionLabel);
    textRow->addWidget(m_precisionCombo);
    auto* comboRow = new QHBoxLayout;
    comboRow->addWidget(m_vendorCombo);
    comboRow->addWidget(m_kindCombo);
    comboRow->addWidget(m_availabilityCombo);
    comboRow->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(textRow);
    layout->addLayout(comboRow);

    // A filter box changes what the table shows: a stray arrow key on it (Tab from the filter
    // field, then Down) opens its list instead of filtering at once, out of sight.
    for (QComboBox* combo : {m_vendorCombo, m_kindCombo, m_availabilityCombo})
        combo->installEventFilter(this);

    m_textTimer->setSingleShot(true);
    m_textTimer->setInterval(kTextFilterDelayMs);
    connect(m_textTimer, &QTimer::timeout, this, &CatalogFilterBar::filtersChanged);
    connect(m_filterEdit, &QLineEdit::textChanged, m_textTimer, qOverload<>(&QTimer::start));
    connect(m_vendorCombo, &QComboBox::activated, this, [this] {
        m_vendor = m_vendorCombo->currentData().toString();
        Q_EMIT filtersChanged();
    });
    connect(m_kindCombo, &QComboBox::activated, this, [this] {
        m_kind = m_kindCombo->currentData().toString();
        Q_EMIT filtersChanged();
    });
    connect(m_availabilityCombo, &QComboBox::activated, this, &CatalogFilterBar::filtersChanged);
    connect(m_precisionCombo, &QComboBox::activated, this,
            [this] { Q_EMIT precisionChanged(precision()); });
}

void CatalogFilterBar::fillCombo(QComboBox* combo, const QString& allText,
                                 const QStringList& values, QString* current) {
    const QSignalBlocker blocker(combo);
    combo->clear();
    combo->addItem(allText, QString());
    for (const QString& value : values)
        combo->addItem(value, value);
    // Before the chips arrive the list is empty: keep a restored choice until it can be shown.
    if (!values.isEmpty() && !values.contains(*current))
        current->clear();
    combo->setCurrentIndex(indexOfData(combo, *current));
}

void CatalogFilterBar::setChoices(const QStringList& vendors, const QStringList& kinds) {
    const QString vendor = m_vendor;
    const QString kind = m_kind;
    fillCombo(m_vendorCombo, m_vendorCombo->itemText(0), vendors, &m_vendor);
    fillCombo(m_kindCombo, m_kindCombo->itemText(0), kinds, &m_kind);
    if (vendor != m_vendor || kind != m_kind)
        Q_EMIT filtersChanged();
}

QString CatalogFilterBar::text() const {
    return m_filterEdit->text();
}

void CatalogFilterBar::setText(const QString& text) {
    m_filterEdit->setText(text);
    // Applied at once: a programmatic change (settings, command line) has no typing to wait for.
    m_textTimer->stop();
    Q_EMIT filtersChanged();
}

void CatalogFilterBar::setVendor(const QString& vendor) {
    m_vendor = vendor;
    const int index = m_vendorCombo->findData(vendor);
    if (index >= 0)
        m_vendorCombo->setCurrentIndex(index);
    Q_EMIT filtersChanged();
}

void CatalogFilterBar::setKind(const QString& kind) {
    m_kind = kind;
    const int index = m_kindCombo->findData(kind);
    if (index >= 0)
        m_kindCombo->setCurrentIndex(index);
    Q_EMIT filtersChanged();
}

int CatalogFilterBar::availability() const {
    return m_availabilityCombo->currentData().toInt();
}

void CatalogFilterBar::setAvailability(int classes) {
    m_availabilityCombo->setCurrentIndex(indexOfData(m_availabilityCombo, classes));
    Q_EMIT filtersChanged();
}

void CatalogFilterBar::clearFilters() {
    m_filterEdit->clear();
    m_textTimer->stop();
    m_vendor.clear();
    m_vendorCombo->setCurrentIndex(indexOfData(m_vendorCombo, QString()));
    m_kind.clear();
    m_kindCombo->setCurrentIndex(indexOfData(m_kindCombo, QString()));
    m_availabilityCombo->setCurrentIndex(indexOfData(m_availabilityCombo, 0));
    Q_EMIT filtersChanged();
}

bool CatalogFilterBar::isFiltering() const {
    return !text().trimmed().isEmpty() || !m_vendor.isEmpty() || !m_kind.isEmpty() ||
           availability() != 0;
}

Precision CatalogFilterBar::precision() const {
    return precisionFromString(m_precisionCombo->currentData().toString())
        .value_or(Precision::BF16);
}

void CatalogFilterBar::setPrecision(Precision precision) {
    m_precisionCombo->setCurrentIndex(indexOfData(m_precisionCombo, precisionKey(precision)));
}

void CatalogFilterBar::focusFilter() {
    m_filterEdit->setFocus(Qt::ShortcutFocusReason);
    m_filterEdit->selectAll();
}

bool CatalogFilterBar::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress &&
        (watched == m_vendorCombo || watched == m_kindCombo || watched == m_availabilityCombo)) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool plain = !(key->modifiers() & (Qt::AltModifier | Qt::ControlModifier));
        switch (key->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
        case Qt::Key_Home:
        case Qt::Key_End:
            if (plain) {
                static_cast<QComboBox*>(watched)->showPopup();
                return true;
            }
            break;
        default:
            break;
        }
    }
    if (watched == m_filterEdit && event->type() == QEvent::KeyPress) {
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Escape:
            if (!m_filterEdit->text().isEmpty()) {
                m_filterEdit->clear();
                return true;
            }
            break;
        case Qt::Key_Down:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            Q_EMIT resultsRequested();
            return true;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace chipatlas
