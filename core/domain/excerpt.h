#pragma once

#include <QString>
#include <QStringView>

class QCommandLineParser;

namespace chipatlas {

// What a message repeats of a user's input (a CSV header or cell, a JSON key or value, an id, a
// command-line value, a connection string): at most kExcerptLength characters of it, with every
// character a terminal would act on or that does not show (control characters, bidirectional
// overrides, line separators) escaped, so that a message stays short and prints as text
// whatever the input holds. Every message that quotes input goes through these functions.
inline constexpr qsizetype kExcerptLength = 40;

// The text for a message's own quotes ("\"%1\" is not a number"): escaped as C writes it (\n,
// \r, \t, \0, \x1b, \u202e), and, when longer than kExcerptLength, its start, "…" and its
// length: abc… (1048576 characters).
QString excerpt(QStringView text);
// The same in quotes, for a message without quotes of its own: "abc",
// "abc…" (1048576 characters).
QString quotedExcerpt(QStringView text);
// A name a message shows bare (a column's, an id): the name itself when it is at most
// kExcerptLength characters and shows as it is, else quotedExcerpt().
QString nameExcerpt(QStringView text);
// A whole message made safe to print: every character excerpt() escapes, but the line feed
// between its lines, escaped; the message is not cut.
QString printableMessage(QStringView text);

// QCommandLineParser's error after a failed parse, with the unknown options it names quoted
// as excerpts (its own errorText() repeats them whole: an option of 100,000 characters, escape
// sequences), the first five of them and how many more; other errors as Qt words them.
QString commandLineError(const QCommandLineParser& parser);

} // namespace chipatlas
