#pragma once

#include "domain/chip.h"
#include "domain/figure.h"
#include "domain/llmmodel.h"
#include "domain/offer.h"
#include "domain/precision.h"
#include "domain/quantity.h"
#include "domain/system.h"
#include "domain/units.h"
#include "io/catalogimport.h"
#include "storage/catalogconnection.h"
#include "storage/storageerror.h"

#include <QDate>
#include <QJsonValue>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <utility>
#include <variant>

class QCommandLineOption;
class QCommandLineParser;

namespace chipatlas {
class Catalog;
}

namespace chipatlas::cli {

// Exit status of every command, documented in `chipatlas-cli --help`.
enum ExitCode : int {
    ExitOk = 0,
    ExitDataError = 1,  // the catalog cannot be opened or read, or an id is not in it
    ExitUsageError = 2, // unknown command, option, field or precision; missing argument; a
                        // malformed --db or CHIPATLAS_DB
};

// Every system, every chip and (when asked for) every offer of a catalog: what the commands
// about systems work on.
struct SystemLists {
    QList<System> systems;
    QList<Chip> chips;
    QList<Offer> offers; // empty unless asked for
};

// What every command shares: the catalog connection, opening the catalog, and output. Output goes
// through print()/printJson() so that a command that fails prints nothing on stdout: commands
// build their whole output first and print it once at the end. The one exception is
// printBytes(): `list --json` by id prints each chip as it is read (README, What bad input gets).
class CliContext final {
public:
    CliContext();
    ~CliContext();
    CliContext(const CliContext&) = delete;
    CliContext& operator=(const CliContext&) = delete;

    // What --db (`origin`) or the environment variable CHIPATLAS_DB names: a file, or a team
    // catalog as postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=MODE]
    // (CatalogConnection::fromText()). Empty: the default catalog, shared with the GUI. Read
    // by parse(), which reports a malformed text as a usage error naming `origin`.
    void setDatabase(const QString& text, const QString& origin);
    // The catalog the command works on, for messages and summaries: the file's native path or
    // the server's URL (never a password). Valid after parse().
    QString catalogName() const { return m_connection.displayText(); }

    // The locale of all text output: always C, so that scripts see "1307.4", never "1.307,4".
    static QLocale locale() { return QLocale::c(); }
    static QString programName();
    // The parser's help with its usage line naming `invocation` ("chipatlas-cli list").
    static QString helpText(const QCommandLineParser& parser, const QString& invocation);
    static QCommandLineOption databaseOption();

    // Parses a command's arguments (arguments.first() is the command name). Adds --help and
    // --db to the parser and reads the catalog connection. Returns an exit code when the
    // command must stop here: after printing its help (0) or a usage error (2, also for a
    // malformed --db or CHIPATLAS_DB); std::nullopt to go on.
    std::optional<int> parse(QCommandLineParser& parser, const QStringList& arguments);

    // Reads --precision (default BF16) or reports the unknown value.
    std::optional<Precision> precision(const QCommandLineParser& parser,
                                       const QCommandLineOption& option);
    static QCommandLineOption precisionOption();

    // Opens the catalog on first use: --db, CHIPATLAS_DB or the default path the GUI also
    // uses. A team catalog's password comes from serverPassword() (PGPASSWORD, else the
    // keychain). On failure (also: no password) prints the error and returns nullptr; the
    // caller returns ExitDataError.
    Catalog* catalog();
    // The chip with this id from catalog(). On failure (no catalog, no such chip, a read
    // error) prints the message naming the id and returns nothing; the caller returns
    // ExitDataError.
    std::optional<Chip> chip(const QString& id);
    // Every chip of catalog(). On failure prints the message and returns nothing; the caller
    // returns ExitDataError.
    std::optional<QList<Chip>> chips();
    // The LLM with this id from catalog(), with the same failure rules as chip().
    std::optional<LlmModel> model(const QString& id);
    // Every system and every offer (with its price history) of catalog(), with the failure
    // rules of chips().
    std::optional<QList<System>> systems();
    std::optional<QList<Offer>> offers();
    // systems(), chips() and, `withOffers`, offers(), read in that order; nothing after the
    // first that fails.
    std::optional<SystemLists> systemLists(bool withOffers);
    // The system with this id, for the commands whose ID is a chip or a system: nullopt
    // without a message when the catalog has no such system; on a read error (or no
    // catalog) prints the message, sets *failed and returns nullopt.
    std::optional<System> findSystem(const QString& id, bool* failed);
    // The chip with this id, the same way (a system's chip, which the catalog may lack).
    std::optional<Chip> findChip(const QString& id, bool* failed);
    // What the ID of show, offers and compare names: the system with this id when there is
    // one, else the chip. On failure (no catalog, a read error, neither) prints the message,
    // for neither chip()'s, and returns nothing; the caller returns ExitDataError.
    std::optional<std::variant<System, Chip>> chipOrSystem(const QString& id);

