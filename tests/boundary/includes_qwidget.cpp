// A widget in the application layer: it must not compile when the target links only
// chipatlas_application (Qt Core), and compiles once the target links Qt6::Widgets itself
// (tests/boundary/CMakeLists.txt).
#include <QWidget>

bool boundaryQWidget(const QWidget& widget) {
    return widget.isVisible();
}
