#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace chipatlas::cli {

// A plain-text table for the terminal: a header, a rule, then one line per row. Columns are
// padded to their widest cell and separated by two spaces; numbers are right-aligned so
// their digits line up. Lines carry no trailing spaces.
class TextTable final {
public:
    enum class Align { Left, Right };

    void addColumn(const QString& header, Align align);
    void addRow(const QStringList& cells); // one cell per column; missing cells are empty
    int rowCount() const { return int(m_rows.size()); }

    QString toString() const;

private:
    struct Column {
        QString header;
        Align align;
    };
    QList<Column> m_columns;
    QList<QStringList> m_rows;
};

// "a, b, c" in lines of at most 80 characters, each indented by two spaces, for --help.
QString wrappedList(const QStringList& words);

} // namespace chipatlas::cli
