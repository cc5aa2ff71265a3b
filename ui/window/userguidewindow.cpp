#include "window/userguidewindow.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextImageFormat>
#include <QVBoxLayout>

#include <utility>

namespace chipatlas {

namespace {
const QString kGuideFolder = QStringLiteral(":/guide");
// The screenshots are as wide as a window; the guide shows them at a width that leaves room to
// read beside the main window.
constexpr int kImageWidth = 720;
} // namespace

UserGuideWindow::UserGuideWindow(QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_browser(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("userGuideWindow"));
    setWindowTitle(tr("ChipAtlas User Guide"));
    m_browser->setObjectName(QStringLiteral("userGuideText"));
    m_browser->setOpenExternalLinks(true);
    m_browser->document()->setDocumentMargin(16);
    // The guide's links name its screenshots as the README does, docs/screenshots/...
    m_browser->setSearchPaths({kGuideFolder});
    // The guide in the language the menus speak, whatever chose it (Preferences or the system
    // locale): its translation names the file, as a translation decides Qt's own layout
    // direction (QT_LAYOUT_DIRECTION). Without a guide in that language, the English one.
    //: The file name of the user guide in this language, user-guide.LANG.md
    //: (docs/user-guide.LANG.md in the sources); user-guide.md while there is none.
    QFile guide(kGuideFolder + QLatin1Char('/') + tr("user-guide.md"));
    if (!guide.exists())
        guide.setFileName(kGuideFolder + QStringLiteral("/user-guide.md"));
    if (guide.open(QIODevice::ReadOnly)) {
        m_browser->setMarkdown(QString::fromUtf8(guide.readAll()));
        fitImages(kImageWidth);
    } else {
        m_browser->setPlainText(tr("This build of ChipAtlas has no user guide."));
    }

    auto* close = new QAction(tr("Close"), this);
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Close); // Ctrl+W, ...
    keys.append(QKeySequence(Qt::Key_Escape));
    close->setShortcuts(keys);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    resize(kImageWidth + 120, 760);
}

// Scales the images wider than `maxWidth` down to it, keeping their proportions.
void UserGuideWindow::fitImages(int maxWidth) {
    QTextDocument* document = m_browser->document();
    struct Fragment {
        int position;
        int length;
        QTextImageFormat format;
    };
    QList<Fragment> wide;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            QTextImageFormat format = fragment.charFormat().toImageFormat();
            if (!format.isValid())
                continue;
            const QImage image(kGuideFolder + QLatin1Char('/') + format.name());
            if (image.isNull() || image.width() <= maxWidth)
                continue;
            format.setWidth(maxWidth);
            format.setHeight(double(image.height()) * maxWidth / image.width());
            wide.append({fragment.position(), fragment.length(), format});
        }
    }
    for (const Fragment& fragment : std::as_const(wide)) {
        QTextCursor cursor(document);
        cursor.setPosition(fragment.position);
        cursor.setPosition(fragment.position + fragment.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(fragment.format);
    }
}

} // namespace chipatlas
