#include "common/transferprogress.h"

#include <QProgressBar>
#include <QProgressDialog>

namespace chipatlas {

QProgressDialog* makeTransferProgress(QWidget* window, const QString& title, const QString& label,
                                      int steps, QProgressBar** bar) {
    auto* progress = new QProgressDialog(window);
    progress->setWindowTitle(title);
    progress->setWindowModality(Qt::WindowModal);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    progress->setMinimumDuration(300);
    *bar = new QProgressBar(progress);
    progress->setBar(*bar);
    progress->setRange(0, steps);
    progress->setValue(0); // starts the minimum-duration timer; the dialog shows after it
    progress->setLabelText(label);
    progress->setMinimumWidth(420);
    return progress;
}

} // namespace chipatlas
