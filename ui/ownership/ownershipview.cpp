#include "ownership/ownershipview.h"

#include "application/catalogsession.h"
#include "application/scenarioedits.h"
#include "common/settings.h"
#include "ownership/ownershipanswers.h"
#include "ownership/ownershipchartpanel.h"
#include "ownership/ownershipform.h"
#include "ownership/ownershipscenariobar.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
// The first size: the form, every answer of a comparison and the chart at 1440x900 (smaller
// screens get what fits).
constexpr QSize kDefaultSize(1400, 860);

QString hardwareName(const CatalogSnapshot& snapshot, const QString& id) {
    if (const System* system = snapshot.system(id))
        return system->name;
    if (const Chip* chip = snapshot.chip(id))
        return chip->name;
    return id;
}
} // namespace

OwnershipView::OwnershipView(CatalogSession* session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_bar(new OwnershipScenarioBar(this))
    , m_hardware(new QLabel(this))
    , m_compare(new QComboBox(this))
    , m_form(new OwnershipForm(this))
    , m_answers(new OwnershipAnswers(this))
    , m_chartArea(new QWidget(this))
    , m_problems(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this)) {
    setObjectName(QStringLiteral("OwnershipView"));
    setModal(false);
    setSizeGripEnabled(true);

    m_hardware->setObjectName(QStringLiteral("ownershipHardwareLabel"));
    m_hardware->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_hardware->font();
    bold.setBold(true);
    m_hardware->setFont(bold);
    m_compare->setObjectName(QStringLiteral("ownershipCompareBox"));
    m_compare->setAccessibleName(tr("Compare with"));
    m_compare->setToolTip(tr("Another system under the same scenario, side by side: the site "
                             "and the money stay, its own price, power and offer apply"));
    m_compare->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_compare->setMinimumContentsLength(22);
    auto* compareLabel = new QLabel(tr("Compare &with:"), this);
    compareLabel->setBuddy(m_compare);
    auto* hardwareRow = new QHBoxLayout;
    hardwareRow->addWidget(new QLabel(tr("Hardware:"), this));
    hardwareRow->addWidget(m_hardware, 1);
    hardwareRow->addWidget(compareLabel);
    hardwareRow->addWidget(m_compare);

    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("ownershipFormScroll"));
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_form->sizeHint().width() + 20);

    m_chartArea->setObjectName(QStringLiteral("ownershipChartArea"));
    m_chartArea->setLayout(new QVBoxLayout);
    m_chartArea->layout()->setContentsMargins(0, 0, 0, 0);
    // The chart of cost over utilisation and the Export menu (report and chart).
    m_chartPanel = new OwnershipChartPanel(m_chartArea);
    m_chartPanel->setMinimumHeight(260); // legible axes on a small screen
    m_chartArea->layout()->addWidget(m_chartPanel);
    connect(m_chartPanel, &OwnershipChartPanel::statusMessage, this, &OwnershipView::statusMessage);
    auto* right = new QSplitter(Qt::Vertical, this);
    right->setObjectName(QStringLiteral("ownershipRightSplitter"));
    right->addWidget(m_answers);
    right->addWidget(m_chartArea);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    m_splitter->setObjectName(QStringLiteral("ownershipSplitter"));
    m_splitter->addWidget(scroll);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);

    m_problems->setObjectName(QStringLiteral("ownershipProblemsLabel"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Why answers are missing: at most four lines in sight (two reports can have many), the
    // rest a scroll away, so that a small screen keeps its height for the answers.
    auto* problems = new QScrollArea(this);
    problems->setObjectName(QStringLiteral("ownershipProblems"));
    problems->setWidget(m_problems);
    problems->setWidgetResizable(true);
    problems->setFrameShape(QFrame::NoFrame);
    problems->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    problems->setMaximumHeight(m_problems->fontMetrics().lineSpacing() * 4);
    m_problemsArea = problems;
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_bar);
    layout->addLayout(hardwareRow);
    layout->addWidget(m_splitter, 1);
    layout->addWidget(problems);
    layout->addWidget(buttons);

    connect(m_form, &OwnershipForm::scenarioEdited, this, &OwnershipView::scenarioEdited);
    connect(m_compare, &QComboBox::activated, this,
            [this](int index) { compareWith(m_compare->itemData(index).toString()); });
    connect(m_bar, &OwnershipScenarioBar::scenarioChosen, this, [this](const QString& id) {
        const OwnershipScenario* chosen = savedScenario(id);
        const QString next = chosen ? tr("Save before showing \"%1\"?").arg(chosen->name)
                                    : tr("Save before showing a new scenario for %1?")
                                          .arg(hardwareName(m_snapshot, m_scenario.hardwareId));
        const UnsavedChoice choice = askAboutUnsavedEdits(next, [this, id] { switchScenario(id); });
        if (choice == UnsavedChoice::Proceed)
            switchScenario(id);
        else // the switcher shows the scenario still on the form, until a save switches
            updateScenarioBar();
    });
    connect(m_bar, &OwnershipScenarioBar::saveRequested, this, [this] { save(); });
    connect(m_bar, &OwnershipScenarioBar::saveAsRequested, this, [this] { askSaveAs(); });
    connect(m_bar, &OwnershipScenarioBar::renameRequested, this, &OwnershipView::askRename);
    connect(m_bar, &OwnershipScenarioBar::deleteRequested, this, &OwnershipView::deleteScenario);
    updateTitle();
    connect(m_session, &CatalogSession::snapshotChanged, this, &OwnershipView::setSnapshot);
    if (m_session->snapshot().isLoaded())
        setSnapshot(m_session->snapshot());
}

