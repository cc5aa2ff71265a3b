// What a message repeats of a user's input: a bounded excerpt, with control characters escaped.
#include "domain/excerpt.h"

#include <QTest>

using namespace chipatlas;

class TestExcerpt : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void shortTextIsWhole();
    void longTextIsCutWithItsLength();
    void controlCharactersAreEscaped();
    void surrogatePairsStayWhole();
    void namesShowBareWhenPlain();
    void messagesKeepTheirLines();
};

namespace {
// No character below U+0020 (a line feed only where `lineFeeds`), DEL or C1 control.
bool printable(const QString& text, bool lineFeeds = false) {
    for (const QChar c : text) {
        const ushort u = c.unicode();
        if (lineFeeds && u == '\n')
            continue;
        if (u < 0x20 || (u >= 0x7f && u < 0xa0))
            return false;
    }
    return true;
}
} // namespace

void TestExcerpt::shortTextIsWhole() {
    QCOMPARE(excerpt(u"1e400"), QStringLiteral("1e400"));
    QCOMPARE(quotedExcerpt(u"1e400"), QStringLiteral("\"1e400\""));
    QCOMPARE(excerpt(u"größe"), QStringLiteral("größe"));
    const QString forty(kExcerptLength, QLatin1Char('x'));
    QCOMPARE(excerpt(forty), forty);
}

void TestExcerpt::longTextIsCutWithItsLength() {
    const QString header(1048576, QLatin1Char('x'));
    const QString start(kExcerptLength, QLatin1Char('x'));
    QCOMPARE(excerpt(header), start + QStringLiteral("… (1048576 characters)"));
    QCOMPARE(quotedExcerpt(header),
             QLatin1Char('"') + start + QStringLiteral("…\" (1048576 characters)"));
    // 20 MB of NULs: escaped, still a few hundred characters.
    const QString nuls(20 * 1024 * 1024, QChar(0));
    const QString text = quotedExcerpt(nuls);
    QVERIFY2(text.size() < 200, qPrintable(text));
    QVERIFY(text.startsWith(QStringLiteral("\"\\0\\0\\0")));
    QVERIFY(text.endsWith(QStringLiteral("(20971520 characters)")));
    QVERIFY(printable(text));
}

void TestExcerpt::controlCharactersAreEscaped() {
    // Clear the screen, set the window title, ring the bell.
    const QString hostile = QStringLiteral("\x1b[2J\x1b]0;pwned\x07");
    QCOMPARE(excerpt(hostile), QStringLiteral("\\x1b[2J\\x1b]0;pwned\\x07"));
    QCOMPARE(excerpt(QStringLiteral("a\nb\r\tc")), QStringLiteral("a\\nb\\r\\tc"));
    QCOMPARE(excerpt(QString(2, QChar(0))), QStringLiteral("\\0\\0"));
    QCOMPARE(excerpt(QStringLiteral("\x7f")), QStringLiteral("\\x7f"));
    QCOMPARE(excerpt(QString(QChar(0x9b))), QStringLiteral("\\x9b")); // the C1 CSI
    // A right-to-left override turns the rest of a line around; a line separator breaks it.
    QCOMPARE(excerpt(QString(QChar(0x202e)) + QStringLiteral("abc")), QStringLiteral("\\u202eabc"));
    QCOMPARE(excerpt(QString(QChar(0x2028))), QStringLiteral("\\u2028"));
    // Half a surrogate pair is not a character.
    QCOMPARE(excerpt(QString(QChar(0xd800))), QStringLiteral("\\ud800"));
}

void TestExcerpt::surrogatePairsStayWhole() {
    const QString emoji = QString::fromUtf8("\xF0\x9F\x98\x80"); // U+1F600, two UTF-16 units
    QCOMPARE(excerpt(emoji), emoji);
    // The cut falls inside the pair: the pair is left out rather than split.
    const QString text =
        QString(kExcerptLength - 1, QLatin1Char('a')) + emoji + QStringLiteral("b");
    const QString cut = excerpt(text);
    QVERIFY2(cut.startsWith(QString(kExcerptLength - 1, QLatin1Char('a')) + QStringLiteral("…")),
             qPrintable(cut));
}

void TestExcerpt::namesShowBareWhenPlain() {
    QCOMPARE(nameExcerpt(u"tdp_w"), QStringLiteral("tdp_w"));
    QCOMPARE(nameExcerpt(u"nvidia-h100-sxm"), QStringLiteral("nvidia-h100-sxm"));
    QCOMPARE(nameExcerpt(QStringLiteral("\x1b[2J")), QStringLiteral("\"\\x1b[2J\""));
    const QString header(1048576, QLatin1Char('x'));
    QCOMPARE(nameExcerpt(header), quotedExcerpt(header));
}

void TestExcerpt::messagesKeepTheirLines() {
    const QString message = QStringLiteral("line 1: \x1b[2J\nline 2:\ttab");
    const QString printed = printableMessage(message);
    QCOMPARE(printed, QStringLiteral("line 1: \\x1b[2J\nline 2:\\ttab"));
    QVERIFY(printable(printed, true));
}

QTEST_GUILESS_MAIN(TestExcerpt)
#include "tst_excerpt.moc"
