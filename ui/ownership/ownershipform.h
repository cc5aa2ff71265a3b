#pragma once

#include "domain/ownership.h"
#include "domain/ownershipscenario.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace chipatlas {

class CatalogSnapshot;

// The assumptions of one ownership scenario as a form (docs/MODEL-FIT.md section 9): one row per
// number with its unit beside it, the number it takes when left empty as the placeholder (the
// default with its source, or the catalog's figure) and a mark saying where the number in use
// comes from: yours, default, catalog or estimate. What the user types is read by the scenario's
// own rules (setOwnershipText(), validateOwnershipScenario()): a bad number is refused with the
// field named, and the scenario stays the last good one (nothing is clamped).
class OwnershipForm final : public QWidget {
    Q_OBJECT

public:
    explicit OwnershipForm(QWidget* parent = nullptr);

    // Shows `scenario`'s numbers (a system's or a chip's rows) and the offers and models of
    // `snapshot` it may pick.
    void setScenario(const OwnershipScenario& scenario, const CatalogSnapshot& snapshot);
    // The last scenario the form accepted.
    const OwnershipScenario& scenario() const { return m_scenario; }
    // Where the report took each number from: the origin marks, and the placeholders of the
    // fields left empty.
    void showAssumptions(const QList<Assumption>& assumptions);

    QLineEdit* edit(OwnershipField field) const { return m_edits.value(field); }
    QLabel* originLabel(OwnershipField field) const { return m_origins.value(field); }
    QComboBox* offerBox() const { return m_offer; }
    QComboBox* modelBox() const { return m_model; }
    // What is wrong with the input, naming the field; empty while it is fine.
    QLabel* errorLabel() const { return m_error; }
    QString errorText() const;

Q_SIGNALS:
    // The user changed a number, the offer or the model, and the scenario is valid.
    void scenarioEdited(const chipatlas::OwnershipScenario& scenario);

protected:
    void changeEvent(QEvent* event) override;

private:
    void addRow(OwnershipField field, int row);
    void edited();
    void updateUnits();
    void showDefaults();

    OwnershipScenario m_scenario;
    bool m_isSystem = true;
    bool m_filling = false; // setScenario() writes the edits: no edit to read back
    QHash<OwnershipField, QLineEdit*> m_edits;
    QHash<OwnershipField, QLabel*> m_units;
    QHash<OwnershipField, QLabel*> m_origins;
    QHash<OwnershipField, QLabel*> m_labels;
    QComboBox* m_offer;
    QComboBox* m_model;
    QLabel* m_error;
};

} // namespace chipatlas
