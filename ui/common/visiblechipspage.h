#pragma once

#include "application/catalogsnapshot.h"
#include "domain/chip.h"

#include <QList>
#include <QString>
#include <QWidget>

namespace chipatlas {

// A page that shows chips in an order of its own, some of them (its filters), and a selection
// among them: what another page follows without knowing it. The catalog table page is one; the
// Chart tab plots and follows one (ChartPage::linkTable(), which the main window calls).
class VisibleChipsPage : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    // The chips the page shows, in its order: their rows in the page's snapshot, cheap to take
    // on the GUI thread, and read into a list on a worker (chips()).
    struct VisibleRows {
        CatalogSnapshot snapshot;
        QList<int> rows; // snapshot.chipAt() rows, in the page's order
        QList<Chip> chips() const;
    };
    virtual VisibleRows visibleRows() const = 0;
    // The chips have arrived (a large catalog's are ordered off the GUI thread first).
    virtual bool isLoaded() const = 0;
    // The selected chip, or nullptr. Valid until the page's snapshot changes.
    virtual const Chip* currentChip() const = 0;
    // Selects the chip (once the chips have arrived); nothing when the page does not show it.
    virtual void selectChip(const QString& id) = 0;

Q_SIGNALS:
    void currentChipChanged();
    // The chips visibleRows() returns may differ: filtered, sorted or reloaded. Emitted
    // freely (several times for one change); listeners coalesce.
    void visibleChipsChanged();
};

} // namespace chipatlas
