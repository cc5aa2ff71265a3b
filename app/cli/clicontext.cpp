#include "clicontext.h"

#include "apppaths.h"
#include "domain/excerpt.h"
#include "serverpassword.h"
#include "storage/catalog.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace chipatlas::cli {

namespace {
void write(std::FILE* stream, const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, size_t(utf8.size()), stream);
    std::fflush(stream);
}

} // namespace

QCommandLineOption CliContext::databaseOption() {
    return QCommandLineOption(
        QStringLiteral("db"),
        QStringLiteral("Use <catalog> instead of the default: a file, or a team catalog on a "
                       "PostgreSQL server, postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=MODE]. "
                       "Default: CHIPATLAS_DB when set."),
        QStringLiteral("catalog"));
}

CliContext::CliContext() = default;

void CliContext::setDatabase(const QString& text, const QString& origin) {
    m_databaseText = text;
    m_databaseOrigin = origin;
}

CliContext::~CliContext() = default;

QString CliContext::programName() {
    return QStringLiteral("chipatlas-cli");
}

std::optional<int> CliContext::parse(QCommandLineParser& parser, const QStringList& arguments) {
    const QString command = arguments.value(0);
    const QCommandLineOption help = parser.addHelpOption();
    // Global options may also follow the command: `chipatlas-cli list --db x` works too.
    const QCommandLineOption db = databaseOption();
    parser.addOption(db);
    // QCommandLineParser takes the program name first; the command stands in for it.
    if (!parser.parse(QStringList{programName()} + arguments.mid(1)))
        return usageError(QStringLiteral("%1\nTry '%2 %3 --help'.")
                              .arg(commandLineError(parser), programName(), excerpt(command)));
    if (parser.isSet(help) || parser.isSet(QStringLiteral("help-all"))) {
        print(
            helpText(parser, QStringLiteral("%1 [global options] %2").arg(programName(), command)));
        return ExitOk;
    }
    if (parser.isSet(db))
        setDatabase(parser.value(db), QStringLiteral("--db"));
    QString problem;
    const std::optional<CatalogConnection> connection =
        CatalogConnection::fromText(m_databaseText, &problem);
    if (!connection)
        return usageError(QStringLiteral("%1: %2").arg(m_databaseOrigin, problem));
    m_connection = *connection;
    if (!m_connection.isPostgres())
        m_connection.path = AppPaths::catalogPath(m_connection.path);
    return std::nullopt;
}

QString CliContext::helpText(const QCommandLineParser& parser, const QString& invocation) {
    // helpText() starts with "Usage: <argv[0] as typed>"; name the program and command instead.
    QString text = parser.helpText();
    const QString prefix = QStringLiteral("Usage: ") + QCoreApplication::arguments().value(0);
    if (text.startsWith(prefix))
        text.replace(0, prefix.size(), QStringLiteral("Usage: ") + invocation);
    return text;
}

QCommandLineOption CliContext::precisionOption() {
    QStringList keys;
    for (Precision p : kAllPrecisions)
        keys << precisionKey(p);
    return QCommandLineOption(
        QStringLiteral("precision"),
        QStringLiteral("Precision of computed figures such as perf_per_watt: %1 (default bf16).")
            .arg(keys.join(QStringLiteral(", "))),
        QStringLiteral("p"), QStringLiteral("bf16"));
}

std::optional<Precision> CliContext::precision(const QCommandLineParser& parser,
                                               const QCommandLineOption& option) {
    const QString text = parser.value(option);
    const std::optional<Precision> precision = precisionFromString(text);
    if (!precision) {
        QStringList keys;
        for (Precision p : kAllPrecisions)
            keys << precisionKey(p);
        usageError(QStringLiteral("unknown precision \"%1\"; known precisions: %2")
                       .arg(excerpt(text), keys.join(QStringLiteral(", "))));
    }
    return precision;
}

Catalog* CliContext::catalog() {
    if (m_catalog)
        return m_catalog.get();
    Catalog::Options options;
    PasswordSource source = PasswordSource::Environment;
    if (m_connection.isPostgres()) {
        QString problem;
        const std::optional<QString> password = serverPassword(m_connection, &problem, &source);
        if (!password) {
            fail(ExitDataError, problem);
            return nullptr;
        }
        options.password = *password;
    }
    StorageError error;
    m_catalog = Catalog::open(m_connection, options, &error);
    if (!m_catalog && error.code == StorageError::Code::AuthFailed) {
        fail(ExitDataError, error.message + QLatin1Char(' ') + refusedPasswordAdvice(source));
        return nullptr;
    }
    if (!m_catalog) {
        if (error.message.isEmpty())
            fail(ExitDataError,
                 QStringLiteral("cannot open the catalog %1").arg(m_connection.displayText()));
        else
            fail(ExitDataError, error);
        return nullptr;
    }
    return m_catalog.get();
}

