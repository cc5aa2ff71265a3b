#pragma once

#include <QString>

namespace chipatlas {

// The built-in catalog's notes in the GUI's language (README, "Languages"): a note that is
// exactly one of the built-in catalog's English notes comes back in the language of the
// installed translation (resources/catalog/notes.<language>.json, embedded as a resource and
// read once per language); any other text (a note the user typed or changed, a name, a
// source) and every note under English come back as they are. The CLI stays English: it never
// calls this. Safe from any thread.
QString catalogText(const QString& englishNote);

// The language whose notes catalogText() shows: "de", "ja" or "en" (the installed
// translation's own answer, so a test that installs the German translator gets German notes).
QString catalogTextLanguage();

} // namespace chipatlas
