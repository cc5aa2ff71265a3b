#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QStringList>
#include <QStringView>

#include <concepts>
#include <vector>

class QCborValue;

namespace chipatlas {

// Writes JSON byte for byte as QJsonDocument::toJson(QJsonDocument::Indented) of Qt 6.4 writes
// the same value, without building a QJsonObject or a QJsonDocument: the export of a chip and
// list --json write each chip straight from its members (README, Performance).
//
// Qt's form: an object is "{\n", each member on its own line indented by four spaces per level
// ("\"key\": value"), ",\n" between members, "\n", the closing "}" indented as the object's own
// level (an empty object is "{\n" and the indented "}"); an array likewise with "[" and "]".
// Members come in the order of their keys (as QJsonObject keeps them), whatever the order they
// are written in, and a key written twice keeps the later value, as QJsonObject::insert() does.
// Strings escape '"', '\\' and the control characters below 0x20 (\b \f \n \r \t, the others as
// \u00XX), write the rest as UTF-8 and a lone surrogate as \uXXXX; a number is the digits of a
// whole number a qint64 holds (QJsonObject keeps those as integers), otherwise
// QByteArray::number(d, 'g', QLocale::FloatingPointShortest), and null when it is not finite.
//
// The value written is at indentation `level` (its closing bracket indented by 4 * level spaces,
// its members by 4 * (level + 1)); nothing comes before or after it: a document adds its own
// "\n" and an array element its indentation and separator (IndentedJsonArray).
class IndentedJsonWriter final {
public:
    IndentedJsonWriter(QByteArray* out, int level)
        : m_out(out)
        , m_level(level) {}

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // The next member of the object being written; its value follows. `key` must stay valid
    // until the object ends (a literal, or a string its caller keeps).
    void key(QLatin1StringView key);

    void null();
    void value(bool value);
    void value(double value);
    void value(QStringView text);
    void value(const QString& text) { value(QStringView(text)); }
    void value(QLatin1StringView text);
    void value(const QStringList& texts); // an array of strings
    void value(const QJsonValue& value);
    void value(const QJsonObject& object);

    // A string's JSON escaping as Qt writes it, without the quotes.
    static void appendEscaped(QByteArray& out, QStringView text);
    static void appendEscaped(QByteArray& out, QLatin1StringView text);
    // A double as Qt writes it once inserted in an object or an array: the digits of a whole
    // number a qint64 holds, otherwise 'g' shortest, null when not finite.
    static void appendNumber(QByteArray& out, double value);

private:
    struct Member {
        QLatin1StringView key;
        qsizetype start; // where its line starts in *m_out
    };
    struct Frame {
        bool object;
        qsizetype start;               // where its first member or element starts
        std::vector<Member> keys = {}; // an object's members written so far, in key order
        bool pending = false;          // a member whose value is being written, not yet placed
        QLatin1StringView pendingKey = {};
        qsizetype pendingStart = 0;
    };

    void beforeValue();
    void afterValue();
    void placePendingMember(Frame& frame);
    void close(char bracket);
    void appendIndent(int level);
    void writeCbor(const QCborValue& value, int level);

    QByteArray* m_out;
    int m_level;
    std::vector<Frame> m_frames;
};

// A JSON array written one element at a time, byte for byte as
// QJsonDocument(array).toJson(QJsonDocument::Indented) writes the whole array: "[", each
// element indented by four spaces, "," between elements, "]" and a line break. An export or a
// listing of 100,000 chips then holds one element in memory, not the document. An array at
// `depth` 1 is the value of a member of the document's object (its elements indented by eight
// spaces, its "]" by four, no line break after it).
class IndentedJsonArray final {
public:
    explicit IndentedJsonArray(int depth = 0)
        : m_depth(depth) {}
    static QByteArray begin() { return QByteArrayLiteral("[\n"); }
    // The next element, which `write` writes with the writer it is given.
    template <typename Write>
    requires std::invocable<Write, IndentedJsonWriter&> QByteArray element(Write&& write) {
        QByteArray out = separator();
        IndentedJsonWriter json(&out, m_depth + 1);
        write(json);
        return out;
    }
    QByteArray element(const QJsonObject& object);
    QByteArray end() const;

private:
    QByteArray separator();

    int m_depth = 0;
    bool m_any = false;
};

} // namespace chipatlas
