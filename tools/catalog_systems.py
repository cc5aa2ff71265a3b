"""The built-in systems and offers, for tools/build_catalog.py.

Inputs: resources/reference/systems.csv and offers.csv (copies of the reference
data, notes worded for users) and tools/systems-overlay.json (the per-figure judgments).

How a system figure is built:
  * A non-empty CSV cell becomes the value, in the stored unit: the CSV's PFLOPS x 1000 ->
    TFLOPS, TB -> GB and TB/s -> GB/s (x 1000), rack_power_kw x 1000 -> rack_power_w; the
    scaling is decimal, so 20.736 becomes 20736 exactly. Its status is "published" with the
    row's first source URL, unless the overlay entry sets "computed" or "unverified" (both need
    a note) and/or another source of the row.
  * An empty CSV cell is "not_published" or "unknown" with a note: the overlay entry for the
    field, or else the system's "empty" entry. The overlay never gives a value.
  * A capacity or bandwidth with a value needs the overlay's printed_unit (decimal, binary, or
    unstated with a note); a binary one gets the note "20,736 GiB as printed.".
  * A vendor total's note starts with the row's "[totals: ...]" prefix (dense, sparse or peak
    as the vendor quotes it), and vendor_throughput_sparse is true when that prefix's first
    word about FP8 says sparse.

How an offer is built: one offer per offers.csv row with a price; rows without one are listed
in offers.json's "not_found" (and in the script's output). The id is offerId() of
core/domain/offer.cpp; pricing is the first word of the pricing cell ("on-demand", "reserved",
"spot"), its parenthesis the pricing note; "seen" is the date the date_seen cell begins with
(YYYY-MM-DD), its parenthesis the seen note; a cell that does not begin with a full date gives
no date and is kept whole as the seen note.
"""

import os
import re
from decimal import Decimal, InvalidOperation

from catalog_common import fail, parse_number, read_csv

REFERENCE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                         "resources", "reference")

# (key, CSV column, unit, kind, factor, takes a printed unit), in SystemField order.
SYSTEM_FIELDS = [
    ("scaleup_fabric", "scaleup_fabric", "", "text", 1, False),
    ("scaleup_domain_chips", "scaleup_domain_chips", "chips", "number", 1, False),
    ("scaleup_bw_per_chip_gbs", "scaleup_bw_per_chip_gbs", "GB/s", "number", 1, True),
    ("scaleout_network", "scaleout_network", "", "text", 1, False),
    ("host_cpus", "host_cpus", "", "text", 1, False),
    ("host_memory_gb", "host_memory_gb", "GB", "number", 1, True),
    ("system_power_w", "system_power_w", "W", "number", 1, False),
    ("rack_power_w", "rack_power_kw", "W", "number", 1000, False),
    ("vendor_total_fp8_tflops", "vendor_total_fp8_pflops", "TFLOPS", "number", 1000, False),
    ("vendor_total_bf16_tflops", "vendor_total_bf16_pflops", "TFLOPS", "number", 1000, False),
    ("vendor_total_memory_gb", "vendor_total_memory_tb", "GB", "number", 1000, True),
    ("vendor_total_memory_bw_gbs", "vendor_total_mem_bw_tbs", "GB/s", "number", 1000, True),
    ("availability", "availability", "", "text", 1, False),
    ("list_price_usd", "list_price_usd", "USD", "number", 1, False),
]
# The CSV's columns: the figures up to availability, the sources and notes, then the figures
# added after the first release (list_price_usd), so that the reference columns keep their place.
SYSTEM_COLUMNS = (["id", "name", "vendor", "chip_id", "chip_count"]
                  + [column for _, column, _, _, _, _ in SYSTEM_FIELDS[:-2]]
                  + ["availability", "source_urls", "notes", "list_price_usd"])
OFFER_COLUMNS = ["provider", "region", "instance", "system_or_chip_id", "chips",
                 "price_per_instance_hour", "price_per_chip_hour", "pricing", "date_seen", "source"]
FIELD_KEYS = {key for key, _, _, _, _, _ in SYSTEM_FIELDS}
ENTRY_KEYS = {"status", "source", "note", "printed_unit"}
PRINTED_UNITS = {"decimal", "binary", "unstated"}
PRICINGS = {"on-demand": "on_demand", "reserved": "reserved", "spot": "spot"}
TOTALS = re.compile(r"^\[totals: ([^\]]+)\]")
DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})\b")


def scaled(cell, factor, where):
    """The CSV number times factor, exactly (decimal arithmetic); ints stay ints."""
    if factor == 1:
        return parse_number(cell, where, exact=True)
    try:
        value = Decimal(cell) * factor
    except InvalidOperation:
        fail(f"{where}: {cell!r} is not a number")
        return None
    if value == value.to_integral_value():
        return int(value)
    result = float(value)
    if Decimal(repr(result)) != value:
        fail(f"{where}: {cell!r} x {factor} is not exact as a double")
    return result


