#pragma once

#include <QString>
#include <QStringView>
#include <QVariant>

#include <optional>

namespace chipatlas {

// Where a figure comes from (docs/DOMAIN-RULES.md rule 1).
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

// The unit system in which a figure's source printed a capacity or a bandwidth. The stored
// number is the printed one (Trainium1's 32 in "32 GiB"); Binary means the source wrote GiB or
// GiB/s, Decimal GB or GB/s (or TB, TB/s), Unstated that nobody recorded which.
enum class PrintedUnit { Unstated, Decimal, Binary };
QString printedUnitKey(PrintedUnit unit); // "", "decimal", "binary"
std::optional<PrintedUnit> printedUnitFromKey(QStringView key);

// What a link bandwidth connects: chips to each other (NVLink, NeuronLink, ICI: a scale-up
// fabric) or a host CPU to the chip (GH200's NVLink-C2C, PCIe).
enum class LinkScope { Unstated, ChipToChip, HostToChip };
QString linkScopeKey(LinkScope scope); // "", "chip_to_chip", "host_to_chip"
std::optional<LinkScope> linkScopeFromKey(QStringView key);

// A value plus its provenance. The value is a double for numeric fields, a QString for text
// and date fields, and null when the figure is missing (not published or unknown).
struct Figure {
    QVariant value{};
    FigureStatus status = FigureStatus::Unknown;
    QString source{}; // one URL, may be empty
    QString note{};
    bool sparsityUnstated = false; // the vendor does not say whether this throughput is dense
    PrintedUnit printedUnit = PrintedUnit::Unstated;
    // The configuration the figure belongs to, e.g. "air-cooled OAM" for Gaudi 3's 900 W TDP.
    QString configuration{};
    // A range the vendor gives around the value (H100 PCIe: 300-350 W), in the field's unit.
    std::optional<double> rangeLow{};
    std::optional<double> rangeHigh{};
    LinkScope linkScope = LinkScope::Unstated; // for link bandwidths

    bool hasValue() const { return !value.isNull() && value.isValid(); }
    double number() const { return value.toDouble(); }
    QString text() const { return value.toString(); }
    // Takes the value's attributes (printed unit, configuration, range, link scope) from `other`.
    void copyAttributesFrom(const Figure& other) {
        printedUnit = other.printedUnit;
        configuration = other.configuration;
        rangeLow = other.rangeLow;
        rangeHigh = other.rangeHigh;
        linkScope = other.linkScope;
    }

    friend bool operator==(const Figure&, const Figure&) = default;
};

} // namespace chipatlas
