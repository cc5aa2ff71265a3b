#pragma once

#include "domain/chip.h"
#include "domain/chipprice.h"

#include <QObject>
#include <QString>

#include <optional>

class QWidget;

namespace chipatlas {

class CatalogSession;

// Sets or removes a chip's price for the model-fit calculator: edit() opens the price dialog
// (non-modal) over the calculator, and the price accepted there is stored asynchronously as
// one undoable change of the catalog session. A failure is told in a message box over the
// calculator; a success by priceChanged() and statusMessage().
class FitPriceEditor final : public QObject {
    Q_OBJECT

public:
    // `dialog` is the calculator: the parent of the dialogs and message boxes, and of this.
    FitPriceEditor(CatalogSession* session, QWidget* dialog);

    void edit(const Chip& chip, const std::optional<ChipPrice>& current);

Q_SIGNALS:
    void priceChanged(const QString& chipId);
    void statusMessage(const QString& text);

private:
    void store(const ChipPrice& price, const QString& chipName, bool remove);

    CatalogSession* m_session;
    QWidget* m_dialog;
};

} // namespace chipatlas