// One read of catalog() by `read` (Catalog&, StorageError*) -> std::optional<T>, with the
// failure rules of chip() and chips(): the message of the read error, or `missing` (when
// given) when the read found nothing and no error other than NotFound says why.
template <typename T, typename Read>
std::optional<T> CliContext::read(const Read& read, const QString& missing) {
    Catalog* const opened = catalog();
    if (!opened)
        return std::nullopt;
    StorageError error;
    std::optional<T> found = read(*opened, &error);
    if (!found) {
        fail(ExitDataError,
             missing.isEmpty() || (error && error.code != StorageError::Code::NotFound)
                 ? storageMessage(error)
                 : missing);
    }
    return found;
}

namespace {
// A read of a whole list as read() takes it: nothing on an error.
template <typename T>
std::optional<QList<T>> wholeList(QList<T> all, const StorageError* error) {
    if (*error)
        return std::nullopt;
    return all;
}
} // namespace

std::optional<Chip> CliContext::chip(const QString& id) {
    return read<Chip>(
        [&id](const Catalog& catalog, StorageError* error) {
            return catalog.chips().find(id, error);
        },
        QStringLiteral("no chip with id \"%1\" (try: %2 list)").arg(excerpt(id), programName()));
}

std::optional<LlmModel> CliContext::model(const QString& id) {
    return read<LlmModel>(
        [&id](const Catalog& catalog, StorageError* error) {
            return catalog.models().find(id, error);
        },
        QStringLiteral("no model with id \"%1\" (try: %2 models)").arg(excerpt(id), programName()));
}

std::optional<QList<Chip>> CliContext::chips() {
    return read<QList<Chip>>([](const Catalog& catalog, StorageError* error) {
        return wholeList(catalog.chips().all(error), error);
    });
}

std::optional<QList<System>> CliContext::systems() {
    return read<QList<System>>([](const Catalog& catalog, StorageError* error) {
        return wholeList(catalog.systems().all(error), error);
    });
}

std::optional<QList<Offer>> CliContext::offers() {
    return read<QList<Offer>>([](const Catalog& catalog, StorageError* error) {
        return wholeList(catalog.offers().all(error), error);
    });
}

std::optional<SystemLists> CliContext::systemLists(bool withOffers) {
    SystemLists lists;
    std::optional<QList<System>> systems = this->systems();
    if (!systems)
        return std::nullopt;
    lists.systems = std::move(*systems);
    std::optional<QList<Chip>> chips = this->chips();
    if (!chips)
        return std::nullopt;
    lists.chips = std::move(*chips);
    if (withOffers) {
        std::optional<QList<Offer>> offers = this->offers();
        if (!offers)
            return std::nullopt;
        lists.offers = std::move(*offers);
    }
    return lists;
}

// One read of catalog() by `read` that may find nothing: nothing without a message when it
// finds nothing; on a read error (or no catalog) prints the message and sets *failed.
template <typename T, typename Read>
std::optional<T> CliContext::find(const Read& read, bool* failed) {
    *failed = false;
    Catalog* const opened = catalog();
    if (!opened) {
        *failed = true;
        return std::nullopt;
    }
    StorageError error;
    std::optional<T> found = read(*opened, &error);
    if (!found && error && error.code != StorageError::Code::NotFound) {
        fail(ExitDataError, error);
        *failed = true;
    }
    return found;
}

std::optional<System> CliContext::findSystem(const QString& id, bool* failed) {
    return find<System>([&id](const Catalog& catalog,
                              StorageError* error) { return catalog.systems().find(id, error); },
                        failed);
}

std::optional<Chip> CliContext::findChip(const QString& id, bool* failed) {
    return find<Chip>([&id](const Catalog& catalog,
                            StorageError* error) { return catalog.chips().find(id, error); },
                      failed);
}

std::optional<std::variant<System, Chip>> CliContext::chipOrSystem(const QString& id) {
    bool failed = false;
    if (std::optional<System> system = findSystem(id, &failed))
        return std::move(*system);
    if (failed)
        return std::nullopt;
    if (std::optional<Chip> found = chip(id))
        return std::move(*found);
    return std::nullopt;
}

