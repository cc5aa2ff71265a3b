#include "window/quicksearch.h"

#include "domain/boundedlist.h"

#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace chipatlas {

namespace {
enum Role { KindRole = Qt::UserRole, IdRole };
enum Column { NameColumn, KindColumn, VendorColumn, ColumnCount };
// The rows the list shows without scrolling.
constexpr int kVisibleRows = 12;

std::optional<QuickSearchResult> runSearch(const CatalogSnapshot& snapshot, const QString& query,
                                           const std::function<bool()>& cancelled) {
    const ChipRows chips{snapshot.chipCount(),
                         [&snapshot](int row) -> const Chip& { return snapshot.chipAt(row); }};
    return quickSearch(chips, snapshot.systems(), snapshot.models(), query,
                       QuickSearch::kShownLength, cancelled);
}
} // namespace

QuickSearch::QuickSearch(QWidget* parent)
    : QFrame(parent, Qt::Popup)
    , m_edit(new QLineEdit(this))
    , m_list(new QTreeWidget(this))
    , m_count(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_latest(std::make_shared<std::atomic<quint64>>(0)) {
    setObjectName(QStringLiteral("quickSearch"));
    setFrameShape(QFrame::StyledPanel);
    m_pool.setMaxThreadCount(1);

    m_edit->setObjectName(QStringLiteral("quickSearchEdit"));
    m_edit->setPlaceholderText(tr("Go to a chip, system or model: name, vendor or id"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setAccessibleName(tr("Quick search"));
    m_edit->installEventFilter(this);
    m_list->setObjectName(QStringLiteral("quickSearchList"));
    m_list->setAccessibleName(tr("Matches"));
    m_list->setAccessibleDescription(
        tr("The chips, systems and models that match, best first; Up and Down choose one, Enter "
           "goes to it"));
    // The line edit keeps the focus: the keys that move through the list are forwarded.
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(KindColumn, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(VendorColumn, QHeaderView::Interactive);
    m_list->header()->resizeSection(VendorColumn, m_list->fontMetrics().averageCharWidth() * 18);
    m_list->setMinimumHeight(m_list->fontMetrics().height() * 3 / 2 * kVisibleRows);
    // The count and the hint keep their room, so that the popup does not change its height.
    m_count->setObjectName(QStringLiteral("quickSearchCount"));
    m_count->setMinimumHeight(m_count->fontMetrics().lineSpacing());
    m_hint->setObjectName(QStringLiteral("quickSearchHint"));
    m_hint->setWordWrap(true);
    QFont small = m_hint->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_hint->setFont(small);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    m_hint->setMinimumHeight(QFontMetrics(small).lineSpacing() * 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_edit);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_count);
    layout->addWidget(m_hint);

    connect(m_edit, &QLineEdit::textChanged, this, &QuickSearch::search);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &QuickSearch::updateHint);
    connect(m_list, &QTreeWidget::itemClicked, this, [this] {
        activate(QApplication::keyboardModifiers().testAnyFlags(Qt::ControlModifier |
                                                                Qt::ShiftModifier));
    });
    updateHint();
}

QuickSearch::~QuickSearch() {
    m_latest->store(++m_request); // a running job stops at its next check
    m_pool.clear();
    m_pool.waitForDone();
}

void QuickSearch::setSnapshot(CatalogSnapshot snapshot) {
    m_snapshot = std::move(snapshot);
    if (isVisible())
        search();
}

void QuickSearch::popup() {
    QWidget* window = parentWidget() ? parentWidget()->window() : nullptr;
    const int width =
        window ? std::min(std::max(window->width() * 6 / 10, 420), window->width()) : 560;
    resize(width, sizeHint().height());
    if (window) {
        // Centred, below the menu bar, where a command palette opens.
        move(window->mapToGlobal(QPoint((window->width() - width) / 2, window->height() / 10)));
    }
    m_edit->clear();
    search(); // the cleared query shows nothing, also when the text was empty already
    show();
    m_edit->setFocus(Qt::PopupFocusReason);
}

void QuickSearch::search() {
    ++m_request;
    m_latest->store(m_request);
    m_pool.clear(); // an older job's result is stale already
    const QString query = m_edit->text();
    const CatalogSnapshot snapshot = m_snapshot;
    const qsizetype entries =
        qsizetype(snapshot.chipCount()) + snapshot.systems().size() + snapshot.models().size();
    if (entries <= m_synchronousLimit || quickSearchWords(query).isEmpty()) {
        m_pending = false;
        showResult(snapshot, *runSearch(snapshot, query, {}));
        return;
    }
    m_pending = true;
    m_count->setText(tr("Searching..."));
    m_pool.start([this, snapshot, query, request = m_request, latest = m_latest] {
        const auto cancelled = [&latest, request] { return latest->load() != request; };
        std::optional<QuickSearchResult> result = runSearch(snapshot, query, cancelled);
        if (!result)
            return;
        QMetaObject::invokeMethod(
            this,
            [this, snapshot, request, result = std::move(*result)] {
                if (request != m_request)
                    return; // a newer query replaced this one
                m_pending = false;
                showResult(snapshot, result);
            },
            Qt::QueuedConnection);
    });
}

void QuickSearch::showResult(const CatalogSnapshot& snapshot, const QuickSearchResult& result) {
    m_list->clear();
    QList<QTreeWidgetItem*> items;
    for (const QuickSearchHit& hit : result.hits) {
        QString id;
        QStringList columns;
        switch (hit.kind) {
        case QuickSearchKind::Chip: {
            const Chip& chip = snapshot.chipAt(hit.row);
            columns = {chip.name, tr("chip", "quick search: the kind of a row"), chip.vendor};
            id = chip.id;
            break;
        }
        case QuickSearchKind::System: {
            const System& system = snapshot.systems().at(hit.row);
            columns = {system.name, tr("system", "quick search: the kind of a row"), system.vendor};
            id = system.id;
            break;
        }
        case QuickSearchKind::Model: {
            const LlmModel& model = snapshot.models().at(hit.row);
            columns = {model.name(), tr("model", "quick search: the kind of a row"),
                       model.value(ModelField::Family).toString()};
            id = model.id();
            break;
        }
        }
        auto* item = new QTreeWidgetItem(columns);
        item->setData(NameColumn, KindRole, int(hit.kind));
        item->setData(NameColumn, IdRole, id);
        for (int column = 0; column < ColumnCount; ++column)
            item->setToolTip(column, id);
        item->setForeground(KindColumn, palette().brush(QPalette::PlaceholderText));
        items.append(item);
    }
    m_list->addTopLevelItems(items);
    if (!items.isEmpty())
        m_list->setCurrentItem(items.first());
    const QString query = m_edit->text().trimmed();
    if (result.total == 0)
        m_count->setText(query.isEmpty() ? QString()
                                         : tr("No chip, system or model matches “%1”.").arg(query));
    else
        m_count->setText(andMoreText(result.total - result.hits.size()));
    updateHint();
}

bool QuickSearch::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_edit || event->type() != QEvent::KeyPress)
        return QFrame::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    switch (key->key()) {
    case Qt::Key_Down:
        moveCurrent(1);
        return true;
    case Qt::Key_Up:
        moveCurrent(-1);
        return true;
    case Qt::Key_PageDown:
        moveCurrent(kVisibleRows - 1);
        return true;
    case Qt::Key_PageUp:
        moveCurrent(-(kVisibleRows - 1));
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        activate(key->modifiers().testAnyFlags(Qt::ControlModifier | Qt::ShiftModifier));
        return true;
    case Qt::Key_Escape:
        hide();
        return true;
    default:
        return QFrame::eventFilter(watched, event);
    }
}

