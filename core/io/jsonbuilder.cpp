#include "jsonbuilder.h"

namespace chipatlas {

void JsonObjectBuilder::beginObject() {
    m_frames.push_back({true});
}

void JsonObjectBuilder::endObject() {
    const QJsonObject object = std::move(m_frames.back().object);
    m_frames.pop_back();
    add(object);
}

void JsonObjectBuilder::beginArray() {
    m_frames.push_back({false});
}

void JsonObjectBuilder::endArray() {
    const QJsonArray array = std::move(m_frames.back().array);
    m_frames.pop_back();
    add(array);
}

void JsonObjectBuilder::key(QLatin1StringView key) {
    m_frames.back().key = key;
}

void JsonObjectBuilder::null() {
    add(QJsonValue(QJsonValue::Null));
}

void JsonObjectBuilder::add(const QJsonValue& value) {
    if (m_frames.empty()) {
        m_result = value;
        return;
    }
    Frame& frame = m_frames.back();
    if (frame.isObject)
        frame.object.insert(frame.key, value);
    else
        frame.array.append(value);
}

} // namespace chipatlas