OwnershipView::~OwnershipView() = default;

void OwnershipView::setSnapshot(CatalogSnapshot snapshot) {
    m_snapshot = std::move(snapshot);
    if (!m_snapshot.isLoaded())
        return;
    fillCompareBox();
    if (std::exchange(m_pendingStart, false)) {
        openStart(std::exchange(m_pendingScenario, {}), std::exchange(m_pendingHardware, {}),
                  std::exchange(m_pendingCompare, {}));
        return;
    }
    // The saved scenario shown may have been renamed, deleted or undone: follow the catalog.
    if (!m_savedId.isEmpty() && !savedScenario(m_savedId))
        m_savedId.clear();
    if (!m_scenario.hardwareId.isEmpty()) {
        if (!m_snapshot.system(m_scenario.hardwareId) && !m_snapshot.chip(m_scenario.hardwareId))
            m_scenario.hardwareId.clear();
        updateScenarioBar();
        recompute();
    }
}

bool OwnershipView::openHardware(const QString& hardwareId, const QString& compareId) {
    if (!m_snapshot.isLoaded()) {
        m_pendingStart = true;
        m_pendingHardware = hardwareId;
        m_pendingCompare = compareId;
        return true;
    }
    if (!m_snapshot.system(hardwareId) && !m_snapshot.chip(hardwareId))
        return false;
    m_compareId.clear();
    if (hardwareId != m_scenario.hardwareId) {
        // The scenario shown last, when it is about this hardware; else the defaults.
        const OwnershipScenario* remembered = savedScenario(m_rememberedScenario);
        if (remembered && remembered->hardwareId == hardwareId)
            showScenario(*remembered, remembered->id);
        else
            showScenario(defaultScenario(m_snapshot, hardwareId));
    }
    if (!compareId.isEmpty())
        return compareWith(compareId);
    fillCompareBox();
    recompute();
    return true;
}

bool OwnershipView::openScenario(const QString& idOrName) {
    const OwnershipScenario* saved = savedScenario(idOrName);
    if (!saved)
        return false;
    if (m_compareId == saved->hardwareId)
        m_compareId.clear();
    showScenario(*saved, saved->id);
    return true;
}

