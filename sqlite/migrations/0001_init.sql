-- 0001: the records table, its indexes and the full-text index over their search text.
--
-- rid is an explicit INTEGER PRIMARY KEY because records_fts refers to records by rowid:
-- VACUUM may renumber the implicit rowid of a table without one, which would silently
-- point the full-text index at the wrong records.
-- created_at and updated_at are Unix nanoseconds, UTC (years 1678–2262).
CREATE TABLE records (
    rid         INTEGER PRIMARY KEY,
    id          TEXT    NOT NULL UNIQUE CHECK (id <> ''),
    kind        TEXT    NOT NULL CHECK (kind <> ''),
    key         TEXT    NOT NULL CHECK (key <> ''),
    site        TEXT    NOT NULL DEFAULT '',
    url_pattern TEXT    NOT NULL DEFAULT '',
    task_type   TEXT    NOT NULL DEFAULT '',
    text        TEXT    NOT NULL DEFAULT '',
    body        TEXT    NOT NULL CHECK (json_valid(body)),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    UNIQUE (kind, key)
) STRICT;

-- Find and Search order by updated_at DESC, id: the two indexes ending in (updated_at, id)
-- let a page of the newest records (of some kinds) be read without touching the table.
CREATE INDEX records_site_kind    ON records (site, kind);
CREATE INDEX records_kind_updated ON records (kind, updated_at, id);
CREATE INDEX records_updated      ON records (updated_at, id);
CREATE INDEX records_url_pattern  ON records (url_pattern);

-- records_fts indexes every record under rowid = records.rid. Column text holds the search
-- text in its indexed form (NFKC, CJK and other unspaced scripts split into characters; see
-- search.go). Column scope holds one token for the site and one for the URL pattern of the
-- record ("s" or "u" and 16 hex digits of a hash), so that a search restricted to a site
-- intersects posting lists inside FTS5 instead of joining every match with records; the
-- join still checks the exact values. The table is contentless (the text lives once, in
-- records) with contentless_delete, so a row can be removed by rowid alone: the Go code
-- writes the rows, this trigger removes them whenever a record goes, whoever deletes it.
-- Tokenizer: unicode61 with diacritics folded ("café" = "cafe") and other symbols (So,
-- emoji among them) counted as token characters besides letters, numbers and private use.
CREATE VIRTUAL TABLE records_fts USING fts5(
    text,
    scope,
    content = '',
    contentless_delete = 1,
    tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co So'"
);

CREATE TRIGGER records_fts_delete AFTER DELETE ON records BEGIN
    DELETE FROM records_fts WHERE rowid = old.rid;
END;
