"""The built-in measured results: resources/reference/results.csv -> resources/catalog/results.json.

Called by tools/build_catalog.py (which writes the file and checks it with --check). A result is
a claim with its claimant and its source (README, "The built-in catalog"): every row is a
published figure with the URL it was read from, never an estimate.

The CSV's header is "id" followed by the keys of the result schema in schema order; the keys and
which of them are numbers are read from core/domain/result.cpp (kResultFields), so the CSV, the
JSON and the application cannot drift apart. An empty cell is "not given".

Checks, each failing the build with the row's id and the column:
  * id a unique lowercase slug; kind "serving" or "figure"; claim_kind "audited", "independent"
    or "vendor" (a built-in result is never the user's own);
  * hardware a chip or system id of the built-in catalog, hardware_count a whole number >= 1;
  * source a URL (https://...); date an ISO date, not in the future;
  * an audited result names its publisher (the submitter), mlperf_version ("v5.0"),
    mlperf_division ("closed" or "open") and mlperf_result_id ("5.0-0060", of that version);
    any other claim names no MLPerf round;
  * a serving result names a built-in model id, a scenario (offline, server, interactive,
    concurrency with its concurrency, single) and a throughput, and measures no chip figure;
  * a figure measurement names a chip figure with a number (bf16_tflops_dense, memory_bw_gbs...),
    its measured value, the unit as printed, and no token throughput;
  * numbers as in the CSV (whole numbers where the schema wants them), positive;
    precisions one of fp64, fp32, tf32, fp16, bf16, fp8, int8, fp4.

Output: {"format": "chipatlas-results", "revision": N, "content_hash": "sha256:...",
"results": [...]}, one object per row in CSV order with "id" and every key that has a value,
numbers as JSON numbers, keys sorted.
"""

import datetime
import os
import re

from catalog_common import fail, parse_number, read_csv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS_CSV = os.path.join(ROOT, "resources", "reference", "results.csv")
RESULT_SOURCE = os.path.join(ROOT, "core", "domain", "result.cpp")

KINDS = {"serving", "figure"}
CLAIMS = {"audited", "independent", "vendor"}
SCENARIOS = {"offline", "server", "interactive", "concurrency", "single"}
PRECISIONS = {"fp64", "fp32", "tf32", "fp16", "bf16", "fp8", "int8", "fp4"}
DIVISIONS = {"closed", "open"}
WHOLE_NUMBERS = {"hardware_count", "tp", "pp", "ep", "concurrency", "input_tokens",
                 "output_tokens"}
SLUG = re.compile(r"^[a-z0-9]+(?:[-._][a-z0-9]+)*$")
URL = re.compile(r"^https://\S+$")
MLPERF_VERSION = re.compile(r"^v(\d+\.\d+)$")
MLPERF_ID = re.compile(r"^(\d+\.\d+)-\d{4}$")


def result_schema():
    """(keys in schema order, the keys that are numbers), read from kResultFields."""
    with open(RESULT_SOURCE, encoding="utf-8") as f:
        text = f.read()
    start = text.find("kResultFields[] = {")
    end = text.find("};", start)
    if start < 0 or end < 0:
        fail("core/domain/result.cpp: kResultFields not found")
        return [], set()
    block = text[start:end]
    keys, numbers = [], set()
    for match in re.finditer(r'\b(text|number)\(ResultField::\w+,\s*"(\w+)"|\.key = "(\w+)"',
                             block):
        key = match.group(2) or match.group(3)
        keys.append(key)
        if match.group(1) == "number":
            numbers.add(key)
    return keys, numbers


def build_results(chip_ids, system_ids, model_ids, figure_fields, today=None):
    """The built-in results, checked; figure_fields: the chip figures that hold numbers."""
    keys, numbers = result_schema()
    header, rows = read_csv(RESULTS_CSV)
    if header != ["id"] + keys:
        fail(f"results.csv: the header must be id followed by the result schema's keys in "
             f"order ({', '.join(['id'] + keys)}); it is {', '.join(header)}")
        return []
    today = today or datetime.date.today()
    seen = set()
    results = []
    for line, row in enumerate(rows, start=2):
        result_id = row["id"].strip()
        where = f"results.csv line {line} ({result_id or 'no id'})"
        if not SLUG.match(result_id):
            fail(f"{where}: id must be a lowercase slug")
        if result_id in seen:
            fail(f"{where}: id used twice")
        seen.add(result_id)
        result = {"id": result_id}
        for key in keys:
            cell = row[key].strip()
            if not cell:
                continue
            if key in numbers:
                value = parse_number(cell, f"{where}.{key}", exact=True)
                if value is None:
                    continue
                if key in WHOLE_NUMBERS and not isinstance(value, int):
                    fail(f"{where}.{key}: {cell!r} is not a whole number")
                if value <= 0:
                    fail(f"{where}.{key}: {cell!r} must be positive")
                result[key] = value
            else:
                result[key] = cell
        check_result(result, where, chip_ids, system_ids, model_ids, figure_fields, today)
        results.append(dict(sorted(result.items())))
    return results


