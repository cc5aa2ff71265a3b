#include "chart/notplotteddialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QStringListModel>
#include <QVBoxLayout>

namespace chipatlas {

NotPlottedDialog::NotPlottedDialog(const QStringList& items, QWidget* parent)
    : QDialog(parent)
    , m_search(new QLineEdit(this))
    , m_list(new QListView(this))
    , m_filter(new QSortFilterProxyModel(this)) {
    setObjectName(QStringLiteral("notPlottedDialog"));
    setWindowTitle(tr("Chips not plotted"));
    auto* model = new QStringListModel(items, this);
    m_filter->setSourceModel(model);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_list->setModel(m_filter);
    m_list->setUniformItemSizes(true); // no size computed per row of a long list
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_search->setPlaceholderText(tr("Search the chips not plotted"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_filter,
            &QSortFilterProxyModel::setFilterFixedString);

    auto* count = new QLabel(this);
    const auto updateCount = [this, count, total = items.size()] {
        count->setText(
            tr("%1 of %2 chips").arg(QLocale().toString(shownCount()), QLocale().toString(total)));
    };
    connect(m_filter, &QSortFilterProxyModel::modelReset, count, updateCount);
    connect(m_filter, &QSortFilterProxyModel::layoutChanged, count, updateCount);
    connect(m_filter, &QSortFilterProxyModel::rowsInserted, count, updateCount);
    connect(m_filter, &QSortFilterProxyModel::rowsRemoved, count, updateCount);
    updateCount();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addWidget(count);
    layout->addWidget(buttons);
    resize(560, 480);
}

int NotPlottedDialog::shownCount() const {
    return m_filter->rowCount();
}

} // namespace chipatlas