def split_sources(text):
    """The ';'-separated sources of a row; a ';' inside parentheses belongs to its source
    ("AWS EC2 ... specifications (copy of ...; ...)")."""
    sources, depth, current = [], 0, ""
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == ";" and depth == 0:
            sources.append(current.strip())
            current = ""
        else:
            current += char
    sources.append(current.strip())
    return [s for s in sources if s]


COPY_OF = re.compile(r"copy of ([a-z0-9.-]+\.[a-z]{2,}/[^\s,;)]*)")


def source_url(source, where):
    """A source as a URL. A row names some sources by a title and the page it is a copy of
    ("AWS EC2 ... specifications (copy of docs.aws.amazon.com/ec2/...html)"): that page is
    the URL, and the notes name the page's title (what the user finds there)."""
    if not any(c.isspace() for c in source):
        return source, None
    match = COPY_OF.search(source)
    if not match:
        fail(f"systems.csv {where}: source {source!r} is neither a URL nor a copy of one")
    title = parenthesis(source)[0]
    return "https://" + match.group(1), f"Source {match.group(1)}: {title}."


def binary_note(value, unit):
    number = f"{value:,}" if isinstance(value, int) else repr(value)
    return f"{number} {'GiB' if unit == 'GB' else 'GiB/s'} as printed."


def system_figure(row, spec, entry, empty, urls, totals):
    key, column, unit, kind, factor, takes_printed_unit = spec
    where = f"{row['id']}.{key}"
    for name in entry:
        if name not in ENTRY_KEYS:
            fail(f"overlay {where}: unknown key {name!r}")
    cell = row[column].strip()
    notes = []
    if cell:
        value = scaled(cell, factor, where) if kind == "number" else cell
        status = entry.get("status", "published")
        if status not in {"published", "computed", "unverified"}:
            fail(f"overlay {where}: status {status!r} but the CSV has a value ({cell!r})")
        if status != "published" and not entry.get("note"):
            fail(f"overlay {where}: a {status} figure needs a note saying why")
        source = entry.get("source", urls[0] if urls else "")
    else:
        value = None
        chosen = entry if "status" in entry else empty
        status = chosen.get("status")
        if status not in {"not_published", "unknown"}:
            fail(f"overlay {where}: an empty cell needs status not_published or unknown "
                 f"(from the field's entry or the system's \"empty\"), not {status!r}")
        if not chosen.get("note"):
            fail(f"overlay {where}: status {status!r} needs a note saying why")
        source = entry.get("source", "")
    if source and source not in urls:
        fail(f"overlay {where}: source {source!r} is not one of the row's source_urls")
    figure = {"value": value, "unit": unit, "status": status, "source": source}
    printed = entry.get("printed_unit")
    if takes_printed_unit and value is not None:
        if printed not in PRINTED_UNITS:
            fail(f"overlay {where}: a capacity or bandwidth with a value needs printed_unit, one "
                 f"of {sorted(PRINTED_UNITS)} (it is {printed!r})")
        elif printed == "unstated" and not entry.get("note"):
            fail(f"overlay {where}: printed_unit unstated needs a note saying why")
    elif printed is not None:
        fail(f"overlay {where}: printed_unit applies only to a capacity or bandwidth with a value")
    if key.startswith("vendor_total_") and value is not None:
        if totals is None:
            fail(f"{where}: a vendor total needs the row's notes to start with [totals: ...]")
        else:
            notes.append(f"[totals: {totals}]")
    if printed == "binary":
        notes.append(binary_note(value, unit))
    notes.append(entry.get("note", "") if cell or "status" in entry else empty.get("note", ""))
    figure["note"] = " ".join(n for n in notes if n)
    if printed in {"decimal", "binary"}:
        figure["printed_unit"] = printed
    return figure


