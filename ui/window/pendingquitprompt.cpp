#include "window/pendingquitprompt.h"

#include "application/catalogsession.h"
#include "io/catalogimport.h"
#include "io/safefile.h"

#include <QApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

namespace chipatlas {

PendingQuitPrompt::PendingQuitPrompt(CatalogSession* session, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_window(window) {}

PendingQuitPrompt::Choice PendingQuitPrompt::ask() {
    const int waiting = m_session->pendingCount();
    QMessageBox box(
        QMessageBox::Warning, QApplication::applicationDisplayName(),
        tr("%n edits have not been saved: the team server %1 cannot be reached.", nullptr, waiting)
            .arg(m_session->connection().displayText()),
        QMessageBox::NoButton, m_window);
    box.setObjectName(QStringLiteral("pendingQuitPrompt"));
    QString info = tr("Wait for the server to save them (the window closes once they are "
                      "saved), or save them to a file that Import reads, and quit.");
    const int withoutFile = m_session->pendingWithoutFileForm();
    if (withoutFile > 0) {
        info += QLatin1Char(' ');
        info += tr("%n of them cannot go into a file (deletions, reverts, models or prices) "
                   "and are lost if you quit now.",
                   nullptr, withoutFile);
    }
    box.setInformativeText(info);
    box.setDetailedText(m_session->pendingTexts().join(QLatin1Char('\n')));
    QPushButton* wait = box.addButton(tr("Wait for the server"), QMessageBox::AcceptRole);
    wait->setObjectName(QStringLiteral("waitButton"));
    // With nothing a file can hold, the button quits; the text above said what is lost.
    const bool toFile = !m_session->pendingChips().isEmpty();
    QPushButton* save = box.addButton(toFile ? tr("Save to file and quit...") : tr("Quit anyway"),
                                      QMessageBox::DestructiveRole);
    save->setObjectName(QStringLiteral("saveAndQuitButton"));
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(wait);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == wait)
        return Choice::Wait;
    if (box.clickedButton() != save)
        return Choice::Cancel;
    if (!toFile)
        return Choice::Quit;

    const QString path = chooseFile();
    if (path.isEmpty())
        return Choice::Cancel;
    QString error;
    if (!saveTo(path, &error)) {
        // The writer's sentence names the file and says why; the window stays open.
        QMessageBox::warning(m_window, QApplication::applicationDisplayName(), error);
        return Choice::Cancel;
    }
    return Choice::Quit;
}

QString PendingQuitPrompt::chooseFile() {
    QFileDialog dialog(m_window, tr("Save the Waiting Edits"));
    dialog.setObjectName(QStringLiteral("pendingSaveDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilter(tr("JSON catalog (*.json)"));
    dialog.setDefaultSuffix(QStringLiteral("json"));
    dialog.selectFile(QStringLiteral("chipatlas-waiting-edits.json"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

bool PendingQuitPrompt::saveTo(const QString& path, QString* error) const {
    return SafeFile::save(path, exportChipsJson(m_session->pendingChips()), error);
}

} // namespace chipatlas
