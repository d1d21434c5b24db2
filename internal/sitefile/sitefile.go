// Package sitefile encodes and decodes the git-friendly knowledge files written by
// `waymark export` and read by `waymark import` (SPEC §11): one YAML file per site,
// DIR/sites/<site>.yaml, and an index, DIR/.index.yaml.
//
// A site file holds the site's records in sections, one per kind, in a fixed order
// (profiles, patterns, caches, site_notes, selectors); each section is sorted by record key.
// Every entry carries what is needed to rebuild the stored record exactly — key, URL pattern,
// task type, search text, created and updated times (UTC, RFC 3339 with nanoseconds) and the
// body as YAML with the key order of its JSON form. The kind of an entry is its section and
// its site is the file's site. Nothing in a file depends on when it was written, so encoding
// the same records twice gives the same bytes.
//
//	version: 1
//	site: example.com
//	patterns:
//	  - key: example.com|example.com/dp/*|…
//	    url_pattern: example.com/dp/*
//	    task_type: extract_detail
//	    text: …
//	    created_at: 2025-01-02T03:04:05Z
//	    updated_at: 2025-01-02T03:04:05Z
//	    body:
//	      name: …
//
// The package knows nothing of waymark's record types: bodies go in and come out as JSON
// objects. YAML is produced and parsed only by github.com/goccy/go-yaml.
package sitefile

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/lexer"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"
)

// Version is the format version written into every file; Decode refuses any other.
const Version = 1

// Size limits of the files Decode and DecodeIndex read, and so of those Encode writes.
const (
	// MaxFileBytes is the largest site file Decode reads (256 MiB): it reads a site file
	// one record at a time (chunk.go), so a file needs about its own size in memory.
	MaxFileBytes = 256 << 20
	// MaxRecordBytes is the largest record a site file may hold and the largest index file
	// (16 MiB): the YAML parser needs about thirty times the text it parses at once.
	MaxRecordBytes = 16 << 20
)

// The record kinds a site file holds, equal to waymark's kind names. Sessions, traces and
// snapshots are machine-local and never exported.
const (
	KindProfile  = "profile"
	KindPattern  = "pattern"
	KindCache    = "cache"
	KindSiteNote = "site_note"
	KindSelector = "selector"
)

// Kinds lists the exported kinds in file order.
var Kinds = []string{KindProfile, KindPattern, KindCache, KindSiteNote, KindSelector}

// Entry is one record of a site file. Body is a JSON object (the record's body); Kind is
// one of [Kinds].
type Entry struct {
	Kind       string
	Key        string
	URLPattern string
	TaskType   string
	Text       string
	CreatedAt  time.Time
	UpdatedAt  time.Time
	Body       json.RawMessage
}

// Site is the content of one site file: the site (eTLD+1, SPEC §1) and its records.
type Site struct {
	Site    string
	Entries []Entry
}

// Counts counts the entries of a site per kind (the section names of a site file).
type Counts struct {
	Profiles  int `yaml:"profiles"`
	Patterns  int `yaml:"patterns"`
	Caches    int `yaml:"caches"`
	SiteNotes int `yaml:"site_notes"`
	Selectors int `yaml:"selectors"`
}

// Count returns the number of entries of s per kind.
func (s Site) Count() Counts {
	var c Counts
	for _, e := range s.Entries {
		c.Add(e.Kind)
	}
	return c
}

// Add counts one more entry of kind; a kind a site file has no section for is not counted.
func (c *Counts) Add(kind string) {
	if p := c.field(kind); p != nil {
		*p++
	}
}

// tree is c as a value tree in [Kinds] order, the field order of Counts.
func (c Counts) tree() yaml.MapSlice {
	m := yaml.MapSlice{}
	for _, kind := range Kinds {
		m = append(m, yaml.MapItem{Key: sectionName(kind), Value: *c.field(kind)})
	}
	return m
}

func (c *Counts) field(kind string) *int {
	switch kind {
	case KindProfile:
		return &c.Profiles
	case KindPattern:
		return &c.Patterns
	case KindCache:
		return &c.Caches
	case KindSiteNote:
		return &c.SiteNotes
	case KindSelector:
		return &c.Selectors
	}
	return nil
}

