#include "jsonwriter.h"

#include <QCborArray>
#include <QCborMap>
#include <QCborValue>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace chipatlas {

namespace {
char hexDigit(unsigned u) {
    return char(u < 10 ? '0' + u : 'a' + u - 10);
}

// Latin-1 orders as UTF-16 does (each character is its own code unit), and QJsonObject keeps
// its keys in UTF-16 order.
bool keyBefore(QLatin1StringView a, QLatin1StringView b) {
    return std::string_view(a.data(), size_t(a.size())) <
           std::string_view(b.data(), size_t(b.size()));
}

constexpr char kSpaces[] = "                                                                ";

// Appends the escaped form of the code units [src, end): UTF-16 (char16_t) or Latin-1 (uchar).
template <typename Unit>
void appendEscapedUnits(QByteArray& out, const Unit* src, const Unit* const end) {
    // At most six bytes for one unit (\u00XX, \uXXXX; a pair takes four for two units).
    const qsizetype start = out.size();
    out.resize(start + 6 * (end - src));
    char* cursor = out.data() + start;
    while (src != end) {
        const char16_t u = *src++;
        if (u < 0x80) {
            if (u >= 0x20 && u != '"' && u != '\\') {
                *cursor++ = char(u);
                continue;
            }
            *cursor++ = '\\';
            switch (u) {
            case '"':
                *cursor++ = '"';
                break;
            case '\\':
                *cursor++ = '\\';
                break;
            case 0x8:
                *cursor++ = 'b';
                break;
            case 0xc:
                *cursor++ = 'f';
                break;
            case 0xa:
                *cursor++ = 'n';
                break;
            case 0xd:
                *cursor++ = 'r';
                break;
            case 0x9:
                *cursor++ = 't';
                break;
            default:
                *cursor++ = 'u';
                *cursor++ = '0';
                *cursor++ = '0';
                *cursor++ = hexDigit(u >> 4);
                *cursor++ = hexDigit(u & 0xf);
            }
        } else if (u < 0x800) {
            *cursor++ = char(0xc0 | (u >> 6));
            *cursor++ = char(0x80 | (u & 0x3f));
        } else if (!QChar::isSurrogate(u)) {
            *cursor++ = char(0xe0 | (u >> 12));
            *cursor++ = char(0x80 | ((u >> 6) & 0x3f));
            *cursor++ = char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && src != end &&
                   QChar::isLowSurrogate(char16_t(*src))) {
            const char32_t ucs4 = QChar::surrogateToUcs4(u, char16_t(*src++));
            *cursor++ = char(0xf0 | (ucs4 >> 18));
            *cursor++ = char(0x80 | ((ucs4 >> 12) & 0x3f));
            *cursor++ = char(0x80 | ((ucs4 >> 6) & 0x3f));
            *cursor++ = char(0x80 | (ucs4 & 0x3f));
        } else {
            // A lone surrogate has no UTF-8: Qt writes it as an escape.
            *cursor++ = '\\';
            *cursor++ = 'u';
            *cursor++ = hexDigit((u >> 12) & 0xf);
            *cursor++ = hexDigit((u >> 8) & 0xf);
            *cursor++ = hexDigit((u >> 4) & 0xf);
            *cursor++ = hexDigit(u & 0xf);
        }
    }
    out.truncate(cursor - out.constData());
}
} // namespace

void IndentedJsonWriter::appendEscaped(QByteArray& out, QStringView text) {
    appendEscapedUnits(out, text.utf16(), text.utf16() + text.size());
}

void IndentedJsonWriter::appendEscaped(QByteArray& out, QLatin1StringView text) {
    const auto* data = reinterpret_cast<const uchar*>(text.data());
    appendEscapedUnits(out, data, data + text.size());
}

