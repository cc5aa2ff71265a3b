// IndentedJsonWriter (core/io/jsonwriter.h) writes the bytes QJsonDocument::toJson(Indented)
// writes, for every value: the export and list --json rely on it to stay byte for byte the same
// (README, Performance).
#include "io/catalogjson.h"
#include "io/chipexportwriter.h"
#include "io/jsonbuilder.h"
#include "io/jsonwriter.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace chipatlas;

namespace {
QLatin1StringView latin1(const char* text) {
    return QLatin1StringView(text);
}

QByteArray qtDocument(const QJsonValue& value) {
    return value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)
                           : QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented);
}

// The document `write` writes: the value at level 0 and the document's last line break.
template <typename Write>
QByteArray writtenDocument(Write write) {
    QByteArray out;
    IndentedJsonWriter json(&out, 0);
    write(json);
    return out + '\n';
}

// What `write` builds through QJsonObject, as QJsonDocument writes it.
template <typename Write>
QByteArray builtDocument(Write write) {
    JsonObjectBuilder json;
    write(json);
    return QJsonDocument(json.object()).toJson(QJsonDocument::Indented);
}

QString text(std::initializer_list<char16_t> units) {
    QString s;
    for (char16_t u : units)
        s += QChar(u);
    return s;
}

// Every control character alone and together, the characters JSON and Qt treat specially, the
// edges of UTF-8's lengths, non-characters, a non-BMP character and lone surrogates.
QStringList awkwardTexts() {
    QStringList texts{QString(),
                      QStringLiteral("plain text"),
                      QStringLiteral("\""),
                      QStringLiteral("\\"),
                      QStringLiteral("/"),
                      QStringLiteral("a\"b\\c/d")};
    QString controls;
    for (char16_t u = 0; u < 0x20; ++u) {
        texts << text({u}) << text({'x', u, 'y'});
        controls += QChar(u);
    }
    texts << controls;
    for (char16_t u :
         {0x7f, 0x80, 0xe9, 0xff, 0x7ff, 0x800, 0x2028, 0x2029, 0xfdd0, 0xfffe, 0xffff})
        texts << text({u});
    texts << QString::fromUtf8("\xf0\x9f\x98\x80") << QString::fromUtf8("a\xf0\x9f\x98\x80z")
          << text({0xd800}) << text({0xdc00}) << text({0xd83d, 'x'}) << text({'x', 0xd83d})
          << text({0xdc00, 0xd800}) << text({0xd83d, 0xd83d, 0xde00}) << text({0xde00, 0xde00});
    texts << texts.join(QString());
    return texts;
}

// Zero and its sign, the edges of double, integers about 2^53 and 2^63, shortest forms that
// switch between decimal and exponent, NaN and infinities; then random ones.
QList<double> awkwardNumbers() {
    const double inf = std::numeric_limits<double>::infinity();
    QList<double> numbers{0.0,
                          -0.0,
                          1.0,
                          -1.0,
                          0.1,
                          0.5,
                          1e-300,
                          -1e-300,
                          1e300,
                          -1e300,
                          5e-324,
                          1e-5,
                          1e-4,
                          1.5e-5,
                          0.00012,
                          1e5,
                          1e6,
                          1.5e6,
                          21000000,
                          1e15,
                          1e16,
                          1e17,
                          1e20,
                          1e21,
                          1e22,
                          1e23,
                          3.14159,
                          1.0 / 3,
                          2.0 / 3,
                          989.5,
                          2517.0,
                          0x1p53,
                          0x1p53 + 2,
                          0x1p53 - 1,
                          0x1p62,
                          0x1p63,
                          -0x1p63,
                          0x1p64,
                          -0x1p64,
                          123456789012345678.0,
                          std::numeric_limits<double>::max(),
                          std::numeric_limits<double>::min(),
                          std::numeric_limits<double>::lowest(),
                          std::numeric_limits<double>::quiet_NaN(),
                          inf,
                          -inf};
    QRandomGenerator random(20261205);
    for (int i = 0; i < 3000; ++i) {
        const quint64 bits = random.generate64();
        double d;
        std::memcpy(&d, &bits, sizeof d);
        numbers << d;
        numbers << std::round(random.generateDouble() * std::pow(10.0, random.bounded(19)));
        numbers << double(qint64(random.bounded(2000000)) - 1000000) /
                       std::pow(10.0, random.bounded(8));
        numbers << random.generateDouble() * std::pow(10.0, random.bounded(-30, 30));
    }
    return numbers;
}

