#include "window/offlinebanner.h"

#include "application/catalogsession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>

#include <algorithm>

namespace chipatlas {

OfflineBanner::OfflineBanner(CatalogSession* session, QWidget* parent)
    : QFrame(parent)
    , m_session(session)
    , m_label(new QLabel(this))
    , m_tryNow(new QPushButton(tr("Try now"), this))
    , m_tick(new QTimer(this)) {
    setObjectName(QStringLiteral("offlineBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, QColor(0xff, 0xf3, 0xcd)); // a warning, not an error
    colours.setColor(QPalette::WindowText, QColor(0x66, 0x4d, 0x03));
    setPalette(colours);
    m_label->setObjectName(QStringLiteral("offlineBannerText"));
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tryNow->setObjectName(QStringLiteral("offlineTryNow"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_tryNow, 0, Qt::AlignVCenter);
    hide();

    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &OfflineBanner::updateText);
    connect(m_tryNow, &QPushButton::clicked, m_session, &CatalogSession::reconnectNow);
    connect(m_session, &CatalogSession::wentOffline, this, [this] {
        updateText();
        show();
        m_tick->start();
    });
    connect(m_session, &CatalogSession::reconnectScheduled, this, &OfflineBanner::updateText);
    connect(m_session, &CatalogSession::pendingChanged, this, &OfflineBanner::updateText);
    connect(m_session, &CatalogSession::backOnline, this, [this] {
        m_tick->stop();
        hide();
    });
}

QString OfflineBanner::text() const {
    return m_label->text();
}

void OfflineBanner::updateText() {
    const QString since =
        QLocale().toString(m_session->offlineSince().time(), QLocale::ShortFormat);
    QString text = tr("The team server %1 cannot be reached since %2. Showing the catalog as it "
                      "was;")
                       .arg(m_session->connection().displayText(), since);
    const int waiting = m_session->pendingCount();
    text += QLatin1Char(' ');
    text += waiting == 0
                ? tr("edits wait until it is back.")
                : tr("%n edits are waiting and will be saved when it is back.", nullptr, waiting);
    const QDateTime next = m_session->nextReconnect();
    text += QLatin1Char(' ');
    if (next.isValid()) {
        const qint64 seconds =
            std::max<qint64>(0, (QDateTime::currentDateTime().msecsTo(next) + 999) / 1000);
        text += tr("Next try in %n s.", nullptr, int(seconds));
    } else {
        text += tr("Trying to reach it...");
    }
    m_label->setText(text);
    m_tryNow->setEnabled(next.isValid());
}

} // namespace chipatlas
