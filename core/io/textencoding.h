#pragma once

#include <QByteArrayView>
#include <QString>

namespace chipatlas {

// Every file ChipAtlas imports (CSV, JSON) is UTF-8, with or without its byte order mark. A file
// saved in another Unicode encoding, or whose byte order mark was damaged on the way, is named
// for what it is before any parser reads it, rather than reported as a quote, a column or a
// JSON value it does not hold:
//   "line 1: the text is not valid UTF-8: the file is UTF-16 (little-endian); save it as UTF-8"
// UTF-16 and UTF-32 are recognised by their byte order mark, or without one by the NUL bytes
// that ASCII text (a header, a bracket) has in them. Empty when the file looks like UTF-8 (the
// parsers still check every byte).
QString textEncodingProblem(QByteArrayView data);

} // namespace chipatlas
