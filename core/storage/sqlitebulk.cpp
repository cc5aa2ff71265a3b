#include "sqlitebulk.h"

#include <QSqlDriver>
#include <QSqlError>

#if defined(Q_OS_UNIX)
#include <dlfcn.h>
#endif

namespace chipatlas::storage {

namespace {
// The part of SQLite's C interface used here, as sqlite3.h declares it (sqlite3* and
// sqlite3_stmt* as opaque pointers; the destructor arguments SQLITE_STATIC, 0, and
// SQLITE_TRANSIENT, -1: SQLite copies the text).
constexpr int kSqliteOk = 0;
constexpr int kSqliteRow = 100;
constexpr int kSqliteDone = 101;

struct SqliteApi {
    int (*prepareV2)(void*, const char*, int, void**, const char**) = nullptr;
    int (*finalize)(void*) = nullptr;
    int (*reset)(void*) = nullptr;
    int (*step)(void*) = nullptr;
    int (*bindNull)(void*, int) = nullptr;
    int (*bindInt64)(void*, int, long long) = nullptr;
    int (*bindDouble)(void*, int, double) = nullptr;
    int (*bindText16)(void*, int, const void*, int, void (*)(void*)) = nullptr;
    int (*bindText)(void*, int, const char*, int, void (*)(void*)) = nullptr;
    long long (*columnInt64)(void*, int) = nullptr;
    const char* (*errmsg)(void*) = nullptr;
    int (*extendedErrcode)(void*) = nullptr;