def check_result(r, where, chip_ids, system_ids, model_ids, figure_fields, today):
    kind = r.get("kind")
    if kind not in KINDS:
        fail(f"{where}.kind: {kind!r} is not one of {sorted(KINDS)}")
    claim = r.get("claim_kind")
    if claim not in CLAIMS:
        fail(f"{where}.claim_kind: {claim!r} is not one of {sorted(CLAIMS)} (a built-in result "
             f"is never the user's own)")
    hardware = r.get("hardware")
    if hardware not in chip_ids and hardware not in system_ids:
        fail(f"{where}.hardware: {hardware!r} is not a chip or system of the built-in catalog")
    if "hardware_count" not in r:
        fail(f"{where}.hardware_count: required")
    if not URL.match(r.get("source", "")):
        fail(f"{where}.source: must be the URL the figure was read from")
    date = r.get("date")
    try:
        if date is None or datetime.date.fromisoformat(date) > today:
            fail(f"{where}.date: {date!r} must be a published date, not in the future")
    except ValueError:
        fail(f"{where}.date: {date!r} is not an ISO date (YYYY-MM-DD)")
    for key in ("precision", "kv_precision"):
        if key in r and r[key] not in PRECISIONS:
            fail(f"{where}.{key}: {r[key]!r} is not one of {sorted(PRECISIONS)}")
    if claim == "audited":
        for key in ("publisher", "mlperf_version", "mlperf_division", "mlperf_result_id"):
            if key not in r:
                fail(f"{where}.{key}: required for an audited result")
        version = MLPERF_VERSION.match(r.get("mlperf_version", ""))
        result_id = MLPERF_ID.match(r.get("mlperf_result_id", ""))
        if not version or not result_id or version.group(1) != result_id.group(1):
            fail(f"{where}: mlperf_version {r.get('mlperf_version')!r} and mlperf_result_id "
                 f"{r.get('mlperf_result_id')!r} must read like v5.0 and 5.0-0060, same round")
        if r.get("mlperf_division", "closed") not in DIVISIONS:
            fail(f"{where}.mlperf_division: {r['mlperf_division']!r} is not closed or open")
    else:
        for key in ("mlperf_version", "mlperf_division", "mlperf_result_id"):
            if key in r:
                fail(f"{where}.{key}: only an audited result names an MLPerf round")
    throughput = [k for k in ("tokens_per_s", "tokens_per_s_per_chip", "tokens_per_s_per_user")
                  if k in r]
    if kind == "serving":
        if r.get("model") not in model_ids:
            fail(f"{where}.model: {r.get('model')!r} is not a model of the built-in catalog")
        if r.get("scenario") not in SCENARIOS:
            fail(f"{where}.scenario: {r.get('scenario')!r} is not one of {sorted(SCENARIOS)}")
        if r.get("scenario") == "concurrency" and "concurrency" not in r:
            fail(f"{where}.concurrency: required when the scenario is concurrency")
        if not throughput:
            fail(f"{where}: a serving result needs tokens_per_s, tokens_per_s_per_chip or "
                 f"tokens_per_s_per_user")
        if "figure" in r or "measured_value" in r:
            fail(f"{where}.figure: only a figure measurement measures a chip figure")
    elif kind == "figure":
        if r.get("figure") not in figure_fields:
            fail(f"{where}.figure: {r.get('figure')!r} is not a chip figure with a number")
        for key in ("measured_value", "unit", "tool"):
            if key not in r:
                fail(f"{where}.{key}: required for a built-in figure measurement")
        if throughput or "scenario" in r:
            fail(f"{where}: a figure measurement has no scenario or token throughput")
