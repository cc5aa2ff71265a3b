#include "excerpt.h"

#include "boundedlist.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace chipatlas {

namespace {
// A character that a message must not print as it is: a control character (C0, DEL, C1), a
// format character (bidirectional overrides, zero-width characters), a line or paragraph
// separator, half of a broken surrogate pair.
bool needsEscape(QChar c) {
    switch (c.category()) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
        return true;
    default:
        return false;
    }
}

void appendEscaped(QString* out, QChar c) {
    switch (c.unicode()) {
    case 0:
        *out += QLatin1String("\\0");
        return;
    case '\n':
        *out += QLatin1String("\\n");
        return;
    case '\r':
        *out += QLatin1String("\\r");
        return;
    case '\t':
        *out += QLatin1String("\\t");
        return;
    default:
        break;
    }
    if (c.unicode() < 0x100)
        *out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
    else
        *out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
}

// `text` with every character needsEscape() names escaped, but for `keep`.
QString escaped(QStringView text, QChar keep = QChar(0xFFFF)) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        // A whole surrogate pair is one printable character.
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            const char32_t code = QChar::surrogateToUcs4(c, text.at(i + 1));
            const QChar::Category category = QChar::category(code);
            if (category == QChar::Other_Format || category == QChar::Other_Control) {
                out += QStringLiteral("\\U%1").arg(uint(code), 8, 16, QLatin1Char('0'));
            } else {
                out += c;
                out += text.at(i + 1);
            }
            ++i;
            continue;
        }
        if (c != keep && needsEscape(c))
            appendEscaped(&out, c);
        else
            out += c;
    }
    return out;
}

// The first kExcerptLength characters of a longer text, without splitting a surrogate pair.
QStringView head(QStringView text) {
    qsizetype length = kExcerptLength;
    if (text.at(length - 1).isHighSurrogate())
        --length;
    return text.first(length);
}

QString lengthText(qsizetype length) {
    return QCoreApplication::translate("Excerpt", "%n characters", nullptr, int(length));
}
} // namespace

QString excerpt(QStringView text) {
    if (text.size() <= kExcerptLength)
        return escaped(text);
    return escaped(head(text)) + QStringLiteral("… (%1)").arg(lengthText(text.size()));
}

QString quotedExcerpt(QStringView text) {
    if (text.size() <= kExcerptLength)
        return QLatin1Char('"') + escaped(text) + QLatin1Char('"');
    return QStringLiteral("\"%1…\" (%2)").arg(escaped(head(text)), lengthText(text.size()));
}

QString nameExcerpt(QStringView text) {
    if (text.size() <= kExcerptLength && escaped(text) == text)
        return text.toString();
    return quotedExcerpt(text);
}

QString printableMessage(QStringView text) {
    return escaped(text, QLatin1Char('\n'));
}

QString commandLineError(const QCommandLineParser& parser) {
    const QStringList unknown = parser.unknownOptionNames();
    if (unknown.isEmpty())
        return parser.errorText();
    // Qt's own words, in Qt's own translation (qtbase's catalog, not ours: the context is not
    // a literal, so that lupdate leaves it to Qt).
    static const char* const qtContext = "QCommandLineParser";
    if (unknown.size() == 1) {
        return QCoreApplication::translate(qtContext, "Unknown option '%1'.")
            .arg(excerpt(unknown.constFirst()));
    }
    const BoundedList names = boundList(unknown, 5);
    QStringList shown;
    for (const QString& name : names.shown)
        shown << excerpt(name);
    if (names.more > 0)
        shown << andMoreText(names.more);
    return QCoreApplication::translate(qtContext, "Unknown options: %1.")
        .arg(shown.join(QStringLiteral(", ")));
}

} // namespace chipatlas