def build_systems(overlay, chip_ids):
    header, rows = read_csv_checked("systems.csv", SYSTEM_COLUMNS)
    if header is None:
        return []
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        fail("systems.csv: duplicate system ids")
    for system_id, entries in overlay.items():
        if system_id not in ids:
            fail(f"systems overlay: unknown system {system_id!r}")
        for key in entries:
            if key != "empty" and key not in FIELD_KEYS:
                fail(f"systems overlay {system_id}: unknown field {key!r}")
    systems = []
    for row in rows:
        system_id = row["id"]
        if row["chip_id"] not in chip_ids:
            fail(f"systems.csv {system_id}: chip_id {row['chip_id']!r} is not a built-in chip")
        chip_count = parse_number(row["chip_count"], f"{system_id}.chip_count", exact=True)
        if not isinstance(chip_count, int) or chip_count < 1:
            fail(f"systems.csv {system_id}: chip_count must be a whole number of at least 1")
        urls, read_as = [], []
        for source in split_sources(row["source_urls"]):
            url, note = source_url(source, system_id)
            urls.append(url)
            if note:
                read_as.append(note)
        if not urls:
            fail(f"systems.csv {system_id}: no source_urls")
        match = TOTALS.match(row["notes"])
        totals = match.group(1) if match else None
        entries = overlay.get(system_id, {})
        empty = entries.get("empty", {})
        figures = {spec[0]: system_figure(row, spec, entries.get(spec[0], {}), empty, urls, totals)
                   for spec in SYSTEM_FIELDS}
        for key in ("scaleup_domain_chips",):
            if figures[key]["value"] is not None and not isinstance(figures[key]["value"], int):
                fail(f"systems.csv {system_id}: {key} must be a whole number")
        sparse = totals is not None and "sparse" in re.split(r"[;,]", totals)[0]
        systems.append({
            "id": system_id,
            "vendor": row["vendor"],
            "name": row["name"],
            "chip_id": row["chip_id"],
            "chip_count": chip_count,
            "vendor_throughput_sparse": sparse,
            "source_urls": urls,
            "notes": " ".join([row["notes"]] + read_as),
            "figures": figures,
        })
    return systems


def offer_id(provider, region, instance, pricing):
    """core/domain/offer.cpp's offerId(): lowercase slugs of the parts joined by '-'."""
    parts = []
    for part in (provider, region, instance, pricing):
        slug = re.sub(r"[^a-z0-9.]+", "-", part.lower()).strip("-.")
        if slug:
            parts.append(slug)
    return "-".join(parts)


def parenthesis(text):
    """The words before a parenthesis and the parenthesis' content (or "")."""
    head, _, rest = text.partition("(")
    return head.strip(), rest.rstrip().removesuffix(")").strip()


def build_offers(target_ids):
    header, rows = read_csv_checked("offers.csv", OFFER_COLUMNS)
    if header is None:
        return [], []
    offers, not_found = [], []
    for line, row in enumerate(rows, start=2):
        where = f"offers.csv line {line}"
        word, pricing_note = parenthesis(row["pricing"])
        pricing = PRICINGS.get(word)
        if pricing is None:
            fail(f"{where}: pricing {row['pricing']!r} does not begin with one of "
                 f"{sorted(PRICINGS)}")
            continue
        target = row["system_or_chip_id"]
        if target and target not in target_ids:
            fail(f"{where}: {target!r} is not a built-in system or chip")
        if not row["price_per_instance_hour"].strip():
            not_found.append({"provider": row["provider"], "region": row["region"],
                              "instance": row["instance"], "target_id": target,
                              "pricing": pricing, "source": row["source"]})
            continue
        chips = parse_number(row["chips"], f"{where} chips", exact=True)
        price = parse_number(row["price_per_instance_hour"], f"{where} price", exact=True)
        per_chip = parse_number(row["price_per_chip_hour"], f"{where} per chip", exact=True)
        if not target or not isinstance(chips, int) or chips < 1 or price is None:
            fail(f"{where}: an offer needs a target, a whole number of chips and a price")
            continue
        if per_chip is None or abs(per_chip - price / chips) >= 0.005:
            fail(f"{where}: price_per_chip_hour {per_chip} is not {price} / {chips}")
        date = DATE.match(row["date_seen"])
        if date:
            seen = date.group(0)
            seen_note = parenthesis(row["date_seen"][len(seen):])[1]
        else:
            seen, seen_note = None, row["date_seen"].strip()
        offers.append({
            "id": offer_id(row["provider"], row["region"], row["instance"], pricing),
            "target_id": target,
            "provider": row["provider"],
            "region": row["region"],
            "instance": row["instance"],
            "pricing": pricing,
            "pricing_note": pricing_note,
            "chips": chips,
            "notes": "",
            "prices": [{"per_instance_hour": price, "per_chip_hour": price / chips,
                        "currency": "USD", "seen": seen, "seen_note": seen_note,
                        "source": row["source"]}],
        })
    ids = [o["id"] for o in offers]
    for offer_id_ in {i for i in ids if ids.count(i) > 1}:
        fail(f"offers.csv: two rows make the offer {offer_id_!r}")
    return offers, not_found


def read_csv_checked(name, columns):
    header, rows = read_csv(os.path.join(REFERENCE, name))
    if header != columns:
        fail(f"{name} header differs from the expected columns: {header}")
        return None, []
    return header, rows
