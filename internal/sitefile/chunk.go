package sitefile

import (
	"bytes"
	"fmt"
	"regexp"
)

// A site file is read piece by piece, so that its size is bounded by the disk rather than by
// the memory the YAML parser needs (about thirty times the text it holds at once): the
// file's top-level keys are cut apart at the lines that begin at column 0, and a section's
// sequence at the lines that begin one of its items ("  - key: …" as Encode writes them).
// Each piece is parsed on its own with the section's key line before it, and the positions
// its errors give are those of the whole file. A piece holds one record, so a file of any
// number of records is read in the memory of its largest record (MaxRecordBytes).
//
// The cuts follow YAML's indentation rules: a block scalar's or a nested collection's lines
// are indented deeper than the item they belong to, and in a block mapping at the top level
// every key begins at column 0. Text that only YAML's lenient readers accept (a quoted
// scalar continued on a line less indented than its key) is cut apart and refused.

// piece is a run of lines of a site file: [first, end) as line indexes (0-based), under the
// top-level key on line head (first itself when the piece is a whole top-level key).
type piece struct {
	head, first, end int
}

// topKey matches a top-level key line ("patterns:", `"site": x`) and names the key: a
// plain or simply quoted name. Every line that begins at column 0 must be one, so that a
// piece holds one key of the file's mapping and its duplicates are seen.
var topKey = regexp.MustCompile(`^(?:([a-z_]+)|"([a-z_]+)"|'([a-z_]+)')[ \t]*:(?:[ \t]|$)`)

// fileLines is a file cut into lines (without their "\n") with the byte offset of each.
type fileLines struct {
	data  []byte
	start []int // start[i]: offset of line i; start[i+1]-1: offset of its end
}

func newFileLines(data []byte) *fileLines {
	f := &fileLines{data: data, start: []int{0}}
	for i, b := range data {
		if b == '\n' {
			f.start = append(f.start, i+1)
		}
	}
	if len(data) > 0 && data[len(data)-1] == '\n' {
		f.start[len(f.start)-1] = len(data) // no empty last line: the last ends at the "\n"
	} else {
		f.start = append(f.start, len(data)+1) // the last line ends at the end, with no "\n"
	}
	return f
}

func (f *fileLines) count() int { return len(f.start) - 1 }

// line returns line i without its "\n" (and without a "\r" before it).
func (f *fileLines) line(i int) []byte {
	return bytes.TrimSuffix(f.data[f.start[i]:f.start[i+1]-1], []byte("\r"))
}

// text returns lines [first, end) with their line ends.
func (f *fileLines) text(first, end int) []byte {
	return f.data[f.start[first]:min(f.start[end], len(f.data))]
}

