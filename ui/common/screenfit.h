#pragma once

#include <QSize>

class QWidget;

namespace chipatlas {

// A first size for a window or dialog with no remembered geometry: `wanted`, or less on a
// smaller screen (a 1280x720 laptop), so that the whole window, its title bar and frame
// included, is on the free area of the screen it opens on (its parent's).
QSize sizeOnScreen(const QWidget* window, QSize wanted);

} // namespace chipatlas
