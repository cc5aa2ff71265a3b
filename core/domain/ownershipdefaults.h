#pragma once

#include "ownershipscenario.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// The defaults an ownership scenario takes where it sets no number of its own: public figures,
// each with its source and date (docs/MODEL-FIT.md section 9, "Defaults"), shown beside every
// answer and editable. A field without a public figure has no default (`value` nullopt, `source`
// says none is published): the answers that need it ask the user for it.
struct OwnershipDefault {
    OwnershipField field = OwnershipField::Pue;
    std::optional<double> value; // in the field's unit (percent for the _pct fields)
    QString currency;            // for a money figure: the currency it is quoted in ("USD")
    QString source;              // URL and what it says, for a user: "Uptime Institute, ..."
    QDate date;                  // when the figure was published or is dated
};
// The defaults of every number field of the scenario, in OwnershipField order (fields that are
// not numbers, the price and the power, which come from the catalog, and the counts units,
// chip_count and server_chips, which are what is bought rather than a public figure, are absent).
const QList<OwnershipDefault>& ownershipDefaults();
// The default of one field; nullptr when it has none.
const OwnershipDefault* ownershipDefault(OwnershipField field);

} // namespace chipatlas
