#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QStringList>
#include <QStringView>

#include <vector>

namespace chipatlas {

// Builds a QJsonValue through the same calls IndentedJsonWriter (jsonwriter.h) takes, so that
// one function describes a JSON shape (a chip, a figure) and both write it: this one as the
// QJsonObject the CLI, snapshots and tests read, the writer as the bytes of an export.
class JsonObjectBuilder final {
public:
    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    void key(QLatin1StringView key);

    void null();
    void value(bool value) { add(value); }
    void value(double value) { add(value); }
    void value(QStringView text) { add(text.toString()); }
    void value(const QString& text) { add(text); }
    void value(QLatin1StringView text) { add(QString(text)); }
    void value(const QStringList& texts) { add(QJsonArray::fromStringList(texts)); }
    void value(const QJsonValue& value) { add(value); }
    void value(const QJsonObject& object) { add(object); }

    // The outermost object written (an empty object when it was not one).
    QJsonObject object() const { return m_result.toObject(); }

private:
    struct Frame {
        bool isObject;
        QJsonObject object = {};
        QJsonArray array = {};
        QLatin1StringView key = {};
    };
    void add(const QJsonValue& value);

    std::vector<Frame> m_frames;
    QJsonValue m_result;
};

} // namespace chipatlas
