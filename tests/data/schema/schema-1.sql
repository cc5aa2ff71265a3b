PRAGMA application_id = 1128808788;
PRAGMA user_version = 1;
CREATE INDEX figure_by_value ON figure (field, num);
-- index sqlite_autoindex_chip_1 on chip
-- index sqlite_autoindex_source_1 on source
CREATE TABLE chip (pk INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE CHECK (id <> ''), vendor TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '', family_generation TEXT NOT NULL DEFAULT '', kind TEXT NOT NULL DEFAULT '', sparsity_note TEXT NOT NULL DEFAULT '', source_urls TEXT NOT NULL DEFAULT '', notes TEXT NOT NULL DEFAULT '');
CREATE TABLE figure (chip INTEGER NOT NULL REFERENCES chip (pk) ON DELETE CASCADE, field TEXT NOT NULL, num REAL, txt TEXT, status TEXT NOT NULL CHECK (status IN ('published', 'computed', 'not_published', 'unknown', 'unverified')), source INTEGER REFERENCES source (id), note TEXT NOT NULL DEFAULT '', sparsity_unstated INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (chip, field)) WITHOUT ROWID;
CREATE TABLE source (id INTEGER PRIMARY KEY, url TEXT NOT NULL UNIQUE);
