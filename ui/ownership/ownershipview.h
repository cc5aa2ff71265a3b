#pragma once

#include "application/catalogsession.h"
#include "application/catalogsnapshot.h"
#include "application/ownershiprules.h"
#include "domain/ownershipscenario.h"

#include <QDialog>
#include <QList>
#include <QString>

#include <functional>

class QComboBox;
class QLabel;
class QSplitter;

namespace chipatlas {

class OwnershipAnswers;
class OwnershipChartPanel;
class OwnershipForm;
class OwnershipScenarioBar;
class Settings;

// Own or rent (Tools > Own or rent..., docs/MODEL-FIT.md section 9): one scenario's assumptions
// as a form on the left, and on the right what owning the hardware costs against renting it at
// the chosen offer, the break-even utilisation, the cost per million tokens, the power and the
// facility; with "Compare with..." a second system under the same scenario side by side. The
// answers are the report of core (ownershipReport()) and recompute as the user types: one
// report reads the hardware's offers and results through the snapshot's indexes, so it does
// not grow with the catalog and runs on the GUI thread. The scenario switcher saves, renames
// and deletes scenarios through the catalog session (each an undo step in the Edit menu).
// Non-modal; remembers its geometry and the last scenario.
class OwnershipView final : public QDialog {
    Q_OBJECT

public:
    explicit OwnershipView(CatalogSession* session, QWidget* parent = nullptr);
    ~OwnershipView() override;

    void setSnapshot(CatalogSnapshot snapshot);
    // Shows `hardwareId` (a system or a chip): the saved scenario shown last if it is about that
    // hardware, else a new one with the defaults; `compareId`, when given, side by side. Waits
    // for the catalog when it has not arrived. False when an id is not in the catalog.
    bool openHardware(const QString& hardwareId, const QString& compareId = {});
    // Shows a saved scenario by id or name; false when there is none.
    bool openScenario(const QString& idOrName);
    // The start-up options: the saved `scenario` (id or name; empty: none), on `hardwareId`
    // when given, with `compareId` beside it. Waits for the catalog; an unknown scenario is
    // reported in the status bar (statusMessage()).
    void openStart(const QString& scenario, const QString& hardwareId, const QString& compareId);
    // The saved scenario shown (empty: a new one, not saved yet).
    QString savedScenarioId() const { return m_savedId; }
    // Whether the form differs from the saved scenario (or it is not saved at all).
    bool isModified() const;
    // Whether closing or switching would lose what the user typed: a saved scenario changed, or
    // a new one that differs from its hardware's defaults.
    bool hasUnsavedEdits() const;
    // Before the main window quits or shows other hardware here: when the shown view has unsaved
    // edits, asks `question` ("Save before ChipAtlas quits?") with Save, Discard and
    // Cancel. True when the caller may go on now; false when it has to wait: the user
    // cancelled, or a save runs and calls `afterSave` once it is written.
    bool askBeforeLeaving(const QString& question, std::function<void()> afterSave);
    // Shows the same scenario on a second system (or chip) beside the first; empty: none.
    bool compareWith(const QString& hardwareId);

    QString hardwareId() const { return m_scenario.hardwareId; }
    QString compareId() const { return m_compareId; }
    const OwnershipScenario& scenario() const { return m_scenario; }
    // The reports shown: the scenario's, then the compared hardware's.
    const QList<OwnershipReport>& reports() const { return m_reports; }

    OwnershipForm* form() const { return m_form; }
    OwnershipAnswers* answers() const { return m_answers; }
    OwnershipScenarioBar* scenarioBar() const { return m_bar; }
    QComboBox* compareBox() const { return m_compare; }
    QLabel* problemsLabel() const { return m_problems; }
    // Where the chart of cost over utilisation goes.
    QWidget* chartArea() const { return m_chartArea; }
    // The chart in it, with the Export menu (the report as CSV, JSON, Markdown; the chart).
    OwnershipChartPanel* chartPanel() const { return m_chartPanel; }

    // The scenario switcher's buttons, through the catalog session (each an undo step): Save
    // (a new scenario asks for its name first), Save as (a new scenario named `name`), Rename
    // and Delete the saved one shown. Refusals (a name taken, a bad number) are reported.
    // Each calls `then` once the catalog has stored it (not on a failure).
    void save(std::function<void()> then = {});
    void saveAs(const QString& name, std::function<void()> then = {});
    void rename(const QString& name);
    void deleteScenario();

    void restoreState(const Settings& settings);
    void saveState(Settings& settings) const;

Q_SIGNALS:
    void statusMessage(const QString& text);

protected:
    void done(int result) override;
    void changeEvent(QEvent* event) override;

private:
    void showScenario(const OwnershipScenario& scenario, const QString& savedId = {});
    const OwnershipScenario* savedScenario(const QString& idOrName) const;
    void updateScenarioBar();
    void scenarioEdited(const OwnershipScenario& scenario);
    void recompute();
    // False when the user gave no name.
    bool askSaveAs(std::function<void()> then = {});
    void askRename();
    void submit(const QString& text, CatalogSession::ChangeJob job, const QString& showId,
                std::function<void()> then = {});
    enum class UnsavedChoice { Proceed, Cancel, Saving };
    // Asks what to do with unsaved edits before `next` (a sentence: "Save before
    // closing?"): Proceed (nothing unsaved, or Discard), Cancel, or Saving (a save was
    // submitted and calls `afterSave` once it is written).
    UnsavedChoice askAboutUnsavedEdits(const QString& next, std::function<void()> afterSave);
    void switchScenario(const QString& id);
    void fillCompareBox();
    void updateTitle();

    CatalogSession* m_session;
    CatalogSnapshot m_snapshot;
    OwnershipScenario m_scenario;
    QString m_compareId;
    QList<OwnershipReport> m_reports;
    QString m_pendingHardware; // asked for before the catalog arrived
    QString m_pendingCompare;
    QString m_pendingScenario;
    bool m_pendingStart = false;
    QString m_rememberedScenario;
    QString m_savedId; // the saved scenario shown, empty for a new one
    OwnershipScenarioBar* m_bar;
    QLabel* m_hardware;
    QComboBox* m_compare;
    OwnershipForm* m_form;
    OwnershipAnswers* m_answers;
    QWidget* m_chartArea;
    OwnershipChartPanel* m_chartPanel = nullptr;
    QLabel* m_problems;
    QWidget* m_problemsArea;
    QSplitter* m_splitter;
};

} // namespace chipatlas
