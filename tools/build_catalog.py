#!/usr/bin/env python3
"""Build ChipAtlas's built-in catalog JSON from the reference CSVs.

Maintainer tool. The app never runs Python: it loads the generated files
resources/catalog/chips.json and resources/catalog/models.json, which are
committed. Run this script after changing any of its inputs and commit the
output together with the input change:

    python3 tools/build_catalog.py
    python3 tools/build_catalog.py --check   (CI: exit 1 if a committed file is stale)

Inputs (paths relative to the repository root):
  resources/reference/accelerators.csv  copy of the reference data (notes worded for users)
  resources/reference/llm-models.csv    byte-for-byte copy of the reference data
  tools/catalog-overlay.json            hand-written per-figure judgments
  resources/reference/visible-memory.csv  byte-for-byte copy of the reference data: the
                                        memory totals drivers and runtimes printed
  resources/reference/systems.csv, offers.csv and tools/systems-overlay.json: the built-in
                                        systems and offers (tools/catalog_systems.py says how)
  resources/reference/results.csv       the built-in measured results, each with its source
                                        (tools/catalog_results.py says how they are checked)

Outputs:
  resources/catalog/chips.json   {"format": "chipatlas-catalog", "revision": N,
                                  "content_hash": "sha256:...", "chips": [...]}
  resources/catalog/models.json  {"format": "chipatlas-models", "revision": N,
                                  "content_hash": "sha256:...", "models": [...]}
  resources/catalog/systems.json {"format": "chipatlas-systems", ..., "systems": [...]}
  resources/catalog/offers.json  {"format": "chipatlas-offers", ..., "offers": [...],
                                  "not_found": [...]}: offers.csv rows without a price
                                  (outside the content hash)
  resources/catalog/results.json {"format": "chipatlas-results", ..., "results": [...]}

Revision and content hash: content_hash is the SHA-256 of the chips (models) list in
canonical JSON (sorted keys, no spaces). The revision comes from the data: it stays
the committed file's revision while the content hash is the same, and becomes the
committed revision + 1 when the content changed. The app updates a user's built-in
rows when the shipped revision is higher than the one it seeded last.

--check writes nothing and exits 1, naming each file, when a committed file differs
from what the inputs produce (including a content change whose revision was not
raised, and a content_hash that does not match the file's own list).

Translations: resources/catalog/notes.de.json and notes.ja.json map every distinct note
of the built-in catalog to German and Japanese (the GUI shows them in its language).
--check also fails, naming the note, when a note has no translation in either file or a
translation is left over for a note that is gone (tools/catalog_notes.py says how to add
and prune them).

How a chip figure is built:
  * A non-empty CSV cell becomes the value (numbers exactly as written in the CSV),
    with status "published" and source = the row's first source URL.
  * The overlay entry for that chip and field, if any, then sets the status
    ("computed", or "design_target": a figure the vendor states as a goal for a part that
    does not ship yet, never a published one), the source (a URL from the row's
    source_urls), the note and "sparsity_unstated".
  * A design target stated relative to another chip ("at least 3x Trainium3's FP8") names it
    in the overlay's "target_of": {"chip": ID, "factor": N}; the CSV value must then be
    exactly N times that chip's CSV value of the same field, so that a correction of the
    base chip cannot leave the target stale. "target_of" is checked, not written out.
  * An empty CSV cell must have an overlay entry with status "not_published",
    "unknown" or "unverified" (the last one also carries the unverified value,
    taken from a comparison page no source confirmed).
  * The overlay also gives a figure's attributes: "printed_unit" ("decimal",
    "binary", or "unstated" with a note saying why) for every memory_gb,
    memory_bw_gbs and interconnect_bw_gbs figure with a value; "link_scope"
    ("chip_to_chip" or "host_to_chip") for every interconnect_bw_gbs figure with
    a value; "configuration" (text) and "range" ([low, high] around the value) for
    numbers. The output carries them only where stated.

visible_memory_bytes (not an accelerators.csv column): the overlay entry for a
chip's visible_memory_bytes names, by its "source", the visible-memory.csv row of
that chip whose bytes become the value (status published: tool output for that
chip), with a note naming the tool, the driver and the caveats; or it sets status
"unknown" with a note. A chip without an entry is unknown, "No tool-printed
total found.".

Every note a user reads (figure notes, entry notes, an offer's source and pricing notes)
is checked against CURATOR_TEXT: a note that names a file of this build or uses curator
shorthand fails the build and --check, naming the entry, the field and why.

The script fails loudly (non-zero exit, message on stderr) if an empty cell has
no overlay status, if the overlay names an unknown chip or field or key, if an
overlay source is not one of the row's URLs, or if a CSV cell does not parse.
Output is deterministic: chips and models in CSV order, figures in the fixed
field order below, indent=1, UTF-8 (ensure_ascii=False), trailing newline.
"""

