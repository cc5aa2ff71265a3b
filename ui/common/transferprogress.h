#pragma once

#include <QString>

class QProgressBar;
class QProgressDialog;
class QWidget;

namespace chipatlas {

// The progress dialog of an import, an export or a copy: window-modal, shown only when the work
// takes longer than 300 ms, kept open until its owner closes it, `steps` steps wide. Its bar is
// returned in `bar` to be set directly: QProgressDialog::setValue() of a modal dialog spins the
// event loop, which would run the worker's result inside it. The caller connects canceled().
QProgressDialog* makeTransferProgress(QWidget* window, const QString& title, const QString& label,
                                      int steps, QProgressBar** bar);

} // namespace chipatlas
