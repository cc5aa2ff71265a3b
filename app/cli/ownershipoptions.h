#pragma once

#include "domain/ownershipscenario.h"

#include <QCommandLineOption>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace chipatlas::cli {

class CliContext;

// The options of `tco` and `scenarios save` that set a number or a word of an ownership
// scenario (--price, --years, --pue, ...), one per scenario field. Each value is set with
// setOwnershipText(), the GUI's form's parser, so that both refuse the same text with the same
// message (docs/MODEL-FIT.md section 9); the option's name is put before it.
class OwnershipOptions final {
public:
    // `withNotes`: also --notes (a saved scenario's; tco has no use for it).
    explicit OwnershipOptions(bool withNotes);
    void addTo(QCommandLineParser& parser) const;

    // Sets every option given on the command line on `scenario` (the options override what it
    // has). On a value that does not parse prints a usage error naming the option and the
    // field and returns false (the caller returns ExitUsageError).
    bool apply(CliContext& context, const QCommandLineParser& parser,
               OwnershipScenario* scenario) const;
    // Whether any of the options is on the command line.
    bool anySet(const QCommandLineParser& parser) const;

    // validateOwnershipScenario()'s first problem, printed as a usage error that names the
    // option setting the field ("--utilisation: Utilisation (utilisation_pct): ..."), or the
    // field alone when no option sets it; `renamed` names other options for some fields (tco's
    // --compare-price). False when there is a problem.
    static bool validate(CliContext& context, const OwnershipScenario& scenario,
                         const QHash<OwnershipField, QString>& renamed = {});
    // The option that sets `field` ("--pue"), empty when none does.
    static QString optionName(OwnershipField field);

private:
    struct Row {
        OwnershipField field;
        QCommandLineOption option;
    };
    QList<Row> m_rows;
};

// The hardware of `tco` and `scenarios save`: SYSTEM_OR_CHIP[*N], where N counts the systems
// bought (a system) or the chips (a chip).
struct HardwareArgument {
    QString id;
    std::optional<int> count;
};
// Prints a usage error naming the argument and returns nothing when N is not a whole number
// from 1 up.
std::optional<HardwareArgument> parseHardwareArgument(CliContext& context, const QString& text);
// Sets the hardware and its count on `scenario`: N is the units of a system or the chips of a
// chip (`isSystem`); without N the scenario's count stays.
void setHardware(const HardwareArgument& hardware, bool isSystem, OwnershipScenario* scenario);

} // namespace chipatlas::cli
