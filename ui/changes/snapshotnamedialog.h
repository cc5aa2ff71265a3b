#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace chipatlas {

// Asks for a snapshot's name (and, when taking one, a note): Take snapshot... and Rename....
// OK stays off while core's validateSnapshotName() refuses the name or another snapshot of the
// list has it; the label under the field says why.
class SnapshotNameDialog final : public QDialog {
    Q_OBJECT

public:
    enum class Purpose { Take, Rename };
    // `taken`: the names of the catalog's snapshots (the renamed one's own left out).
    SnapshotNameDialog(Purpose purpose, const QString& name, const QStringList& taken,
                       QWidget* parent = nullptr);

    QString name() const;
    QString note() const;

private:
    void check();

    QLineEdit* m_name;
    QLineEdit* m_note = nullptr;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    QStringList m_taken;
};

} // namespace chipatlas