void QuickSearch::hideEvent(QHideEvent* event) {
    // A search still running is of no use any more.
    m_latest->store(++m_request);
    m_pending = false;
    QFrame::hideEvent(event);
}

void QuickSearch::moveCurrent(int delta) {
    const int count = m_list->topLevelItemCount();
    if (count == 0)
        return;
    const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
    m_list->setCurrentItem(m_list->topLevelItem(std::clamp(row + delta, 0, count - 1)));
}

void QuickSearch::activate(bool compare) {
    const QTreeWidgetItem* item = m_list->currentItem();
    if (!item)
        return;
    const auto kind = QuickSearchKind(item->data(NameColumn, KindRole).toInt());
    const QString id = item->data(NameColumn, IdRole).toString();
    if (compare && kind == QuickSearchKind::Model) {
        QApplication::beep(); // a model is not compared: the hint offers only Enter
        return;
    }
    hide();
    if (compare) {
        Q_EMIT compareRequested(kind == QuickSearchKind::System ? EntryRef::system(id)
                                                                : EntryRef::chip(id));
        return;
    }
    switch (kind) {
    case QuickSearchKind::Chip:
        Q_EMIT chipChosen(id);
        break;
    case QuickSearchKind::System:
        Q_EMIT systemChosen(id);
        break;
    case QuickSearchKind::Model:
        Q_EMIT modelChosen(id);
        break;
    }
}

void QuickSearch::updateHint() {
    const QTreeWidgetItem* item = m_list->currentItem();
    if (!item)
        m_hint->setText(tr("Type words of a name, vendor or id. Esc: close"));
    else if (QuickSearchKind(item->data(NameColumn, KindRole).toInt()) == QuickSearchKind::Model)
        m_hint->setText(tr("↑↓: choose. Enter: open the model-fit calculator on it. Esc: close"));
    else
        m_hint->setText(tr("↑↓: choose. Enter: show it in the table. Ctrl+Enter or Shift+Enter: "
                           "add it to the comparison. Esc: close"));
}

} // namespace chipatlas