import argparse
import json
import os
import re
import sys
from decimal import Decimal

from catalog_common import (content_hash, errors, fail, json_text, parse_number, read_csv,
                            split_urls)
from catalog_notes import catalog_notes, check_translations
from catalog_results import build_results
from catalog_systems import build_offers, build_systems

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ACCEL_CSV = os.path.join(ROOT, "resources", "reference", "accelerators.csv")
VISIBLE_CSV = os.path.join(ROOT, "resources", "reference", "visible-memory.csv")
MODELS_CSV = os.path.join(ROOT, "resources", "reference", "llm-models.csv")
OVERLAY = os.path.join(ROOT, "tools", "catalog-overlay.json")
CHIPS_OUT = os.path.join(ROOT, "resources", "catalog", "chips.json")
MODELS_OUT = os.path.join(ROOT, "resources", "catalog", "models.json")
SYSTEMS_OVERLAY = os.path.join(ROOT, "tools", "systems-overlay.json")
SYSTEMS_OUT = os.path.join(ROOT, "resources", "catalog", "systems.json")
OFFERS_OUT = os.path.join(ROOT, "resources", "catalog", "offers.json")
RESULTS_OUT = os.path.join(ROOT, "resources", "catalog", "results.json")

# (field, unit, kind) in output order; kind is "number" or "text".
FIGURE_FIELDS = [
    ("process_node", "", "text"),
    ("transistors_billion", "billion", "number"),
    ("tdp_w", "W", "number"),
    ("memory_gb", "GB", "number"),
    ("memory_type", "", "text"),
    ("memory_bw_gbs", "GB/s", "number"),
    ("fp64_tflops", "TFLOPS", "number"),
    ("fp32_tflops", "TFLOPS", "number"),
    ("tf32_tflops_dense", "TFLOPS", "number"),
    ("fp16_tflops_dense", "TFLOPS", "number"),
    ("bf16_tflops_dense", "TFLOPS", "number"),
    ("fp8_tflops_dense", "TFLOPS", "number"),
    ("int8_tops_dense", "TOPS", "number"),
    ("fp4_tflops_dense", "TFLOPS", "number"),
    ("form_factor", "", "text"),
    ("interconnect", "", "text"),
    ("interconnect_bw_gbs", "GB/s", "number"),
    ("scaleup_domain_chips", "chips", "number"),
    ("software_stack", "", "text"),
    ("availability", "", "text"),
    ("announced", "", "text"),
    ("released", "", "text"),
    ("launch_price_usd", "USD", "number"),
]
CSV_FIELD_NAMES = [f for f, _, _ in FIGURE_FIELDS]
VISIBLE_MEMORY = ("visible_memory_bytes", "bytes", "number")
FIELD_NAMES = CSV_FIELD_NAMES + [VISIBLE_MEMORY[0]]
THROUGHPUT_FIELDS = {
    "fp64_tflops", "fp32_tflops", "tf32_tflops_dense", "fp16_tflops_dense",
    "bf16_tflops_dense", "fp8_tflops_dense", "int8_tops_dense", "fp4_tflops_dense",
}
CHIP_COLUMNS = (["id", "vendor", "name", "family_generation", "kind"] + CSV_FIELD_NAMES[:14]
                + ["sparsity_note"] + CSV_FIELD_NAMES[14:] + ["source_urls", "notes"])
