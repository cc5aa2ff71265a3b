#include "changes/snapshotnamedialog.h"

#include "domain/savedsnapshot.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace chipatlas {

SnapshotNameDialog::SnapshotNameDialog(Purpose purpose, const QString& name,
                                       const QStringList& taken, QWidget* parent)
    : QDialog(parent)
    , m_name(new QLineEdit(name, this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_taken(taken) {
    setObjectName(QStringLiteral("snapshotNameDialog"));
    setWindowTitle(purpose == Purpose::Take ? tr("Take Snapshot") : tr("Rename Snapshot"));
    m_name->setObjectName(QStringLiteral("snapshotNameEdit"));
    m_name->setAccessibleName(tr("Snapshot name"));
    m_name->selectAll();
    m_problem->setObjectName(QStringLiteral("snapshotNameProblem"));
    m_problem->setWordWrap(true);
    auto* form = new QFormLayout(this);
    auto* intro = new QLabel(purpose == Purpose::Take
                                 ? tr("A snapshot records every chip, system, offer with its "
                                      "prices, model, measured result and scenario of the "
                                      "catalog as it is now, to compare with later.")
                                 : tr("The snapshot keeps what it recorded; only its name "
                                      "changes."),
                             this);
    intro->setWordWrap(true);
    form->addRow(intro);
    form->addRow(tr("&Name:"), m_name);
    if (purpose == Purpose::Take) {
        m_note = new QLineEdit(this);
        m_note->setObjectName(QStringLiteral("snapshotNoteEdit"));
        m_note->setAccessibleName(tr("Snapshot note"));
        m_note->setPlaceholderText(tr("optional, e.g. before the Q3 round of quotes"));
        form->addRow(tr("N&ote:"), m_note);
    }
    form->addRow(m_problem);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &SnapshotNameDialog::check);
    setMinimumWidth(420);
    check();
}

QString SnapshotNameDialog::name() const {
    return m_name->text().trimmed();
}

QString SnapshotNameDialog::note() const {
    return m_note ? m_note->text().trimmed() : QString();
}

void SnapshotNameDialog::check() {
    QString problem = validateSnapshotName(name());
    if (problem.isEmpty() && m_taken.contains(name()))
        problem = tr("Another snapshot is called %1: choose another name.").arg(name());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace chipatlas
