#include "changes/whatchangedview.h"

#include "application/catalogsession.h"
#include "application/storagemessage.h"
#include "changes/difftablemodel.h"
#include "changes/snapshotlistpanel.h"
#include "common/exportjob.h"
#include "common/fittedcolumns.h"
#include "common/settings.h"
#include "common/wrappingheaderview.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace chipatlas {

namespace {

constexpr qint64 kNow = -1; // the To box's "now"

// The filter boxes' choices, in the order of the diff.
const QList<DiffEntryKind> kKinds{
    DiffEntryKind::Chip,  DiffEntryKind::ChipPrice, DiffEntryKind::Model,   DiffEntryKind::System,
    DiffEntryKind::Offer, DiffEntryKind::Result,    DiffEntryKind::Scenario};
const QList<DiffChange> kChanges{DiffChange::Added, DiffChange::Removed, DiffChange::Changed};

} // namespace

WhatChangedView::WhatChangedView(CatalogSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_panel(new SnapshotListPanel(this))
    , m_from(new QComboBox(this))
    , m_to(new QComboBox(this))
    , m_compare(new QPushButton(tr("Com&pare"), this))
    , m_busy(new QProgressBar(this))
    , m_summary(new QLabel(this))
    , m_kind(new QComboBox(this))
    , m_change(new QComboBox(this))
    , m_filter(new QLineEdit(this))
    , m_exportCsv(new QPushButton(tr("Export C&SV..."), this))
    , m_exportMarkdown(new QPushButton(tr("Export M&arkdown..."), this))
    , m_table(new QTableView(this))
    , m_model(new DiffTableModel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_export(new ExportJob(this, this)) {
    setObjectName(QStringLiteral("whatChangedView"));
    m_from->setObjectName(QStringLiteral("diffFromBox"));
    m_from->setAccessibleName(tr("Compare from snapshot"));
    m_to->setObjectName(QStringLiteral("diffToBox"));
    m_to->setAccessibleName(tr("Compare with"));
    for (QComboBox* box : {m_from, m_to}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(16);
    }
    m_compare->setObjectName(QStringLiteral("compareSnapshotsButton"));
    m_compare->setAutoDefault(false);
    m_busy->setObjectName(QStringLiteral("diffBusyBar"));
    m_busy->setRange(0, 0); // busy: a diff reports no steps
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(160);
    m_busy->setAccessibleName(tr("Comparing"));
    m_busy->hide();
    m_summary->setObjectName(QStringLiteral("diffSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_kind->setObjectName(QStringLiteral("diffKindBox"));
    m_kind->setAccessibleName(tr("Kind of entry"));
    m_change->setObjectName(QStringLiteral("diffChangeBox"));
    m_change->setAccessibleName(tr("Kind of change"));
    m_filter->setObjectName(QStringLiteral("diffFilterEdit"));
    m_filter->setAccessibleName(tr("Filter the changes"));
    m_filter->setPlaceholderText(tr("Filter by name, id, field or value"));
    m_filter->setClearButtonEnabled(true);
    m_exportCsv->setObjectName(QStringLiteral("exportDiffCsvButton"));
    m_exportCsv->setToolTip(tr("Write the rows shown to a CSV file"));
    m_exportMarkdown->setObjectName(QStringLiteral("exportDiffMarkdownButton"));
    m_exportMarkdown->setToolTip(tr("Write the rows shown as a Markdown memo: the two "
                                    "snapshots, the counts and a table per kind, price moves "
                                    "first"));
    for (QPushButton* button : {m_exportCsv, m_exportMarkdown})
        button->setAutoDefault(false);
    fillFilterBoxes();

    m_table->setObjectName(QStringLiteral("diffTable"));
    m_table->setAccessibleName(tr("Changes"));
    // Titles on two lines ("Source / changed"): a column as wide as its values.
    m_table->setHorizontalHeader(new WrappingHeaderView(Qt::Horizontal, m_table));
    m_table->horizontalHeader()->setSectionsClickable(true); // a replaced header is not by default
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSortIndicatorShown(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the diff's order
    m_table->setSortingEnabled(true);
    // A status or "source changed" does not sort: the indicator stays where the rows are sorted.
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this](int column, Qt::SortOrder order) {
                if (DiffTableModel::sortColumn(column)) {
                    m_sortedColumn = column;
                    return;
                }
                QHeaderView* header = m_table->horizontalHeader();
                const QSignalBlocker blocker(header);
                header->setSortIndicator(m_sortedColumn, order);
            });
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setStretchLastSection(false);
    // Every column in sight at 1280 pixels wide: the entry, the field and the values share what
    // the short columns (kind, change, statuses, source, move) leave, elided.
    m_columns =
        new FittedColumns(m_table, {DiffTableModel::EntryColumn, DiffTableModel::FieldColumn,
                                    DiffTableModel::BeforeColumn, DiffTableModel::AfterColumn});
    connect(m_model, &DiffTableModel::rowsUpdated, this, [this] {
        if (std::exchange(m_showingNewDiff, false)) {
            m_columns->fitToContents();
            Q_EMIT diffShown();
        }
        updateSummary();
    });

    // Compare [from] with [to]  [Compare]  (busy)
    auto* compareRow = new QHBoxLayout;
    auto* fromLabel = new QLabel(tr("Compare fr&om"), this);
    fromLabel->setBuddy(m_from);
    auto* toLabel = new QLabel(tr("&with"), this);
    toLabel->setBuddy(m_to);
    compareRow->addWidget(fromLabel);
    compareRow->addWidget(m_from, 1);
    compareRow->addWidget(toLabel);
    compareRow->addWidget(m_to, 1);
    compareRow->addWidget(m_compare);
    compareRow->addWidget(m_busy);
    // Kind, change, text, exports.
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(m_kind);
    filterRow->addWidget(m_change);
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_exportCsv);
    filterRow->addWidget(m_exportMarkdown);

    auto* diffPart = new QWidget(this);
    auto* diffLayout = new QVBoxLayout(diffPart);
    diffLayout->setContentsMargins(0, 0, 0, 0);
    diffLayout->addLayout(compareRow);
    diffLayout->addWidget(m_summary);
    diffLayout->addLayout(filterRow);
    diffLayout->addWidget(m_table, 1);
    m_splitter->setObjectName(QStringLiteral("whatChangedSplitter"));
    m_splitter->addWidget(m_panel);
    m_splitter->addWidget(diffPart);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_splitter);

    connect(m_session, &CatalogSession::savedSnapshotsChanged, this,
            &WhatChangedView::showSnapshots);
    connect(m_session, &CatalogSession::diffReady, this, &WhatChangedView::showDiff);
    connect(m_session, &CatalogSession::diffFailed, this,
            [this](const QString& what, const StorageError& error) {
                if (!m_comparing)
                    return;
                m_comparing = false;
                m_compareAgain = false;
                m_busy->hide();
                m_compare->setEnabled(true);
                showFailure(what, error);
            });
    connect(m_session, &CatalogSession::snapshotFailed, this, &WhatChangedView::showFailure);
    connect(m_session, &CatalogSession::snapshotDone, this, &WhatChangedView::statusMessage);
    // A diff against now follows the catalog (an edit, an import, another client's change);
    // while the tab is hidden, once it shows again (a diff of a large catalog takes the worker
    // for a while: not after every edit nobody looks at).
    connect(m_session, &CatalogSession::snapshotChanged, this, [this] {
        if (!m_shownFrom || m_shownTo)
            return;
        if (!isVisible())
            m_stale = true;
        else if (m_comparing)
            m_compareAgain = true;
        else
            startCompare(*m_shownFrom, std::nullopt);
    });
    connect(m_export, &ExportJob::statusMessage, this, &WhatChangedView::statusMessage);

    connect(m_panel, &SnapshotListPanel::takeRequested, this, &WhatChangedView::askTakeSnapshot);
    connect(m_panel, &SnapshotListPanel::renameRequested, this, &WhatChangedView::askRename);
    connect(m_panel, &SnapshotListPanel::deleteRequested, this, &WhatChangedView::askDelete);
    connect(m_panel, &SnapshotListPanel::exportRequested, this, &WhatChangedView::askExport);
    connect(m_panel, &SnapshotListPanel::importRequested, this, &WhatChangedView::askImport);
    connect(m_compare, &QPushButton::clicked, this, &WhatChangedView::compareChosen);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &WhatChangedView::applyFilter);
    connect(m_change, &QComboBox::currentIndexChanged, this, &WhatChangedView::applyFilter);
    connect(m_filter, &QLineEdit::textChanged, this, &WhatChangedView::applyFilter);
    connect(m_exportCsv, &QPushButton::clicked, this,
            [this] { askExportDiff(DiffExportFormat::Csv); });
    connect(m_exportMarkdown, &QPushButton::clicked, this,
            [this] { askExportDiff(DiffExportFormat::Markdown); });
    updateSummary();
}