VISIBLE_COLUMNS = ["chip_id", "reported", "unit", "bytes", "tool", "source", "date", "note"]
PRINTED_UNIT_FIELDS = {"memory_gb", "memory_bw_gbs", "interconnect_bw_gbs"}
PRINTED_UNITS = {"decimal", "binary", "unstated"}
LINK_SCOPE_FIELDS = {"interconnect_bw_gbs"}
LINK_SCOPES = {"chip_to_chip", "host_to_chip"}

STATUSES_WITH_VALUE = {"published", "computed", "design_target"}
STATUSES_WITHOUT_CSV_VALUE = {"not_published", "unknown", "unverified"}
OVERLAY_KEYS = {"status", "value", "source", "note", "sparsity_unstated", "printed_unit",
                "configuration", "range", "link_scope", "target_of"}
NO_VISIBLE_TOTAL = "No tool-printed total found."

# llm-models.csv: columns that hold numbers; tie_word_embeddings is boolean,
# source_urls a list, every other column text.
MODEL_NUMBER_COLUMNS = {
    "params_total_b", "params_active_b", "num_layers", "hidden_size",
    "num_attention_heads", "num_kv_heads", "head_dim", "kv_lora_rank",
    "qk_rope_head_dim", "sliding_window", "max_context", "vocab_size",
    "config_max_position_embeddings", "intermediate_size", "moe_intermediate_size",
    "num_experts", "experts_per_token", "num_shared_experts", "embedding_params_b",
    "params_active_excl_input_embedding_b", "kv_bytes_per_token_16bit",
    "kv_gib_at_max_context_bs1_16bit",
}
MODEL_TEXT_COLUMNS = {
    "id", "name", "family", "attention_type", "native_dtype", "license", "notes",
    "params_card", "hf_repo",
}
MODEL_BOOL_COLUMNS = {"tie_word_embeddings"}
MODEL_LIST_COLUMNS = {"source_urls"}

def add_attributes(figure, entry, where, field, kind, value):
    """Checks the overlay's attributes of one figure and adds the stated ones to it."""
    unit = entry.get("printed_unit")
    if field in PRINTED_UNIT_FIELDS and value is not None:
        if unit is None:
            fail(f"overlay {where}: a capacity or bandwidth with a value needs printed_unit "
                 f"(decimal, binary, or unstated with a note)")
        elif unit not in PRINTED_UNITS:
            fail(f"overlay {where}: printed_unit {unit!r} is not one of {sorted(PRINTED_UNITS)}")
        elif unit == "unstated" and not entry.get("note"):
            fail(f"overlay {where}: printed_unit unstated needs a note saying why")
        elif unit != "unstated":
            figure["printed_unit"] = unit
    elif unit is not None:
        fail(f"overlay {where}: printed_unit applies only to a value of "
             f"{sorted(PRINTED_UNIT_FIELDS)}")
    scope = entry.get("link_scope")
    if field in LINK_SCOPE_FIELDS and value is not None:
        if scope not in LINK_SCOPES:
            fail(f"overlay {where}: a link bandwidth with a value needs link_scope, one of "
                 f"{sorted(LINK_SCOPES)} (it is {scope!r})")
    elif scope is not None:
        fail(f"overlay {where}: link_scope applies only to a value of {sorted(LINK_SCOPE_FIELDS)}")
    configuration = entry.get("configuration")
    if configuration is not None:
        if kind != "number" or not isinstance(configuration, str) or not configuration.strip():
            fail(f"overlay {where}: configuration must be non-empty text on a number")
    ends = entry.get("range")
    if ends is not None:
        numbers = (isinstance(ends, list) and len(ends) == 2
                   and all(isinstance(e, (int, float)) and not isinstance(e, bool) for e in ends))
        if not numbers or value is None:
            fail(f"overlay {where}: range must be [low, high] on a number with a value")
        elif not 0 < ends[0] <= value <= ends[1]:
            fail(f"overlay {where}: range {ends} must be positive and hold the value {value}")
    if configuration:
        figure["configuration"] = configuration
    if ends is not None:
        figure["range"] = ends
    if scope is not None:
        figure["link_scope"] = scope