// fileDoc is the YAML shape of a site file, for decoding (Encode builds the same shape as a
// value tree). Text fields are any so that a number or boolean where text is due is
// refused rather than converted.
type fileDoc struct {
	Version   int        `yaml:"version"`
	Site      any        `yaml:"site"`
	Profiles  []entryDoc `yaml:"profiles,omitempty"`
	Patterns  []entryDoc `yaml:"patterns,omitempty"`
	Caches    []entryDoc `yaml:"caches,omitempty"`
	SiteNotes []entryDoc `yaml:"site_notes,omitempty"`
	Selectors []entryDoc `yaml:"selectors,omitempty"`
}

func (d *fileDoc) section(kind string) *[]entryDoc {
	switch kind {
	case KindProfile:
		return &d.Profiles
	case KindPattern:
		return &d.Patterns
	case KindCache:
		return &d.Caches
	case KindSiteNote:
		return &d.SiteNotes
	case KindSelector:
		return &d.Selectors
	}
	return nil
}

// sectionName is the YAML name of a kind's section: the kind's plural.
func sectionName(kind string) string { return kind + "s" }

// entryDoc is the YAML shape of one entry, for decoding.
type entryDoc struct {
	Key        any `yaml:"key"`
	URLPattern any `yaml:"url_pattern,omitempty"`
	TaskType   any `yaml:"task_type,omitempty"`
	Text       any `yaml:"text"`
	CreatedAt  any `yaml:"created_at"`
	UpdatedAt  any `yaml:"updated_at"`
	Body       any `yaml:"body"`
}

var encodeOptions = []yaml.EncodeOption{
	yaml.Indent(2),
	yaml.IndentSequence(true),
	yaml.UseLiteralStyleIfMultiline(true),
}

// Encode renders s as a site file. Entries are grouped by kind in [Kinds] order and sorted
// by key; times are written in UTC; empty sections and empty URL patterns and task types
// are left out. It fails when the site is empty, an entry has an unknown kind, an empty key
// or a body that is not a JSON object, or two entries share a kind and key. The same input
// always gives the same bytes, and [Decode] gives the input back.
func Encode(s Site) ([]byte, error) {
	if strings.TrimSpace(s.Site) == "" {
		return nil, errors.New("encode site file: empty site")
	}
	entries := slices.Clone(s.Entries)
	slices.SortFunc(entries, compareEntries)
	for i, e := range entries {
		switch {
		case kindRank(e.Kind) == len(Kinds):
			return nil, fmt.Errorf("encode site file %s: entry %q: unknown kind %q", s.Site, e.Key, e.Kind)
		case e.Key == "":
			return nil, fmt.Errorf("encode site file %s: %s entry with empty key", s.Site, e.Kind)
		case i > 0 && entries[i-1].Kind == e.Kind && entries[i-1].Key == e.Key:
			return nil, fmt.Errorf("encode site file %s: duplicate %s key %q", s.Site, e.Kind, e.Key)
		}
	}
	// The file is written a record at a time, each verified on its own: the text of a
	// sequence item does not depend on its neighbours, and the memory is that of one record.
	var out bytes.Buffer
	head, err := encodeVerified(func(enc *encoder) (any, error) {
		return yaml.MapSlice{{Key: "version", Value: Version}, {Key: "site", Value: enc.text(s.Site, "site")}}, nil
	})
	if err != nil {
		return nil, fmt.Errorf("encode site file %s: %w", s.Site, err)
	}
	out.Write(head)
	for i, e := range entries {
		name := sectionName(e.Kind)
		item, err := encodeVerified(func(enc *encoder) (any, error) {
			it, err := enc.entry(e, name+"[0]")
			if err != nil {
				return nil, err
			}
			return yaml.MapSlice{{Key: name, Value: []any{it}}}, nil
		})
		if err != nil {
			return nil, fmt.Errorf("encode site file %s: %s %q: %w", s.Site, e.Kind, e.Key, err)
		}
		if len(item) > MaxRecordBytes {
			return nil, fmt.Errorf("encode site file %s: %s %q: %d bytes of YAML, over the %d a site file's record may hold",
				s.Site, e.Kind, e.Key, len(item), MaxRecordBytes)
		}
		if i == 0 || entries[i-1].Kind != e.Kind {
			out.WriteString(name + ":\n")
		}
		out.Write(item[bytes.IndexByte(item, '\n')+1:]) // without the section's key line
		if out.Len() > MaxFileBytes {
			return nil, fmt.Errorf("encode site file %s: over %d bytes, the most a site file may hold", s.Site, MaxFileBytes)
		}
	}
	return out.Bytes(), nil
}

