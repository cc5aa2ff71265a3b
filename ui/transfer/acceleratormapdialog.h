#pragma once

#include "domain/chip.h"
#include "io/mlperfresults.h"

#include <QDialog>
#include <QHash>
#include <QList>
#include <QString>

class QComboBox;
class QDialogButtonBox;

namespace chipatlas {

// File > Import MLPerf results... on a folder whose accelerator_model_name no catalog chip
// matches (or more than one does): beside each such name, a choice of the catalog's chips (those
// that match it first). Accepted, mapping() is what `chipatlas-cli import --results FOLDER
// --accelerator "NAME=CHIP_ID"` takes, and the folder is planned again with it
// (planMlperfFolder()): its results are that chip's.
class AcceleratorMapDialog final : public QDialog {
    Q_OBJECT

public:
    AcceleratorMapDialog(const QString& folder, const QList<MlperfUnmatchedAccelerator>& unmatched,
                         const QList<Chip>& chips, QWidget* parent = nullptr);

    // Each unmatched name and the id of the chip chosen for it; a name without a choice is absent.
    QHash<QString, QString> mapping() const;
    // The choice beside the `index`th unmatched name (tests).
    QComboBox* chipBox(int index) const { return m_boxes.value(index); }

private:
    void updateOk();

    QList<MlperfUnmatchedAccelerator> m_unmatched;
    QList<QComboBox*> m_boxes;
    QDialogButtonBox* m_buttons;
};

} // namespace chipatlas