    bool complete() const {
        return prepareV2 && finalize && reset && step && bindNull && bindInt64 && bindDouble &&
               bindText16 && bindText && columnInt64 && errmsg && extendedErrcode;
    }
};

const SqliteApi& api() {
    static const SqliteApi loaded = [] {
        SqliteApi a;
#if defined(Q_OS_UNIX)
        void* library = dlopen("libsqlite3.so.0", RTLD_LAZY | RTLD_NOLOAD);
        if (!library)
            return a;
        const auto load = [library](auto*& function, const char* name) {
            function =
                reinterpret_cast<std::remove_reference_t<decltype(function)>>(dlsym(library, name));
        };
        load(a.prepareV2, "sqlite3_prepare_v2");
        load(a.finalize, "sqlite3_finalize");
        load(a.reset, "sqlite3_reset");
        load(a.step, "sqlite3_step");
        load(a.bindNull, "sqlite3_bind_null");
        load(a.bindInt64, "sqlite3_bind_int64");
        load(a.bindDouble, "sqlite3_bind_double");
        load(a.bindText16, "sqlite3_bind_text16");
        load(a.bindText, "sqlite3_bind_text");
        load(a.columnInt64, "sqlite3_column_int64");
        load(a.errmsg, "sqlite3_errmsg");
        load(a.extendedErrcode, "sqlite3_extended_errcode");
#endif
        return a;
    }();
    return loaded;
}

// QSQLITE's handle is a sqlite3*.
void* connectionOf(const Db& db) {
    if (!db.isSqlite() || !db.db.driver())
        return nullptr;
    const QVariant handle = db.db.driver()->handle();
    if (qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<void* const*>(handle.constData());
}
} // namespace

SqliteBulk::SqliteBulk(const Db& db)
    : m_db(db)
    , m_connection(available(db) ? connectionOf(db) : nullptr) {}

SqliteBulk::~SqliteBulk() {
    if (m_statement)
        api().finalize(m_statement);
}

bool SqliteBulk::available(const Db& db) {
    return api().complete() && connectionOf(db) != nullptr;
}

StorageError SqliteBulk::lastError(const QString& doing) const {
    const QSqlError error(QString(), QString::fromUtf8(api().errmsg(m_connection)),
                          QSqlError::StatementError,
                          QString::number(api().extendedErrcode(m_connection)));
    return makeError(m_db, error, doing);
}

bool SqliteBulk::prepare(const QString& sql, const QString& doing, StorageError* error) {
    if (!m_connection) {
        *error = makeError(m_db,
                           QSqlError(QString(), QStringLiteral("no SQLite connection"),
                                     QSqlError::ConnectionError),
                           doing);
        return false;
    }
    const QByteArray text = sql.toUtf8();
    if (api().prepareV2(m_connection, text.constData(), int(text.size() + 1), &m_statement,
                        nullptr) != kSqliteOk) {
        *error = lastError(doing);
        if (m_statement)
            api().finalize(m_statement);
        m_statement = nullptr;
        return false;
    }
    return true;
}

bool SqliteBulk::exec(const QList<QVariant>& values, const QString& doing, StorageError* error) {
    const SqliteApi& a = api();
    int bound = kSqliteOk;
    const auto transient = reinterpret_cast<void (*)(void*)>(-1);
    for (qsizetype i = 0; i < values.size() && bound == kSqliteOk; ++i) {
        const QVariant& value = values.at(i);
        const int position = int(i + 1);
        if (value.isNull()) { // no value, whatever its type: NULL, as QSqlQuery binds it
            bound = a.bindNull(m_statement, position);
            continue;
        }
        switch (value.typeId()) {
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
            bound = a.bindInt64(m_statement, position, value.toLongLong());
            break;
        case QMetaType::Double:
        case QMetaType::Float:
            bound = a.bindDouble(m_statement, position, value.toDouble());
            break;
        case QMetaType::QString: {
            const QString& text = *static_cast<const QString*>(value.constData());
            bound = text.isNull() ? a.bindNull(m_statement, position)
                                  : a.bindText16(m_statement, position, text.utf16(),
                                                 int(text.size() * sizeof(char16_t)), nullptr);
            break;
        }
        default: {
            const QString text = value.toString();
            bound = a.bindText16(m_statement, position, text.utf16(),
                                 int(text.size() * sizeof(char16_t)), transient);
        }
        }
    }
    return run(bound, doing, error, nullptr);
}

bool SqliteBulk::exec(const std::vector<BoundValue>& values, const QString& doing,
                      StorageError* error, qint64* firstColumn) {
    const SqliteApi& a = api();
    int bound = kSqliteOk;
    // SQLITE_STATIC: the values outlive the statement's run (BoundValue).
    static const char16_t kEmpty[] = u"";
    for (size_t i = 0; i < values.size() && bound == kSqliteOk; ++i) {
        const BoundValue& value = values[i];
        const int position = int(i + 1);
        switch (value.type) {
        case BoundValue::Type::Null:
            bound = a.bindNull(m_statement, position);
            break;
        case BoundValue::Type::Integer:
            bound = a.bindInt64(m_statement, position, value.integer);
            break;
        case BoundValue::Type::Real:
            bound = a.bindDouble(m_statement, position, value.real);
            break;
        case BoundValue::Type::Text:
            // An empty view may have no data: '' rather than NULL.
            bound = a.bindText16(m_statement, position,
                                 value.text.isEmpty() ? kEmpty : value.text.utf16(),
                                 int(value.text.size() * sizeof(char16_t)), nullptr);
            break;
        case BoundValue::Type::Latin1:
            bound =
                a.bindText(m_statement, position, value.latin1.isEmpty() ? "" : value.latin1.data(),
                           int(value.latin1.size()), nullptr);
            break;
        }
    }
    return run(bound, doing, error, firstColumn);
}

bool SqliteBulk::run(int bound, const QString& doing, StorageError* error, qint64* firstColumn) {
    const SqliteApi& a = api();
    int result = bound;
    bool returned = false;
    if (bound == kSqliteOk) {
        do {
            result = a.step(m_statement);
            if (result == kSqliteRow && firstColumn && !returned) {
                *firstColumn = a.columnInt64(m_statement, 0);
                returned = true;
            }
        } while (result == kSqliteRow);
    }
    if (result != kSqliteDone && result != kSqliteOk) {
        *error = lastError(doing);
        a.reset(m_statement);
        return false;
    }
    a.reset(m_statement);
    if (firstColumn && !returned) {
        *error = makeError(m_db,
                           QSqlError(QString(), QStringLiteral("the statement returned no row"),
                                     QSqlError::StatementError),
                           doing);
        return false;
    }
    return true;
}

QVariant BoundValue::toVariant() const {
    switch (type) {
    case Type::Null:
        return QVariant();
    case Type::Integer:
        return QVariant(integer);
    case Type::Real:
        return QVariant(real);
    case Type::Text:
        return QVariant(text.isEmpty() ? QStringLiteral("") : text.toString());
    case Type::Latin1:
        return QVariant(latin1.isEmpty() ? QStringLiteral("") : QString(latin1));
    }
    return QVariant();
}

} // namespace chipatlas::storage
