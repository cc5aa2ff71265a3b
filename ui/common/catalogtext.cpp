#include "catalogtext.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QMutexLocker>

namespace chipatlas {

namespace {

using Notes = QHash<QString, QString>;

// {english: translation} of resources/catalog/notes.<language>.json; empty when there is no
// such file (English) or it cannot be read.
Notes readNotes(const QString& language) {
    Notes notes;
    QFile file(QStringLiteral(":/catalog-notes/notes.%1.json").arg(language));
    if (!file.open(QIODevice::ReadOnly))
        return notes;
    const QJsonObject map =
        QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("notes")).toObject();
    notes.reserve(map.size());
    for (auto it = map.begin(); it != map.end(); ++it)
        notes.insert(it.key(), it.value().toString());
    return notes;
}

} // namespace

QString catalogTextLanguage() {
    //: The code of this translation's language, exactly "de" or "ja": the GUI shows the
    //: built-in catalog's notes from resources/catalog/notes.<code>.json. Do not translate
    //: it into a word.
    return QCoreApplication::translate("CatalogText", "en");
}

QString catalogText(const QString& englishNote) {
    if (englishNote.isEmpty())
        return englishNote;
    const QString language = catalogTextLanguage();
    if (language == QLatin1String("en"))
        return englishNote;
    static QMutex mutex;
    static QHash<QString, Notes> byLanguage;
    QMutexLocker lock(&mutex);
    auto it = byLanguage.find(language);
    if (it == byLanguage.end())
        it = byLanguage.insert(language, readNotes(language));
    return it->value(englishNote, englishNote);
}

} // namespace chipatlas