QDate CliContext::today() {
    const QDate fixed = QDate::fromString(qEnvironmentVariable("CHIPATLAS_TODAY"), Qt::ISODate);
    return fixed.isValid() ? fixed : QDate::currentDate();
}

std::optional<QString> CliContext::singleId(const QCommandLineParser& parser,
                                            const QString& command, const QString& what,
                                            const QString& listCommand) {
    const QStringList positional = parser.positionalArguments();
    if (positional.size() == 1)
        return positional.constFirst();
    usageError(
        positional.isEmpty()
            ? QStringLiteral("%1 needs a %2 (see: %3 %4)")
                  .arg(command, what, programName(), listCommand)
            : QStringLiteral("%1 takes one %2, got %3").arg(command, what).arg(positional.size()));
    return std::nullopt;
}

std::optional<std::pair<QString, CatalogFormat>>
CliContext::catalogFile(const QCommandLineParser& parser, const QString& command) {
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        usageError(positional.isEmpty()
                       ? QStringLiteral("%1 needs a FILE (.csv or .json)").arg(command)
                       : QStringLiteral("%1 takes one FILE, got \"%2\" too")
                             .arg(command, excerpt(positional.at(1))));
        return std::nullopt;
    }
    const QString path = positional.constFirst();
    const std::optional<CatalogFormat> format = catalogFormatForPath(path);
    if (!format) {
        usageError(QStringLiteral("cannot tell the format of \"%1\": the file name must end in "
                                  ".csv or .json")
                       .arg(excerpt(path)));
        return std::nullopt;
    }
    return std::pair{path, *format};
}

QString CliContext::storageMessage(const StorageError& error) {
    // Core's message says what to do but not how: here, another catalog is chosen with --db.
    if (!error.anotherCatalogHelps())
        return error.message;
    return error.message + QStringLiteral(" To open another catalog, use --db.");
}

int CliContext::fail(ExitCode code, const StorageError& error) {
    return fail(code, storageMessage(error));
}

int CliContext::fail(ExitCode code, const QString& message) {
    write(stderr,
          programName() + QStringLiteral(": ") + printableMessage(message) + QLatin1Char('\n'));
    return code;
}

int CliContext::usageError(const QString& message) {
    return fail(ExitUsageError, message);
}

void CliContext::print(const QString& text) {
    write(stdout, text.endsWith(QLatin1Char('\n')) ? text : text + QLatin1Char('\n'));
}

void CliContext::printBytes(const QByteArray& utf8) {
    std::fwrite(utf8.constData(), 1, size_t(utf8.size()), stdout);
}

void CliContext::printJson(const QJsonValue& json) {
    const QJsonDocument doc =
        json.isArray() ? QJsonDocument(json.toArray()) : QJsonDocument(json.toObject());
    print(QString::fromUtf8(doc.toJson(QJsonDocument::Indented)));
}

QString figureMarker(const Figure& figure) {
    if (figure.status == FigureStatus::Unverified)
        return QStringLiteral("?");
    if (figure.status == FigureStatus::DesignTarget)
        return QStringLiteral(" target");
    return figure.sparsityUnstated ? QStringLiteral("*") : QString();
}

QString figureText(const Figure& figure, int decimals) {
    if (!figure.hasValue())
        return statusDisplayName(figure.status);
    const QString text = figure.value.typeId() == QMetaType::QString
                             ? figure.text()
                             : formatNumber(figure.number(), decimals, CliContext::locale());
    return text + figureMarker(figure);
}

QString cellText(const Quantity& quantity, const Chip& chip, Precision precision) {
    const Figure value = quantity.value(chip, precision);
    if (!value.hasValue())
        return statusDisplayName(value.status);
    return plainSpaces(quantity.cellText(value, CliContext::locale())) + figureMarker(value);
}

QString plainSpaces(QString text) {
    text.replace(QChar(0x00A0), QLatin1Char(' '));
    return text;
}

QString quantityText(double value, Unit unit) {
    return plainSpaces(formatQuantity(value, unit, CliContext::locale()));
}

QJsonValue computedFigureToJson(const Figure& figure, Unit unit, Precision precision) {
    QJsonObject o;
    o.insert(QLatin1String("value"),
             figure.hasValue() ? QJsonValue(figure.number()) : QJsonValue());
    o.insert(QLatin1String("unit"), unitSymbol(unit));
    o.insert(QLatin1String("status"), statusKey(figure.status));
    o.insert(QLatin1String("source"), QString());
    o.insert(QLatin1String("note"), figure.note);
    o.insert(QLatin1String("precision"), precisionKey(precision));
    return o;
}

} // namespace chipatlas::cli