def check_target_of(target, status, value, where, field, kind, rows_by_id):
    """fail() unless a design target's value is exactly factor x the base chip's CSV value."""
    if status != "design_target":
        fail(f"overlay {where}: target_of applies only to a design_target figure")
        return
    if (not isinstance(target, dict) or set(target) != {"chip", "factor"}
            or isinstance(target.get("factor"), bool)
            or not isinstance(target.get("factor"), (int, float)) or target["factor"] <= 0):
        fail(f"overlay {where}: target_of must be {{\"chip\": ID, \"factor\": a positive number}}")
        return
    base = rows_by_id.get(target["chip"])
    if base is None:
        fail(f"overlay {where}: target_of names an unknown chip {target['chip']!r}")
        return
    cell = base[field].strip()
    if kind != "number" or not cell:
        fail(f"overlay {where}: target_of needs a number of {target['chip']} in the same column")
        return
    expected = Decimal(cell) * Decimal(str(target["factor"]))
    if value is None or Decimal(str(value)) != expected:
        fail(f"overlay {where}: the design target is {value!r}, but {target['factor']} x "
             f"{target['chip']}'s {cell} is {expected.normalize():f}")


def read_visible_memory(ids):
    """visible-memory.csv rows with a byte count, by chip id."""
    header, rows = read_csv(VISIBLE_CSV)
    if header != VISIBLE_COLUMNS:
        fail(f"visible-memory.csv header differs from the expected columns: {header}")
        return {}
    by_chip = {}
    for row in rows:
        if row["chip_id"] not in ids:
            fail(f"visible-memory.csv: unknown chip {row['chip_id']!r}")
        if row["bytes"].strip():
            by_chip.setdefault(row["chip_id"], []).append(row)
    return by_chip


def visible_memory_figure(chip_id, entry, rows):
    """The visible_memory_bytes figure: the row the overlay names, or unknown."""
    field, unit, _ = VISIBLE_MEMORY
    where = f"{chip_id}.{field}"
    for key in entry:
        if key not in {"status", "source", "note"}:
            fail(f"overlay {where}: unknown key {key!r}")
    note = entry.get("note", NO_VISIBLE_TOTAL)
    if not isinstance(note, str) or not note:
        fail(f"overlay {where}: note must be non-empty text")
    status = entry.get("status", "published" if "source" in entry else "unknown")
    if status == "unknown":
        if "source" in entry:
            fail(f"overlay {where}: an unknown figure names no source")
        return {"value": None, "unit": unit, "status": "unknown", "source": "", "note": note}
    if status != "published":
        fail(f"overlay {where}: status {status!r}; a visible total is published or unknown")
    source = entry.get("source")
    chosen = [r for r in rows if r["source"] == source]
    if len(chosen) != 1:
        fail(f"overlay {where}: source {source!r} is not exactly one visible-memory.csv row of "
             f"{chip_id} with bytes")
        return {"value": None, "unit": unit, "status": "unknown", "source": "", "note": note}
    if "note" not in entry:
        fail(f"overlay {where}: a published visible total needs a note (tool, driver, caveats)")
    value = parse_number(chosen[0]["bytes"], where, exact=True)
    if not isinstance(value, int) or value <= 0:
        fail(f"overlay {where}: bytes must be a positive whole number")
    return {"value": value, "unit": unit, "status": "published", "source": source, "note": note}


