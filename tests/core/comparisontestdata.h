#pragma once

// Shared by the comparison tests: chips built by hand with one figure each, the built-in chips
// looked up by id, and a comparison's row by key.
#include "domain/comparison.h"
#include "io/catalogjson.h"

#include <QList>
#include <QString>

#include <initializer_list>

namespace chipatlas::comparisontest {

// Chips "Chip A", "Chip B", ... with one figure each set for `field`.
inline QList<Chip> chipsWith(Field field, const QList<Figure>& figures) {
    QList<Chip> chips;
    for (qsizetype i = 0; i < figures.size(); ++i) {
        Chip chip;
        chip.id = QStringLiteral("chip-%1").arg(QChar(char16_t(u'a' + i)));
        chip.name = QStringLiteral("Chip %1").arg(QChar(char16_t(u'A' + i)));
        chip.figure(field) = figures.at(i);
        chips << chip;
    }
    return chips;
}

inline const ComparisonRow& rowOf(const Comparison& comparison, const QString& key) {
    for (const ComparisonRow& row : comparison.rows) {
        if (row.key == key)
            return row;
    }
    qFatal("no row %s", qPrintable(key));
}

// The built-in chips; load() from initTestCase().
class BuiltInChips final {
public:
    bool load(QString* error) {
        const std::optional<ChipCatalogFile> file = builtInChips(error);
        if (!file)
            return false;
        m_chips = file->chips;
        return true;
    }

    Chip chip(const QString& id) const {
        for (const Chip& chip : m_chips) {
            if (chip.id == id)
                return chip;
        }
        qFatal("no built-in chip %s", qPrintable(id));
    }

    QList<Chip> chips(std::initializer_list<const char*> ids) const {
        QList<Chip> result;
        for (const char* id : ids)
            result << chip(QString::fromLatin1(id));
        return result;
    }

private:
    QList<Chip> m_chips;
};

} // namespace chipatlas::comparisontest
