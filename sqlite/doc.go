// Package sqlite is the embedded store of waymark: a [waymark.Store] in one SQLite
// database file (SPEC §11, memory.db), in WAL mode, with a full-text index for lexical
// recall, safe for the goroutines of one process and for several processes sharing the
// file. It uses modernc.org/sqlite, a pure-Go SQLite: no cgo.
//
// Open a store and hand it to [waymark.Open], or let [OpenMemory] do both:
//
//	m, err := sqlite.OpenMemory(ctx, home, nil) // home/memory.db
//	if err != nil {
//		return err
//	}
//	defer m.Close()
//
// The schema is created and upgraded by the migrations embedded from migrations/*.sql and
// recorded in the table schema_migrations. Records live in the table records; their search
// text is indexed in the FTS5 table records_fts (fts.go says how, CJK included).
//
// The conformance suite in package storetest (Run) checks it against the [waymark.Store]
// contract; sqlite_test.go runs it.
package sqlite
