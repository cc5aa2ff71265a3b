#pragma once

#include "application/ownershiprows.h"

#include <QList>
#include <QTreeWidget>

namespace chipatlas {

// The answers of one own-or-rent report, or two side by side: the rows of ownershipTable() (the
// same rows `chipatlas-cli tco` prints and the exports write), a section per group (owning,
// renting, break-even, tokens, power and facility), one column per hardware, the numbers right-
// aligned with their units. A placement the facility refuses ("cannot be placed at 27 kW per
// rack") shows in red. The assumptions are the form's (beside it), so their section is left out.
class OwnershipAnswers final : public QTreeWidget {
    Q_OBJECT

public:
    explicit OwnershipAnswers(QWidget* parent = nullptr);

    void setReports(const QList<OwnershipReport>& reports);
    const OwnershipTable& table() const { return m_table; }
    // The item of a row (its key within a section); nullptr when the table has none.
    QTreeWidgetItem* rowItem(OwnershipSection section, const QString& key) const;

private:
    OwnershipTable m_table;
};

} // namespace chipatlas