    // The day a price's age is counted to: CHIPATLAS_TODAY (YYYY-MM-DD, for tests and
    // reproducible output) when set and valid, else the system's date.
    static QDate today();

    // The single positional argument of `command`, a chip or model id (`what`); otherwise
    // prints a usage error that says what is missing or extra, with the command that lists
    // the ids, and returns nothing (the caller returns ExitUsageError).
    std::optional<QString> singleId(const QCommandLineParser& parser, const QString& command,
                                    const QString& what, const QString& listCommand);

    // The single FILE argument of `command` (import, export) and its format by extension;
    // otherwise prints a usage error and returns nothing (the caller returns ExitUsageError).
    std::optional<std::pair<QString, CatalogFormat>> catalogFile(const QCommandLineParser& parser,
                                                                 const QString& command);

    // Prints "chipatlas-cli: message" on stderr and returns `code`. The message is printed as
    // printableMessage() makes it: whatever input it quotes, no control character reaches the
    // terminal.
    int fail(ExitCode code, const QString& message);
    // The same with storageMessage(error): for errors of the catalog the command works on.
    int fail(ExitCode code, const StorageError& error);
    // A storage error as the command line words it: core's message and, where opening another
    // catalog is a way out (StorageError::anotherCatalogHelps()), how: with --db.
    static QString storageMessage(const StorageError& error);
    int usageError(const QString& message);

    void print(const QString& text);
    void printJson(const QJsonValue& json);
    // Output written piece by piece as it is made (a listing that streams the catalog), UTF-8
    // as is; what print() would print when the pieces are joined. The stream is flushed once
    // the command ends (and by print()).
    void printBytes(const QByteArray& utf8);

private:
    template <typename T, typename Read>
    std::optional<T> read(const Read& read, const QString& missing = {});
    template <typename T, typename Read>
    std::optional<T> find(const Read& read, bool* failed);

    QString m_databaseText;
    QString m_databaseOrigin;
    CatalogConnection m_connection;
    std::unique_ptr<Catalog> m_catalog;
};

// The one marker a figure's text carries: "?" when unverified, " target" when it is a design
// target, "*" when the vendor does not say whether the figure (or the throughput a ratio is built
// on) is dense or sparse.
QString figureMarker(const Figure& figure);
// Stable text for people and scripts: "700", "not published", with figureMarker(): "500?",
// "7551 target", "2517*".
QString figureText(const Figure& figure, int decimals);
// A chip's cell of a text table in `quantity`'s column: Quantity::cellText() of its value (the
// GUI table's text: "989.5", "32 GiB") with figureMarker(), or the missing figure's status.
QString cellText(const Quantity& quantity, const Chip& chip, Precision precision);
// `text` with plain spaces for the locale's non-breaking ones.
QString plainSpaces(QString text);
// A value with its unit scaled for reading ("4.8 TB/s"), with a plain space before the unit.
QString quantityText(double value, Unit unit);
// A computed figure as JSON, shaped like the catalog figures of chipToJson().
QJsonValue computedFigureToJson(const Figure& figure, Unit unit, Precision precision);

} // namespace chipatlas::cli