WhatChangedView::~WhatChangedView() = default;

void WhatChangedView::fillFilterBoxes() {
    const int kind = m_kind->currentIndex();
    const int change = m_change->currentIndex();
    const QSignalBlocker kindBlocker(m_kind);
    const QSignalBlocker changeBlocker(m_change);
    m_kind->clear();
    m_kind->addItem(tr("All kinds"), QString());
    for (DiffEntryKind k : kKinds)
        m_kind->addItem(diffEntryKindDisplayName(k), diffEntryKindKey(k));
    m_change->clear();
    m_change->addItem(tr("All changes"), QString());
    for (DiffChange c : kChanges)
        m_change->addItem(diffChangeDisplayName(c), diffChangeKey(c));
    m_kind->setCurrentIndex(std::max(0, kind));
    m_change->setCurrentIndex(std::max(0, change));
}

void WhatChangedView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (!m_listed)
        m_session->listSnapshots(); // then kept current by the session
    if (m_stale && m_shownFrom && !m_shownTo)
        startCompare(*m_shownFrom, std::nullopt);
    m_stale = false;
}

void WhatChangedView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        fillFilterBoxes();
        updateSummary();
    }
    QWidget::changeEvent(event);
}

std::optional<qint64> WhatChangedView::snapshotId(const QString& nameOrId) const {
    const QList<SavedSnapshot>& list = m_panel->snapshots();
    for (const SavedSnapshot& snapshot : list) {
        if (snapshot.name == nameOrId)
            return snapshot.id;
    }
    bool number = false;
    const qint64 id = nameOrId.toLongLong(&number);
    for (const SavedSnapshot& snapshot : list) {
        if (number && snapshot.id == id)
            return snapshot.id;
    }
    return std::nullopt;
}

