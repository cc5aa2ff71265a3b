#!/usr/bin/env python3
"""The translations of the built-in catalog's notes (resources/catalog/notes.<lang>.json).

The GUI shows a built-in note in its own language (README, "Languages"): each file maps every
distinct English note of the built-in catalog (figure notes, entry notes, sparsity notes, an
offer's pricing and "how dated" notes, a measured result's notes) to its translation. Names,
sources and URLs are not translated. tools/build_catalog.py --check calls check_translations():
a note without a translation, or a translation whose English note no longer exists, fails the
check.

Maintainer use:
    python3 tools/catalog_notes.py missing de [N]   print up to N untranslated notes as JSON
    python3 tools/catalog_notes.py merge de FILE    add FILE's {english: translation} pairs
    python3 tools/catalog_notes.py prune de         drop translations of notes that are gone
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(ROOT, "resources", "catalog")
LANGUAGES = ("de", "ja")
NOTE_KEYS = ("note", "notes", "sparsity_note", "pricing_note", "seen_note")
FORMAT = "chipatlas-catalog-notes"


def notes_path(language, directory=CATALOG):
    return os.path.join(directory, f"notes.{language}.json")


def collect_notes(item, found):
    """Add every non-empty note of item (any depth) to found."""
    if isinstance(item, dict):
        for key, value in item.items():
            if key in NOTE_KEYS and isinstance(value, str):
                if value.strip():
                    found.add(value)
            else:
                collect_notes(value, found)
    elif isinstance(item, list):
        for value in item:
            collect_notes(value, found)


def catalog_notes(lists):
    """The distinct English notes of the built-in catalog; lists: iterables of entries."""
    found = set()
    for items in lists:
        collect_notes(list(items), found)
    return found


def committed_notes():
    """The notes of the committed resources/catalog/*.json files."""
    lists = []
    for name, key in (("chips", "chips"), ("models", "models"), ("systems", "systems"),
                      ("offers", "offers"), ("results", "results")):
        with open(os.path.join(CATALOG, f"{name}.json"), encoding="utf-8") as f:
            lists.append(json.load(f)[key])
    return catalog_notes(lists)


def notes_text(language, translations):
    """The file's text: one "english": "translation" pair a line, sorted by the English note."""
    doc = {"format": FORMAT, "language": language,
           "notes": dict(sorted(translations.items()))}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def read_translations(language, directory=CATALOG):
    """The {english: translation} map of the committed file (None when it is missing)."""
    path = notes_path(language, directory)
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    return doc.get("notes") if doc.get("format") == FORMAT else None


def check_translations(notes, directory=CATALOG):
    """Problems of the translation files against the catalog's notes (empty: all translated)."""
    problems = []
    for language in LANGUAGES:
        path = notes_path(language, directory)
        name = os.path.relpath(path, ROOT) if directory == CATALOG else path
        try:
            translations = read_translations(language, directory)
        except json.JSONDecodeError as error:
            problems.append(f"{name} is not valid JSON: {error}")
            continue
        if translations is None:
            problems.append(f"{name} is missing or not a {FORMAT} file")
            continue
        for note in sorted(notes - set(translations)):
            problems.append(f"{name}: no translation of the note {note!r}: add it "
                            f"(python3 tools/catalog_notes.py missing {language})")
        for note in sorted(set(translations) - notes):
            problems.append(f"{name}: translation left over for a note no built-in entry has "
                            f"any more: {note!r}: remove it "
                            f"(python3 tools/catalog_notes.py prune {language})")
        for note, text in sorted(translations.items()):
            if note in notes and (not isinstance(text, str) or not text.strip()):
                problems.append(f"{name}: the translation of {note!r} is empty")
        with open(path, encoding="utf-8", newline="") as f:
            if f.read() != notes_text(language, translations):
                problems.append(f"{name} is not sorted or not laid out as "
                                f"tools/catalog_notes.py writes it")
    return problems


def write_translations(language, translations):
    with open(notes_path(language), "w", encoding="utf-8", newline="\n") as f:
        f.write(notes_text(language, translations))


def main(argv):
    if len(argv) < 2 or argv[0] not in ("missing", "merge", "prune") or argv[1] not in LANGUAGES:
        print(__doc__, file=sys.stderr)
        return 2
    command, language = argv[0], argv[1]
    translations = read_translations(language) or {}
    notes = committed_notes()
    if command == "missing":
        limit = int(argv[2]) if len(argv) > 2 else len(notes)
        missing = sorted(notes - set(translations))[:limit]
        print(json.dumps(missing, ensure_ascii=False, indent=1))
        print(f"{len(notes - set(translations))} of {len(notes)} notes untranslated",
              file=sys.stderr)
        return 0
    if command == "merge":
        with open(argv[2], encoding="utf-8") as f:
            batch = json.load(f)
        unknown = [note for note in batch if note not in notes]
        for note in unknown:
            print(f"not a note of the built-in catalog, skipped: {note!r}", file=sys.stderr)
        translations.update({k: v for k, v in batch.items() if k in notes})
    else:
        translations = {k: v for k, v in translations.items() if k in notes}
    write_translations(language, translations)
    print(f"{len(set(translations) & notes)} of {len(notes)} notes translated", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
