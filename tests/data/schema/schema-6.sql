PRAGMA application_id = 1128808788;
PRAGMA user_version = 6;
CREATE INDEX figure_by_value ON figure (field, num);
-- index sqlite_autoindex_builtin_model_tombstone_1 on builtin_model_tombstone
-- index sqlite_autoindex_builtin_tombstone_1 on builtin_tombstone
-- index sqlite_autoindex_chip_1 on chip
-- index sqlite_autoindex_llm_model_1 on llm_model
-- index sqlite_autoindex_meta_1 on meta
-- index sqlite_autoindex_source_1 on source
CREATE TABLE builtin_model_tombstone (id TEXT PRIMARY KEY);
CREATE TABLE builtin_tombstone (id TEXT PRIMARY KEY);
CREATE TABLE change_marker (id INTEGER PRIMARY KEY CHECK (id = 1), generation INTEGER NOT NULL);
CREATE TABLE chip (pk INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE CHECK (id <> ''), vendor TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '', family_generation TEXT NOT NULL DEFAULT '', kind TEXT NOT NULL DEFAULT '', sparsity_note TEXT NOT NULL DEFAULT '', source_urls TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')), user_edited INTEGER NOT NULL DEFAULT 0, version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE chip_price (chip INTEGER PRIMARY KEY REFERENCES chip (pk) ON DELETE CASCADE, usd_per_hour REAL NOT NULL CHECK (usd_per_hour > 0), quoted_on TEXT, source TEXT NOT NULL DEFAULT '', version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE figure (chip INTEGER NOT NULL REFERENCES chip (pk) ON DELETE CASCADE, field TEXT NOT NULL, num REAL, txt TEXT, status TEXT NOT NULL CHECK (status IN ('published', 'computed', 'not_published', 'unknown', 'unverified')), source INTEGER REFERENCES source (id), note TEXT NOT NULL DEFAULT '', sparsity_unstated INTEGER NOT NULL DEFAULT 0, user_edited INTEGER NOT NULL DEFAULT 0, printed_unit TEXT CHECK (printed_unit IN ('decimal', 'binary')), configuration TEXT NOT NULL DEFAULT '', range_low REAL CHECK (range_low > 0), range_high REAL CHECK ((range_low IS NULL) = (range_high IS NULL) AND range_high >= range_low), link_scope TEXT CHECK (link_scope IN ('chip_to_chip', 'host_to_chip')), PRIMARY KEY (chip, field)) WITHOUT ROWID;
CREATE TABLE llm_model (id TEXT PRIMARY KEY CHECK (id <> ''), name TEXT, family TEXT, params_total_b REAL, params_active_b REAL, num_layers INTEGER, hidden_size INTEGER, num_attention_heads INTEGER, num_kv_heads INTEGER, head_dim INTEGER, attention_type TEXT, kv_lora_rank INTEGER, qk_rope_head_dim INTEGER, sliding_window INTEGER, max_context INTEGER, vocab_size INTEGER, native_dtype TEXT, license TEXT, source_urls TEXT, notes TEXT, params_card TEXT, hf_repo TEXT, config_max_position_embeddings INTEGER, intermediate_size INTEGER, moe_intermediate_size INTEGER, num_experts INTEGER, experts_per_token INTEGER, num_shared_experts INTEGER, tie_word_embeddings INTEGER CHECK (tie_word_embeddings IN (0, 1)), embedding_params_b REAL, params_active_excl_input_embedding_b REAL, kv_bytes_per_token_16bit INTEGER, kv_gib_at_max_context_bs1_16bit REAL, origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')), version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE source (id INTEGER PRIMARY KEY, url TEXT NOT NULL UNIQUE);