// entry builds the tree of one entry, in the field order of entryDoc.
func (enc *encoder) entry(e Entry, path string) (yaml.MapSlice, error) {
	body, err := enc.body(e.Body, path+".body")
	if err != nil {
		return nil, err
	}
	m := yaml.MapSlice{{Key: "key", Value: enc.text(e.Key, path+".key")}}
	if e.URLPattern != "" {
		m = append(m, yaml.MapItem{Key: "url_pattern", Value: enc.text(e.URLPattern, path+".url_pattern")})
	}
	if e.TaskType != "" {
		m = append(m, yaml.MapItem{Key: "task_type", Value: enc.text(e.TaskType, path+".task_type")})
	}
	return append(m,
		yaml.MapItem{Key: "text", Value: enc.text(e.Text, path+".text")},
		yaml.MapItem{Key: "created_at", Value: e.CreatedAt.UTC()},
		yaml.MapItem{Key: "updated_at", Value: e.UpdatedAt.UTC()},
		yaml.MapItem{Key: "body", Value: body}), nil
}

func compareEntries(a, b Entry) int {
	return cmp.Or(cmp.Compare(kindRank(a.Kind), kindRank(b.Kind)), cmp.Compare(a.Key, b.Key))
}

func kindRank(kind string) int {
	if i := slices.Index(Kinds, kind); i >= 0 {
		return i
	}
	return len(Kinds)
}

// Decode parses a site file. Entries come back in file order with Kind set from their
// section; bodies are compact JSON objects whose keys keep the file's order. It fails —
// with the line or the path of the entry at fault — on a file over [MaxFileBytes], invalid
// UTF-8 (which YAML would read as U+FFFD), YAML syntax errors, anchors or aliases (refused
// so that a small file cannot expand into a huge one), unknown fields, a version other than
// [Version], an empty site or key, a created_at or updated_at that is missing or not an
// RFC 3339 time, a body that is not a mapping, values JSON cannot hold (NaN, infinities)
// and duplicate kind+key pairs.
//
// A file in block style is read a record at a time (chunk.go): every line at column 0 is
// then a key of the file, a comment, a document start before the first key or a document
// end after the last; a record may hold [MaxRecordBytes]. A file whose first content opens
// a flow mapping (JSON) is read whole, up to MaxRecordBytes.
func Decode(data []byte) (s Site, err error) {
	if !utf8.Valid(data) {
		i := 0
		for i < len(data) {
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			i += n
		}
		return Site{}, fmt.Errorf("not valid UTF-8 (line %d)", 1+bytes.Count(data[:i], []byte("\n")))
	}
	if len(data) > MaxFileBytes {
		return Site{}, fmt.Errorf("file too large: %d bytes, limit %d", len(data), MaxFileBytes)
	}
	var (
		doc    fileDoc // version and site
		counts = map[string]int{}
		seen   = make(map[[2]string]bool)
	)
	// absorb adds the entries of a decoded piece (or of the whole file) to s.
	absorb := func(d *fileDoc) error {
		for _, kind := range Kinds {
			for _, ed := range *d.section(kind) {
				path := fmt.Sprintf("%s[%d]", sectionName(kind), counts[kind])
				counts[kind]++
				e, err := ed.entry(kind, path)
				if err != nil {
					return err
				}
				if seen[[2]string{kind, e.Key}] {
					return fmt.Errorf("%s.key: duplicate key %q", path, e.Key)
				}
				seen[[2]string{kind, e.Key}] = true
				s.Entries = append(s.Entries, e)
			}
		}
		return nil
	}
	if flowDocument(data) {
		// JSON (a flow mapping) has no lines to cut at: read whole, within a record's limit.
		if err := decodeDoc(data, &doc); err != nil {
			return Site{}, err
		}
		if err := absorb(&doc); err != nil {
			return Site{}, err
		}
	} else {
		f := newFileLines(data)
		pieces, names, err := f.pieces()
		if err != nil {
			return Site{}, err
		}
		if len(pieces) == 0 {
			return Site{}, errors.New("yaml: empty: want one document, a mapping with version, site and records")
		}
		for i, p := range pieces {
			text, lineOf := f.pieceText(p)
			if len(text) > MaxRecordBytes {
				return Site{}, fmt.Errorf("line %d: %s too large: %d bytes, limit %d", p.first+1, pieceName(names[i], p), len(text), MaxRecordBytes)
			}
			var d fileDoc
			if err := decodeText(text, lineOf, f, &d); err != nil {
				return Site{}, err
			}
			switch names[i] {
			case "version":
				doc.Version = d.Version
			case "site":
				doc.Site = d.Site
			}
			if err := absorb(&d); err != nil {
				return Site{}, err
			}
		}
		if !slices.Contains(names, "version") {
			return Site{}, fmt.Errorf("version: missing (want %d)", Version)
		}
	}
	if doc.Version != Version {
		return Site{}, fmt.Errorf("version: got %d, want %d", doc.Version, Version)
	}
	site, err := stringField(doc.Site, "site")
	if err != nil {
		return Site{}, err
	}
	if strings.TrimSpace(site) == "" {
		return Site{}, errors.New("site: empty")
	}
	s.Site = site
	slices.SortStableFunc(s.Entries, func(a, b Entry) int { return cmp.Compare(kindRank(a.Kind), kindRank(b.Kind)) })
	return s, nil
}

