#pragma once
// Answers a message box a test's action opens: QMessageBox::exec() runs its own event loop, so a
// timer set before the action clicks the button once the box is the active modal widget.

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QObject>
#include <QString>
#include <QTimer>

namespace catalogtest {

// Answers the next modal message box with the button whose text (without its '&') contains
// `button`; `seen` gets the box's text and informative text, a line each.
inline void answerNextBox(QObject* context, const QString& button, QString* seen) {
    auto* timer = new QTimer(context);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, context, [timer, button, seen] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->deleteLater();
        timer->stop();
        *seen = box->text() + u'\n' + box->informativeText();
        for (QAbstractButton* candidate : box->buttons()) {
            if (candidate->text().remove(u'&').contains(button)) {
                candidate->click();
                return;
            }
        }
    });
    timer->start();
}

} // namespace catalogtest
