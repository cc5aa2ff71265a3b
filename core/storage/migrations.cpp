#include "migrations.h"

#include "schema.h"

#include <array>
#include <span>

namespace chipatlas::storage {

namespace {
// Each migration is frozen text: it is what that schema version was when it shipped, and a
// later rename of a field or a new ModelField never rewrites it (tst_catalog_migrations pins
// sqlite_master after every version). A change to the schema is a new migration at the end.
static_assert(kApplicationId == 1128808788, "migration 1 writes kApplicationId as a literal");

// Schema 1: the chip catalog. A figure row exists only for figures that carry something
// (a value, a status other than unknown, a source or a note); a missing row reads as unknown.
// Sources are stored once and referenced by id, so 100,000 chips do not repeat their URLs.
// `figure.field` is the reference CSV column name (fieldKey()); numbers go to `num`, text and
// dates to `txt`. figure_by_value: sorting the table by a figure is an index range scan per
// field, NULLs (missing) first.
constexpr const char* kSchema1[] = {
    "PRAGMA application_id = 1128808788", // 0x43484154, 'CHAT': kApplicationId
    "CREATE TABLE source ("
    "id INTEGER PRIMARY KEY, "
    "url TEXT NOT NULL UNIQUE)",
    "CREATE TABLE chip ("
    "pk INTEGER PRIMARY KEY, "
    "id TEXT NOT NULL UNIQUE CHECK (id <> ''), "
    "vendor TEXT NOT NULL DEFAULT '', "
    "name TEXT NOT NULL DEFAULT '', "
    "family_generation TEXT NOT NULL DEFAULT '', "
    "kind TEXT NOT NULL DEFAULT '', "
    "sparsity_note TEXT NOT NULL DEFAULT '', "
    "source_urls TEXT NOT NULL DEFAULT '', " // newline-joined
    "notes TEXT NOT NULL DEFAULT '')",
    "CREATE TABLE figure ("
    "chip INTEGER NOT NULL REFERENCES chip (pk) ON DELETE CASCADE, "
    "field TEXT NOT NULL, "
    "num REAL, "
    "txt TEXT, "
    "status TEXT NOT NULL CHECK (status IN ('published', 'computed', "
    "'not_published', 'unknown', 'unverified')), "
    "source INTEGER REFERENCES source (id), "
    "note TEXT NOT NULL DEFAULT '', "
    "sparsity_unstated INTEGER NOT NULL DEFAULT 0, "
    "PRIMARY KEY (chip, field)) WITHOUT ROWID",
    "CREATE INDEX figure_by_value ON figure (field, num)",
};

// Schema 2: what seeding and updating the built-in catalog needs, and the LLM models.
// Rows that existed at schema 1 were entered by the user, hence the 'user' default.
// chip.user_edited: the user changed the chip's descriptive columns (name, notes, ...);
// figure.user_edited: a newer built-in catalog never overwrites that figure. meta holds
// builtin_chips_revision and builtin_models_revision, the built-in catalog revisions seeded so
// far. builtin_tombstone: built-in chips the user deleted, which a newer built-in catalog does
// not bring back. llm_model: one column per model field (a list as newline-joined text, a
// bool as 0/1).
constexpr const char* kSchema2[] = {
    "ALTER TABLE chip ADD COLUMN origin TEXT NOT NULL DEFAULT 'user' "
    "CHECK (origin IN ('builtin', 'user'))",
    "ALTER TABLE chip ADD COLUMN user_edited INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE figure ADD COLUMN user_edited INTEGER NOT NULL DEFAULT 0",
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE builtin_tombstone (id TEXT PRIMARY KEY)",
    "CREATE TABLE llm_model ("
    "id TEXT PRIMARY KEY CHECK (id <> ''), "
    "name TEXT, "
    "family TEXT, "
    "params_total_b REAL, "
    "params_active_b REAL, "
    "num_layers INTEGER, "
    "hidden_size INTEGER, "
    "num_attention_heads INTEGER, "
    "num_kv_heads INTEGER, "
    "head_dim INTEGER, "
    "attention_type TEXT, "
    "kv_lora_rank INTEGER, "
    "qk_rope_head_dim INTEGER, "
    "sliding_window INTEGER, "
    "max_context INTEGER, "
    "vocab_size INTEGER, "
    "native_dtype TEXT, "
    "license TEXT, "
    "source_urls TEXT, "
    "notes TEXT, "
    "params_card TEXT, "
    "hf_repo TEXT, "
    "config_max_position_embeddings INTEGER, "
    "intermediate_size INTEGER, "
    "moe_intermediate_size INTEGER, "
    "num_experts INTEGER, "
    "experts_per_token INTEGER, "
    "num_shared_experts INTEGER, "
    "tie_word_embeddings INTEGER CHECK (tie_word_embeddings IN (0, 1)), "
    "embedding_params_b REAL, "
    "params_active_excl_input_embedding_b REAL, "
    "kv_bytes_per_token_16bit INTEGER, "
    "kv_gib_at_max_context_bs1_16bit REAL, "
    "origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')))",
};

// Schema 3: hourly prices the user enters per chip (cost per million tokens), deleted with
// their chip. quoted_on is an ISO date (YYYY-MM-DD) or NULL when the user gave none. No
// built-in price is shipped, so the table starts empty.
constexpr const char* kSchema3[] = {
    "CREATE TABLE chip_price ("
    "chip INTEGER PRIMARY KEY REFERENCES chip (pk) ON DELETE CASCADE, "
    "usd_per_hour REAL NOT NULL CHECK (usd_per_hour > 0), "
    "quoted_on TEXT, "
    "source TEXT NOT NULL DEFAULT '')",
};

// Schema 4: built-in LLM models the user deleted, so that a newer built-in catalog does not
// bring them back (as builtin_tombstone does for chips). Nothing to carry over: a model
// deleted before schema 4 left no trace.
constexpr const char* kSchema4[] = {
    "CREATE TABLE builtin_model_tombstone (id TEXT PRIMARY KEY)",
};

// Schema 5: what a figure says beyond its value (issue 11). printed_unit: the unit system its
// source printed a capacity or bandwidth in (NULL: not recorded); configuration: what the
// figure belongs to ("air-cooled OAM"); range_low / range_high: a range the vendor gives
// around the value, in the field's unit, both or neither; link_scope: what a link bandwidth
// connects. Every row of schema 4 reads as "not stated", which is what it was.
constexpr const char* kSchema5[] = {
    "ALTER TABLE figure ADD COLUMN printed_unit TEXT "
    "CHECK (printed_unit IN ('decimal', 'binary'))",
    "ALTER TABLE figure ADD COLUMN configuration TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE figure ADD COLUMN range_low REAL CHECK (range_low > 0)",
    "ALTER TABLE figure ADD COLUMN range_high REAL "
    "CHECK ((range_low IS NULL) = (range_high IS NULL) AND range_high >= range_low)",
    "ALTER TABLE figure ADD COLUMN link_scope TEXT "
    "CHECK (link_scope IN ('chip_to_chip', 'host_to_chip'))",
};

// Schema 6: concurrent edits (issue 12). Every chip, model and price row carries the version
// it was last written at, and change_marker.generation counts the write transactions: each one
// bumps it first (Transaction::begin()) and stamps the rows it writes with the new value. A
// version is thus never reused, even by a chip deleted and added again, so "the stored version
// is the one my edit is based on" means nobody wrote the row since; and another client sees
// that something changed by reading one number. Rows of schema 5 read as version 1.
constexpr const char* kSchema6[] = {
    "ALTER TABLE chip ADD COLUMN version INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE llm_model ADD COLUMN version INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE chip_price ADD COLUMN version INTEGER NOT NULL DEFAULT 1",
    "CREATE TABLE change_marker ("
    "id INTEGER PRIMARY KEY CHECK (id = 1), "
    "generation INTEGER NOT NULL)",
    "INSERT INTO change_marker (id, generation) VALUES (1, 1)",
};

constexpr std::array<std::span<const char* const>, 6> kMigrations{kSchema1, kSchema2, kSchema3,
                                                                  kSchema4, kSchema5, kSchema6};
} // namespace

int migrationCount() {
    return int(kMigrations.size());
}

QStringList migrationStatements(int version) {
    QStringList statements;
    for (const char* sql : kMigrations[size_t(version - 1)])
        statements.append(QString::fromUtf8(sql));
    return statements;
}

} // namespace chipatlas::storage
