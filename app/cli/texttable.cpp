#include "texttable.h"

#include <algorithm>

namespace chipatlas::cli {

void TextTable::addColumn(const QString& header, Align align) {
    m_columns.append({header, align});
}

void TextTable::addRow(const QStringList& cells) {
    m_rows.append(cells);
}

QString TextTable::toString() const {
    QList<qsizetype> widths;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        qsizetype width = m_columns[c].header.size();
        for (const QStringList& row : m_rows)
            width = std::max(width, row.value(c).size());
        widths.append(width);
    }

    const auto line = [&](const QStringList& cells) {
        QString text;
        for (qsizetype c = 0; c < m_columns.size(); ++c) {
            if (c > 0)
                text += QStringLiteral("  ");
            const QString cell = cells.value(c);
            text += m_columns[c].align == Align::Right ? cell.rightJustified(widths[c])
                                                       : cell.leftJustified(widths[c]);
        }
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        return text + QLatin1Char('\n');
    };

    QStringList headers;
    QStringList rules;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        headers << m_columns[c].header;
        rules << QString(widths[c], QLatin1Char('-'));
    }
    QString text = line(headers) + line(rules);
    for (const QStringList& row : m_rows)
        text += line(row);
    return text;
}

QString wrappedList(const QStringList& words) {
    QString text;
    QString line = QStringLiteral("  ");
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString word = words[i] + (i + 1 < words.size() ? QStringLiteral(",") : QString());
        if (line.size() > 2 && line.size() + 1 + word.size() > 80) {
            text += line + QLatin1Char('\n');
            line = QStringLiteral("  ");
        }
        line += (line.size() > 2 ? QStringLiteral(" ") : QString()) + word;
    }
    return text + line;
}

} // namespace chipatlas::cli