// pieceName says what a piece of a site file holds, for an error.
func pieceName(key string, p piece) string {
	if p.head != p.first {
		return "a record of " + key
	}
	return "key " + key
}

func (d entryDoc) entry(kind, path string) (Entry, error) {
	e := Entry{Kind: kind}
	var err error
	if e.Key, err = stringField(d.Key, path+".key"); err != nil {
		return Entry{}, err
	}
	if e.Key == "" {
		return Entry{}, fmt.Errorf("%s.key: empty", path)
	}
	if e.URLPattern, err = stringField(d.URLPattern, path+".url_pattern"); err != nil {
		return Entry{}, err
	}
	if e.TaskType, err = stringField(d.TaskType, path+".task_type"); err != nil {
		return Entry{}, err
	}
	if e.Text, err = stringField(d.Text, path+".text"); err != nil {
		return Entry{}, err
	}
	if _, ok := d.Body.(yaml.MapSlice); !ok {
		return Entry{}, fmt.Errorf("%s.body: want a mapping, got %s", path, typeName(d.Body))
	}
	var buf bytes.Buffer
	if err := writeJSON(&buf, d.Body, path+".body"); err != nil {
		return Entry{}, err
	}
	e.Body = buf.Bytes()
	if e.CreatedAt, err = timeField(d.CreatedAt, path+".created_at"); err != nil {
		return Entry{}, err
	}
	if e.UpdatedAt, err = timeField(d.UpdatedAt, path+".updated_at"); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// stringField accepts a YAML string (or nothing) where a string is due. A scalar YAML reads as
// a number or a boolean is refused rather than turned into text, so that a hand edit such as
// `key: 1.10` does not silently become "1.1".
// timeField reads a required time: an RFC 3339 timestamp ("2025-01-02T03:04:05Z"), as
// Encode writes them, read by YAML as a time or as a string, or one of YAML's other
// timestamp forms (yamlTimes) that tools rewriting the file write, such as PyYAML's
// "2025-01-02 03:04:05.123456+00:00".
func timeField(v any, path string) (time.Time, error) {
	switch v := v.(type) {
	case nil:
		return time.Time{}, fmt.Errorf("%s: required (an RFC 3339 time)", path)
	case time.Time:
		return v, nil
	case string:
		if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
			return t, nil
		}
		if t, ok := yamlTime(v); ok {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("%s: want an RFC 3339 time such as 2025-01-02T03:04:05Z, got %v", path, v)
}

// yamlTimestamp is the regular expression of YAML 1.1's timestamps (yaml.org/type/timestamp):
// a date, or a date and a time after "T", "t" or spaces, with a fraction, and a zone ("Z",
// "+1", "-05:00") after spaces or none (UTC). Groups: year, month, day, hour, minute,
// second, fraction, zone.
var yamlTimestamp = regexp.MustCompile(`^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})` +
	`(?:(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]*))?(?:[ \t]*(Z|[-+][0-9]{1,2}(?::?[0-9]{2})?))?)?$`)

// yamlTime reads s as a YAML 1.1 timestamp (yamlTimestamp): "2025-01-02", "2025-1-2
// 3:04:05.5 +1", "2025-01-02t03:04:05Z". ok is false for any other text, or a date or time
// out of range ("2025-02-30", "25:00:00").
func yamlTime(s string) (time.Time, bool) {
	m := yamlTimestamp.FindStringSubmatch(s)
	if m == nil {
		return time.Time{}, false
	}
	n := func(i int) int { v, _ := strconv.Atoi(m[i]); return v }
	year, month, day := n(1), n(2), n(3)
	hour, minute, second := n(4), n(5), n(6)
	nanos := 0
	if f := m[7]; f != "" {
		f = (f + "000000000")[:9]
		nanos, _ = strconv.Atoi(f)
	}
	loc := time.UTC
	if z := m[8]; z != "" && z != "Z" {
		h, mm := strings.ReplaceAll(z[1:], ":", ""), "0"
		if len(h) > 2 { // "0530": hours and minutes
			h, mm = h[:len(h)-2], h[len(h)-2:]
		}
		hh, _ := strconv.Atoi(h)
		mi, _ := strconv.Atoi(mm)
		off := hh*3600 + mi*60
		if z[0] == '-' {
			off = -off
		}
		loc = time.FixedZone("", off)
	}
	t := time.Date(year, time.Month(month), day, hour, minute, second, nanos, loc)
	if t.Year() != year || int(t.Month()) != month || t.Day() != day || t.Hour() != hour || t.Minute() != minute || t.Second() != second {
		return time.Time{}, false // normalised: out of range
	}
	return t, true
}

func stringField(v any, path string) (string, error) {
	switch v := v.(type) {
	case nil:
		return "", nil
	case string:
		return v, nil
	}
	return "", fmt.Errorf("%s: want a string, got %s (quote it)", path, typeName(v))
}

// decodeDoc parses data strictly into v (a pointer to a struct): one document, no anchors or
// aliases, no unknown fields, no duplicate keys. A panic of the YAML parser on hostile input
// is turned into an error.
func decodeDoc(data []byte, v any) (err error) {
	if len(data) > MaxRecordBytes {
		return fmt.Errorf("file too large: %d bytes, limit %d", len(data), MaxRecordBytes)
	}
	return decodeText(data, nil, nil, v)
}

// decodeText is decodeDoc of a piece of file fl whose line l is line lineOf(l) of fl (both
// 1-based): the positions in its errors are those of fl. lineOf nil: data is the file.
func decodeText(data []byte, lineOf func(int) int, fl *fileLines, v any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: malformed input (%v)", r)
		}
	}()
	tokens := lexer.Tokenize(string(data))
	if lineOf != nil {
		moved := map[*token.Position]bool{}
		for _, tk := range tokens {
			if pos := tk.Position; pos != nil && !moved[pos] {
				moved[pos] = true
				pos.Line = lineOf(pos.Line)
				pos.Offset = fl.start[min(max(pos.Line-1, 0), fl.count())] + pos.Column - 1
			}
		}
	}
	if err := checkKeys(tokens); err != nil {
		return err
	}
	if err := checkNesting(tokens); err != nil {
		return err
	}
	f, err := parser.Parse(tokens, 0)
	if err != nil {
		return errors.New("yaml: " + yaml.FormatError(err, false, false))
	}
	var docs []*ast.DocumentNode
	for _, d := range f.Docs {
		if d != nil && d.Body != nil {
			docs = append(docs, d)
		}
	}
	if len(docs) != 1 {
		return fmt.Errorf("yaml: want one document, got %d", len(docs))
	}
	if n := firstRef(docs[0].Body); n != nil {
		return fmt.Errorf("yaml: %s: anchors and aliases are not allowed", n.GetToken().Position)
	}
	if _, ok := docs[0].Body.(*ast.MappingNode); !ok {
		return fmt.Errorf("yaml: the document must be a mapping, got %s", docs[0].Body.Type())
	}
	if err := yaml.NodeToValue(docs[0].Body, v, yaml.UseOrderedMap(), yaml.DisallowUnknownField()); err != nil {
		return errors.New("yaml: " + yaml.FormatError(err, false, false))
	}
	return nil
}

