#pragma once

#include <QDate>
#include <QString>

namespace chipatlas {

// What the user pays for one chip for one hour (a cloud quote, a negotiated rate, or an
// amortised purchase), with when and where the figure comes from. Entered by the user, never
// shipped: no built-in price is invented.
struct ChipPrice {
    QString chipId;
    double usdPerChipHour = 0.0;
    QDate date;     // when the price was quoted
    QString source; // URL or free text ("AWS on-demand, us-east-1")

    friend bool operator==(const ChipPrice&, const ChipPrice&) = default;
};

} // namespace chipatlas