void IndentedJsonWriter::appendNumber(QByteArray& out, double value) {
    // A QJsonObject or QJsonArray keeps a whole number that a qint64 holds as an integer (and
    // writes its digits: 21000000, not 2.1e+07); the same conversion decides here.
    const QCborValue stored = QCborValue::fromJsonValue(QJsonValue(value));
    if (stored.isInteger())
        out += QByteArray::number(stored.toInteger());
    else if (std::isfinite(value))
        out += QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
    else
        out += "null"; // as Qt writes infinities and NaN (RFC 4627, section 2.4)
}

void IndentedJsonWriter::appendIndent(int level) {
    qsizetype count = 4 * qsizetype(level);
    while (count > 0) {
        const qsizetype chunk = std::min<qsizetype>(count, sizeof(kSpaces) - 1);
        m_out->append(kSpaces, chunk);
        count -= chunk;
    }
}

void IndentedJsonWriter::beforeValue() {
    if (!m_frames.empty() && !m_frames.back().object)
        appendIndent(m_level + int(m_frames.size()));
}

void IndentedJsonWriter::afterValue() {
    if (!m_frames.empty())
        m_out->append(",\n", 2);
}

void IndentedJsonWriter::key(QLatin1StringView key) {
    Frame& frame = m_frames.back();
    if (frame.pending)
        placePendingMember(frame);
    frame.pending = true;
    frame.pendingKey = key;
    frame.pendingStart = m_out->size();
    appendIndent(m_level + int(m_frames.size()));
    m_out->append('"');
    appendEscaped(*m_out, key);
    m_out->append("\": ", 3);
}

void IndentedJsonWriter::placePendingMember(Frame& frame) {
    frame.pending = false;
    std::vector<Member>& keys = frame.keys;
    const QLatin1StringView key = frame.pendingKey;
    if (keys.empty() || keyBefore(keys.back().key, key)) {
        keys.push_back({key, frame.pendingStart});
        return;
    }
    auto at =
        std::lower_bound(keys.begin(), keys.end(), key,
                         [](const Member& m, QLatin1StringView k) { return keyBefore(m.key, k); });
    if (at->key == key) {
        // The later value replaces the earlier one where it stood.
        const qsizetype stop = at + 1 != keys.end() ? (at + 1)->start : frame.pendingStart;
        const qsizetype length = stop - at->start;
        m_out->remove(at->start, length);
        frame.pendingStart -= length;
        for (auto later = at + 1; later != keys.end(); ++later)
            later->start -= length;
        at = keys.erase(at);
    }
    const qsizetype position = at != keys.end() ? at->start : frame.pendingStart;
    const qsizetype length = m_out->size() - frame.pendingStart;
    char* data = m_out->data();
    std::rotate(data + position, data + frame.pendingStart, data + m_out->size());
    for (auto later = at; later != keys.end(); ++later)
        later->start += length;
    keys.insert(at, {key, position});
}

void IndentedJsonWriter::close(char bracket) {
    Frame& frame = m_frames.back();
    if (frame.pending)
        placePendingMember(frame);
    // The last member's ",\n" becomes "\n".
    if (m_out->size() > frame.start)
        m_out->remove(m_out->size() - 2, 1);
    m_frames.pop_back();
    appendIndent(m_level + int(m_frames.size()));
    m_out->append(bracket);
    afterValue();
}

void IndentedJsonWriter::beginObject() {
    beforeValue();
    m_out->append("{\n", 2);
    m_frames.push_back({true, m_out->size(), {}});
}

void IndentedJsonWriter::endObject() {
    close('}');
}

void IndentedJsonWriter::beginArray() {
    beforeValue();
    m_out->append("[\n", 2);
    m_frames.push_back({false, m_out->size(), {}});
}

void IndentedJsonWriter::endArray() {
    close(']');
}

void IndentedJsonWriter::null() {
    beforeValue();
    m_out->append("null", 4);
    afterValue();
}

void IndentedJsonWriter::value(bool value) {
    beforeValue();
    if (value)
        m_out->append("true", 4);
    else
        m_out->append("false", 5);
    afterValue();
}

void IndentedJsonWriter::value(double value) {
    beforeValue();
    appendNumber(*m_out, value);
    afterValue();
}