// checkNesting refuses token streams whose flow collections ([…], {…}) nest deeper than
// maxDepth, or with more than maxDepth sequence entries or explicit keys opened one after
// the other on a line ("- - - x"), before the parser sees them: a megabyte of "[" would
// exhaust its stack, and its memory grows with the square of compact entries (1.7 GB for
// 64 KiB of "- "). Other block nesting needs a deeper indentation per level, so the size
// limit bounds it. Text in a scalar (a block scalar's "- - -" lines) is one token, counted
// as none.
func checkNesting(tokens token.Tokens) error {
	const maxDepth = 100
	depth, compact, line := 0, 0, -1
	for _, tk := range tokens {
		if tk.Type == token.SequenceEntryType || tk.Type == token.MappingKeyType {
			if tk.Position != nil && tk.Position.Line != line {
				compact, line = 0, tk.Position.Line
			}
			if compact++; compact > maxDepth {
				return fmt.Errorf("yaml: %s: nesting deeper than %d", where(tk.Position), maxDepth)
			}
			continue
		}
		compact = 0
		switch tk.Type {
		case token.SequenceStartType, token.MappingStartType:
			if depth++; depth > maxDepth {
				return fmt.Errorf("yaml: %s: nesting deeper than %d", where(tk.Position), maxDepth)
			}
		case token.SequenceEndType, token.MappingEndType:
			if depth > 0 {
				depth--
			}
		}
	}
	return nil
}