def build_chips(overlay):
    header, rows = read_csv(ACCEL_CSV)
    if header != CHIP_COLUMNS:
        fail(f"accelerators.csv header differs from the expected columns: {header}")
        return []
    for key in overlay:
        if key not in ("about", "chips"):
            fail(f"overlay: unknown top-level key {key!r}")
    chip_overlay = overlay.get("chips")
    if not isinstance(chip_overlay, dict):
        fail("overlay: missing 'chips' object")
        return []
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        fail("accelerators.csv: duplicate chip ids")
    for chip_id in chip_overlay:
        if chip_id not in ids:
            fail(f"overlay: unknown chip {chip_id!r}")
    for chip_id, entries in chip_overlay.items():
        if not isinstance(entries, dict):
            fail(f"overlay {chip_id}: expected an object of fields")
            continue
        for field in entries:
            if field not in FIELD_NAMES:
                fail(f"overlay {chip_id}: unknown field {field!r}")

    by_id = {r["id"]: r for r in rows}
    visible = read_visible_memory(set(ids))
    chips = []
    for row in rows:
        chip_id = row["id"]
        urls = split_urls(row["source_urls"])
        if not urls:
            fail(f"{chip_id}: no source_urls")
        default_source = urls[0] if urls else ""
        entries = chip_overlay.get(chip_id, {})
        if not isinstance(entries, dict):
            entries = {}
        figures = {}
        for field, unit, kind in FIGURE_FIELDS:
            where = f"{chip_id}.{field}"
            cell = row[field].strip()
            entry = entries.get(field, {})
            if not isinstance(entry, dict):
                fail(f"overlay {where}: expected an object")
                entry = {}
            for key in entry:
                if key not in OVERLAY_KEYS:
                    fail(f"overlay {where}: unknown key {key!r}")

            if cell:
                value = parse_number(cell, where, exact=True) if kind == "number" else cell
                status = entry.get("status", "published")
                if status not in STATUSES_WITH_VALUE:
                    fail(f"overlay {where}: status {status!r} but the CSV has a value ({cell!r})")
                if "value" in entry:
                    fail(f"overlay {where}: the CSV has a value; the overlay may not replace it")
                source = entry.get("source", default_source)
            else:
                if "status" not in entry:
                    fail(f"overlay {where}: empty CSV cell needs an explicit status "
                         f"(not_published, unknown or unverified)")
                    status = "unknown"
                else:
                    status = entry["status"]
                if status not in STATUSES_WITHOUT_CSV_VALUE:
                    fail(f"overlay {where}: status {status!r} on an empty CSV cell")
                if status == "unverified":
                    value = entry.get("value")
                    if value is None:
                        fail(f"overlay {where}: unverified needs a value")
                    elif kind == "number" and (isinstance(value, bool) or not isinstance(value, (int, float))):
                        fail(f"overlay {where}: value must be a number")
                    elif kind == "text" and not isinstance(value, str):
                        fail(f"overlay {where}: value must be text")
                else:
                    value = None
                    if "value" in entry:
                        fail(f"overlay {where}: only an unverified figure carries an overlay value")
                source = entry.get("source", "")
                if "status" in entry and not entry.get("note"):
                    fail(f"overlay {where}: status {status!r} needs a note saying why")

            if status == "computed" and not entry.get("note"):
                fail(f"overlay {where}: computed figure needs a note saying how")
            if status == "design_target" and not entry.get("note"):
                fail(f"overlay {where}: a design target needs a note saying whose goal it is "
                     f"and that it is not a shipping figure")
            if "target_of" in entry:
                check_target_of(entry["target_of"], status, value, where, field, kind, by_id)
            if not isinstance(source, str) or (source and source not in urls):
                fail(f"overlay {where}: source {source!r} is not one of the row's source_urls")
            note = entry.get("note", "")
            if not isinstance(note, str):
                fail(f"overlay {where}: note must be text")

            figure = {"value": value, "unit": unit, "status": status, "source": source, "note": note}
            flag = entry.get("sparsity_unstated", False)
            if flag is not False:
                if flag is not True:
                    fail(f"overlay {where}: sparsity_unstated must be true or absent")
                elif field not in THROUGHPUT_FIELDS:
                    fail(f"overlay {where}: sparsity_unstated only applies to throughput fields")
                elif value is None:
                    fail(f"overlay {where}: sparsity_unstated on a figure without a value")
                else:
                    figure["sparsity_unstated"] = True
            add_attributes(figure, entry, where, field, kind, value)
            figures[field] = figure
        figures[VISIBLE_MEMORY[0]] = visible_memory_figure(
            chip_id, entries.get(VISIBLE_MEMORY[0], {}), visible.get(chip_id, []))

        chips.append({
            "id": chip_id,
            "vendor": row["vendor"],
            "name": row["name"],
            "family_generation": row["family_generation"],
            "kind": row["kind"],
            "sparsity_note": row["sparsity_note"],
            "source_urls": urls,
            "notes": row["notes"],
            "figures": figures,
        })
    return chips


