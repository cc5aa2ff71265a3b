#include "compare/comparefinddialog.h"

#include "common/entrymime.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
constexpr int kRowRole = Qt::UserRole + 1; // the entry's index in the list given
constexpr int kSearchRole = Qt::UserRole + 2;
// A menu's title without its mnemonic: "&Chips" and "チップ(&C)" give "Chips" and "チップ".
QString withoutMnemonic(QString text) {
    static const QRegularExpression bracketed(QStringLiteral("\\(&[^&)]\\)"));
    return text.remove(bracketed).remove(QLatin1Char('&')).trimmed();
}
} // namespace

CompareFindDialog::CompareFindDialog(const QString& title, const QList<Entry>& entries,
                                     QWidget* parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_filter(new QLineEdit(this))
    , m_list(new QListView(this))
    , m_count(new QLabel(this))
    , m_model(new QStandardItemModel(this))
    , m_proxy(new QSortFilterProxyModel(this)) {
    setObjectName(QStringLiteral("compareFindDialog"));
    setWindowTitle(withoutMnemonic(title));
    m_filter->setObjectName(QStringLiteral("compareFindFilter"));
    m_filter->setPlaceholderText(tr("Filter by name, vendor or id"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter"));
    m_list->setObjectName(QStringLiteral("compareFindList"));
    m_list->setAccessibleName(windowTitle()); // "Chips", "Systems"
    m_list->setAccessibleDescription(
        tr("Those the filter matches, by name; Compare or a double click adds the selected one. "
           "Those already compared are greyed out"));
    m_list->setUniformItemSizes(true); // a long list lays out in constant time
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_model->setColumnCount(1);
    for (qsizetype row = 0; row < entries.size(); ++row) {
        const Entry& entry = entries.at(row);
        auto* item = new QStandardItem(tr("%1 (%2)").arg(entry.name, entry.vendor));
        item->setData(int(row), kRowRole);
        // The id as a line of entrymime.h: "system:" finds the systems.
        item->setData(
            QStringList{entry.name, entry.vendor, entryLine(entry.ref)}.join(QLatin1Char('\n')),
            kSearchRole);
        item->setEnabled(entry.enabled);
        if (!entry.enabled)
            item->setToolTip(tr("Already compared"));
        m_model->appendRow(item);
    }
    m_model->sort(0);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(kSearchRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_list->setModel(m_proxy);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Compare"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListView::doubleClicked, this, [this] {
        if (chosen())
            accept();
    });
    connect(m_filter, &QLineEdit::textChanged, this, &CompareFindDialog::applyFilter);
    const auto updateOk = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(chosen().has_value());
    };
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, updateOk);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, updateOk);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, updateOk);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list);
    layout->addWidget(m_count);
    layout->addWidget(buttons);
    m_filter->setFocus();
    m_filter->installEventFilter(this);
    applyFilter({});
    updateOk();
    resize(480, 520);
}

void CompareFindDialog::setFilterText(const QString& text) {
    m_filter->setText(text); // applyFilter() through textChanged
}

void CompareFindDialog::applyFilter(const QString& text) {
    m_proxy->setFilterFixedString(text);
    if (m_proxy->rowCount() > 0)
        m_list->setCurrentIndex(m_proxy->index(0, 0));
    updateCount();
}

int CompareFindDialog::matchCount() const {
    return m_proxy->rowCount();
}

std::optional<EntryRef> CompareFindDialog::chosen() const {
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid() || !(current.flags() & Qt::ItemIsEnabled))
        return std::nullopt;
    return m_entries.value(current.data(kRowRole).toInt()).ref;
}

// Up and Down in the filter field move through the matches, so that the hands stay on the keys.
bool CompareFindDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp ||
            key == Qt::Key_PageDown) {
            QCoreApplication::sendEvent(m_list, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void CompareFindDialog::updateCount() {
    m_count->setText(
        tr("%Ln of %1 match", nullptr, matchCount()).arg(QLocale().toString(m_model->rowCount())));
}

} // namespace chipatlas
