// chipatlas-gencatalog: writes a synthetic catalog in ChipAtlas's import formats, for the
// benchmarks (never shipped, not a command of chipatlas-cli).
//
//   chipatlas-gencatalog --chips N [--seed S] --out DIR
//
// writes DIR/chips.csv, DIR/systems.csv and DIR/offers.csv. Every row is a built-in row with a
// new id: the same sources and notes (as long as the built-in ones), its numbers scaled by a
// factor per chip so that the figures still agree with each other, vendors and kinds varied,
// and some figures moved to every status (not published, unverified, unknown, computed). One
// system per 100 chips and one offer per 4 chips (with 1-4 dated prices each) follow the
// built-in ones. The same seed writes the same bytes.
#include "io/catalogcsv.h"
#include "io/catalogjson.h"
#include "io/systemcsv.h"
#include "io/systemjson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace chipatlas;

namespace {

// Vendors beyond the built-in ones, so that the vendor filter has many choices.
const char* const kExtraVendors[] = {"Cerebras",    "Groq",       "SambaNova", "Tenstorrent",
                                     "Graphcore",   "Etched",     "d-Matrix",  "MatX",
                                     "Lightmatter", "Rebellions", "FuriosaAI", "Huawei"};
const char* const kKinds[] = {"gpu", "asic", "tpu", "wafer"};

bool scaled(Field field) {
    const FieldSpec& info = fieldInfo(field);
    return info.kind == FieldKind::Number && field != Field::ProcessNode &&
           field != Field::ScaleupDomainChips;
}

void scaleFigure(Figure& figure, double factor, bool integral) {
    if (!figure.hasValue())
        return;
    // Whole numbers, two decimals, or three below one.
    const auto round = [integral](double value) {
        const double step = integral ? 1.0 : value < 1.0 ? 1000.0 : 100.0;
        return std::round(value * step) / step;
    };
    const double value = round(figure.number() * factor);
    figure.value = value;
    if (figure.rangeLow)
        figure.rangeLow = std::min(round(*figure.rangeLow * factor), value);
    if (figure.rangeHigh)
        figure.rangeHigh = std::max(round(*figure.rangeHigh * factor), value);
}

// One figure moved to another status, as a real catalog has them.
void restatus(Figure& figure, QRandomGenerator& random) {
    const quint32 roll = random.bounded(100);
    if (!figure.hasValue() || roll >= 16)
        return;
    if (roll < 6) {
        figure = Figure{};
        figure.status = FigureStatus::NotPublished;
        figure.note = QStringLiteral("The vendor's datasheet does not give this figure; asked "
                                     "in the partner portal, no answer yet.");
    } else if (roll < 11) {
        figure.status = FigureStatus::Unverified;
        figure.source = QStringLiteral("https://www.techpowerup.com/gpu-specs/");
        figure.note = QStringLiteral("Seen on a third-party database only; no vendor source "
                                     "confirms it.");
        figure.printedUnit = PrintedUnit::Unstated;
    } else if (roll < 14) {
        figure = Figure{};
    } else {
        figure.status = FigureStatus::Computed;
        figure.note = QStringLiteral("Computed from the published per-core figure times the "
                                     "number of cores the datasheet lists.");
    }
}

Chip syntheticChip(const Chip& base, int index, const QStringList& vendors,
                   QRandomGenerator& random) {
    Chip chip = base;
    chip.origin = Origin::User;
    chip.id = QStringLiteral("%1-syn%2").arg(base.id).arg(index, 6, 10, QLatin1Char('0'));
    chip.vendor = vendors.at(int(random.bounded(quint32(vendors.size()))));
    chip.kind = QString::fromLatin1(kKinds[random.bounded(4)]);
    chip.name = QStringLiteral("%1 S%2").arg(base.name).arg(index);
    const double compute = 0.25 + random.generateDouble() * 3.75; // one factor: dense <= sparse
    const double memory = std::pow(2.0, double(random.bounded(4)) - 1.0);
    const double power = 0.5 + random.generateDouble() * 1.5;
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        Figure& figure = chip.figure(field);
        if (field == Field::MemoryGb)
            scaleFigure(figure, memory, false);
        else if (field == Field::VisibleMemoryBytes)
            scaleFigure(figure, memory, true);
        else if (field == Field::TdpW)
            scaleFigure(figure, power, true);
        else if (field == Field::LaunchPriceUsd)
            scaleFigure(figure, compute, true);
        else if (scaled(field))
            scaleFigure(figure, compute, false);
        if (info.kind == FieldKind::Number && field != Field::VisibleMemoryBytes &&
            field != Field::MemoryGb)
            restatus(figure, random);
    }
    return chip;
}

System syntheticSystem(const System& base, int index, const QList<Chip>& chips,
                       QRandomGenerator& random) {
    System system = base;
    system.origin = Origin::User;
    system.id = QStringLiteral("%1-syn%2").arg(base.id).arg(index, 6, 10, QLatin1Char('0'));
    system.name = QStringLiteral("%1 S%2").arg(base.name).arg(index);
    // A synthetic chip of the same built-in one, so that the totals still add up.
    for (int tries = 0; tries < 64; ++tries) {
        const Chip& chip = chips.at(int(random.bounded(quint32(chips.size()))));
        if (chip.id.startsWith(base.chipId + QLatin1String("-syn"))) {
            system.chipId = chip.id;
            break;
        }
    }
    return system;
}

