// GUI start at catalog scale: from main() until the chip table paints its first rows, against a
// bare QTableView over a QSqlQueryModel of the same chip table (lazy fetch), and the peak
// resident memory once the whole catalog is shown, against the same start on the empty catalog.
// Then on PostgreSQL (benchpg.h): the first rows against the same bare view over the server, and
// the start until the table's model holds every row against psql reading the same chips.
//
// Every start is a process of its own (this executable with a mode argument), so that neither
// the time nor the peak memory of one start carries over into the next. Each child prints
// "FIRST-ROWS <ms>" and, for the app, "PEAK-MB <MB>" once the complete snapshot is shown.
#include "application/catalogsession.h"
#include "apppaths.h"
#include "benchcommon.h"
#include "benchpg.h"
#include "common/settings.h"
#include "guistartup.h"
#include "startupcatalog.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlQueryModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <optional>

namespace {

using namespace chipatlas;

QElapsedTimer& sinceMain() {
    static QElapsedTimer timer;
    return timer;
}

// Calls `then` once, after the first paint of `view` that shows rows.
class FirstRowsWatcher final : public QObject {
public:
    FirstRowsWatcher(QTableView* view, std::function<void()> then)
        : QObject(view)
        , m_view(view)
        , m_then(std::move(then)) {
        view->viewport()->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && m_then && m_view->model() &&
            m_view->model()->rowCount() > 0) {
            // Measured when this paint is done, as the user sees it.
            QTimer::singleShot(0, this, [then = std::exchange(m_then, {})] { then(); });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QTableView* m_view;
    std::function<void()> m_then;
};

void printLine(const char* key, double value) {
    std::printf("%s %.1f\n", key, value);
    std::fflush(stdout);
}

// `file` a catalog file, or a server's URL (the password from PGPASSWORD, which libpq reads).
int runBare(const QString& file) {
    QString problem;
    const std::optional<CatalogConnection> connection = CatalogConnection::fromText(file, &problem);
    if (!connection)
        return 2;
    QSqlDatabase db = QSqlDatabase::addDatabase(
        connection->isPostgres() ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"));
    if (connection->isPostgres()) {
        db.setHostName(connection->host);
        db.setPort(connection->port);
        db.setDatabaseName(connection->database);
        db.setUserName(connection->user);
    } else {
        db.setDatabaseName(file);
    }
    if (!db.open())
        return 2;
    QSqlQueryModel model;
    model.setQuery(QStringLiteral("SELECT * FROM chip"), db);
    QTableView view;
    view.setModel(&model);
    new FirstRowsWatcher(&view, [] {
        printLine("FIRST-ROWS", double(sinceMain().elapsed()));
        QApplication::quit();
    });
    view.resize(1280, 800);
    view.show();
    return QApplication::exec();
}

// The start-up of app/gui/main.cpp: --db FILE (or a server's URL), the session, the main window.
// A server's password is PGPASSWORD's, as if the keychain held it.
int runApp(const QString& file) {
    AppPaths::setApplicationIdentity();
    const GuiCommandLine commandLine =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--db"), file});
    CatalogSession session;
    StorageError error;
    PasswordSources passwords;
    passwords.keychain = [](const QString&) {
        PasswordStore::Result saved;
        saved.status = PasswordStore::Status::Ok;
        saved.password = qEnvironmentVariable("PGPASSWORD");
        return saved;
    };
    passwords.ask = [](const CatalogConnection&, const QString&) -> std::optional<QString> {
        return std::nullopt;
    };
    if (openStartupCatalog(session, startupConnection(commandLine, Settings()), passwords,
                           &error) != StartupOpen::Opened) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(file), qPrintable(error.message));
        return 2;
    }
    MainWindow window(&session, commandLine.view);
    auto* table = window.findChild<QTableView*>(QStringLiteral("chipTable"));
    if (!table)
        return 2;
    bool firstRows = false;
    bool complete = false;
    // The longest the GUI thread left a 1 ms timer unanswered between the first rows and every
    // row shown: the rest loads on the session's worker, the views only take the snapshot.
    QTimer ticker;
    ticker.setInterval(1);
    QElapsedTimer sinceTick;
    double longestStallMs = 0.0;
    const auto tick = [&] {
        longestStallMs = std::max(longestStallMs, double(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.restart();
    };
    QObject::connect(&ticker, &QTimer::timeout, &window, tick);
    const auto finishWhenDone = [&] {
        if (!firstRows || !complete)
            return;
        // After the views took the complete snapshot (they are connected before this).
        QTimer::singleShot(0, &window, [&] {
            tick();
            ticker.stop();
            printLine("LONGEST-STALL", longestStallMs);
            printLine("PEAK-MB", bench::peakResidentMb());
            QApplication::quit();
        });
    };
    new FirstRowsWatcher(table, [&] {
        printLine("FIRST-ROWS", double(sinceMain().elapsed()));
        firstRows = true;
        sinceTick.start();
        ticker.start();
        finishWhenDone();
    });
    QObject::connect(&session, &CatalogSession::snapshotChanged, &window,
                     [&](const CatalogSnapshot& snapshot) {
                         if (!snapshot.isComplete() || complete)
                             return;
                         // The views took the snapshot before this (connected first): the
                         // table's model holds every row.
                         printLine("ALL-ROWS", double(sinceMain().elapsed()));
                         complete = true;
                         finishWhenDone();
                     });
    QObject::connect(&session, &CatalogSession::loadFailed, &window, [] {
        std::fprintf(stderr, "the catalog could not be read\n");
        QApplication::exit(2);
    });
    window.show();
    return QApplication::exec();
}

struct Start {
    double firstRowsMs = 0.0;
    double allRowsMs = 0.0;
    double longestStallMs = 0.0;
    double peakMb = 0.0;
};

// One start in a process of its own, with settings and data folders of its own.
std::optional<Start> start(const QString& mode, const QString& file) {
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("HOME"), home.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    QProcess child;
    child.setProcessEnvironment(environment);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {mode, file});
    if (!child.waitForFinished(600000) || child.exitStatus() != QProcess::NormalExit ||
        child.exitCode() != 0) {
        std::fprintf(stderr, "the %s start did not finish\n", qPrintable(mode));
        return std::nullopt;
    }
    Start result;
    bool rows = false;
    for (const QByteArray& line : child.readAllStandardOutput().split('\n')) {
        if (line.startsWith("FIRST-ROWS ")) {
            result.firstRowsMs = line.mid(11).toDouble();
            rows = true;
        } else if (line.startsWith("LONGEST-STALL ")) {
            result.longestStallMs = line.mid(14).toDouble();
        } else if (line.startsWith("ALL-ROWS ")) {
            result.allRowsMs = line.mid(9).toDouble();
        } else if (line.startsWith("PEAK-MB ")) {
            result.peakMb = line.mid(8).toDouble();
        }
    }
    if (!rows)
        return std::nullopt;
    std::printf("  %s: first rows after %.0f ms, every row after %.0f ms (longest stall %.0f ms), "
                "peak %.0f MB\n",
                qPrintable(mode), result.firstRowsMs, result.allRowsMs, result.longestStallMs,
                result.peakMb);
    std::fflush(stdout);
    return result;
}

// The wall time of psql reading the chip reader's rows (benchcommon.h) from `catalog`; < 0 when
// it failed.
double psqlReadMs(const QString& psql, const bench::PgCatalog& catalog) {
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(psql, bench::psqlArguments(catalog) +
                            QStringList{QStringLiteral("-c"), bench::readerRows(" COLLATE \"C\"")});
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        return -1.0;
    }
    return double(timer.nsecsElapsed()) / 1e6;
}

// The same starts on the prepared catalog on PostgreSQL (benchpg.h): the first rows against a
// bare QTableView over a QSqlQueryModel on the same server, and every row in the table's model
// against psql reading the same chips' rows.
int runParentPostgres() {
    QString problem;
    const std::optional<bench::PgCatalog> pg =
        bench::preparedPgCatalog(QStringLiteral(CHIPATLAS_CLI), &problem);
    const QString psql = bench::psqlShell();
    if (!pg || psql.isEmpty()) {
        std::fprintf(stderr, "cannot measure PostgreSQL: %s\n", qPrintable(problem));
        return 2;
    }
    std::optional<double> bareMs;
    std::optional<double> firstMs;
    std::optional<double> allMs;
    std::optional<double> psqlMs;
    std::optional<double> stallMs;
    for (int round = 0; round < 2; ++round) {
        const std::optional<Start> bare = start(QStringLiteral("bare"), pg->url);
        const std::optional<Start> app = start(QStringLiteral("app"), pg->url);
        const double read = psqlReadMs(psql, *pg);
        if (!bare || !app || read < 0)
            return 2;
        bareMs = std::min(bareMs.value_or(bare->firstRowsMs), bare->firstRowsMs);
        firstMs = std::min(firstMs.value_or(app->firstRowsMs), app->firstRowsMs);
        allMs = std::min(allMs.value_or(app->allRowsMs), app->allRowsMs);
        psqlMs = std::min(psqlMs.value_or(read), read);
        stallMs = std::min(stallMs.value_or(app->longestStallMs), app->longestStallMs);
    }
    bench::report(QStringLiteral("GUI start until the first rows (PostgreSQL)"), *firstMs, *bareMs,
                  3.0, QStringLiteral("ms"));
    bench::report(QStringLiteral("GUI start until every row is loaded (PostgreSQL), against psql "
                                 "reading the same chips"),
                  *allMs, *psqlMs, 2.0, QStringLiteral("ms"));
    // As the filter's stall (bench_table): against the timer's period.
    bench::report(QStringLiteral("GUI while the rows load (PostgreSQL): longest event-loop stall"),
                  *stallMs, 1.0, 50.0, QStringLiteral("ms"));
    return 0;
}

int runParent() {
    const QString catalog = bench::benchFile("catalog.sqlite");
    const QString empty = bench::benchFile("empty.sqlite");
    // Copies: the app's session may write (its WAL, a migration); the prepared files stay.
    QTemporaryDir work;
    const QString catalogCopy = work.filePath(QStringLiteral("catalog.sqlite"));
    const QString emptyCopy = work.filePath(QStringLiteral("empty.sqlite"));
    if (!work.isValid() || !QFile::copy(catalog, catalogCopy) || !QFile::copy(empty, emptyCopy)) {
        std::fprintf(stderr, "cannot copy the prepared catalogs\n");
        return 2;
    }
    const double fileMb = double(QFileInfo(catalog).size()) / (1024.0 * 1024.0);

    // Alternating, the faster of two starts each: the same page cache for both.
    std::optional<double> bareMs;
    std::optional<double> appMs;
    std::optional<double> appMb;
    std::optional<double> emptyMb;
    for (int round = 0; round < 2; ++round) {
        const std::optional<Start> bare = start(QStringLiteral("bare"), catalogCopy);
        const std::optional<Start> app = start(QStringLiteral("app"), catalogCopy);
        const std::optional<Start> appEmpty = start(QStringLiteral("app-empty"), emptyCopy);
        if (!bare || !app || !appEmpty)
            return 2;
        bareMs = std::min(bareMs.value_or(bare->firstRowsMs), bare->firstRowsMs);
        appMs = std::min(appMs.value_or(app->firstRowsMs), app->firstRowsMs);
        appMb = std::min(appMb.value_or(app->peakMb), app->peakMb);
        emptyMb = std::min(emptyMb.value_or(appEmpty->peakMb), appEmpty->peakMb);
    }
    bench::report(QStringLiteral("GUI start until the first rows"), *appMs, *bareMs, 3.0,
                  QStringLiteral("ms"));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
    int chips = 0;
    {
        db.setDatabaseName(catalog);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery count(QStringLiteral("SELECT count(*) FROM chip"), db);
            if (count.next())
                chips = count.value(0).toInt();
        }
    }
    bench::report(QStringLiteral("peak memory with %1 rows loaded, above the empty catalog")
                      .arg(QLocale(QLocale::English).toString(chips)),
                  *appMb - *emptyMb, fileMb, 2.0, QStringLiteral("MB"));
    return runParentPostgres();
}

} // namespace

int main(int argc, char* argv[]) {
    sinceMain().start();
    const QString mode = argc > 2 ? QString::fromLocal8Bit(argv[1]) : QString();
    const QString file = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    if (mode == QLatin1String("bare")) {
        QApplication app(argc, argv);
        return runBare(file);
    }
    if (mode == QLatin1String("app") || mode == QLatin1String("app-empty")) {
        QApplication app(argc, argv);
        return runApp(file);
    }
    QCoreApplication app(argc, argv);
    return runParent();
}
