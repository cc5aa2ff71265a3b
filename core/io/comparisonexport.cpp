#include "comparisonexport.h"

#include "csvwriter.h"
#include "domain/figureformat.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace chipatlas {

namespace {

QString title(const Comparison& comparison) {
    QStringList names;
    for (const Entry& entry : comparison.entries)
        names << entry.name();
    return names.join(QCoreApplication::translate("ComparisonExport", " vs "));
}

QString winnerName(const Comparison& comparison, const ComparisonRow& row) {
    return row.winner ? comparison.entries.value(*row.winner).name() : QString();
}

// "AWS Trainium (Trn1): unverified; NVIDIA GH200 Grace Hopper Superchip: other_link_scope"
QString leftOutText(const Comparison& comparison, const ComparisonRow& row) {
    QStringList parts;
    for (int i = 0; i < row.leftOut.size(); ++i) {
        if (const std::optional<LeftOutReason> reason = row.leftOut.at(i))
            parts << QStringLiteral("%1: %2").arg(comparison.entries.value(i).name(),
                                                  leftOutReasonKey(*reason));
    }
    return parts.join(QStringLiteral("; "));
}

QString csvValue(const Figure& figure, const QLocale& locale) {
    if (!figure.hasValue())
        return QString();
    if (figure.value.typeId() == QMetaType::QString)
        return figure.text();
    return locale.toString(figure.number(), 'g', 15);
}

QString markdownEscaped(QString text) {
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('*'), QStringLiteral("\\*"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

// Word-wraps `text` into lines of at most `width` characters (a longer word gets its own line).
QStringList wrapped(const QString& text, qsizetype width) {
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            lines << line;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty() || lines.isEmpty())
        lines << line;
    return lines;
}
} // namespace

QString comparisonGroupKey(FieldGroup group) {
    switch (group) {
    case FieldGroup::Compute:
        return QStringLiteral("compute");
    case FieldGroup::Memory:
        return QStringLiteral("memory");
    case FieldGroup::Power:
        return QStringLiteral("power");
    case FieldGroup::Interconnect:
        return QStringLiteral("interconnect");
    case FieldGroup::Availability:
        return QStringLiteral("availability");
    case FieldGroup::Dates:
        return QStringLiteral("dates");
    case FieldGroup::Silicon:
        return QStringLiteral("silicon");
    }
    Q_UNREACHABLE();
    return QString();
}

QByteArray comparisonToCsv(const Comparison& comparison, const QLocale& locale) {
    QStringList header{QStringLiteral("group"), QStringLiteral("field"), QStringLiteral("label"),
                       QStringLiteral("unit")};
    for (const Entry& entry : comparison.entries)
        header << entry.name()
               << QCoreApplication::translate("ComparisonExport", "%1 status").arg(entry.name())
               << QCoreApplication::translate("ComparisonExport", "%1 unit").arg(entry.name());
    header << QStringLiteral("winner") << QStringLiteral("note") << QStringLiteral("left_out")
           << QStringLiteral("about_the_same") << QStringLiteral("winner_may_be_sparse")
           << QStringLiteral("mixed_printed_units") << QStringLiteral("too_close_to_call");

    QList<QStringList> lines{header};
    for (const ComparisonRow& row : comparison.rows) {
        QStringList cells{comparisonGroupName(row.group), row.key, row.label, unitSymbol(row.unit)};
        for (const Figure& figure : row.values)
            cells << csvValue(figure, locale) << csvFigureStatus(figure)
                  << printedUnitOf(figure, row.unit);
        const auto flag = [](bool on) { return on ? QStringLiteral("yes") : QString(); };
        cells << winnerName(comparison, row) << row.note << leftOutText(comparison, row)
              << flag(row.aboutTheSame) << flag(row.winnerMayBeSparse)
              << flag(row.mixedPrintedUnits) << flag(row.tooCloseToCall);
        lines << cells;
    }
    QByteArray csv;
    for (const QStringList& cells : lines)
        csv += csvLine(cells);
    return csv;
}

QString comparisonToMarkdown(const Comparison& comparison, const QLocale& locale) {
    QString md = QStringLiteral("## %1\n").arg(markdownEscaped(title(comparison)));
    QString header =
        QStringLiteral("| %1 |").arg(QCoreApplication::translate("ComparisonExport", "Figure"));
    QString rule = QStringLiteral("|---|");
    for (const Entry& entry : comparison.entries) {
        header += QStringLiteral(" %1 |").arg(markdownEscaped(entry.name()));
        rule += QStringLiteral("---|");
    }
    header +=
        QStringLiteral(" %1 |\n").arg(QCoreApplication::translate("ComparisonExport", "Note"));
    rule += QStringLiteral("---|\n");

    std::optional<FieldGroup> group;
    for (const ComparisonRow& row : comparison.rows) {
        if (row.group != group) {
            group = row.group;
            md +=
                QStringLiteral("\n### %1\n\n").arg(comparisonGroupName(row.group)) + header + rule;
        }
        QString line = QStringLiteral("| %1 |").arg(markdownEscaped(row.label));
        for (int i = 0; i < row.values.size(); ++i) {
            const QString cell = markdownEscaped(comparisonCellText(row, i, locale));
            line += QStringLiteral(" %1 |").arg(row.winner == i ? QStringLiteral("**%1**").arg(cell)
                                                                : cell);
        }
        md += line + QStringLiteral(" %1 |\n").arg(markdownEscaped(row.note));
    }
    md += QStringLiteral("\n%1 %2\n\n")
              .arg(QCoreApplication::translate("ComparisonExport", "Markers:"),
                   markdownEscaped(comparisonMarkerLegend()));
    for (const QString& sentence : comparison.summary)
        md += QStringLiteral("- %1\n").arg(markdownEscaped(sentence));
    return md;
}

QString comparisonToPlainText(const Comparison& comparison, const QLocale& locale) {
    // Text cells such as form factors run long; wrap them so that four chips fit a wide terminal.
    constexpr qsizetype kMaxWidth = 30;
    const qsizetype columns = comparison.entries.size() + 2; // figure, entries, winner
    QStringList headers{QCoreApplication::translate("ComparisonExport", "Figure")};
    for (const Entry& entry : comparison.entries)
        headers << entry.name();
    headers << QCoreApplication::translate("ComparisonExport", "Winner");

    QList<QStringList> cells{headers}; // the header, then one per row
    for (const ComparisonRow& row : comparison.rows) {
        QStringList rowCells{row.label};
        for (int i = 0; i < row.values.size(); ++i)
            rowCells << comparisonCellText(row, i, locale);
        rowCells << (row.aboutTheSame
                         ? QCoreApplication::translate("ComparisonExport", "about the same")
                     : row.tooCloseToCall ? tooCloseToCallText(row)
                                          : winnerName(comparison, row));
        cells << rowCells;
    }
    QList<qsizetype> widths(columns, 0);
    for (const QStringList& rowCells : cells) {
        for (qsizetype c = 0; c < columns; ++c) {
            const QStringList lines =
                c == columns - 1 ? QStringList{rowCells.at(c)} : wrapped(rowCells.at(c), kMaxWidth);
            for (const QString& line : lines)
                widths[c] = std::max(widths[c], line.size());
        }
    }

    const auto render = [&](const QStringList& rowCells) {
        QList<QStringList> wrappedCells;
        qsizetype height = 1;
        for (qsizetype c = 0; c < rowCells.size(); ++c) {
            // The winner column is the last: it never wraps, so that a verdict reads whole.
            const QString& cell = rowCells.at(c);
            wrappedCells << (c == columns - 1 ? QStringList{cell} : wrapped(cell, kMaxWidth));
            height = std::max(height, wrappedCells.constLast().size());
        }
        QString text;
        for (qsizetype l = 0; l < height; ++l) {
            QString line = QStringLiteral("  ");
            for (qsizetype c = 0; c < columns; ++c)
                line +=
                    wrappedCells.at(c).value(l).leftJustified(widths.at(c)) + QStringLiteral("  ");
            while (line.endsWith(QLatin1Char(' ')))
                line.chop(1);
            text += line + QLatin1Char('\n');
        }
        return text;
    };

    QString text = title(comparison) + QLatin1Char('\n');
    std::optional<FieldGroup> group;
    for (qsizetype r = 0; r < comparison.rows.size(); ++r) {
        const ComparisonRow& row = comparison.rows.at(r);
        if (row.group != group) {
            group = row.group;
            text += QLatin1Char('\n') + comparisonGroupName(row.group) + QLatin1Char('\n') +
                    render(headers);
        }
        text += render(cells.at(r + 1));
        if (!row.note.isEmpty())
            text += QStringLiteral("      %1 %2\n")
                        .arg(QCoreApplication::translate("ComparisonExport", "note:"), row.note);
    }
    text += QStringLiteral("\n%1 %2\n\n%3\n")
                .arg(QCoreApplication::translate("ComparisonExport", "Markers:"),
                     comparisonMarkerLegend(),
                     QCoreApplication::translate("ComparisonExport", "Summary"));
    for (const QString& sentence : comparison.summary)
        text += QStringLiteral("  %1\n").arg(sentence);
    return text;
}

QJsonObject comparisonToJson(const Comparison& comparison) {
    QJsonArray ids;
    for (const Entry& entry : comparison.entries)
        ids << entry.id();
    QJsonArray rows;
    for (const ComparisonRow& row : comparison.rows) {
        QJsonArray values;
        QJsonArray statuses;
        QJsonArray ratios;
        QJsonArray leftOut;
        QJsonArray units;
        QJsonArray ranges;
        for (int i = 0; i < row.values.size(); ++i) {
            units << printedUnitOf(row.values.at(i), row.unit);
            const auto range = row.ratioRanges.value(i);
            ranges << (range ? QJsonValue(QJsonArray{range->first, range->second}) : QJsonValue());
            const std::optional<LeftOutReason> reason = row.leftOut.value(i);
            leftOut << (reason ? QJsonValue(leftOutReasonKey(*reason)) : QJsonValue());
            const Figure& figure = row.values.at(i);
            if (!figure.hasValue())
                values << QJsonValue();
            else if (figure.value.typeId() == QMetaType::QString)
                values << figure.text();
            else
                values << figure.number();
            statuses << statusKey(figure.status);
            const std::optional<double> ratio = row.ratios.value(i);
            ratios << (ratio ? QJsonValue(*ratio) : QJsonValue());
        }
        rows << QJsonObject{
            {QStringLiteral("field"), row.key},
            {QStringLiteral("group"), comparisonGroupKey(row.group)},
            {QStringLiteral("unit"), unitSymbol(row.unit)},
            {QStringLiteral("values"), values},
            {QStringLiteral("statuses"), statuses},
            {QStringLiteral("winner"), row.winner ? QJsonValue(*row.winner) : QJsonValue()},
            {QStringLiteral("ratios"), ratios},
            {QStringLiteral("comparable"), row.comparable},
            {QStringLiteral("left_out"), leftOut},
            {QStringLiteral("about_the_same"), row.aboutTheSame},
            {QStringLiteral("winner_may_be_sparse"), row.winnerMayBeSparse},
            {QStringLiteral("mixed_printed_units"), row.mixedPrintedUnits},
            {QStringLiteral("printed_units"), units},
            {QStringLiteral("too_close_to_call"), row.tooCloseToCall},
            {QStringLiteral("ratio_ranges"), ranges},
            {QStringLiteral("note"), row.note},
        };
    }
    return QJsonObject{
        {QStringLiteral("chips"), ids},
        {QStringLiteral("precision"), precisionKey(comparison.precision)},
        {QStringLiteral("rows"), rows},
        {QStringLiteral("summary"), QJsonArray::fromStringList(comparison.summary)},
    };
}

} // namespace chipatlas