// pieces cuts the lines of a site file into the pieces parsed one at a time, in file order,
// and returns the name of the top-level key of each piece's head. A document start ("---")
// before the first key is skipped; a later one, or a document end ("..."), is refused: a
// site file is one document.
func (f *fileLines) pieces() ([]piece, []string, error) {
	var (
		out   []piece
		names []string
		cur   = -1 // index in out of the piece being extended
		items = -1 // indentation of the current section's items; -1: not cut into items
		seen  = map[string]int{}
		ended = 0 // the line of a document end ("...") seen, after which only comments may come
	)
	for i := range f.count() {
		ln := f.line(i)
		trimmed := bytes.TrimLeft(ln, " ")
		indent := len(ln) - len(trimmed)
		if ended > 0 && len(bytes.TrimSpace(ln)) > 0 && trimmed[0] != '#' {
			return nil, nil, fmt.Errorf("yaml: line %d: content after the document's end (line %d): want one document", i+1, ended)
		}
		if j := tabBeforeComment(ln); j > 0 { // at column 0: below
			// The YAML library drops a tab inside plain text ("On the<TAB>Issues" reads as
			// "On theIssues") and refuses one inside quotes: refused here, named.
			return nil, nil, fmt.Errorf("yaml: line %d: a tab character (column %d): write spaces, or \\t inside double quotes", i+1, j+1)
		}
		if bytes.IndexByte(ln, '\r') >= 0 {
			// YAML ends a line there too: the piece would hold a line this cut did not see.
			return nil, nil, fmt.Errorf("yaml: line %d: a carriage return without a line feed", i+1)
		}
		switch {
		case len(bytes.TrimSpace(ln)) == 0 || trimmed[0] == '#':
			if cur >= 0 {
				out[cur].end = i + 1
			}
			continue
		case indent == 0 && isMarker(ln, "---"):
			if rest := bytes.TrimSpace(ln[3:]); cur < 0 && (len(rest) == 0 || rest[0] == '#') {
				continue // the document's start, perhaps with a comment
			}
			return nil, nil, fmt.Errorf("yaml: line %d: a document marker: want one document that begins with the key version:", i+1)
		case indent == 0 && isMarker(ln, "..."):
			if rest := bytes.TrimSpace(ln[3:]); len(rest) > 0 && rest[0] != '#' {
				return nil, nil, fmt.Errorf("yaml: line %d: content after a document end: want one document", i+1)
			}
			ended = i + 1
			continue
		case indent == 0 && ln[0] == '\t':
			return nil, nil, fmt.Errorf("yaml: line %d: indented with a tab (YAML indents with spaces)", i+1)
		case indent == 0 && !isItem(ln):
			m := topKey.FindSubmatch(ln)
			if m == nil {
				return nil, nil, fmt.Errorf("yaml: line %d: want a key of the file (version, site, or a section such as patterns:) at column 0", i+1)
			}
			name := string(m[1]) + string(m[2]) + string(m[3])
			if at, dup := seen[name]; dup {
				return nil, nil, fmt.Errorf("yaml: line %d: duplicate key %q (line %d)", i+1, name, at)
			}
			seen[name] = i + 1
			out, names = append(out, piece{head: i, first: i, end: i + 1}), append(names, name)
			cur, items = len(out)-1, -1
			// A section whose value follows on the next lines is cut into its items.
			if len(bytes.TrimSpace(ln[len(m[0]):])) == 0 && sections[name] {
				items = -2 // its indentation is that of its first item
			}
			continue
		case cur < 0 && indent == 0:
			return nil, nil, fmt.Errorf("yaml: line %d: the document must be a mapping, got a sequence", i+1)
		case cur < 0:
			return nil, nil, fmt.Errorf("yaml: line %d: indented text before the first key", i+1)
		}
		if items == -2 {
			// The section's value: items, cut one by one, or anything else ("[]", a flow
			// sequence over lines, text that is no YAML), read whole with the section.
			items = -1
			if isItem(trimmed) {
				items = indent
			}
		}
		if items >= 0 && indent == items && isItem(trimmed) {
			head := out[cur].head
			out, names = append(out, piece{head: head, first: i, end: i + 1}), append(names, names[cur])
			cur = len(out) - 1
			continue
		}
		out[cur].end = i + 1
	}
	return out, names, nil
}

// flowDocument reports whether the first content of data (past blank lines and comments)
// opens a flow mapping: a site file written as JSON, which is YAML too, read whole.
func flowDocument(data []byte) bool {
	for len(data) > 0 {
		line, rest, _ := bytes.Cut(data, []byte("\n"))
		if t := bytes.TrimSpace(line); len(t) > 0 && t[0] != '#' {
			return t[0] == '{'
		}
		data = rest
	}
	return false
}

// isMarker reports whether line begins with the document marker m ("---" or "...") as a
// marker: alone or followed by white space.
func isMarker(line []byte, m string) bool {
	return bytes.HasPrefix(line, []byte(m)) && (len(line) == 3 || line[3] == ' ' || line[3] == '\t')
}

// isItem reports whether a line (without its indentation) begins a sequence item.
func isItem(ln []byte) bool {
	return len(ln) > 0 && ln[0] == '-' && (len(ln) == 1 || ln[1] == ' ' || ln[1] == '\t')
}

// sections names the top-level keys whose values are sequences of records.
var sections = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range Kinds {
		m[sectionName(k)] = true
	}
	return m
}()

// pieceText is the YAML text of p: its lines, after its section's key line when p is an
// item, and the file line of each of the text's lines (lineOf).
func (f *fileLines) pieceText(p piece) (text []byte, lineOf func(int) int) {
	if p.head == p.first {
		return f.text(p.first, p.end), func(l int) int { return p.first + l }
	}
	head := f.text(p.head, p.head+1)
	text = make([]byte, 0, len(head)+1+f.start[p.end]-f.start[p.first])
	text = append(text, head...)
	if len(text) == 0 || text[len(text)-1] != '\n' {
		text = append(text, '\n')
	}
	text = append(text, f.text(p.first, p.end)...)
	return text, func(l int) int {
		if l <= 1 {
			return p.head + l
		}
		return p.first + l - 1
	}
}

// tabBeforeComment returns the index in ln of its first tab that is not in a comment (after
// a "#" that begins a line or follows white space, outside quotes opened on the line), or
// -1. A tab in a comment is read as nothing; elsewhere the YAML library misreads it.
func tabBeforeComment(ln []byte) int {
	var quote byte
	for i := 0; i < len(ln); i++ {
		switch c := ln[i]; {
		case c == '\t':
			return i // in quotes too: the library refuses a tab there
		case quote == '"' && c == '\\':
			i++ // an escaped character
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || ln[i-1] == ' '):
			return -1
		}
	}
	return -1
}
