#pragma once

#include "domain/memorybudget.h"
#include "domain/offer.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace chipatlas {

class Settings;

// Preferences, Calculations: the precision efficiency figures use (View > Perf/W precision
// shows the same setting), the headroom and memory budget the model-fit calculator starts from
// (and the details pane's "What fits" sizes under), and which offer a cost per million tokens
// uses when none is picked. The currency is shown, not chosen: costs are computed in USD, the
// one currency the cost rules compare (offerchoice.h); the box lists the currencies the
// catalog's offers use, and says what happens to any other.
class CalculationsPreferencesPage final : public QWidget {
    Q_OBJECT

public:
    explicit CalculationsPreferencesPage(QWidget* parent = nullptr);

    void load(const Settings& settings);
    void save(Settings& settings) const;
    // The catalog's offers, for the currencies they are priced in.
    void setOffers(const QList<Offer>& offers);

    QComboBox* precisionCombo() const { return m_precision; }
    QDoubleSpinBox* headroomSpin() const { return m_headroom; }
    QComboBox* budgetCombo() const { return m_budget; }
    QComboBox* offerPolicyCombo() const { return m_offerPolicy; }
    QComboBox* currencyCombo() const { return m_currency; }
    QLabel* currencyNote() const { return m_currencyNote; }

private:
    void budgetChanged();

    QComboBox* m_precision;
    QDoubleSpinBox* m_headroom;
    QComboBox* m_budget;
    QComboBox* m_offerPolicy;
    QComboBox* m_currency;
    QLabel* m_currencyNote;
    // The stored budget: its fraction stays when the same kind is saved again.
    MemoryBudget m_loadedBudget;
};

} // namespace chipatlas
