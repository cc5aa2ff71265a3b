#pragma once

#include <QString>
#include <QStringView>
#include <QVariant>

#include <optional>

namespace chipatlas {

// Where a figure comes from (DESIGN.md rule 1).
enum class FigureStatus {
    Published,    // a vendor document gives it
    Computed,     // derived from published figures; the note says how
    NotPublished, // the vendor withholds it: shown as "not published", never estimated
    Unknown,      // nobody has entered it yet
    Unverified,   // a value seen on a third-party page that no source confirms; shown flagged
};

QString statusKey(FigureStatus status);         // "published", "not_published", ...
QString statusDisplayName(FigureStatus status); // "published", "not published", ... (translated)
std::optional<FigureStatus> statusFromKey(QStringView key);

// A value plus its provenance. The value is a double for numeric fields, a QString for text
// and date fields, and null when the figure is missing (not published or unknown).
struct Figure {
    QVariant value;
    FigureStatus status = FigureStatus::Unknown;
    QString source; // one URL, may be empty
    QString note;
    bool sparsityUnstated = false; // the vendor does not say whether this throughput is dense

    bool hasValue() const { return !value.isNull() && value.isValid(); }
    double number() const { return value.toDouble(); }
    QString text() const { return value.toString(); }

    friend bool operator==(const Figure&, const Figure&) = default;
};

} // namespace chipatlas