def build_models():
    header, rows = read_csv(MODELS_CSV)
    known = MODEL_NUMBER_COLUMNS | MODEL_TEXT_COLUMNS | MODEL_BOOL_COLUMNS | MODEL_LIST_COLUMNS
    for column in header:
        if column not in known:
            fail(f"llm-models.csv: unexpected column {column!r}")
    for column in known:
        if column not in header:
            fail(f"llm-models.csv: missing column {column!r}")
    models = []
    for row in rows:
        model = {}
        for column in header:
            cell = row[column].strip()
            where = f"{row.get('id', '?')}.{column}"
            if column in MODEL_LIST_COLUMNS:
                model[column] = split_urls(cell)
            elif cell == "":
                model[column] = None
            elif column in MODEL_NUMBER_COLUMNS:
                model[column] = parse_number(cell, where, exact=False)
            elif column in MODEL_BOOL_COLUMNS:
                if cell not in ("True", "False"):
                    fail(f"{where}: {cell!r} is not True/False")
                model[column] = cell == "True"
            else:
                model[column] = row[column]
        models.append(model)
    return models


# Text a user reads in the built-in catalog (every note, and a source's words beside its URL)
# must say which source, what was computed and what was not found, in words that need no
# knowledge of how the catalog is built. Each pattern below, with why a user cannot act on it.
# URLs are removed before matching (a source URL may well end in .md or .json).
CURATOR_TEXT = [
    (re.compile(r"[\w./-]+\.(?:md|csv|json|py)\b", re.I),
     "names a file of the catalog's build, which the user does not have"),
    (re.compile(r"\boverlays?\b", re.I), "names the catalog build's overlay"),
    (re.compile(r"\bcurators?\b", re.I), "speaks of the curator, not of the figure"),
    (re.compile(r"\bWEAK\b"), "curator shorthand for a doubtful row: say what was not found"),
    (re.compile(r"\b(?:TODO|FIXME|TBD|XXX)\b"), "a note to the curator, not to the user"),
    (re.compile(r"\bin (?:the )?store\b", re.I),
     "'in store' means the curator's page collection, which the user cannot see"),
    (re.compile(r"\bstored\s+(?:\w+\s+){0,2}cop(?:y|ies)\b", re.I),
     "'stored copies' are the curator's page collection: say which page was read"),
    (re.compile(r"\b(?:sources|docs|pages) (?:read|searched)\b|\bas read\b", re.I),
     "the user cannot know what was read: name the sources (the entry lists them)"),
    (re.compile(r"\brows? notes?\b|\bRow (?:is|only)\b", re.I),
     "the user sees an entry and its notes, not a row of the build's tables"),
    (re.compile(r"\bindex ids?\b|\brepo(?:sitory)? path\b|\bread (?:via|as)\b", re.I),
     "how the curator reached a page (search-index ids, paths): name the page itself"),
    (re.compile(r"\b[\w]+-sources\b"),
     "names the build's source notes (accelerators-sources), which the user does not have"),
    (re.compile(r"\bseed pages?\b", re.I),
     "curator name for the public comparison pages: say 'a comparison page'"),
    (re.compile(r"\b(?:this|the) pass\b|\bthe reference\b", re.I),
     "speaks of the curator's working pass or data set, not of the sources a user can find"),
    (re.compile(r"\bmirrored copy\b|\bcop(?:y|ies) read\b|\bcould be read\b", re.I),
     "the curator's copy of a page: say which page (the entry lists its URL)"),
    (re.compile(r"\bchip notes\b", re.I),
     "cites the curator's notes as a source: say what was found or not found"),
    (re.compile(r"\b(?:chip_id|tdp_w|host_memory_gb|system_power_w|rack_power_\w+|interconnect_bw\w*"
                r"|scaleup_\w+|scaleout_\w+|vendor_total_\w+|memory_bw_gbs|memory_gb"
                r"|visible_memory_bytes|launch_price_usd|\w+_t(?:flops|ops)(?:_dense)?)\b"),
     "a field name of the catalog's build: say what the figure is (the column the user sees)"),
    (re.compile(r"\binconsistency \d+\b", re.I),
     "an item number of the curator's list of conflicts: say what conflicts"),
]
URL = re.compile(r"\b(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)+/\S*")