void OwnershipView::openStart(const QString& scenario, const QString& hardwareId,
                              const QString& compareId) {
    if (!m_snapshot.isLoaded()) {
        m_pendingStart = true;
        m_pendingScenario = scenario;
        m_pendingHardware = hardwareId;
        m_pendingCompare = compareId;
        return;
    }
    if (!scenario.isEmpty()) {
        if (!openScenario(scenario)) {
            Q_EMIT statusMessage(
                tr("No saved scenario \"%1\": showing the defaults.").arg(scenario));
        } else if (!hardwareId.isEmpty() && hardwareId != m_scenario.hardwareId) {
            // The saved assumptions on other hardware: a new scenario until it is saved.
            showScenario(scenarioOnHardware(m_scenario, hardwareId));
        }
    }
    if (!hardwareId.isEmpty() && hardwareId != m_scenario.hardwareId)
        openHardware(hardwareId);
    else if (hardwareId.isEmpty() && m_scenario.hardwareId.isEmpty() && scenario.isEmpty())
        openScenario(m_rememberedScenario);
    if (!compareId.isEmpty())
        compareWith(compareId);
}

bool OwnershipView::compareWith(const QString& hardwareId) {
    if (!hardwareId.isEmpty() && !m_snapshot.system(hardwareId) && !m_snapshot.chip(hardwareId))
        return false;
    m_compareId = hardwareId == m_scenario.hardwareId ? QString() : hardwareId;
    fillCompareBox();
    recompute();
    return true;
}

void OwnershipView::showScenario(const OwnershipScenario& scenario, const QString& savedId) {
    m_scenario = scenario;
    m_savedId = savedId;
    if (!savedId.isEmpty())
        m_rememberedScenario = savedId;
    m_form->setScenario(scenario, m_snapshot);
    m_hardware->setText(hardwareName(m_snapshot, scenario.hardwareId));
    updateScenarioBar();
    recompute();
}

const OwnershipScenario* OwnershipView::savedScenario(const QString& idOrName) const {
    if (idOrName.isEmpty())
        return nullptr;
    if (const OwnershipScenario* byId = m_snapshot.scenario(idOrName))
        return byId;
    for (const OwnershipScenario& scenario : m_snapshot.scenarios())
        if (scenario.name.compare(idOrName, Qt::CaseInsensitive) == 0)
            return &scenario;
    return nullptr;
}

bool OwnershipView::isModified() const {
    const OwnershipScenario* saved = savedScenario(m_savedId);
    return !saved || *saved != m_scenario;
}

bool OwnershipView::hasUnsavedEdits() const {
    if (m_scenario.hardwareId.isEmpty() || !m_snapshot.isLoaded())
        return false;
    if (!m_savedId.isEmpty())
        return isModified();
    return m_scenario != defaultScenario(m_snapshot, m_scenario.hardwareId);
}

OwnershipView::UnsavedChoice OwnershipView::askAboutUnsavedEdits(const QString& next,
                                                                 std::function<void()> afterSave) {
    if (!hasUnsavedEdits())
        return UnsavedChoice::Proceed;
    const QString hardware = hardwareName(m_snapshot, m_scenario.hardwareId);
    QMessageBox box(
        QMessageBox::Question, windowTitle(),
        m_savedId.isEmpty()
            ? tr("The new scenario for %1 is not saved.").arg(hardware)
            : tr("The scenario \"%1\" has changes that are not saved.").arg(m_scenario.name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("ownershipUnsavedPrompt"));
    box.setInformativeText(next);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Discard:
        return UnsavedChoice::Proceed;
    case QMessageBox::Save:
        if (!m_savedId.isEmpty()) {
            save(std::move(afterSave));
            return UnsavedChoice::Saving;
        }
        return askSaveAs(std::move(afterSave)) ? UnsavedChoice::Saving : UnsavedChoice::Cancel;
    default:
        return UnsavedChoice::Cancel;
    }
}

void OwnershipView::switchScenario(const QString& id) {
    if (id.isEmpty())
        showScenario(defaultScenario(m_snapshot, m_scenario.hardwareId));
    else
        openScenario(id);
}

