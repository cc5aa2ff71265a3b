#pragma once

#include <QFrame>

class QLabel;
class QPushButton;
class QTimer;

namespace chipatlas {

class CatalogSession;

// The strip at the top of the main window while the team server cannot be reached: since
// when, that the catalog shows as it was, how many edits wait, when the next try is, and a
// Try now button. Not a dialog: the window stays usable. It hides when the session is back
// online (the waiting edits saved).
class OfflineBanner final : public QFrame {
    Q_OBJECT

public:
    explicit OfflineBanner(CatalogSession* session, QWidget* parent = nullptr);

    QString text() const;
    QPushButton* tryNowButton() const { return m_tryNow; }

private:
    void updateText();

    CatalogSession* m_session;
    QLabel* m_label;
    QPushButton* m_tryNow;
    QTimer* m_tick; // counts the next try down while shown
};

} // namespace chipatlas