def user_text(item, where):
    """(where, text) of every string a user reads in item, its URLs removed."""
    if isinstance(item, dict):
        for key, value in item.items():
            if key not in ("source_urls", "hf_repo", "id", "target_id", "chip_id"):
                yield from user_text(value, f"{where}.{key}")
    elif isinstance(item, list):
        for index, value in enumerate(item):
            yield from user_text(value, f"{where}[{index}]")
    elif isinstance(item, str):
        yield where, URL.sub(" ", item)


def check_user_text(lists):
    """fail() for each text of the built-in catalog that matches CURATOR_TEXT."""
    for name, items in lists:
        for index, item in enumerate(items):
            label = item.get("id") or f"{item.get('provider', '')} {item.get('instance', '')}"
            for where, text in user_text(item, ""):
                for pattern, why in CURATOR_TEXT:
                    found = pattern.search(text)
                    if found:
                        fail(f"{name} {label}{where}: {found.group(0)!r} {why}")


def read_committed(path):
    """The committed file's text and parsed document, or (None, None) when there is none."""
    if not os.path.exists(path):
        return None, None
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    try:
        return text, json.loads(text)
    except json.JSONDecodeError:
        return text, None


def build_document(path, format_name, key, items, extra=None):
    """The output document: the committed revision while the content is the same, else + 1.

    extra: keys written after the list (offers.json's "not_found"), outside the content hash."""
    new_hash = content_hash(items)
    _, committed = read_committed(path)
    revision = 1
    if isinstance(committed, dict) and isinstance(committed.get("revision"), int):
        old_items = committed.get(key)
        old_hash = committed.get("content_hash") or content_hash(old_items)
        revision = committed["revision"] if old_hash == new_hash else committed["revision"] + 1
    return {"format": format_name, "revision": revision, "content_hash": new_hash, key: items,
            **(extra or {})}