QString WhatChangedView::snapshotName(qint64 id) const {
    for (const SavedSnapshot& snapshot : m_panel->snapshots()) {
        if (snapshot.id == id)
            return snapshot.name;
    }
    return {};
}

void WhatChangedView::showSnapshots(const QList<SavedSnapshot>& snapshots) {
    const bool first = !m_listed;
    m_listed = true;
    m_panel->setSnapshots(snapshots);
    const qint64 from = m_from->currentData().isValid() ? m_from->currentData().toLongLong() : 0;
    const qint64 to = m_to->currentData().isValid() ? m_to->currentData().toLongLong() : kNow;
    const QSignalBlocker fromBlocker(m_from);
    const QSignalBlocker toBlocker(m_to);
    m_from->clear();
    m_to->clear();
    m_to->addItem(tr("now"), kNow);
    for (const SavedSnapshot& snapshot : snapshots) {
        m_from->addItem(snapshot.name, snapshot.id);
        m_to->addItem(snapshot.name, snapshot.id);
    }
    // The list is newest first: by default the newest snapshot against now.
    m_from->setCurrentIndex(std::max(0, m_from->findData(from)));
    m_to->setCurrentIndex(std::max(0, m_to->findData(to)));
    m_compare->setEnabled(!snapshots.isEmpty() && !m_comparing);
    // A snapshot of the diff shown was deleted (here, or by another client): the diff goes too.
    const auto gone = [this](std::optional<qint64> id) {
        return id && snapshotName(*id).isEmpty();
    };
    if (!m_comparing && (gone(m_shownFrom) || gone(m_shownTo))) {
        m_shownFrom.reset();
        m_shownTo.reset();
        m_model->setDiff({});
    }
    if (m_pendingCompare) {
        const auto [fromName, toName] = *m_pendingCompare;
        m_pendingCompare.reset();
        if (!compare(fromName, toName) && !fromName.isEmpty()) {
            m_summary->setText(
                tr("The catalog has no snapshot %1 to compare.")
                    .arg(toName.isEmpty() || snapshotId(fromName) ? fromName : toName));
        }
    } else if (first && !snapshots.isEmpty()) {
        compareChosen();
    } else {
        updateSummary();
    }
}

void WhatChangedView::compareChosen() {
    if (m_from->currentIndex() < 0)
        return;
    const qint64 to = m_to->currentData().toLongLong();
    startCompare(m_from->currentData().toLongLong(),
                 to == kNow ? std::nullopt : std::optional<qint64>(to));
}

bool WhatChangedView::compare(const QString& from, const QString& to) {
    if (!m_listed) {
        m_pendingCompare = std::make_pair(from, to);
        if (isVisible())
            m_session->listSnapshots();
        return true;
    }
    const std::optional<qint64> fromId = snapshotId(from);
    const std::optional<qint64> toId = to.isEmpty() ? std::nullopt : snapshotId(to);
    if (!fromId || (!to.isEmpty() && !toId))
        return false;
    m_from->setCurrentIndex(m_from->findData(*fromId));
    m_to->setCurrentIndex(m_to->findData(toId ? *toId : kNow));
    startCompare(*fromId, toId);
    return true;
}