void IndentedJsonWriter::value(QStringView text) {
    beforeValue();
    m_out->append('"');
    appendEscaped(*m_out, text);
    m_out->append('"');
    afterValue();
}

void IndentedJsonWriter::value(QLatin1StringView text) {
    beforeValue();
    m_out->append('"');
    appendEscaped(*m_out, text);
    m_out->append('"');
    afterValue();
}

void IndentedJsonWriter::value(const QStringList& texts) {
    beginArray();
    for (const QString& text : texts)
        value(QStringView(text));
    endArray();
}

void IndentedJsonWriter::value(const QJsonValue& value) {
    if (value.isUndefined() && !m_frames.empty() && m_frames.back().object) {
        // QJsonObject::insert() of an undefined value removes the key.
        Frame& frame = m_frames.back();
        m_out->truncate(frame.pendingStart);
        frame.pending = false;
        std::vector<Member>& keys = frame.keys;
        const auto at = std::find_if(keys.begin(), keys.end(),
                                     [&](const Member& m) { return m.key == frame.pendingKey; });
        if (at != keys.end()) {
            const qsizetype stop = at + 1 != keys.end() ? (at + 1)->start : m_out->size();
            m_out->remove(at->start, stop - at->start);
            for (auto later = at + 1; later != keys.end(); ++later)
                later->start -= stop - at->start;
            keys.erase(at);
        }
        return;
    }
    beforeValue();
    writeCbor(QCborValue::fromJsonValue(value), m_level + int(m_frames.size()));
    afterValue();
}

void IndentedJsonWriter::value(const QJsonObject& object) {
    beforeValue();
    writeCbor(QCborMap::fromJsonObject(object), m_level + int(m_frames.size()));
    afterValue();
}

void IndentedJsonWriter::writeCbor(const QCborValue& value, int level) {
    QByteArray& out = *m_out;
    switch (value.type()) {
    case QCborValue::True:
        out.append("true", 4);
        break;
    case QCborValue::False:
        out.append("false", 5);
        break;
    case QCborValue::Integer:
        out += QByteArray::number(value.toInteger());
        break;
    case QCborValue::Double:
        appendNumber(out, value.toDouble());
        break;
    case QCborValue::String:
        out.append('"');
        appendEscaped(out, value.toString());
        out.append('"');
        break;
    case QCborValue::Array: {
        out.append("[\n", 2);
        const QCborArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            appendIndent(level + 1);
            writeCbor(array.at(i), level + 1);
            out.append(i + 1 < array.size() ? ",\n" : "\n");
        }
        appendIndent(level);
        out.append(']');
        break;
    }
    case QCborValue::Map: {
        out.append("{\n", 2);
        const QCborMap map = value.toMap();
        qsizetype left = map.size();
        for (auto it = map.cbegin(); it != map.cend(); ++it) {
            appendIndent(level + 1);
            out.append('"');
            appendEscaped(out, it.key().toString());
            out.append("\": ", 3);
            writeCbor(it.value(), level + 1);
            out.append(--left > 0 ? ",\n" : "\n");
        }
        appendIndent(level);
        out.append('}');
        break;
    }
    default:
        out.append("null", 4);
    }
}

QByteArray IndentedJsonArray::separator() {
    QByteArray out;
    if (m_any)
        out += ",\n";
    m_any = true;
    out.append(QByteArray(4 * (m_depth + 1), ' '));
    return out;
}

QByteArray IndentedJsonArray::element(const QJsonObject& object) {
    return element([&](IndentedJsonWriter& json) { json.value(object); });
}

QByteArray IndentedJsonArray::end() const {
    // QJsonDocument ends an array's last element with a line break, then indents "]" as the
    // array's own line; the document (depth 0) ends with a line break.
    QByteArray out = m_any ? QByteArrayLiteral("\n") : QByteArray();
    out += QByteArray(4 * m_depth, ' ') + ']';
    if (m_depth == 0)
        out += '\n';
    return out;
}

} // namespace chipatlas
