#include "fit/fitpriceeditor.h"

#include "application/catalogsession.h"
#include "application/pricing.h"
#include "application/storagemessage.h"
#include "fit/priceeditdialog.h"

#include <QMessageBox>
#include <QWidget>

namespace chipatlas {

FitPriceEditor::FitPriceEditor(CatalogSession* session, QWidget* dialog)
    : QObject(dialog)
    , m_session(session)
    , m_dialog(dialog) {}

void FitPriceEditor::edit(const Chip& chip, const std::optional<ChipPrice>& current) {
    auto* dialog = new PriceEditDialog(chip.id, chip.name, current, m_dialog);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog, name = chip.name](int result) {
        if (result == QDialog::Accepted)
            store(dialog->price(), name, false);
        else if (result == PriceEditDialog::Removed)
            store(dialog->price(), name, true);
    });
    dialog->open();
}

void FitPriceEditor::store(const ChipPrice& price, const QString& chipName, bool remove) {
    const QString text = remove ? tr("remove the price of %1").arg(chipName)
                                : tr("set the price of %1").arg(chipName);
    const std::optional<ChipPrice> after = remove ? std::nullopt : std::optional(price);
    m_session->change(
        this, tr("Could not store the price."),
        [text, chipId = price.chipId, after](Catalog& catalog) {
            return setChipPrice(catalog, text, chipId, after);
        },
        [this, price, remove](CatalogSession::Outcome outcome, const StorageError& error) {
            if (outcome == CatalogSession::Outcome::Failed) {
                auto* box =
                    new QMessageBox(QMessageBox::Warning, m_dialog->windowTitle(),
                                    tr("Could not store the price."), QMessageBox::Ok, m_dialog);
                box->setInformativeText(StorageMessage::text(error));
                box->setAttribute(Qt::WA_DeleteOnClose);
                box->open();
                return;
            }
            // The table shows the price from the snapshot the session publishes with the change.
            Q_EMIT priceChanged(price.chipId);
            Q_EMIT statusMessage(remove ? tr("Price removed") : tr("Price stored"));
        },
        {text, {}});
}

} // namespace chipatlas
