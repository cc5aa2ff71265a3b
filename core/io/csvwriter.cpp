#include "csvwriter.h"

#include "domain/units.h"

#include <QLocale>

#include <cmath>
#include <csv.h>

namespace chipatlas {

QByteArray csvField(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    const size_t needed = csv_write(nullptr, 0, utf8.constData(), size_t(utf8.size()));
    QByteArray quoted(qsizetype(needed), Qt::Uninitialized);
    csv_write(quoted.data(), needed, utf8.constData(), size_t(utf8.size()));
    return quoted;
}

QByteArray csvLine(const QStringList& fields) {
    QByteArrayList quoted;
    quoted.reserve(fields.size());
    for (const QString& field : fields)
        quoted << csvField(field);
    return quoted.join(',') + "\r\n";
}

QString csvNumber(double value) {
    return plainNumber(value);
}

QString csvFigureStatus(const Figure& figure) {
    QString status = statusKey(figure.status);
    if (figure.sparsityUnstated)
        status += QStringLiteral(", sparsity_unstated");
    return status;
}

} // namespace chipatlas
