#include "savedsnapshot.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {
constexpr qsizetype kMaxNameLength = 200;

struct ReasonInfo {
    SnapshotReason reason;
    const char* key;
    const char* displayName;
    const char* automaticPrefix;
};

constexpr ReasonInfo kReasons[] = {
    {SnapshotReason::User, "user", QT_TRANSLATE_NOOP("SnapshotReason", "taken by you"), "Snapshot"},
    {SnapshotReason::Import, "import", QT_TRANSLATE_NOOP("SnapshotReason", "before an import"),
     "Before import"},
    {SnapshotReason::Copy, "copy", QT_TRANSLATE_NOOP("SnapshotReason", "before a copy"),
     "Before copy"},
    {SnapshotReason::Update, "update",
     QT_TRANSLATE_NOOP("SnapshotReason", "before a built-in catalog update"), "Before update"},
    {SnapshotReason::File, "file", QT_TRANSLATE_NOOP("SnapshotReason", "read from a file"),
     "Imported"},
};

const ReasonInfo& info(SnapshotReason reason) {
    for (const ReasonInfo& entry : kReasons) {
        if (entry.reason == reason)
            return entry;
    }
    return kReasons[0];
}
} // namespace

QString snapshotReasonKey(SnapshotReason reason) {
    return QString::fromLatin1(info(reason).key);
}

QString snapshotReasonDisplayName(SnapshotReason reason) {
    return QCoreApplication::translate("SnapshotReason", info(reason).displayName);
}

std::optional<SnapshotReason> snapshotReasonFromKey(QStringView key) {
    for (const ReasonInfo& entry : kReasons) {
        if (key == QLatin1String(entry.key))
            return entry.reason;
    }
    return std::nullopt;
}

bool isAutomaticSnapshot(SnapshotReason reason) {
    return reason == SnapshotReason::Import || reason == SnapshotReason::Copy ||
           reason == SnapshotReason::Update;
}

QString validateSnapshotName(const QString& name) {
    if (name.trimmed().isEmpty())
        return QCoreApplication::translate("SnapshotReason", "A snapshot needs a name.");
    if (name.trimmed() != name) {
        return QCoreApplication::translate("SnapshotReason",
                                           "The snapshot name \"%1\" starts or ends with a space.")
            .arg(name);
    }
    for (const QChar c : name) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
            c == QChar::ParagraphSeparator) {
            return QCoreApplication::translate(
                "SnapshotReason", "A snapshot name must be one line without control characters.");
        }
    }
    if (name.size() > kMaxNameLength) {
        return QCoreApplication::translate("SnapshotReason",
                                           "A snapshot name has at most %1 characters; this one "
                                           "has %2.")
            .arg(kMaxNameLength)
            .arg(name.size());
    }
    return {};
}

QString automaticSnapshotName(SnapshotReason reason, const QDateTime& when) {
    return QStringLiteral("%1 %2").arg(
        QLatin1String(info(reason).automaticPrefix),
        when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
}

} // namespace chipatlas
