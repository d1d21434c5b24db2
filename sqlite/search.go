package sqlite

import (
	"context"
	"fmt"
	"strings"

	waymark "github.com/waymark-dev/waymark"
)

// DefaultSearchLimit is the number of hits Search returns when Filter.Limit is ≤ 0.
const DefaultSearchLimit = 50

// pruneMinRecords is the store size from which Search drops words found in half the
// records or more (see Search); below it every search is exact and fast anyway.
const pruneMinRecords = 1000

// Search ranks the records whose Text holds any word of s.Terms by BM25 (FTS5 bm25(),
// negated so that higher is better; always > 0), restricted like Find by s.Filter; best
// first, equal scores newest first then by ID; at most s.Filter.Limit hits (default 50)
// after skipping s.Filter.Offset. Terms are user text matched as words, never as FTS5
// syntax (see queryPhrases); terms without any word give no hits and no error.
//
// BM25 in FTS5 gives a word found in at least half the records an IDF of 1e-6: it cannot
// lift a record above one that holds any rarer word, yet scoring every record that holds
// it is what makes a search of common words slow. So, in a store of 1,000 records or
// more, Search first leaves such words out; when the rarer words alone fill the page
// (Offset + Limit hits) that is the answer — the same records in the same order as the
// full search up to score differences below 1e-5 — and otherwise it runs the full search.
func (t *tx) Search(ctx context.Context, s waymark.Search) ([]waymark.Hit, error) {
	if err := t.enter("search", false); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	phrases := queryPhrases(s.Terms)
	if len(phrases) == 0 {
		return []waymark.Hit{}, nil
	}
	limit := s.Filter.Limit
	if limit <= 0 {
		limit = DefaultSearchLimit
	}
	if len(phrases) > 1 {
		rare, err := t.rarePhrases(ctx, phrases)
		if err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		if len(rare) > 0 && len(rare) < len(phrases) {
			hits, err := t.search(ctx, rare, s.Filter, limit)
			if err != nil || len(hits) == limit {
				return hits, err
			}
		}
	}
	return t.search(ctx, phrases, s.Filter, limit)
}

// rarePhrases returns the phrases found in fewer than half the records, or all of them
// when the store is smaller than pruneMinRecords. Counting stops at half the records, so
// a common phrase costs at most that many index entries.
func (t *tx) rarePhrases(ctx context.Context, phrases []string) ([]string, error) {
	var n int
	if err := t.queryRow(ctx, qCountAll).Scan(&n); err != nil {
		return nil, err
	}
	if n < pruneMinRecords {
		return phrases, nil
	}
	half := (n + 1) / 2 // FTS5 clamps the IDF when hits ≥ n/2
	var rare []string
	for _, p := range phrases {
		var hits int
		if err := t.queryRow(ctx, qPhraseHits, "{text}: "+p, half).Scan(&hits); err != nil {
			return nil, err
		}
		if hits < half {
			rare = append(rare, p)
		}
	}
	return rare, nil
}

// search runs one ranked query for any of phrases. A Site or URLPattern filter also
// becomes a scope phrase, so FTS5 intersects posting lists rather than joining every match
// with records; the join re-checks every filter exactly. bm25 weighs the scope column 0.
func (t *tx) search(ctx context.Context, phrases []string, f waymark.Filter, limit int) ([]waymark.Hit, error) {
	match := "{text}: (" + strings.Join(phrases, " OR ") + ")"
	if f.URLPattern != "" {
		match = `{scope}: "` + scopeToken('u', f.URLPattern) + `" AND ` + match
	}
	if f.Site != "" {
		match = `{scope}: "` + scopeToken('s', f.Site) + `" AND ` + match
	}
	where, args := filterSQL(f, "r.")
	if where == "" {
		where = " WHERE "
	} else {
		where += " AND "
	}
	lim, largs := limitSQL(limit, f.Offset)
	args = append(append(args, match), largs...)
	// Rank and cut the page on narrow rows, then read the records of the page only. CROSS
	// JOIN keeps records_fts the outer loop whatever the planner's statistics say: driven
	// from records, FTS5 would compute bm25's IDFs again for every record (seconds).
	rows, err := t.query(ctx, "WITH page AS (SELECT r.rid AS rid, bm25(records_fts, 1.0, 0.0) AS bm, "+
		"r.updated_at AS upd, r.id AS id FROM records_fts CROSS JOIN records r ON r.rid = records_fts.rowid"+
		where+"records_fts MATCH ? ORDER BY bm, upd DESC, id"+lim+") "+
		"SELECT "+recordColsR+", page.bm FROM page JOIN records r ON r.rid = page.rid "+
		"ORDER BY page.bm, page.upd DESC, page.id", args...)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	defer rows.Close()
	hits := []waymark.Hit{}
	for rows.Next() {
		var bm float64
		r, err := scanRecord(rows, &bm)
		if err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		hits = append(hits, waymark.Hit{Record: r, Score: max(-bm, 0)})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	return hits, nil
}