// maxKeys is the most keys a mapping of a site file may have: the YAML parser's time grows
// with the square of a mapping's keys (21 s for 100,000), and no body a save stores has more
// than a few dozen.
const maxKeys = 1000

// checkKeys refuses a mapping of more than maxKeys keys before the parser sees it. The keys
// of a block mapping are the keys at one column with no line between them that begins
// further left; those of a flow mapping are counted between its braces.
func checkKeys(tokens token.Tokens) error {
	type block struct{ col, keys int }
	var (
		blocks []block // block mappings open, innermost last
		flows  []int   // keys of the flow mappings open, innermost last
		line   = -1
	)
	popRight := func(col int) {
		for len(blocks) > 0 && blocks[len(blocks)-1].col > col {
			blocks = blocks[:len(blocks)-1]
		}
	}
	for i, tk := range tokens {
		pos := tk.Position
		if pos == nil {
			continue
		}
		if pos.Line != line { // the first token of a line
			line = pos.Line
			popRight(pos.Column)
		}
		n := 0
		switch tk.Type {
		case token.MappingStartType:
			flows = append(flows, 0)
		case token.MappingEndType:
			if len(flows) > 0 {
				flows = flows[:len(flows)-1]
			}
		case token.MappingValueType:
			switch {
			case len(flows) > 0:
				flows[len(flows)-1]++
				n = flows[len(flows)-1]
			case i > 0 && tokens[i-1].Position != nil:
				col := tokens[i-1].Position.Column
				popRight(col)
				if k := len(blocks) - 1; k >= 0 && blocks[k].col == col {
					blocks[k].keys++
				} else {
					blocks = append(blocks, block{col: col, keys: 1})
				}
				n = blocks[len(blocks)-1].keys
			}
		}
		if n > maxKeys {
			return fmt.Errorf("yaml: %s: a mapping of more than %d keys", where(pos), maxKeys)
		}
	}
	return nil
}

// firstRef returns the first anchor or alias node under n, or nil.
func firstRef(n ast.Node) ast.Node {
	var found ast.Node
	ast.Walk(visitFunc(func(n ast.Node) bool {
		if found != nil {
			return false
		}
		switch n.(type) {
		case *ast.AnchorNode, *ast.AliasNode:
			found = n
			return false
		}
		return true
	}), n)
	return found
}

type visitFunc func(ast.Node) bool

func (f visitFunc) Visit(n ast.Node) ast.Visitor {
	if n == nil || !f(n) {
		return nil
	}
	return f
}