void WhatChangedView::startCompare(qint64 from, std::optional<qint64> to) {
    m_shownFrom = from;
    m_shownTo = to;
    m_compareAgain = false;
    if (m_comparing) { // the answer to the one asked before is dropped for this one
        m_compareAgain = true;
        return;
    }
    m_comparing = true;
    m_busy->show();
    m_compare->setEnabled(false);
    const QString toName = to ? snapshotName(*to) : tr("now");
    m_summary->setText(tr("Comparing %1 with %2...").arg(snapshotName(from), toName));
    m_session->diffSnapshots(from, to);
}

void WhatChangedView::showDiff(const CatalogDiff& diff) {
    if (!m_comparing)
        return;
    m_comparing = false;
    if (m_compareAgain && m_shownFrom) { // the catalog or the choice changed meanwhile
        startCompare(*m_shownFrom, m_shownTo);
        return;
    }
    m_compare->setEnabled(true);
    m_showingNewDiff = true; // its rows fit the columns and are announced once shown
    m_model->setDiff(diff, shownFilter());
}

void WhatChangedView::showFailure(const QString& what, const StorageError& error) {
    const QString text = tr("%1 %2").arg(what, StorageMessage::text(error));
    m_summary->setText(text);
    Q_EMIT statusMessage(what);
}

DiffFilter WhatChangedView::shownFilter() const {
    DiffFilter filter;
    if (const auto kind = diffEntryKindFromKey(m_kind->currentData().toString()))
        filter.kinds.insert(*kind);
    if (const auto change = diffChangeFromKey(m_change->currentData().toString()))
        filter.changes.insert(*change);
    filter.text = m_filter->text().trimmed();
    return filter;
}

void WhatChangedView::applyFilter() {
    m_model->setFilter(shownFilter());
    updateSummary();
}

void WhatChangedView::updateSummary() {
    m_busy->setVisible(m_comparing || m_model->isUpdating());
    const bool shown = !m_model->diff().fromLabel.isEmpty();
    m_exportCsv->setEnabled(m_model->rowCount() > 0);
    m_exportMarkdown->setEnabled(m_model->rowCount() > 0);
    if (m_comparing)
        return;
    if (m_listed && m_panel->snapshots().isEmpty()) {
        m_summary->setText(tr("The catalog has no snapshots yet. Take one (Ctrl+Shift+T) before "
                              "a round of quotes or an import; an import, a copy and a catalog "
                              "update take one by themselves."));
        return;
    }
    if (!shown) {
        m_summary->clear();
        return;
    }
    const CatalogDiff& diff = m_model->diff();
    const QLocale locale;
    QString text = tr("From %1 to %2: %3.").arg(diff.fromLabel, diff.toLabel, diffCountsText(diff));
    if (diff.entries.isEmpty())
        text = tr("From %1 to %2: nothing changed.").arg(diff.fromLabel, diff.toLabel);
    else if (m_model->rowCount() < m_model->totalRowCount())
        text += QLatin1Char(' ') + tr("%1 of %2 rows shown.")
                                       .arg(locale.toString(m_model->rowCount()),
                                            locale.toString(m_model->totalRowCount()));
    m_summary->setText(text);
}

void WhatChangedView::restoreState(const Settings& settings) {
    m_splitter->restoreState(settings.changesSplitterState());
    m_table->horizontalHeader()->restoreState(settings.changesHeaderState());
    const auto select = [](QComboBox* box, const QString& key) {
        box->setCurrentIndex(std::max(0, box->findData(key)));
    };
    select(m_kind, settings.changesKind());
    select(m_change, settings.changesChange());
    m_filter->setText(settings.changesFilterText());
    if (!settings.changesFrom().isEmpty() && !m_pendingCompare)
        m_pendingCompare = std::make_pair(settings.changesFrom(), settings.changesTo());
}

void WhatChangedView::saveState(Settings& settings) const {
    settings.setChangesSplitterState(m_splitter->saveState());
    settings.setChangesHeaderState(m_table->horizontalHeader()->saveState());
    settings.setChangesKind(m_kind->currentData().toString());
    settings.setChangesChange(m_change->currentData().toString());
    settings.setChangesFilterText(m_filter->text());
    if (m_shownFrom) {
        settings.setChangesFrom(snapshotName(*m_shownFrom));
        settings.setChangesTo(m_shownTo ? snapshotName(*m_shownTo) : QString());
    }
}

} // namespace chipatlas