bool OwnershipView::askBeforeLeaving(const QString& question, std::function<void()> afterSave) {
    return !isVisible() ||
           askAboutUnsavedEdits(question, std::move(afterSave)) == UnsavedChoice::Proceed;
}

void OwnershipView::updateScenarioBar() {
    m_bar->setScenarios(m_snapshot.scenarios(), m_savedId, m_scenario.hardwareId,
                        hardwareName(m_snapshot, m_scenario.hardwareId),
                        !m_savedId.isEmpty() && isModified());
}

void OwnershipView::scenarioEdited(const OwnershipScenario& scenario) {
    const bool wasModified = isModified();
    m_scenario = scenario;
    if (isModified() != wasModified)
        updateScenarioBar();
    recompute();
}

void OwnershipView::recompute() {
    m_reports.clear();
    if (m_scenario.hardwareId.isEmpty() || !m_snapshot.isLoaded())
        return;
    // One report reads one hardware's offers and results through the snapshot's indexes: cheap
    // enough to answer each key press on the GUI thread, whatever the catalog's size.
    const QDate today = QDate::currentDate();
    m_reports.append(ownershipReport(m_snapshot, m_scenario, today, QLocale()));
    if (!m_compareId.isEmpty())
        m_reports.append(ownershipReport(m_snapshot, scenarioOnHardware(m_scenario, m_compareId),
                                         today, QLocale()));
    m_form->showAssumptions(m_reports.first().assumptions);
    m_answers->setReports(m_reports);
    m_chartPanel->setReports(m_snapshot, m_reports, today);
    QStringList problems;
    for (const OwnershipReport& report : std::as_const(m_reports))
        for (const QString& problem : report.problems)
            problems << (m_reports.size() > 1 ? tr("%1: %2").arg(report.hardwareName, problem)
                                              : problem);
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problemsArea->setVisible(!problems.isEmpty());
    updateTitle();
}

void OwnershipView::fillCompareBox() {
    m_compare->clear();
    m_compare->addItem(tr("Nothing: one system"), QString());
    for (const System& system : m_snapshot.systems())
        m_compare->addItem(system.name, system.id);
    if (!m_compareId.isEmpty() && m_compare->findData(m_compareId) < 0)
        m_compare->addItem(hardwareName(m_snapshot, m_compareId), m_compareId);
    m_compare->setCurrentIndex(std::max(0, m_compare->findData(m_compareId)));
}

void OwnershipView::updateTitle() {
    const QString hardware = hardwareName(m_snapshot, m_scenario.hardwareId);
    if (hardware.isEmpty())
        setWindowTitle(tr("Own or rent"));
    else if (m_compareId.isEmpty())
        setWindowTitle(tr("Own or rent: %1").arg(hardware));
    else
        setWindowTitle(
            tr("Own or rent: %1 and %2").arg(hardware, hardwareName(m_snapshot, m_compareId)));
}

void OwnershipView::save(std::function<void()> then) {
    if (m_savedId.isEmpty()) {
        askSaveAs(std::move(then));
        return;
    }
    const OwnershipScenario scenario = m_scenario;
    submit(
        tr("save scenario %1").arg(scenario.name),
        [scenario, text = tr("save scenario %1").arg(scenario.name)](Catalog& catalog) {
            return saveScenario(catalog, text, scenario);
        },
        scenario.id, std::move(then));
}

void OwnershipView::saveAs(const QString& name, std::function<void()> then) {
    // A new scenario: without an id the use case gives it the slug of its name (made unique),
    // so the view finds it again by its name.
    OwnershipScenario scenario = m_scenario;
    scenario.name = name.trimmed();
    scenario.id.clear();
    scenario.origin = Origin::User;
    const QString text = tr("add scenario %1").arg(scenario.name);
    submit(
        text, [scenario, text](Catalog& catalog) { return saveScenario(catalog, text, scenario); },
        scenario.name, std::move(then));
}

