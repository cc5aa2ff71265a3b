#pragma once

#include "catalogimport.h"
#include "epochcsv.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

namespace chipatlas {

// Epoch's rows against the catalog's chips (README, "Keeping the catalog"): which chip a row
// is, and which of its figures an import may take.
//
// A row is a catalog chip when the shipped alias table names it (epoch-aliases.json), else when
// its Hardware name equals the chip's name, ignoring case, spaces and punctuation, and the
// vendor's first word at the start of either ("NVIDIA H100 NVL" is "H100 NVL").
// Of a matched chip, Epoch's figure is taken only where the catalog has nothing better:
// * a figure the vendor published (published or computed, with a value) stays; a different
//   value of Epoch's is a notice: the disagreement shown in the preview and the dry run;
// * a figure the user edited (or any figure of the user's own chip) stays; a different value is
//   a notice;
// * a figure the vendor does not publish stays "not published"; Epoch's value is a notice
//   beside it, unverified;
// * an unknown or unverified figure takes Epoch's, as the plan's change (the preview shows it).
// A row no chip matches is a new chip, the user's, with an id made like the catalog's
// ("huawei-ascend-920": the vendor's first word and the name as a slug).

// Row index -> chip id, for the rows that match a chip of `current`.
QHash<qsizetype, QString> matchEpochRows(const QList<Chip>& current, const QList<EpochRow>& rows,
                                         const EpochReference& reference = epochReference());

// The id of a new chip for a row: lower-case words of its manufacturer's first word and its name
// joined by '-' ("Meta MTIA v2" by Meta: "meta-mtia-v2"), the vendor not repeated.
QString epochChipId(const QString& manufacturer, const QString& name);

// What an Epoch import keeps as the catalog has it, and why.
struct EpochNotice {
    enum class Kind {
        VendorKept,       // the vendor's published figure stays; Epoch differs
        EditKept,         // the user's figure stays; Epoch differs
        NotPublishedKept, // the vendor does not publish it; Epoch's value, unverified, beside it
        SameChip,         // a second row for a chip an earlier row matched: not read
    };
    Kind kind = Kind::VendorKept;
    int line = 0;
    QString epochName;
    QString chipId;
    Field field = Field::TdpW; // not for SameChip
    Figure stored;
    Figure epoch;
};
// One line: "line 12 (NVIDIA H100 SXM5 80GB) -> nvidia-h100-sxm: TDP (tdp_w) keeps 700 W
// (published, from the vendor); Epoch says 650 W".
QString epochNoticeText(const EpochNotice& notice);

struct EpochImportInput {
    QList<ImportedChip> chips; // for planImport(): matched chips with what they take, new chips
    QList<EpochNotice> notices;
    QString error; // a new chip that validation refuses, naming its line
};
// `edited`: chip id -> the figures the user edited (ChipRepository::states()).
EpochImportInput epochImportedChips(const QList<Chip>& current,
                                    const QHash<qsizetype, QString>& matches,
                                    const QHash<QString, QSet<Field>>& edited,
                                    const QList<EpochRow>& rows);

} // namespace chipatlas