// A few hundred chips beside the built-in ones: numbers scaled by random factors, every status,
// attributes of every kind and the awkward texts in every text.
QList<Chip> testChips() {
    QString error;
    const std::optional<ChipCatalogFile> builtIn = builtInChips(&error);
    Q_ASSERT(builtIn);
    QList<Chip> chips = builtIn->chips;
    const QStringList texts = awkwardTexts();
    const QList<FigureStatus> statuses = figureStatuses();
    QRandomGenerator random(7);
    const auto anyText = [&] { return texts.at(random.bounded(int(texts.size()))); };
    for (int i = 0; i < 300; ++i) {
        Chip chip = builtIn->chips.at(i % builtIn->chips.size());
        chip.id += QStringLiteral("-%1").arg(i);
        chip.origin = i % 2 ? Origin::BuiltIn : Origin::User;
        chip.vendor = i % 3 ? chip.vendor : anyText();
        chip.notes = anyText();
        chip.familyGeneration = i % 5 ? chip.familyGeneration : QString();
        chip.sourceUrls = i % 7 ? QStringList{anyText(), anyText()} : QStringList{};
        const double factor = 0.25 + random.generateDouble() * 4;
        for (const FieldSpec& info : chipSchema().fields) {
            Figure& figure = chip.figures[size_t(info.index)];
            if (info.kind == FieldKind::Number && figure.hasValue())
                figure.value = i % 4 ? figure.number() * factor : std::round(figure.number());
            if (random.bounded(10) == 0) {
                figure.status = statuses.at(random.bounded(int(statuses.size())));
                figure.source = anyText();
                figure.note = anyText();
                figure.configuration = anyText();
                figure.sparsityUnstated = random.bounded(2);
                figure.printedUnit = PrintedUnit(random.bounded(3));
                figure.linkScope = LinkScope(random.bounded(3));
                if (random.bounded(2))
                    figure.rangeLow = random.generateDouble() * 1000;
                if (random.bounded(2))
                    figure.rangeHigh = std::round(random.generateDouble() * 1000);
                if (random.bounded(4) == 0)
                    figure.value = QVariant();
            }
        }
        chips << chip;
    }
    return chips;
}

// The indented array of `objects` as the writer streams it: begin(), each element, end().
template <typename Element>
QByteArray streamedArray(qsizetype count, Element element) {
    IndentedJsonArray array;
    QByteArray out = IndentedJsonArray::begin();
    for (qsizetype i = 0; i < count; ++i)
        out += element(array, i);
    return out + array.end();
}

const char* const kRandomKeys[] = {"a", "b", "ab", "ba", "c", "z", "Z", "\xe9", ""};

// Members in no particular order, keys written twice and removed, nested and empty values: the
// same calls to the builder and the writer.
template <typename Json>
void unorderedMembers(Json& json) {
    json.beginObject();
    json.key(latin1("zeta"));
    json.value(1.5);
    json.key(latin1("alpha"));
    json.beginObject();
    json.key(latin1("b"));
    json.value(QStringLiteral("x"));
    json.key(latin1("a"));
    json.beginArray();
    json.endArray();
    json.endObject();
    json.key(latin1("mid"));
    json.beginArray();
    json.beginObject();
    json.endObject();
    json.beginArray();
    json.null();
    json.beginArray();
    json.endArray();
    json.endArray();
    json.value(true);
    json.endArray();
    json.key(latin1("alpha"));
    json.value(false);
    json.key(latin1("zeta"));
    json.beginObject();
    json.key(latin1("k"));
    json.value(2.0);
    json.endObject();
    json.key(latin1("\xe9t\xe9"));
    json.value(latin1("\xe9\x7f"));
    json.key(latin1("Zulu"));
    json.value(QStringList{QStringLiteral("a"), QStringLiteral("b\n")});
    json.key(latin1("empty"));
    json.value(QStringList{});
    json.key(latin1("mid"));
    json.value(QJsonValue(QJsonValue::Undefined));
    json.key(latin1("never"));
    json.value(QJsonValue(QJsonValue::Undefined));
    json.key(latin1(""));
    json.value(QJsonObject{{QStringLiteral("n"), 1}, {QStringLiteral("d"), 1.25}});
    json.endObject();
}
} // namespace

class TestJsonWriter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void texts();
    void numbers();
    void nestedValues();
    void parsedValues();
    void membersInAnyOrder();
    void randomMembers();
    void chips();
    void arrayInsideAnObject();
};

