#pragma once

#include "domain/offerchoice.h"

#include <QList>
#include <QString>
#include <QWidget>

class QComboBox;
class QLabel;

namespace chipatlas {

class FitPricing;

// The price the costs of the calculator's selected row use: a box of the row's options (each
// USD offer and "your price"), the one its costs use current, and a label saying what the costs
// use. A pick is reported by offerPicked(); the calculator stores it and shows the options
// again.
class FitOfferBar final : public QWidget {
    Q_OBJECT

public:
    explicit FitOfferBar(QWidget* parent = nullptr);

    // The options of the row `target` (a chip or system id; empty: no row is selected).
    void setOptions(const FitPricing& pricing, const QList<PriceOption>& options,
                    const QString& target);

    QComboBox* offerBox() const { return m_offer; }
    QLabel* priceUsedLabel() const { return m_priceUsed; }

Q_SIGNALS:
    // The option id (FitPricing::optionId()) the user picked.
    void offerPicked(const QString& optionId);

private:
    QComboBox* m_offer;
    QLabel* m_priceUsed;
};

} // namespace chipatlas
