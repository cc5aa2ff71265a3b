#pragma once

// A catalog in a temporary folder for end-to-end tests of chipatlas-cli, with the built-in
// chips and models to compare its answers with (computeFit() in-process and the like).

#include "clirunner.h"
#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "io/catalogjson.h"

#include <QTemporaryDir>

#include <cmath>

// A byte count as the CLI's JSON writes it: a whole number, rounded.
inline qint64 roundedBytes(double bytes) {
    return qint64(std::llround(bytes));
}

class CliCatalog final {
public:
    // Call from initTestCase(): the folder, the environment (German locale, so that the CLI's
    // C-locale numbers are tested) and the built-in data.
    bool init(QString* error) {
        if (!m_dir.isValid()) {
            *error = QStringLiteral("no temporary folder");
            return false;
        }
        m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                     m_dir.filePath(QStringLiteral("xdg-config")));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        const std::optional<chipatlas::ChipCatalogFile> chips = chipatlas::builtInChips(error);
        const std::optional<chipatlas::ModelCatalogFile> models = chipatlas::builtInModels(error);
        if (!chips || !models)
            return false;
        m_chips = chips->chips;
        m_models = models->models;
        return true;
    }

    // Sets one more environment variable of the CLI's runs (CHIPATLAS_TODAY, ...).
    void setEnvironment(const QString& name, const QString& value) { m_env.insert(name, value); }
    QString path(const QString& name) const { return m_dir.filePath(name); }

    CliResult run(const QStringList& arguments) const { return runCliOn(m_db, arguments, m_env); }
    QJsonDocument runJson(const QStringList& arguments) const {
        return runCliJson(m_db, arguments, m_env);
    }

    const QList<chipatlas::Chip>& chips() const { return m_chips; }
    const QList<chipatlas::LlmModel>& models() const { return m_models; }
    chipatlas::Chip chip(const QString& id) const {
        for (const chipatlas::Chip& c : m_chips) {
            if (c.id == id)
                return c;
        }
        qWarning("no built-in chip %s", qPrintable(id));
        return {};
    }
    chipatlas::LlmModel model(const QString& id) const {
        for (const chipatlas::LlmModel& m : m_models) {
            if (m.id() == id)
                return m;
        }
        qWarning("no built-in model %s", qPrintable(id));
        return {};
    }

private:
    QTemporaryDir m_dir;
    QString m_db;
    QProcessEnvironment m_env;
    QList<chipatlas::Chip> m_chips;
    QList<chipatlas::LlmModel> m_models;
};