def check_file(path, key, doc):
    """Problems of the committed file at path against the generated doc (empty: up to date)."""
    name = os.path.relpath(path, ROOT)
    text, committed = read_committed(path)
    if text is None:
        return [f"{name} is missing"]
    if committed is None:
        return [f"{name} is not valid JSON"]
    problems = []
    if committed.get("content_hash") != content_hash(committed.get(key)):
        problems.append(f"{name}: its content_hash does not match its {key}: the {key} were "
                        f"changed by hand or the hash was")
    if committed.get(key) != doc[key]:
        problems.append(f"{name}: its {key} differ from what the reference CSVs and the "
                        f"overlay produce")
        if committed.get("revision") == doc["revision"] - 1:
            problems.append(f"{name}: the content changed, so the revision must rise to "
                            f"{doc['revision']} (it is {committed.get('revision')})")
    elif text != json_text(doc):
        problems.append(f"{name} differs from the generated file (revision, hash or layout)")
    return problems


def write_json(path, doc):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(json_text(doc))


def main(argv):
    parser = argparse.ArgumentParser(description="Build the built-in catalog JSON.")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a committed file is out of date")
    args = parser.parse_args(argv)
    with open(OVERLAY, encoding="utf-8") as f:
        overlay = json.load(f)
    chips = build_chips(overlay)
    models = build_models()
    with open(SYSTEMS_OVERLAY, encoding="utf-8") as f:
        systems_overlay = json.load(f)
    if set(systems_overlay) != {"about", "systems"}:
        fail("systems overlay: the top-level keys must be 'about' and 'systems'")
    systems = build_systems(systems_overlay.get("systems", {}), {c["id"] for c in chips})
    offers, not_found = build_offers({c["id"] for c in chips} | {s["id"] for s in systems})
    results = build_results({c["id"] for c in chips}, {s["id"] for s in systems},
                            {m["id"] for m in models},
                            {f for f, _, kind in FIGURE_FIELDS if kind == "number"})
    check_user_text([("chip", chips), ("model", models), ("system", systems), ("offer", offers),
                     ("offer not found", not_found),
                     ("result", [{"id": r["id"], "notes": r.get("notes", "")} for r in results])])
    if errors:
        for message in errors:
            print("build_catalog: " + message, file=sys.stderr)
        print(f"build_catalog: {len(errors)} error(s); nothing written", file=sys.stderr)
        return 1
    outputs = [
        (CHIPS_OUT, "chips", build_document(CHIPS_OUT, "chipatlas-catalog", "chips", chips)),
        (MODELS_OUT, "models", build_document(MODELS_OUT, "chipatlas-models", "models", models)),
        (SYSTEMS_OUT, "systems",
         build_document(SYSTEMS_OUT, "chipatlas-systems", "systems", systems)),
        (OFFERS_OUT, "offers", build_document(OFFERS_OUT, "chipatlas-offers", "offers", offers,
                                              {"not_found": not_found})),
        (RESULTS_OUT, "results",
         build_document(RESULTS_OUT, "chipatlas-results", "results", results)),
    ]
    counts = (f"{len(chips)} chips, {len(models)} models, {len(systems)} systems, "
              f"{len(offers)} offers and {len(results)} results")
    missing = "; ".join(f"{n['provider']} {n['instance']}" for n in not_found)
    untranslated = check_translations(catalog_notes([chips, models, systems, offers, results]))
    if args.check:
        problems = [p for path, key, doc in outputs for p in check_file(path, key, doc)]
        for problem in problems + untranslated:
            print("build_catalog --check: " + problem, file=sys.stderr)
        if problems:
            print("build_catalog --check: run python3 tools/build_catalog.py and commit the "
                  "result", file=sys.stderr)
        if problems or untranslated:
            return 1
        print(f"build_catalog --check: {counts} up to date")
        return 0
    for path, _, doc in outputs:
        write_json(path, doc)
    for problem in untranslated:
        print("build_catalog: " + problem, file=sys.stderr)
    revisions = ", ".join(f"{key} {doc['revision']}" for _, key, doc in outputs)
    print(f"build_catalog: wrote {counts} (revisions: {revisions})")
    print(f"build_catalog: offers.csv rows without a price, listed as not_found: {missing}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
