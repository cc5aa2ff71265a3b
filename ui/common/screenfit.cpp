#include "common/screenfit.h"

#include <QScreen>
#include <QWidget>

namespace chipatlas {

QSize sizeOnScreen(const QWidget* window, QSize wanted) {
    const QWidget* parent = window->parentWidget();
    const QScreen* screen = parent ? parent->screen() : window->screen();
    if (!screen)
        return wanted;
    // The window system's frame is not known before the window shows: leave room for a title
    // bar and borders, as the main window's first size does.
    const QSize available = screen->availableGeometry().size();
    return wanted.boundedTo(QSize(available.width() * 95 / 100, available.height() * 88 / 100));
}

} // namespace chipatlas
