#pragma once

#include "chip.h"
#include "field.h"
#include "figure.h"
#include "system.h"

#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace chipatlas {

// What the views show when chips and systems mix (the compare view, the chart, the Systems
// table, the cost columns, the exports): one chip, N chips of one kind, or a system.
enum class EntryKind {
    Chip,   // one chip, as the catalog has it
    Chips,  // N >= 2 chips of one kind as one entry ("8 x NVIDIA H100 SXM")
    System, // a system (system.h): its totals computed from its chip
};

// One entry: its kind, its chip count and the chip it is built of, typed, and its figures in
// the chip schema (field.h), which compare, chart and the tables read as they read a chip's.
// Built by ofChip(), ofChips() or ofSystem(); never from a chip's kind text or an id.
//
// An entry holds its figures: the chip table, `list`, chipOrder() and fit work on chips and
// never make an entry of each; the chart makes one per chip it plots, in the copy it plots.
class Entry {
public:
    Entry() = default;
    // One chip as it is (ofChip()); made in place, a list of entries costs what a list of
    // chips does (QList::emplaceBack()).
    explicit Entry(const Chip& chip)
        : m_figures(chip) {}
    explicit Entry(Chip&& chip)
        : m_figures(std::move(chip)) {}

    // One chip as it is.
    static Entry ofChip(Chip chip) { return Entry(std::move(chip)); }
    // `count` chips of `chip` as one entry, to compare a chip with a system like for like:
    // id "<chip id>*<count>", name "<count> x <chip name>", memory, bandwidth and throughput
    // chipsTotal(), tdp_w the sum of the chips' TDP (computed, "chips only: no host, no
    // switch"), per-chip figures "of each <chip name>", price, transistors and visible memory
    // not published. A count of 1 is ofChip(chip).
    static Entry ofChips(const Chip& chip, int count);
    // The system as one entry, so that everything that shows chips shows it:
    //   id, name, vendor          the system's; family_generation the chip's name;
    //   memory_gb, memory_bw_gbs  the totals (computed)
    //   throughput fields         the totals (computed)
    //   tdp_w                     the system power where published (perf per watt follows it);
    //                             otherwise missing, status not published, note "system power
    //                             not published (N x chip TDP would leave out hosts and switches)"
    //   interconnect_bw_gbs       the scale-up bandwidth per chip
    //   (SystemField::ScaleupBwPerChipGbs) interconnect              the scale-up fabric
    //   scaleup_domain_chips      the system's domain (SystemField::ScaleupDomainChips)
    //   availability              the system's
    //   memory_type, process_node, software_stack, form_factor, announced, released
    //                             the chip's, with a note "of each <chip name>"
    //   launch_price_usd, transistors_billion, visible_memory_bytes
    //                             missing (not published: no system list price in the catalog)
    // `chip` is the system's chip (system.chipId), or nullptr when the catalog lacks it: then
    // every chip-derived figure is unknown with a note naming the missing chip id.
    static Entry ofSystem(const System& system, const Chip* chip);

    EntryKind kind() const { return m_kind; }
    bool isSystem() const { return m_kind == EntryKind::System; }
    // The chips the entry stands for: 1, N, or the system's chip count.
    int chipCount() const { return m_chipCount; }
    // The chip it is built of (a system's chip id even when the catalog lacks that chip), and
    // that chip's name (empty when the catalog lacks it).
    const QString& chipId() const { return m_kind == EntryKind::Chip ? m_figures.id : m_chipId; }
    const QString& chipName() const {
        return m_kind == EntryKind::Chip ? m_figures.name : m_chipName;
    }

    const QString& id() const { return m_figures.id; }
    const QString& name() const { return m_figures.name; }
    const QString& vendor() const { return m_figures.vendor; }
    const Figure& figure(Field field) const { return m_figures.figure(field); }
    // The entry's id, names and figures in the chip schema, for what reads a Chip (Quantity).
    const Chip& figures() const { return m_figures; }

    friend bool operator==(const Entry&, const Entry&) = default;

private:
    EntryKind m_kind = EntryKind::Chip;
    int m_chipCount = 1;
    QString m_chipId; // for Chips and System; a chip's are its figures' id and name
    QString m_chipName;
    Chip m_figures;
};

// Which entry a compare slot, a drag, a setting or the command line names: a chip, a chip taken
// N times by choice (N >= 1: one chip beside a system too), or a system, by the catalog id of
// the chip or the system. The catalog resolves it into an Entry.
struct EntryRef {
    EntryKind kind = EntryKind::Chip;
    QString id;    // the chip's, or the system's
    int count = 1; // the chips taken, for EntryKind::Chips

    static EntryRef chip(const QString& id) { return {EntryKind::Chip, id, 1}; }
    static EntryRef chips(const QString& id, int count) { return {EntryKind::Chips, id, count}; }
    static EntryRef system(const QString& id) { return {EntryKind::System, id, 1}; }

    friend bool operator==(const EntryRef&, const EntryRef&) = default;
};

// Each chip as one entry (Entry::ofChip()), in order.
QList<Entry> chipEntries(const QList<Chip>& chips);

// count x the chip's figure, with the formula in its note ("144 x 144 GiB (AWS Trainium3
// memory)"), for the fields that add up over chips: memory_gb, memory_bw_gbs and every
// throughput field; nullopt for the others. Status `computed`; when the chip's figure is
// missing the total is missing with the chip's status and a note naming it; when it is
// unverified (or a design target), so is the total; a sparsity-unstated throughput stays so.
// Printed units carry over (GiB x N stays GiB).
std::optional<Figure> chipsTotal(const Chip& chip, Field field, int count);

} // namespace chipatlas
