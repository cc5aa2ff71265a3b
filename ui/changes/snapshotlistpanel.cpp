#include "changes/snapshotlistpanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace chipatlas {

SnapshotListPanel::SnapshotListPanel(QWidget* parent)
    : QWidget(parent)
    , m_list(new QTreeWidget(this))
    , m_take(new QPushButton(tr("Ta&ke snapshot..."), this))
    , m_rename(new QPushButton(tr("Re&name..."), this))
    , m_delete(new QPushButton(tr("&Delete"), this))
    , m_export(new QPushButton(tr("E&xport..."), this))
    , m_import(new QPushButton(tr("&Import..."), this)) {
    setObjectName(QStringLiteral("snapshotListPanel"));
    m_list->setObjectName(QStringLiteral("snapshotList"));
    m_list->setAccessibleName(tr("Saved snapshots"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setHeaderLabels({tr("Snapshot"), tr("Taken"), tr("Reason"), tr("Holds"), tr("Note")});
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_take->setObjectName(QStringLiteral("takeSnapshotButton"));
    m_take->setToolTip(tr("Record every entry of the catalog as it is now, under a name "
                          "(Ctrl+Shift+T)"));
    m_rename->setObjectName(QStringLiteral("renameSnapshotButton"));
    m_delete->setObjectName(QStringLiteral("deleteSnapshotButton"));
    m_export->setObjectName(QStringLiteral("exportSnapshotButton"));
    m_export->setToolTip(tr("Write the selected snapshot to a file that another catalog can "
                            "import"));
    m_import->setObjectName(QStringLiteral("importSnapshotButton"));
    m_import->setToolTip(tr("Keep a snapshot file in this catalog, to compare with"));

    auto* buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    for (QPushButton* button : {m_take, m_rename, m_delete, m_export, m_import}) {
        button->setAutoDefault(false);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_list, 1);

    const auto withCurrent = [this](auto signal) {
        return [this, signal] {
            if (const std::optional<SavedSnapshot> snapshot = current())
                Q_EMIT(this->*signal)(*snapshot);
        };
    };
    connect(m_take, &QPushButton::clicked, this, &SnapshotListPanel::takeRequested);
    connect(m_rename, &QPushButton::clicked, this,
            withCurrent(&SnapshotListPanel::renameRequested));
    connect(m_delete, &QPushButton::clicked, this,
            withCurrent(&SnapshotListPanel::deleteRequested));
    connect(m_export, &QPushButton::clicked, this,
            withCurrent(&SnapshotListPanel::exportRequested));
    connect(m_import, &QPushButton::clicked, this, &SnapshotListPanel::importRequested);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        updateButtons();
        Q_EMIT currentChanged();
    });
    updateButtons();
}

QString SnapshotListPanel::contentsText(const SnapshotCounts& counts) {
    QStringList parts;
    if (counts.chips > 0)
        parts.append(tr("%Ln chip(s)", nullptr, counts.chips));
    if (counts.systems > 0)
        parts.append(tr("%Ln system(s)", nullptr, counts.systems));
    if (counts.offers > 0)
        parts.append(tr("%Ln offer(s)", nullptr, counts.offers));
    if (counts.models > 0)
        parts.append(tr("%Ln model(s)", nullptr, counts.models));
    if (counts.results > 0)
        parts.append(tr("%Ln result(s)", nullptr, counts.results));
    if (counts.scenarios > 0)
        parts.append(tr("%Ln scenario(s)", nullptr, counts.scenarios));
    return parts.isEmpty() ? tr("nothing") : parts.join(tr(", "));
}

void SnapshotListPanel::setSnapshots(const QList<SavedSnapshot>& snapshots) {
    const std::optional<SavedSnapshot> was = current();
    m_snapshots = snapshots;
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const QLocale locale;
    for (const SavedSnapshot& snapshot : snapshots) {
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(NameColumn, snapshot.name);
        item->setData(NameColumn, Qt::UserRole, snapshot.id);
        item->setText(TakenColumn,
                      locale.toString(snapshot.takenAt.toLocalTime(), QLocale::ShortFormat));
        item->setToolTip(TakenColumn, snapshot.takenAt.toUTC().toString(Qt::ISODate));
        item->setText(ReasonColumn, snapshotReasonDisplayName(snapshot.reason));
        item->setText(ContentsColumn, contentsText(snapshot.counts));
        item->setText(NoteColumn, snapshot.note);
        item->setToolTip(NoteColumn, snapshot.note);
    }
    for (int column = NameColumn; column < NoteColumn; ++column)
        m_list->resizeColumnToContents(column);
    if (was)
        selectSnapshot(was->id);
    if (!m_list->currentItem() && m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    updateButtons();
    Q_EMIT currentChanged();
}

std::optional<SavedSnapshot> SnapshotListPanel::current() const {
    const QTreeWidgetItem* item = m_list->currentItem();
    if (!item)
        return std::nullopt;
    const qint64 id = item->data(NameColumn, Qt::UserRole).toLongLong();
    for (const SavedSnapshot& snapshot : m_snapshots) {
        if (snapshot.id == id)
            return snapshot;
    }
    return std::nullopt;
}

void SnapshotListPanel::selectSnapshot(qint64 id) {
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        if (item->data(NameColumn, Qt::UserRole).toLongLong() == id) {
            m_list->setCurrentItem(item);
            return;
        }
    }
}

void SnapshotListPanel::updateButtons() {
    const bool selected = m_list->currentItem() != nullptr;
    for (QPushButton* button : {m_rename, m_delete, m_export})
        button->setEnabled(selected);
}

} // namespace chipatlas
