#pragma once

#include <QList>
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
    // A value the vendor announced as a goal for a product that does not ship yet (AWS's
    // Trainium4: "design targets, not shipping specs"); shown marked, never a published figure.
    DesignTarget,
};

// Every status, in the order lists and menus offer them: published, computed, unverified,
// design_target, not_published, unknown.
QList<FigureStatus> figureStatuses();
QString statusKey(FigureStatus status); // "published", "not_published", "design_target", ...
// "published", "not published", "design target, not shipping", ... (translated)
QString statusDisplayName(FigureStatus status);
std::optional<FigureStatus> statusFromKey(QStringView key);
// The short mark a value of this status carries in tables and cells: "?" for unverified,
// "target" (translated) for a design target, empty for the others.
QString statusMark(FigureStatus status);
// A value that is not a published (or computed) figure: unverified or a design target. It never
// wins a comparison and is marked wherever it is shown (docs/DOMAIN-RULES.md rule 1).
inline bool isDoubtfulStatus(FigureStatus status) {
    return status == FigureStatus::Unverified || status == FigureStatus::DesignTarget;
}

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

// Every member is relocatable (Qt's implicitly shared types, optionals of double, enums): a list
// of figures, or of chips, grows by moving its memory instead of moving each figure.
Q_DECLARE_TYPEINFO(chipatlas::Figure, Q_RELOCATABLE_TYPE);
