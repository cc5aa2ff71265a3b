#include "textencoding.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {
// lupdate files a free tr() in namespace chipatlas under "chipatlas": the text is looked up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

QString otherEncoding(const QString& encoding) {
    //: %1 names the encoding, e.g. "UTF-16 (little-endian)".
    return tr("line 1: the text is not valid UTF-8: the file is %1; save it as UTF-8")
        .arg(encoding);
}

bool startsWith(QByteArrayView data, std::initializer_list<unsigned char> bytes) {
    if (data.size() < qsizetype(bytes.size()))
        return false;
    qsizetype i = 0;
    for (const unsigned char byte : bytes) {
        if (uchar(data.at(i++)) != byte)
            return false;
    }
    return true;
}

// The first four bytes as ASCII text in an encoding of 2 or 4 bytes per character has them:
// the character's byte, the rest NUL ("i\0d\0" is "id" in UTF-16LE).
bool asciiIn(QByteArrayView data, int unit, bool bigEndian) {
    if (data.size() < 4)
        return false;
    for (int i = 0; i < 4; ++i) {
        const bool character = bigEndian ? i % unit == unit - 1 : i % unit == 0;
        const bool nul = data.at(i) == '\0';
        if (character == nul)
            return false;
    }
    return true;
}
} // namespace

QString textEncodingProblem(QByteArrayView data) {
    // UTF-32 first: its little-endian mark starts like UTF-16's.
    if (startsWith(data, {0xFF, 0xFE, 0x00, 0x00}))
        return otherEncoding(tr("UTF-32 (little-endian)"));
    if (startsWith(data, {0x00, 0x00, 0xFE, 0xFF}))
        return otherEncoding(tr("UTF-32 (big-endian)"));
    if (startsWith(data, {0xFF, 0xFE}))
        return otherEncoding(tr("UTF-16 (little-endian)"));
    if (startsWith(data, {0xFE, 0xFF}))
        return otherEncoding(tr("UTF-16 (big-endian)"));
    if (asciiIn(data, 4, false))
        return otherEncoding(tr("UTF-32 (little-endian, without a byte order mark)"));
    if (asciiIn(data, 4, true))
        return otherEncoding(tr("UTF-32 (big-endian, without a byte order mark)"));
    if (asciiIn(data, 2, false))
        return otherEncoding(tr("UTF-16 (little-endian, without a byte order mark)"));
    if (asciiIn(data, 2, true))
        return otherEncoding(tr("UTF-16 (big-endian, without a byte order mark)"));
    if (startsWith(data, {0xEF, 0xBB, 0xBF}))
        return {};
    // Part of a UTF-8 byte order mark (EF or EF BB and then no continuation byte), left by a
    // tool that cut or rewrote the file's start.
    const auto continuation = [&data](qsizetype i) {
        return i < data.size() && (uchar(data.at(i)) & 0xC0) == 0x80;
    };
    if (startsWith(data, {0xEF}) &&
        (!continuation(1) || (uchar(data.at(1)) == 0xBB && !continuation(2)))) {
        return tr("line 1, column 1: the text is not valid UTF-8: the file starts with a damaged "
                  "byte order mark (EF BB BF is one); remove it or save the file as UTF-8");
    }
    // The byte order mark read as Latin-1 and saved again as UTF-8: "ï»¿".
    if (startsWith(data, {0xC3, 0xAF, 0xC2, 0xBB, 0xC2, 0xBF})) {
        return tr("line 1, column 1: the file starts with \"ï»¿\", a byte order mark that was "
                  "converted to UTF-8 a second time; remove it or save the file as UTF-8");
    }
    return {};
}

} // namespace chipatlas
