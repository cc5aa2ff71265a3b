// chipatlas-test-writer: a second ChipAtlas instance for tst_two_instances. It edits one chip
// as the GUI's session does (read its state, change it, write it based on the version read:
// Catalog::restoreChipStates()), `rounds` times in a row, each time adding 1 W to its TDP.
//
//   chipatlas-test-writer CATALOG CHIP ROUNDS own|shared|once [WATTS]
//
// CATALOG is a file or a postgresql:// URL (the password from PGPASSWORD, as libpq reads it).
// own: nobody else writes CHIP, so a Conflict is an error. shared: another instance edits CHIP
// at the same time; a Conflict is what the user sees in the conflict dialog, who then reloads
// and edits again: the writer reads again and retries. once: sets the TDP to WATTS, once.
// Prints "conflicts N" and exits 0; any other error (a lock, a lost connection) goes to stderr
// with exit status 1.
#include "storage/catalog.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace chipatlas;

namespace {
int fail(const QString& message) {
    QTextStream(stderr) << "chipatlas-test-writer: " << message << Qt::endl;
    return 1;
}

// One edit, based on the version read: the new TDP is *watts, or without it the stored one + 1.
bool edit(Catalog& catalog, const QString& id, const double* watts, StorageError* error) {
    const std::optional<QList<Catalog::ChipState>> states = catalog.chips().states({id}, error);
    if (!states)
        return false;
    const Catalog::ChipState& before = states->constFirst();
    if (!before.chip) {
        *error = {StorageError::Code::NotFound, QStringLiteral("no chip %1").arg(id)};
        return false;
    }
    Chip chip = *before.chip;
    Figure& tdp = chip.figure(Field::TdpW);
    tdp = Figure{watts ? *watts : (tdp.hasValue() ? tdp.number() : 0) + 1, FigureStatus::Published};
    return bool(catalog.chips().restore({ChipRepository::editedState(before, chip)}, error));
}
} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 5)
        return fail(QStringLiteral("usage: CATALOG CHIP ROUNDS own|shared|once [WATTS]"));
    const QString& mode = args.at(4);
    const int rounds = args.at(3).toInt();
    const double watts = args.value(5).toDouble();
    const double* setTo = mode == QLatin1String("once") ? &watts : nullptr;

    StorageError error;
    const std::optional<CatalogConnection> connection =
        CatalogConnection::fromText(args.at(1), &error.message);
    if (!connection)
        return fail(error.message);
    const std::unique_ptr<Catalog> catalog = Catalog::open(*connection, &error);
    if (!catalog)
        return fail(error.message);

    int conflicts = 0;
    for (int done = 0; done < rounds;) {
        error = {};
        if (edit(*catalog, args.at(2), setTo, &error)) {
            ++done;
        } else if (error.code == StorageError::Code::Conflict && mode == QLatin1String("shared")) {
            ++conflicts;
        } else {
            return fail(error.message);
        }
    }
    QTextStream(stdout) << "conflicts " << conflicts << Qt::endl;
    return 0;
}