void TestJsonWriter::texts() {
    const QStringList texts = awkwardTexts();
    QJsonArray array;
    QJsonObject keyed; // every text as a key too
    for (const QString& t : texts) {
        array.append(t);
        keyed.insert(t, t);
    }
    QCOMPARE(writtenDocument([&](IndentedJsonWriter& json) { json.value(QJsonValue(array)); }),
             qtDocument(array));
    QCOMPARE(writtenDocument([&](IndentedJsonWriter& json) { json.value(keyed); }),
             qtDocument(keyed));
    const auto each = [&](auto& json) {
        json.beginObject();
        for (qsizetype i = 0; i < texts.size(); ++i) {
            json.key(latin1(i % 2 ? "odd" : "even"));
            json.value(texts.at(i));
        }
        json.key(latin1("all"));
        json.value(texts);
        json.endObject();
    };
    QCOMPARE(writtenDocument(each), builtDocument(each));
}

void TestJsonWriter::numbers() {
    const QList<double> numbers = awkwardNumbers();
    QJsonArray array;
    for (double d : numbers)
        array.append(d);
    // The streamed form: each number as a member (a key each) and in an array.
    QList<QByteArray> keys;
    for (qsizetype i = 0; i < numbers.size(); ++i)
        keys << QByteArray::number(i).rightJustified(6, '0');
    const auto streamed = [&](auto& json) {
        json.beginObject();
        for (qsizetype i = 0; i < numbers.size(); ++i) {
            json.key(QLatin1StringView(keys.at(i)));
            json.value(numbers.at(i));
        }
        json.key(latin1("array"));
        json.beginArray();
        for (double d : numbers)
            json.value(d);
        json.endArray();
        json.endObject();
    };
    const QByteArray expected = builtDocument(streamed);
    QCOMPARE(writtenDocument(streamed), expected);
    QVERIFY(expected.contains("\"array\": [\n        0,\n        0,\n        1,\n        -1,\n"));
    QCOMPARE(writtenDocument([&](IndentedJsonWriter& json) { json.value(QJsonValue(array)); }),
             qtDocument(array));
    // Alone, as Qt writes a number in an object (the digits of a whole number, 'g' shortest
    // otherwise); a lone value cannot be a document, so each is set in an array.
    for (double d : numbers) {
        QByteArray alone;
        IndentedJsonWriter::appendNumber(alone, d);
        QCOMPARE("[\n    " + alone + "\n]\n", qtDocument(QJsonArray{d}));
    }
}

void TestJsonWriter::nestedValues() {
    const QJsonObject object{
        {QStringLiteral("empty object"), QJsonObject()},
        {QStringLiteral("empty array"), QJsonArray()},
        {QStringLiteral("arrays"), QJsonArray{QJsonArray(), QJsonArray{QJsonArray{}}, QJsonObject(),
                                              QJsonObject{{QStringLiteral("a"), QJsonObject()}}}},
        {QStringLiteral("deep"),
         QJsonObject{{QStringLiteral("1"),
                      QJsonObject{{QStringLiteral("2"),
                                   QJsonObject{{QStringLiteral("3"),
                                                QJsonArray{1, 2.5, QStringLiteral("x")}}}}}}}},
        {QStringLiteral("scalars"), QJsonArray{true, false, QJsonValue(), 0, -0.0, QString(),
                                               QJsonValue(qint64(1) << 62), 0x1p63}},
        {QStringLiteral("z"), QJsonValue()},
    };
    QCOMPARE(writtenDocument([&](IndentedJsonWriter& json) { json.value(object); }),
             qtDocument(object));
    for (const QJsonValue& value : {QJsonValue(QJsonObject()), QJsonValue(QJsonArray()),
                                    QJsonValue(QJsonArray{QJsonArray{}, QJsonObject{}})}) {
        QCOMPARE(writtenDocument([&](IndentedJsonWriter& json) { json.value(value); }),
                 qtDocument(value));
    }
    // Deeper than the writer's run of spaces.
    QJsonValue deep = QJsonArray{1};
    for (int i = 0; i < 40; ++i)
        deep = QJsonObject{{QStringLiteral("k"), deep}};
    QCOMPARE(writtenDocument([&](IndentedJsonWriter& json) { json.value(deep); }),
             qtDocument(deep));
}

