#include "transfer/acceleratormapdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace chipatlas {

AcceleratorMapDialog::AcceleratorMapDialog(const QString& folder,
                                           const QList<MlperfUnmatchedAccelerator>& unmatched,
                                           const QList<Chip>& chips, QWidget* parent)
    : QDialog(parent)
    , m_unmatched(unmatched)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("acceleratorMapDialog"));
    setWindowTitle(tr("Map MLPerf Accelerators"));
    auto* intro = new QLabel(
        tr("%1 names accelerators that are no chip of the catalog. Choose the chip each one is; "
           "its results are imported as that chip's.")
            .arg(folder),
        this);
    intro->setWordWrap(true);

    QList<Chip> sorted = chips;
    std::sort(sorted.begin(), sorted.end(), [](const Chip& a, const Chip& b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    auto* form = new QFormLayout;
    for (const MlperfUnmatchedAccelerator& accelerator : m_unmatched) {
        auto* box = new QComboBox(this);
        box->setObjectName(QStringLiteral("acceleratorChip%1").arg(m_boxes.size()));
        box->setAccessibleName(tr("Chip for %1").arg(accelerator.name));
        box->setPlaceholderText(tr("Choose a chip"));
        // The chips that match the name come first (more than one did: which one is it?).
        for (const QString& id : accelerator.candidates) {
            const auto chip = std::find_if(sorted.cbegin(), sorted.cend(),
                                           [&](const Chip& c) { return c.id == id; });
            if (chip != sorted.cend())
                box->addItem(QStringLiteral("%1 (%2)").arg(chip->name, chip->id), chip->id);
        }
        if (box->count() > 0)
            box->insertSeparator(box->count());
        for (const Chip& chip : std::as_const(sorted)) {
            if (!accelerator.candidates.contains(chip.id))
                box->addItem(QStringLiteral("%1 (%2)").arg(chip.name, chip.id), chip.id);
        }
        box->setCurrentIndex(-1);
        connect(box, &QComboBox::currentIndexChanged, this, &AcceleratorMapDialog::updateOk);
        auto* label = new QLabel(accelerator.name, this);
        label->setBuddy(box);
        label->setToolTip(accelerator.candidates.isEmpty()
                              ? tr("No chip of the catalog matches this name")
                              : tr("More than one chip of the catalog matches this name: %1")
                                    .arg(accelerator.candidates.join(QStringLiteral(", "))));
        form->addRow(label, box);
        m_boxes.append(box);
    }
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    updateOk();
}

QHash<QString, QString> AcceleratorMapDialog::mapping() const {
    QHash<QString, QString> chips;
    for (int i = 0; i < m_boxes.size(); ++i) {
        const QString id = m_boxes.at(i)->currentData().toString();
        if (!id.isEmpty())
            chips.insert(m_unmatched.at(i).name, id);
    }
    return chips;
}

// OK once every name has its chip.
void AcceleratorMapDialog::updateOk() {
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(mapping().size() == m_boxes.size());
}

} // namespace chipatlas
