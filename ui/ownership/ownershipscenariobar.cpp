#include "ownership/ownershipscenariobar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace chipatlas {

OwnershipScenarioBar::OwnershipScenarioBar(QWidget* parent)
    : QWidget(parent)
    , m_box(new QComboBox(this))
    , m_save(new QPushButton(tr("&Save"), this))
    , m_saveAs(new QPushButton(tr("Save &as..."), this))
    , m_rename(new QPushButton(tr("Re&name..."), this))
    , m_delete(new QPushButton(tr("&Delete"), this)) {
    setObjectName(QStringLiteral("ownershipScenarioBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(tr("S&cenario:"), this);
    label->setBuddy(m_box);
    m_box->setObjectName(QStringLiteral("ownershipScenarioBox"));
    m_box->setAccessibleName(tr("Scenario"));
    m_box->setToolTip(tr("The saved scenarios of this hardware first, then those of all other "
                         "hardware; a scenario of other hardware shows that hardware"));
    m_box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_box->setMinimumContentsLength(28);
    m_save->setObjectName(QStringLiteral("ownershipSaveButton"));
    m_save->setToolTip(tr("Save the assumptions under this scenario's name"));
    m_saveAs->setObjectName(QStringLiteral("ownershipSaveAsButton"));
    m_saveAs->setToolTip(tr("Save the assumptions as a new scenario"));
    m_rename->setObjectName(QStringLiteral("ownershipRenameButton"));
    m_delete->setObjectName(QStringLiteral("ownershipDeleteButton"));
    for (QPushButton* button : {m_save, m_saveAs, m_rename, m_delete})
        button->setAutoDefault(false);
    layout->addWidget(label);
    layout->addWidget(m_box, 1);
    layout->addWidget(m_save);
    layout->addWidget(m_saveAs);
    layout->addWidget(m_rename);
    layout->addWidget(m_delete);

    connect(m_box, &QComboBox::activated, this, [this](int index) {
        if (!m_filling)
            Q_EMIT scenarioChosen(m_box->itemData(index).toString());
    });
    connect(m_save, &QPushButton::clicked, this, &OwnershipScenarioBar::saveRequested);
    connect(m_saveAs, &QPushButton::clicked, this, &OwnershipScenarioBar::saveAsRequested);
    connect(m_rename, &QPushButton::clicked, this, &OwnershipScenarioBar::renameRequested);
    connect(m_delete, &QPushButton::clicked, this, &OwnershipScenarioBar::deleteRequested);
}

void OwnershipScenarioBar::setScenarios(const QList<OwnershipScenario>& saved,
                                        const QString& currentId, const QString& hardwareId,
                                        const QString& hardwareName, bool modified) {
    m_filling = true;
    m_box->clear();
    m_box->addItem(tr("New for %1").arg(hardwareName), QString());
    QList<OwnershipScenario> own;
    QList<OwnershipScenario> others;
    for (const OwnershipScenario& scenario : saved)
        (scenario.hardwareId == hardwareId ? own : others).append(scenario);
    const auto byName = [](const OwnershipScenario& a, const OwnershipScenario& b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    };
    std::sort(own.begin(), own.end(), byName);
    std::sort(others.begin(), others.end(), byName);
    for (const OwnershipScenario& scenario : std::as_const(own))
        m_box->addItem(scenario.name, scenario.id);
    if (!others.isEmpty())
        m_box->insertSeparator(m_box->count());
    for (const OwnershipScenario& scenario : std::as_const(others))
        m_box->addItem(tr("%1 (%2)").arg(scenario.name, scenario.hardwareId), scenario.id);
    const int index = currentId.isEmpty() ? 0 : m_box->findData(currentId);
    m_box->setCurrentIndex(std::max(0, index));
    if (modified && index >= 0)
        m_box->setItemText(m_box->currentIndex(),
                           tr("%1 (modified)").arg(m_box->itemText(m_box->currentIndex())));
    m_filling = false;
    const bool isSaved = !currentId.isEmpty() && index > 0;
    m_save->setEnabled(!isSaved || modified);
    m_rename->setEnabled(isSaved);
    m_delete->setEnabled(isSaved);
}

} // namespace chipatlas
