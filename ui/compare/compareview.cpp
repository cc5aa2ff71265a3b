#include "compare/compareview.h"

#include "common/catalogtext.h"
#include "common/entrymime.h"
#include "common/settings.h"
#include "compare/compareexport.h"
#include "compare/comparefinddialog.h"
#include "compare/compareoptionsbar.h"
#include "compare/compareresults.h"
#include "compare/compareslot.h"
#include "compare/comparisonmodel.h"
#include "compare/comparisontree.h"
#include "io/comparisonexport.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace chipatlas {

CompareView::CompareView(QWidget* parent)
    : QWidget(parent)
    , m_model(new ComparisonModel(this))
    , m_tree(new ComparisonTree(m_model, this))
    , m_results(new CompareResults(this))
    , m_resultsTitle(new QLabel(tr("Measured results"), this))
    , m_summary(new QLabel(this))
    , m_legend(new QLabel(this))
    , m_placeholder(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_options(new CompareOptionsBar(this)) {
    setObjectName(QStringLiteral("compareView"));
    setAcceptDrops(true);

    auto* slotRow = new QHBoxLayout;
    slotRow->setSpacing(6);
    for (int i = 0; i < kMaxEntries; ++i) {
        auto* slot = new CompareSlot(i, this);
        connect(slot, &CompareSlot::entriesDropped, this, &CompareView::placeEntries);
        connect(slot, &CompareSlot::clearRequested, this, &CompareView::removeEntry);
        connect(slot, &CompareSlot::moveRequested, this, &CompareView::moveEntry);
        connect(slot, &CompareSlot::pickRequested, this, &CompareView::showPickMenu);
        connect(slot, &CompareSlot::countChosen, this, &CompareView::setChipCount);
        slotRow->addWidget(slot, 1);
        m_slots.append(slot);
    }

    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setContentsMargins(4, 2, 4, 2);
    m_legend->setObjectName(QStringLiteral("legendLabel"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::PlainText);
    m_legend->setText(comparisonMarkerLegend());
    m_legend->setContentsMargins(4, 0, 4, 0);

    auto* summaryTitle = new QLabel(tr("Summary"), this);
    QFont titleFont = summaryTitle->font();
    titleFont.setBold(true);
    summaryTitle->setFont(titleFont);
    summaryTitle->setContentsMargins(4, 4, 4, 0);

    auto* comparisonPage = new QWidget(this);
    auto* pageLayout = new QVBoxLayout(comparisonPage);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->setSpacing(4);
    auto* heading = new QHBoxLayout;
    heading->addWidget(summaryTitle);
    heading->addStretch(1);
    heading->addWidget(m_options->actionsBar());
    pageLayout->addLayout(heading);
    pageLayout->addWidget(m_summary);
    // The figures above, the measured results below, the split the user's to move.
    auto* resultsPane = new QWidget(this);
    auto* resultsLayout = new QVBoxLayout(resultsPane);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->setSpacing(2);
    m_resultsTitle->setFont(titleFont);
    m_resultsTitle->setContentsMargins(4, 4, 4, 0);
    resultsLayout->addWidget(m_resultsTitle);
    resultsLayout->addWidget(m_results, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("compareResultsSplitter"));
    split->setChildrenCollapsible(false);
    split->addWidget(m_tree);
    split->addWidget(resultsPane);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    pageLayout->addWidget(split, 1);
    pageLayout->addWidget(m_legend);

    m_placeholder->setObjectName(QStringLiteral("comparePlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setTextFormat(Qt::PlainText);
    m_placeholder->setMargin(24);
    m_stack->addWidget(m_placeholder);
    m_stack->addWidget(comparisonPage);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addLayout(slotRow);
    layout->addWidget(m_options);
    layout->addWidget(m_stack, 1);

    connect(m_options->hideEqualRowsBox(), &QCheckBox::toggled, m_model,
            &ComparisonModel::setHideEqualRows);
    connect(m_options->highlightBox(), &QCheckBox::toggled, m_model,
            &ComparisonModel::setHighlightDifferences);
    connect(m_options, &CompareOptionsBar::precisionActivated, this, [this](Precision p) {
        setPrecision(p);
        Q_EMIT precisionChanged(p);
    });
    connect(m_options->copyMarkdownAction(), &QAction::triggered, this,
            &CompareView::copyAsMarkdown);
    connect(m_options->copyTextAction(), &QAction::triggered, this, &CompareView::copyAsText);
    connect(m_options->exportCsvAction(), &QAction::triggered, this, &CompareView::exportCsv);
    connect(m_options->clearAllAction(), &QAction::triggered, this, &CompareView::clear);
    connect(m_options->ownOrRentAction(), &QAction::triggered, this, [this] {
        if (m_refs.isEmpty())
            return;
        Q_EMIT ownershipRequested(m_refs.at(0).id, m_refs.size() > 1 ? m_refs.at(1).id : QString());
    });

    updateColours();
    refresh();
}

void CompareView::setCatalog(const QList<Chip>& chips) {
    setSnapshot(CatalogSnapshot(chips, {}, {}));
}

void CompareView::setSnapshot(CatalogSnapshot snapshot) {
    m_catalog = std::move(snapshot);
    m_loaded = true;
    setEntryRefs(m_refs); // drops entries that left the catalog, and picks up edited figures
}

void CompareView::setEntryRefs(const QList<EntryRef>& refs) {
    QList<EntryRef> unique;
    for (const EntryRef& ref : refs) {
        if (!unique.contains(ref) && (!m_loaded || isKnownEntry(ref, m_catalog)))
            unique.append(ref);
    }
    if (unique.size() > kMaxEntries)
        unique.resize(kMaxEntries);
    const bool changed = unique != m_refs;
    m_refs = std::move(unique);
    refresh();
    if (changed)
        Q_EMIT entriesChanged();
}

QString CompareView::nameOf(const EntryRef& ref) const {
    return entryName(ref, m_catalog);
}

void CompareView::addEntry(const EntryRef& ref) {
    if (m_loaded && !isKnownEntry(ref, m_catalog))
        return Q_EMIT statusMessage(
            tr("No chip or system “%1” in the catalog").arg(entryLine(ref)));
    if (m_refs.contains(ref))
        return Q_EMIT statusMessage(tr("%1 is already compared").arg(nameOf(ref)));
    QList<EntryRef> refs = m_refs;
    if (refs.size() < kMaxEntries) {
        refs.append(ref);
    } else {
        Q_EMIT statusMessage(tr("%1 replaced %2: the comparison holds %3 entries at most")
                                 .arg(nameOf(ref), nameOf(refs.last()))
                                 .arg(kMaxEntries));
        refs.last() = ref;
    }
    setEntryRefs(refs);
}

void CompareView::addEntries(const QList<EntryRef>& refs) {
    for (const EntryRef& ref : refs)
        addEntry(ref);
}

void CompareView::placeEntries(int slot, const QList<EntryRef>& refs) {
    if (refs.isEmpty())
        return;
    const EntryRef& ref = refs.first();
    QList<EntryRef> next = m_refs;
    const qsizetype at = next.indexOf(ref);
    if (slot >= next.size()) {
        // An empty slot: the entry goes to the end (slots hold no gaps).
        if (at >= 0)
            next.move(at, next.size() - 1);
        else if (next.size() < kMaxEntries)
            next.append(ref);
    } else if (at >= 0) {
        next.swapItemsAt(at, slot); // already compared: trade places
    } else {
        next[slot] = ref;
    }
    if (m_loaded && !isKnownEntry(ref, m_catalog))
        Q_EMIT statusMessage(tr("No chip or system “%1” in the catalog").arg(entryLine(ref)));
    setEntryRefs(next);
    for (qsizetype i = 1; i < refs.size() && m_refs.size() < kMaxEntries; ++i)
        addEntry(refs.at(i));
}

void CompareView::removeEntry(int slot) {
    if (slot < 0 || slot >= m_refs.size())
        return;
    QList<EntryRef> refs = m_refs;
    refs.removeAt(slot);
    setEntryRefs(refs);
}

void CompareView::moveEntry(int slot, int delta) {
    const int target = slot + delta;
    if (slot < 0 || slot >= m_refs.size() || target < 0 || target >= m_refs.size())
        return;
    QList<EntryRef> refs = m_refs;
    refs.move(slot, target);
    setEntryRefs(refs);
}

void CompareView::setChipCount(int slot, int count) {
    if (slot < 0 || slot >= m_entries.size() || count < 1)
        return;
    const CompareEntry& entry = m_entries.at(slot);
    if (entry.entry.isSystem() || (entry.entry.chipCount() == count && entry.countChosen()))
        return;
    QList<EntryRef> refs = m_refs;
    const qsizetype at = refs.indexOf(entry.ref);
    if (at < 0)
        return;
    refs[at] = EntryRef::chips(entry.entry.chipId(), count);
    setEntryRefs(refs);
}

QMenu* CompareView::pickMenu(int slot) {
    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("comparePickMenu"));
    // By vendor, sorted by name; a vendor's chips and systems in submenus. A menu lists at most
    // kPickMenuLength entries (vendors, or one vendor's chips): a catalog of 100,000 chips gets
    // the first ones and "Find among all 5,012…", a filterable list.
    using Entries = QList<CompareFindDialog::Entry>;
    QMap<QString, Entries> chips;   // vendor -> its chips
    QMap<QString, Entries> systems; // vendor -> its systems
    for (int row = 0; row < m_catalog.chipCount(); ++row) {
        const Chip& chip = m_catalog.chipAt(row);
        const EntryRef ref = EntryRef::chip(chip.id);
        chips[chip.vendor].append({ref, chip.name, chip.vendor, !m_refs.contains(ref)});
    }
    for (const System& system : m_catalog.systems()) {
        const EntryRef ref = EntryRef::system(system.id);
        systems[system.vendor].append({ref, system.name, system.vendor, !m_refs.contains(ref)});
    }
    const auto byName = [](const CompareFindDialog::Entry& a, const CompareFindDialog::Entry& b) {
        return std::pair(a.name, a.ref.id) < std::pair(b.name, b.ref.id);
    };
    const auto addAction = [this, slot](QMenu* parent, const CompareFindDialog::Entry& entry) {
        QAction* action = parent->addAction(entry.name);
        action->setData(entryLine(entry.ref)); // the entry's line (entrymime.h), to find it by
        action->setEnabled(entry.enabled);
        connect(action, &QAction::triggered, this,
                [this, slot, ref = entry.ref] { placeEntries(slot, {ref}); });
    };
    const auto addFind = [this, slot](QMenu* parent, const QString& title, const Entries& all) {
        parent->addSeparator();
        QAction* find = parent->addAction(tr("Find among all %L1…").arg(all.size()));
        find->setObjectName(QStringLiteral("comparePickFind"));
        connect(find, &QAction::triggered, this, [this, slot, title, all] {
            CompareFindDialog dialog(title, all, this);
            if (dialog.exec() == QDialog::Accepted && dialog.chosen())
                placeEntries(slot, {*dialog.chosen()});
        });
    };
    const auto fill = [&](const QString& title, QMap<QString, Entries>& byVendor) {
        QMenu* sub = menu->addMenu(title);
        sub->setEnabled(!byVendor.isEmpty());
        Entries all;
        int vendors = 0;
        for (auto it = byVendor.begin(); it != byVendor.end(); ++it) {
            std::sort(it->begin(), it->end(), byName);
            all += *it;
            if (vendors++ >= kPickMenuLength)
                continue;
            QMenu* vendor = sub->addMenu(it.key());
            for (qsizetype i = 0; i < std::min<qsizetype>(it->size(), kPickMenuLength); ++i)
                addAction(vendor, it->at(i));
            if (it->size() > kPickMenuLength)
                addFind(vendor, tr("%1: %2").arg(title, it.key()).remove(QLatin1Char('&')), *it);
        }
        if (vendors > kPickMenuLength)
            addFind(sub, QString(title).remove(QLatin1Char('&')), all);
    };
    fill(tr("&Chips"), chips);
    fill(tr("&Systems"), systems);
    return menu;
}

void CompareView::showPickMenu(int slot) {
    QMenu* menu = pickMenu(slot);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const QToolButton* button = m_slots.at(slot)->pickButton();
    menu->popup(button->mapToGlobal(QPoint(0, button->height())));
}

void CompareView::clear() {
    setEntryRefs({});
}

void CompareView::setPrecision(Precision precision) {
    m_options->setPrecision(precision);
    if (precision == m_precision)
        return;
    m_precision = precision;
    refresh();
}

void CompareView::setMemoryUnits(MemoryUnits units) {
    m_model->setMemoryUnits(units);
}

int CompareView::visibleSlotCount() const {
    return std::clamp(int(m_refs.size()) + 1, 2, kMaxEntries);
}

QString CompareView::placeholderText() const {
    if (!m_problem.isEmpty())
        return tr("Not like for like: %1.\n\nA system compares with another system, or with "
                  "its chip taken as many times as it has chips: set N in the chip's slot.")
            .arg(m_problem);
    return tr("Compare two to four chips or systems figure by figure.\n\nDrag chips or systems "
              "from the table onto the slots above, choose one with a slot's … button, select a "
              "chip and choose Chip › Compare (Ctrl+Shift+C), or click “Add to comparison” in the "
              "details pane. A chip compared with a system is taken as many times as the system "
              "has chips.");
}

void CompareView::refresh() {
    CompareSet set = compareSet(m_refs, m_catalog);
    m_entries = std::move(set.entries);
    m_problem = std::move(set.problem);
    QList<Entry> compared;
    for (const CompareEntry& entry : std::as_const(m_entries))
        compared.append(entry.entry);
    // A system beside a chip of another count is refused, not compared (core's rule).
    const bool comparing = compared.size() >= 2 && m_problem.isEmpty();
    m_placeholder->setText(placeholderText());
    // A computed figure's note is quoted in the GUI's language (catalogtext.h).
    m_model->setComparison(comparing ? compareEntries(compared, m_precision, QLocale(), catalogText)
                                     : Comparison{});
    m_summary->setText(m_model->comparison().summary.join(QLatin1Char('\n')));
    // The compared hardware's measured results, side by side where core says they compare.
    QStringList hardware, names;
    for (const CompareEntry& entry : std::as_const(m_entries)) {
        hardware << entry.ref.id;
        names << entryName(entry.ref, m_catalog);
    }
    const QList<ResultComparisonRow> rows =
        comparing ? compareResults(m_catalog, hardware) : QList<ResultComparisonRow>();
    m_results->setRows(names, rows);
    m_results->parentWidget()->setVisible(!rows.isEmpty());
    m_stack->setCurrentIndex(comparing ? 1 : 0);
    // While refused there is nothing to copy, but the slots can still be cleared.
    m_options->setState(comparing ? int(compared.size()) : std::min(int(compared.size()), 1));
    updateSlots();
}

void CompareView::updateSlots() {
    const int shown = visibleSlotCount();
    for (int i = 0; i < kMaxEntries; ++i) {
        CompareSlot* slot = m_slots.at(i);
        slot->setVisible(i < shown);
        slot->setEntry(i < m_entries.size() ? &m_entries.at(i) : nullptr);
        slot->setMovable(i > 0, i + 1 < m_refs.size());
    }
}

void CompareView::updateColours() {
    QPalette legendLook = m_legend->palette();
    legendLook.setColor(QPalette::WindowText, palette().color(QPalette::Disabled, QPalette::Text));
    m_legend->setPalette(legendLook);
    m_placeholder->setPalette(legendLook);
}

void CompareView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateColours();
}

void CompareView::dragEnterEvent(QDragEnterEvent* event) {
    dragMoveEvent(event); // QDragEnterEvent is a QDragMoveEvent
}

void CompareView::dragMoveEvent(QDragMoveEvent* event) {
    if (!hasEntries(event->mimeData()))
        return event->ignore();
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void CompareView::dropEvent(QDropEvent* event) {
    const QList<EntryRef> refs = entriesFromMimeData(event->mimeData());
    if (refs.isEmpty())
        return event->ignore();
    event->setDropAction(Qt::CopyAction);
    event->accept();
    addEntries(refs);
}

void CompareView::restoreState(const Settings& settings) {
    m_options->hideEqualRowsBox()->setChecked(settings.compareHideEqualRows());
    m_options->highlightBox()->setChecked(settings.compareHighlightDifferences());
    setEntryRefs(settings.comparedEntries());
}

void CompareView::saveState(Settings& settings) const {
    settings.setCompareHideEqualRows(m_options->hideEqualRowsBox()->isChecked());
    settings.setCompareHighlightDifferences(m_options->highlightBox()->isChecked());
    settings.setComparedEntries(m_refs);
}

QString CompareView::markdown() const {
    return comparisonToMarkdown(m_model->comparison(), QLocale());
}

QString CompareView::plainText() const {
    return comparisonToPlainText(m_model->comparison(), QLocale());
}

void CompareView::copyAsMarkdown() {
    if (m_model->entryCount() < 2)
        return;
    QGuiApplication::clipboard()->setText(markdown());
    Q_EMIT statusMessage(tr("Copied the comparison as Markdown"));
}

void CompareView::copyAsText() {
    if (m_model->entryCount() < 2)
        return;
    QGuiApplication::clipboard()->setText(plainText());
    Q_EMIT statusMessage(tr("Copied the comparison as text"));
}

void CompareView::exportCsv() {
    if (m_model->entryCount() < 2)
        return;
    // File names without "system:" or "*": "comparison-nvidia-gb200-nvl72-vs-72x-nvidia-b200".
    QStringList names;
    for (const CompareEntry& entry : std::as_const(m_entries))
        names << (entry.takesChipNTimes()
                      ? QStringLiteral("%1x-%2").arg(entry.entry.chipCount()).arg(entry.ref.id)
                      : entry.ref.id);
    const QString path = askComparisonCsvPath(this, names);
    if (!path.isEmpty())
        exportCsvTo(path);
}

bool CompareView::exportCsvTo(const QString& path) {
    const QString shown = QDir::toNativeSeparators(path);
    QString error;
    if (saveComparisonCsv(m_model->comparison(), path, &error)) {
        Q_EMIT statusMessage(tr("Exported the comparison to %1").arg(shown));
        return true;
    }
    // The writer's sentence names the file and says why.
    Q_EMIT statusMessage(error);
    QMessageBox::warning(this, tr("Export comparison"), error);
    return false;
}

} // namespace chipatlas
