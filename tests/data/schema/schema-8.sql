PRAGMA application_id = 1128808788;
PRAGMA user_version = 8;
CREATE INDEX chip_by_name ON chip (lower(name), id);
CREATE INDEX figure_by_value ON figure (field, num);
-- index sqlite_autoindex_builtin_model_tombstone_1 on builtin_model_tombstone
-- index sqlite_autoindex_builtin_offer_tombstone_1 on builtin_offer_tombstone
-- index sqlite_autoindex_builtin_system_tombstone_1 on builtin_system_tombstone
-- index sqlite_autoindex_builtin_tombstone_1 on builtin_tombstone
-- index sqlite_autoindex_chip_1 on chip
-- index sqlite_autoindex_llm_model_1 on llm_model
-- index sqlite_autoindex_meta_1 on meta
-- index sqlite_autoindex_offer_1 on offer
-- index sqlite_autoindex_source_1 on source
-- index sqlite_autoindex_system_1 on system
CREATE TABLE builtin_model_tombstone (id TEXT PRIMARY KEY);
CREATE TABLE builtin_offer_tombstone (id TEXT PRIMARY KEY);
CREATE TABLE builtin_system_tombstone (id TEXT PRIMARY KEY);
CREATE TABLE builtin_tombstone (id TEXT PRIMARY KEY);
CREATE TABLE change_marker (id INTEGER PRIMARY KEY CHECK (id = 1), generation INTEGER NOT NULL);
CREATE TABLE chip (pk INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE CHECK (id <> ''), vendor TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '', family_generation TEXT NOT NULL DEFAULT '', kind TEXT NOT NULL DEFAULT '', sparsity_note TEXT NOT NULL DEFAULT '', source_urls TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')), user_edited INTEGER NOT NULL DEFAULT 0, version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE chip_price (chip INTEGER PRIMARY KEY REFERENCES chip (pk) ON DELETE CASCADE, usd_per_hour REAL NOT NULL CHECK (usd_per_hour > 0), quoted_on TEXT, source TEXT NOT NULL DEFAULT '', version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE figure (chip INTEGER NOT NULL REFERENCES chip (pk) ON DELETE CASCADE, field TEXT NOT NULL, num REAL, txt TEXT, status TEXT NOT NULL CHECK (status IN ('published', 'computed', 'not_published', 'unknown', 'unverified')), source INTEGER REFERENCES source (id), note TEXT NOT NULL DEFAULT '', sparsity_unstated INTEGER NOT NULL DEFAULT 0, user_edited INTEGER NOT NULL DEFAULT 0, printed_unit TEXT CHECK (printed_unit IN ('decimal', 'binary')), configuration TEXT NOT NULL DEFAULT '', range_low REAL CHECK (range_low > 0), range_high REAL CHECK ((range_low IS NULL) = (range_high IS NULL) AND range_high >= range_low), link_scope TEXT CHECK (link_scope IN ('chip_to_chip', 'host_to_chip')), PRIMARY KEY (chip, field)) WITHOUT ROWID;
CREATE TABLE llm_model (id TEXT PRIMARY KEY CHECK (id <> ''), name TEXT, family TEXT, params_total_b REAL, params_active_b REAL, num_layers INTEGER, hidden_size INTEGER, num_attention_heads INTEGER, num_kv_heads INTEGER, head_dim INTEGER, attention_type TEXT, kv_lora_rank INTEGER, qk_rope_head_dim INTEGER, sliding_window INTEGER, max_context INTEGER, vocab_size INTEGER, native_dtype TEXT, license TEXT, source_urls TEXT, notes TEXT, params_card TEXT, hf_repo TEXT, config_max_position_embeddings INTEGER, intermediate_size INTEGER, moe_intermediate_size INTEGER, num_experts INTEGER, experts_per_token INTEGER, num_shared_experts INTEGER, tie_word_embeddings INTEGER CHECK (tie_word_embeddings IN (0, 1)), embedding_params_b REAL, params_active_excl_input_embedding_b REAL, kv_bytes_per_token_16bit INTEGER, kv_gib_at_max_context_bs1_16bit REAL, origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')), version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE offer (pk INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE CHECK (id <> ''), target_id TEXT NOT NULL, provider TEXT NOT NULL DEFAULT '', region TEXT NOT NULL DEFAULT '', instance TEXT NOT NULL DEFAULT '', pricing TEXT NOT NULL CHECK (pricing IN ('on_demand', 'reserved', 'spot')), pricing_note TEXT NOT NULL DEFAULT '', chips INTEGER NOT NULL CHECK (chips >= 1), notes TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')), version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE offer_price (offer INTEGER NOT NULL REFERENCES offer (pk) ON DELETE CASCADE, seq INTEGER NOT NULL, per_instance_hour REAL NOT NULL CHECK (per_instance_hour > 0), currency TEXT NOT NULL, seen TEXT, seen_note TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')), PRIMARY KEY (offer, seq)) WITHOUT ROWID;
CREATE TABLE source (id INTEGER PRIMARY KEY, url TEXT NOT NULL UNIQUE);
CREATE TABLE system (pk INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE CHECK (id <> ''), vendor TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '', chip_id TEXT NOT NULL, chip_count INTEGER NOT NULL CHECK (chip_count >= 1), vendor_throughput_sparse INTEGER NOT NULL DEFAULT 0 CHECK (vendor_throughput_sparse IN (0, 1)), source_urls TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '', origin TEXT NOT NULL DEFAULT 'user' CHECK (origin IN ('builtin', 'user')), version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE system_figure (system INTEGER NOT NULL REFERENCES system (pk) ON DELETE CASCADE, field TEXT NOT NULL, num REAL, txt TEXT, status TEXT NOT NULL CHECK (status IN ('published', 'computed', 'not_published', 'unknown', 'unverified')), source TEXT NOT NULL DEFAULT '', note TEXT NOT NULL DEFAULT '', printed_unit TEXT CHECK (printed_unit IN ('decimal', 'binary')), PRIMARY KEY (system, field)) WITHOUT ROWID;
