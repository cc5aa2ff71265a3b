#pragma once

#include <QWidget>

class QTextBrowser;

namespace chipatlas {

// Help > User Guide (F1): the user guide that is compiled into ChipAtlas (the README's "Using it"
// section, or its translation into the GUI's language, with its screenshots, :/guide;
// cmake/UserGuide.cmake), rendered from its Markdown in a window of its own, so that it reads
// beside the main window and offline. Links to the web open in the browser; Esc or Ctrl+W
// closes it.
class UserGuideWindow final : public QWidget {
    Q_OBJECT

public:
    explicit UserGuideWindow(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }

private:
    void fitImages(int maxWidth);

    QTextBrowser* m_browser;
};

} // namespace chipatlas