void OwnershipView::rename(const QString& name) {
    const OwnershipScenario* saved = savedScenario(m_savedId);
    if (!saved)
        return;
    const QString id = saved->id;
    const QString newName = name.trimmed();
    const QString text = tr("rename scenario %1 to %2").arg(saved->name, newName);
    submit(
        text,
        [id, newName, text](Catalog& catalog) {
            return renameScenario(catalog, text, id, newName);
        },
        id);
}

void OwnershipView::deleteScenario() {
    const OwnershipScenario* saved = savedScenario(m_savedId);
    if (!saved)
        return;
    const QString id = saved->id;
    const QString text = tr("delete scenario %1").arg(saved->name);
    submit(
        text, [id, text](Catalog& catalog) { return deleteScenarios(catalog, text, {id}); },
        QString());
}

bool OwnershipView::askSaveAs(std::function<void()> then) {
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("Save scenario as"), tr("Name of the scenario:"), QLineEdit::Normal,
        m_savedId.isEmpty() ? QString() : tr("%1 (copy)").arg(m_scenario.name), &ok);
    if (!ok || name.trimmed().isEmpty())
        return false;
    saveAs(name, std::move(then));
    return true;
}

void OwnershipView::askRename() {
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Rename scenario"), tr("New name of the scenario:"),
                              QLineEdit::Normal, m_scenario.name, &ok);
    if (ok && !name.trimmed().isEmpty())
        rename(name);
}

// Hands the use case to the session (one undo step in the Edit menu); once written, the
// snapshot it publishes shows the scenario `showId` (empty: the defaults of the hardware).
void OwnershipView::submit(const QString& text, CatalogSession::ChangeJob job,
                           const QString& showId, std::function<void()> then) {
    const QString failure = tr("Could not %1; nothing was changed.").arg(text);
    m_session->change(this, failure, std::move(job),
                      [this, failure, showId, text, then = std::move(then)](
                          CatalogSession::Outcome outcome, const StorageError& error) {
                          if (outcome == CatalogSession::Outcome::Failed) {
                              if (error.code != StorageError::Code::Conflict)
                                  QMessageBox::warning(this, windowTitle(),
                                                       failure + QLatin1Char('\n') + error.message);
                              return;
                          }
                          const OwnershipScenario* saved = savedScenario(showId);
                          if (saved)
                              showScenario(*saved, saved->id);
                          else if (showId.isEmpty())
                              showScenario(defaultScenario(m_snapshot, m_scenario.hardwareId));
                          Q_EMIT statusMessage(outcome == CatalogSession::Outcome::Changed
                                                   ? tr("Saved: %1.").arg(text)
                                                   : tr("Nothing to save: %1.").arg(text));
                          if (then)
                              then();
                      },
                      {text, {}});
}

void OwnershipView::restoreState(const Settings& settings) {
    if (!restoreGeometry(settings.ownershipGeometry())) {
        QSize size = kDefaultSize;
        if (const QScreen* screen = parentWidget() ? parentWidget()->screen() : this->screen())
            size = size.boundedTo(screen->availableSize() - QSize(20, 40));
        resize(size);
    }
    m_splitter->restoreState(settings.ownershipSplitterState());
    m_rememberedScenario = settings.ownershipScenarioId();
}

void OwnershipView::saveState(Settings& settings) const {
    settings.setOwnershipGeometry(saveGeometry());
    settings.setOwnershipSplitterState(m_splitter->saveState());
    settings.setOwnershipScenarioId(m_rememberedScenario);
}

void OwnershipView::done(int result) {
    const UnsavedChoice choice =
        askAboutUnsavedEdits(tr("Save before closing?"), [this, result] { done(result); });
    if (choice != UnsavedChoice::Proceed)
        return; // closes once saved, or stays open
    Settings settings;
    saveState(settings);
    QDialog::done(result);
}

void OwnershipView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        recompute();
    QDialog::changeEvent(event);
}

} // namespace chipatlas
