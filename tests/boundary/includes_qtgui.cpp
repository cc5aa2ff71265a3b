// Qt Gui in the application layer (QUndoStack is Qt Gui in Qt 6: the session keeps an undo
// history of its own): it must not compile when the target links only chipatlas_application,
// and compiles once the target links Qt6::Gui itself (tests/boundary/CMakeLists.txt).
#include <QUndoStack>
#include <QtGui>

int boundaryQtGui(const QUndoStack& stack) {
    return stack.count();
}
