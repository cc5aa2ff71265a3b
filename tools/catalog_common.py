"""Helpers shared by tools/build_catalog.py and tools/catalog_systems.py.

Every problem found while reading an input goes to fail(); the script reports them all at the
end and writes nothing when there is one.
"""

import csv
import hashlib
import json
import os

errors = []


def fail(message):
    errors.append(message)


def parse_number(text, where, exact):
    """Parse a CSV number; ints stay ints. With exact=True the JSON form must equal the CSV text."""
    t = text.strip()
    body = t[1:] if t.startswith("-") else t
    if body.isdigit():
        return int(t)
    whole, dot, frac = body.partition(".")
    if dot and whole.isdigit() and frac.isdigit():
        value = float(t)
        if exact and repr(value) != t:
            fail(f"{where}: {t!r} would not be written exactly as in the CSV ({value!r})")
        return value
    fail(f"{where}: {t!r} is not a number")
    return None


def split_urls(text):
    return [u.strip() for u in text.split(";") if u.strip()]


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.reader(f)
        header = next(reader)
        rows = []
        for line_no, cells in enumerate(reader, start=2):
            if len(cells) != len(header):
                fail(f"{os.path.basename(path)} row {line_no}: {len(cells)} cells, header has {len(header)}")
                continue
            rows.append(dict(zip(header, cells)))
    return header, rows


def content_hash(items):
    canonical = json.dumps(items, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def json_text(doc):
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