void TestJsonWriter::parsedValues() {
    // A parsed document keeps integers as integers and writes each number back its own way.
    const QByteArray json = "{\"i\": 1, \"d\": 1.0, \"e\": 1e2, \"big\": 12345678901234567890, "
                            "\"neg\": -9223372036854775808, \"s\": \"\\u0000\\ud800\\u2028\", "
                            "\"f\": 0.30000000000000004, \"a\": [1, 2.5, [], {}, null]}";
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    QVERIFY(!object.isEmpty());
    QCOMPARE(writtenDocument([&](IndentedJsonWriter& w) { w.value(object); }), qtDocument(object));
}

void TestJsonWriter::membersInAnyOrder() {
    const QByteArray expected = builtDocument(unorderedMembers<JsonObjectBuilder>);
    QCOMPARE(writtenDocument(unorderedMembers<IndentedJsonWriter>), expected);
    QVERIFY(!expected.contains("\"mid\""));
    QVERIFY(!expected.contains("\"never\""));
    QVERIFY(expected.indexOf("\"Zulu\"") < expected.indexOf("\"alpha\""));
}

void TestJsonWriter::randomMembers() {
    // Random sequences of a few keys (again and again, removed, nested), against QJsonObject.
    for (quint32 seed = 1; seed <= 300; ++seed) {
        const auto write = [seed](auto& json) {
            QRandomGenerator random(seed);
            int depth = 0;
            json.beginObject();
            for (int step = random.bounded(30); step > 0; --step) {
                json.key(latin1(kRandomKeys[random.bounded(int(std::size(kRandomKeys)))]));
                switch (random.bounded(depth < 3 ? 7 : 5)) {
                case 0:
                    json.value(random.generateDouble() * 1000);
                    break;
                case 1:
                    json.value(QString::number(random.generate()));
                    break;
                case 2:
                    json.value(QJsonValue(QJsonValue::Undefined));
                    break;
                case 3:
                    json.null();
                    break;
                case 4:
                    json.value(QStringList{QStringLiteral("x")});
                    break;
                default:
                    json.beginObject();
                    ++depth;
                    continue;
                }
                if (depth > 0 && random.bounded(3) == 0) {
                    json.endObject();
                    --depth;
                }
            }
            for (; depth > 0; --depth)
                json.endObject();
            json.endObject();
        };
        QCOMPARE(writtenDocument(write), builtDocument(write));
    }
}

void TestJsonWriter::chips() {
    const QList<Chip> chips = testChips();
    QVERIFY(chips.size() > 300);
    QJsonArray withOrigin;
    QJsonArray withoutOrigin;
    for (const Chip& chip : chips) {
        QJsonObject object = chipToJson(chip);
        withOrigin.append(object);
        object.remove(QLatin1String("builtin"));
        withoutOrigin.append(object);
    }
    const QByteArray written = streamedArray(chips.size(), [&](IndentedJsonArray& array, int i) {
        return array.element([&](IndentedJsonWriter& json) {
            json.beginObject();
            chipJsonMembers(json, chips.at(i), ChipOrigin::Written);
            json.endObject();
        });
    });
    QCOMPARE(written, qtDocument(withOrigin));
    // The export, as it streams the chips into a file.
    ChipExportWriter exporter(CatalogFormat::Json);
    QByteArray exported = exporter.begin();
    for (const Chip& chip : chips)
        exported += exporter.chip(chip);
    exported += exporter.end();
    QCOMPARE(exported, qtDocument(withoutOrigin));
    // A QJsonObject element, as fit --all-chips --json and the other exports write theirs.
    QCOMPARE(streamedArray(chips.size(),
                           [&](IndentedJsonArray& array, int i) {
                               return array.element(withOrigin.at(i).toObject());
                           }),
             qtDocument(withOrigin));
    QCOMPARE(streamedArray(0, [](IndentedJsonArray&, int) { return QByteArray(); }),
             qtDocument(QJsonArray()));
}

void TestJsonWriter::arrayInsideAnObject() {
    // At depth 1 the array is the value of a member of the document's object.
    const QJsonArray elements{QJsonObject{{QStringLiteral("a"), 1}}, QJsonObject(),
                              QJsonObject{{QStringLiteral("b"), QStringLiteral("\t")}}};
    for (const QJsonArray& array : {QJsonArray(), elements}) {
        IndentedJsonArray streamed(1);
        QByteArray out = "{\n    \"results\": " + IndentedJsonArray::begin();
        for (const QJsonValue& element : array)
            out += streamed.element(element.toObject());
        out += streamed.end() + "\n}\n";
        QCOMPARE(out, qtDocument(QJsonObject{{QStringLiteral("results"), array}}));
    }
}

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
