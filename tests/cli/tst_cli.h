#pragma once

#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>

// End-to-end tests of chipatlas-cli: the real binary on a catalog in a temporary folder.
class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listJson();
    void defaultOrderIsById();
    void sortByFigure_data();
    void sortByFigure();
    void sortByName();
    void filter_data();
    void filter();
    void showJson();
    void showText();
    void sparsityUnstatedFollowsTheFigure();
    void modelsJson();
    void modelsText();
    void table();
    void outputIgnoresSystemLocale();
    void defaultCatalogIsTheGuis();
    void helpAndVersion();
    void errors_data();
    void errors();
    void notSqliteFileIsReportedAndKept();
    void specialFileAsCatalogIsRefusedAtOnce_data();
    void specialFileAsCatalogIsRefusedAtOnce();
    void devNullIsNotACatalog();

private:
    CliResult run(const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("--db"), m_db} + arguments, m_env);
    }
    QJsonArray listJsonArray(const QStringList& arguments) const {
        const CliResult r =
            run(QStringList{QStringLiteral("list"), QStringLiteral("--json")} + arguments);
        if (r.exitCode != 0)
            qWarning("list failed (%d): %s", r.exitCode, r.err.constData());
        return r.json().array();
    }
    static QSet<QString> keySet(const QJsonObject& object) {
        const QStringList keys = object.keys();
        return QSet<QString>(keys.cbegin(), keys.cend());
    }
    // The reference CSV's lines (its rows have no line breaks inside quotes).
    static QStringList referenceLines(const QString& csv) {
        QFile file(QStringLiteral(CHIPATLAS_SOURCE_DIR "/resources/reference/") + csv);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    static QStringList referenceColumns(const QString& csv) {
        return referenceLines(csv).value(0).trimmed().split(QLatin1Char(','));
    }
    static QSet<QString> referenceIds(const QString& csv) {
        QSet<QString> ids;
        for (const QString& line : referenceLines(csv).mid(1))
            ids << line.section(QLatin1Char(','), 0, 0);
        return ids;
    }

    QTemporaryDir m_dir;
    QString m_db;
    QProcessEnvironment m_env;
};
