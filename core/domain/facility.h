#pragma once

#include "chip.h"
#include "ownership.h"
#include "system.h"

#include <QString>

#include <optional>

namespace chipatlas {

// The power a system draws and what a facility's power allows (docs/MODEL-FIT.md section 9.2,
// docs/DOMAIN-RULES.md rule 8: power a facility cannot deliver per rack is a refusal).

// One unit's power: the scenario's figure (`yoursW`), else the system's published
// system_power_w, else, for a system that is one rack (rack_power_w published and the system
// fills it), its rack power; else an estimate chips x the chip's TDP x `serverOverhead`, whose
// Assumption::source is the formula with its numbers ("72 x 1,200 W x 1.82"); Missing when the
// chip's TDP is not known either. `assumption.value` is in W.
struct UnitPower {
    Assumption assumption; // key "power_w"
    bool isRack = false;   // the unit is one whole rack (its power is the rack's)
    // The unit is several servers that can stand in several racks: a system of more chips than
    // one server holds (kMaxServerChips) that is not one rack, such as an UltraServer or a TPU
    // pod. fitFacility() spreads it by its total power where it exceeds a rack.
    bool spansRacks = false;
};
// The most accelerators one server holds (AWS's trn1 and trn2 instances: 16).
inline constexpr int kMaxServerChips = 16;
UnitPower systemUnitPower(const System& system, const Chip& chip, std::optional<double> yoursW,
                          const Assumption& serverOverhead);
// A chip bought by the server: `serverChips` chips x TDP x `serverOverhead` per server.
UnitPower chipServerPower(const Chip& chip, int serverChips, std::optional<double> yoursW,
                          const Assumption& serverOverhead);

// A unit against the facility: how it is placed at `rackKw` per rack and how many fit in
// `facilityMw` of IT power.
struct FacilityInputs {
    double unitKw = 0.0;                          // one unit's power (UnitPower), kW
    bool unitIsRack = false;                      // the unit is one rack
    bool unitSpansRacks = false;                  // UnitPower::spansRacks
    int chipsPerUnit = 0;                         // chips in one unit
    double rackKw = 27.0;                         // the facility's power per rack
    std::optional<double> facilityMw;             // the facility's total IT power
    std::optional<double> tokensPerSecondPerUnit; // measured or bound (the caller labels it)
};
struct FacilityFit {
    // A unit that is one rack (or draws more than one rack's power) and exceeds rackKw cannot be
    // placed at that density: `placeable` false, and `reason` says so ("a 120 kW rack cannot be
    // placed at 27 kW per rack"). Translated.
    bool placeable = false;
    QString reason;
    // Placeable units: how many share one rack (floor(rackKw / unitKw), at least 1), and the
    // racks one unit takes (1 / unitsPerRack, or the rack itself).
    int unitsPerRack = 0;
    double rackKwAsDeployed = 0.0; // what one rack of them draws: unitsPerRack x unitKw
    // A unit that spans racks (FacilityInputs::unitSpansRacks) and draws more than one rack:
    // placed by its total power over racksPerUnit = ceil(unitKw / rackKw) racks (unitsPerRack
    // 1, rackKwAsDeployed unitKw / racksPerUnit), and `placement` says so, translated ("spread
    // by its total power over 6 racks of 27 kW: no power per rack is published"). Every other
    // placeable unit takes 1 rack, alone or shared, and `placement` is empty.
    int racksPerUnit = 0;
    QString placement;
    // With a facility total: the units, chips and racks that fit, and tokens per second of them.
    std::optional<int> units;
    std::optional<int> racks;
    std::optional<qint64> chips;
    std::optional<double> tokensPerSecond;
    std::optional<double> tokensPerSecondPerKw; // per unit: tokens/s / unitKw
};
FacilityFit fitFacility(const FacilityInputs& inputs);

} // namespace chipatlas
