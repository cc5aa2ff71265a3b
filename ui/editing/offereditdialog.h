#pragma once

#include "domain/offer.h"
#include "editing/entryeditdialog.h"

#include <QDate>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTreeWidget;

namespace chipatlas {

// Adds a rental offer for a chip or a system, or records a new price of an offer already in the
// catalog. The offer's identity (provider, region, instance, pricing: offerId()), its chips per
// instance, and one price: per instance hour, currency, the date it was seen (or a note saying
// how the source dates it) and its source. Recording a price keeps the offer's history: the
// older prices are listed, and offer() is the offer with the new price added to them. OK
// refuses until core's validateOffer() is satisfied; each problem is listed and its field
// marked. Stores nothing itself (the system editor writes it, as one undoable change).
class OfferEditDialog final : public EntryEditDialog {
    Q_OBJECT

public:
    enum class Mode { NewOffer, RecordPrice };
    struct Setup {
        Mode mode = Mode::NewOffer;
        Offer offer;        // NewOffer: targetId and chips set; RecordPrice: the stored offer
        QString targetName; // "GB200 NVL72 (nvidia-gb200-nvl72)"
        QDate today = QDate::currentDate();
    };

    explicit OfferEditDialog(const Setup& setup, QWidget* parent = nullptr);
    ~OfferEditDialog() override;

    Mode mode() const { return m_mode; }
    // The offer with its history and the new price (after accept(): valid).
    Offer offer() const;
    // The price entered; nullopt while the number does not parse.
    std::optional<OfferPrice> price() const;

    QLineEdit* providerEdit() const { return m_provider; }
    QLineEdit* regionEdit() const { return m_region; }
    QLineEdit* instanceEdit() const { return m_instance; }
    QComboBox* pricingCombo() const { return m_pricing; }
    QSpinBox* chipsSpin() const { return m_chips; }
    QLineEdit* priceEdit() const { return m_price; }
    QLineEdit* currencyEdit() const { return m_currency; }
    QDateEdit* seenEdit() const { return m_seen; }
    QCheckBox* undatedCheck() const { return m_undated; }
    QLineEdit* seenNoteEdit() const { return m_seenNote; }
    QLineEdit* sourceEdit() const { return m_source; }
    QTreeWidget* historyView() const { return m_history; }

private:
    Problems problems() const override;
    void fillHistory();

    Mode m_mode;
    Offer m_original;
    QDate m_today;
    QLineEdit* m_provider;
    QLineEdit* m_region;
    QLineEdit* m_instance;
    QComboBox* m_pricing;
    QLineEdit* m_pricingNote;
    QSpinBox* m_chips;
    QLineEdit* m_price;
    QLineEdit* m_currency;
    QDateEdit* m_seen;
    QCheckBox* m_undated;
    QLineEdit* m_seenNote;
    QLineEdit* m_source;
    QLineEdit* m_notes;
    QTreeWidget* m_history;
    QLabel* m_id;
};

} // namespace chipatlas