Offer syntheticOffer(const Offer& base, int index, const QString& targetId,
                     QRandomGenerator& random) {
    Offer offer = base;
    offer.origin = Origin::User;
    offer.targetId = targetId;
    offer.region = QStringLiteral("region-%1").arg(index % 40);
    offer.instance = QStringLiteral("%1.s%2").arg(base.instance).arg(index);
    offer.id = offerId(offer.provider, offer.region, offer.instance, offer.pricing);
    offer.prices.clear();
    const int count = 1 + int(random.bounded(4));
    const double price = 1.0 + random.generateDouble() * 120.0;
    QDate seen(2025, 1, 1);
    for (int i = 0; i < count; ++i) {
        OfferPrice entry;
        entry.perInstanceHour = std::round(price * (1.0 - 0.05 * i) * 100.0) / 100.0;
        seen = seen.addDays(20 + int(random.bounded(120)));
        entry.seen = seen;
        entry.source = base.prices.isEmpty() ? QStringLiteral("quote from our reseller")
                                             : base.prices.last().source;
        offer.prices.append(entry);
    }
    return offer;
}

bool write(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        std::fprintf(stderr, "cannot write %s: %s\n", qPrintable(path),
                     qPrintable(file.errorString()));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Writes a synthetic catalog (chips.csv, systems.csv, offers.csv)."));
    parser.addHelpOption();
    const QCommandLineOption chipsOption(QStringLiteral("chips"), QStringLiteral("How many chips."),
                                         QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Random seed."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("Output folder."),
                                       QStringLiteral("DIR"));
    parser.addOptions({chipsOption, seedOption, outOption});
    parser.process(app);
    bool countOk = false;
    bool seedOk = false;
    const int count = parser.value(chipsOption).toInt(&countOk);
    const quint32 seed = parser.value(seedOption).toUInt(&seedOk);
    if (!countOk || count < 1 || !seedOk || !parser.isSet(outOption)) {
        std::fprintf(stderr, "usage: chipatlas-gencatalog --chips N [--seed S] --out DIR\n");
        return 2;
    }
    QString error;
    const auto builtInChipFile = builtInChips(&error);
    const auto builtInSystemFile = builtInSystems(&error);
    const auto builtInOfferFile = builtInOffers(&error);
    if (!builtInChipFile || !builtInSystemFile || !builtInOfferFile) {
        std::fprintf(stderr, "cannot read the built-in catalog: %s\n", qPrintable(error));
        return 1;
    }
    QRandomGenerator random(seed);
    QStringList vendors;
    for (const Chip& chip : builtInChipFile->chips) {
        if (!vendors.contains(chip.vendor))
            vendors.append(chip.vendor);
    }
    for (const char* vendor : kExtraVendors)
        vendors.append(QString::fromLatin1(vendor));

    QList<Chip> chips;
    chips.reserve(count);
    const QList<Chip>& bases = builtInChipFile->chips;
    for (int i = 0; i < count; ++i)
        chips.append(syntheticChip(bases.at(i % bases.size()), i, vendors, random));

    QList<System> systems;
    const QList<System>& systemBases = builtInSystemFile->systems;
    for (int i = 0; i < count / 100; ++i)
        systems.append(syntheticSystem(systemBases.at(i % systemBases.size()), i, chips, random));

    QList<Offer> offers;
    QList<Offer> offerBases;
    for (const Offer& offer : builtInOfferFile->offers) {
        if (!offer.prices.isEmpty())
            offerBases.append(offer);
    }
    for (int i = 0; i < count / 4; ++i) {
        const Offer& base = offerBases.at(i % offerBases.size());
        const bool onSystem = !systems.isEmpty() && i % 5 == 0;
        const QString target = onSystem
                                   ? systems.at(int(random.bounded(quint32(systems.size())))).id
                                   : chips.at(int(random.bounded(quint32(chips.size())))).id;
        offers.append(syntheticOffer(base, i, target, random));
    }

    const QDir out(parser.value(outOption));
    if (!out.exists() && !QDir().mkpath(out.path())) {
        std::fprintf(stderr, "cannot create %s\n", qPrintable(out.path()));
        return 1;
    }
    if (!write(out.filePath(QStringLiteral("chips.csv")), exportChipsCsv(chips)) ||
        !write(out.filePath(QStringLiteral("systems.csv")), exportSystemsCsv(systems)) ||
        !write(out.filePath(QStringLiteral("offers.csv")), exportOffersCsv(offers)))
        return 1;
    std::printf("%lld chips, %lld systems, %lld offers in %s\n", qlonglong(chips.size()),
                qlonglong(systems.size()), qlonglong(offers.size()), qPrintable(out.path()));
    return 0;
}
