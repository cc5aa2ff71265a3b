#pragma once

#include <QByteArrayView>
#include <QString>

namespace chipatlas::fuzz {

// The entry functions of the fuzz targets (tests/fuzz/fuzz_*.cpp) and of tst_fuzz_regressions,
// which feeds them the saved inputs in the plain build: one input, the parsers it reaches, and
// the properties checked on what they accept. Each returns the first property that does not
// hold, or an empty string. A crash, a leak or undefined behaviour is the sanitizers' to report.

// The chips' CSV reader (readChipFile), the systems' and the offers' CSV readers, all three on
// the same bytes: what a reader accepts exports to a file that it reads back and exports to the
// same bytes. And Epoch AI's hardware CSV reader (readEpochCsv): a refusal says why, and what
// it reads passes validateFigure().
QString fuzzCsvImport(QByteArrayView data);
// The chips' JSON reader (readChipFile), the systems' and offers' catalog readers and the
// snapshot file's reader (readSnapshotFile), with the same round trip.
QString fuzzJsonImport(QByteArrayView data);
// A systems file (CSV, then JSON) and an offers file: what the import's check accepts
// (readSystemsImport(), readOffersImport(): all a dry run does), the import writes
// (Catalog::importItems(), into a scratch catalog with the built-in chips, systems
// and offers); a file the reader refuses, the check refuses in the reader's words.
QString fuzzSystemsImport(QByteArrayView data);
QString fuzzOffersImport(QByteArrayView data);
// A results file, as CSV and as JSON: what a reader accepts exports to a file that it reads
// back and exports to the same bytes, and the import's check (readResultsImport()) refuses what
// the reader refuses, in its words.
QString fuzzResultsImport(QByteArrayView data);
// parseLocaleNumber() in several locales (a number it accepts is finite; the C locale's reading
// of its own shortest form gives it back), and every key parser (an accepted key's own key
// reads back as the same thing).
QString fuzzNumbers(QByteArrayView data);
// CatalogConnection::fromText(): an accepted server connection reads back unchanged from its
// url(), and no text with a password in its URL is accepted.
QString fuzzConnection(QByteArrayView data);
// parseGuiCommandLine() on the arguments split from the input at NUL bytes (after the program
// name): an error always comes with a message.
QString fuzzStartupOptions(QByteArrayView data);

} // namespace chipatlas::fuzz
