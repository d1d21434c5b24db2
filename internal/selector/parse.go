package selector

import (
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/css"
)

// The selector grammar (Selectors Level 4) is read from the tokens of a real CSS Syntax
// Level 3 lexer, github.com/tdewolff/parse/v2/css: it gets escapes, strings, hash and
// function tokens right. It was chosen over github.com/andybalholm/cascadia, which parses
// selectors but keeps its syntax tree unexported and rejects valid selectors that browsers
// accept (:is(), :where(), :scope, :has(> a)), and github.com/ericchiang/css, which the
// module proxy does not serve. Only the grouping of tokens into compound and complex
// selectors below is this package's own.

// partKind is the kind of one simple selector.
type partKind int

const (
	partType      partKind = iota // input, app-basket
	partUniversal                 // *
	partID                        // #email
	partClass                     // .btn
	partAttr                      // [name="q"]
	partPseudo                    // :nth-child(2), :hover
	partElement                   // ::before
)

// part is one simple selector as written.
type part struct {
	kind  partKind
	name  string // tag and attribute names lower case; ids and classes unescaped
	op    string // attribute matcher: "", "=", "~=", "|=", "^=", "$=", "*="
	value string // attribute value unquoted and unescaped; pseudo argument as written
	raw   string // the source text of the part
}

// compound is a sequence of simple selectors with no combinator between them.
type compound struct{ parts []part }

// complexSel is compounds joined by combinators: combs[i] sits between compounds i and i+1
// and is one of " ", ">", "+", "~".
type complexSel struct {
	compounds []compound
	combs     []string
}

var errSyntax = errors.New("invalid CSS selector")

// maxSelector bounds the input the parser reads (bytes); longer selectors are refused.
const maxSelector = 8192

type token struct {
	tt  css.TokenType
	raw string
}

func lex(s string) ([]token, error) {
	l := css.NewLexer(parse.NewInputString(s))
	toks := make([]token, 0, 8)
	pos := 0 // the lexer's tokens cover the input end to end: raw is a substring of s
	for {
		tt, b := l.Next()
		switch tt {
		case css.ErrorToken:
			if l.Err() != io.EOF {
				return nil, errSyntax
			}
			return toks, nil
		case css.BadStringToken, css.BadURLToken, css.CDOToken, css.CDCToken:
			return nil, errSyntax
		}
		var raw string
		if end := pos + len(b); end <= len(s) && s[pos:end] == string(b) { // compared without a copy
			raw = s[pos:end]
		} else {
			raw = string(b)
		}
		pos += len(b)
		if tt != css.CommentToken {
			toks = append(toks, token{tt, raw})
		}
	}
}

// parseGroup parses a selector list ("a, b") into complex selectors.
func parseGroup(s string) ([]complexSel, error) {
	if len(s) > maxSelector || strings.TrimSpace(s) == "" || strings.ContainsRune(s, 0) {
		return nil, errSyntax
	}
	toks, err := lex(s)
	if err != nil {
		return nil, err
	}
	p := &parser{toks: toks}
	var group []complexSel
	for {
		c, err := p.complex()
		if err != nil {
			return nil, err
		}
		group = append(group, c)
		if p.done() {
			return group, nil
		}
		if p.peek().tt != css.CommaToken {
			return nil, errSyntax
		}
		p.i++
	}
}

type parser struct {
	toks []token
	i    int
}

func (p *parser) done() bool { return p.i >= len(p.toks) }

func (p *parser) peek() token {
	if p.done() {
		return token{tt: css.ErrorToken}
	}
	return p.toks[p.i]
}

func (p *parser) skipSpace() bool {
	skipped := false
	for !p.done() && p.peek().tt == css.WhitespaceToken {
		p.i++
		skipped = true
	}
	return skipped
}

// complex reads compounds and combinators up to a comma or the end.
func (p *parser) complex() (complexSel, error) {
	var c complexSel
	p.skipSpace()
	for {
		cp, err := p.compound()
		if err != nil {
			return c, err
		}
		c.compounds = append(c.compounds, cp)
		space := p.skipSpace()
		if p.done() || p.peek().tt == css.CommaToken {
			return c, nil
		}
		comb := " "
		if t := p.peek(); t.tt == css.DelimToken && (t.raw == ">" || t.raw == "+" || t.raw == "~") {
			comb = t.raw
			p.i++
			p.skipSpace()
		} else if !space {
			return c, errSyntax
		}
		c.combs = append(c.combs, comb)
	}
}

// compound reads simple selectors until white space, a combinator, a comma or the end.
func (p *parser) compound() (compound, error) {
	var cp compound
	for !p.done() {
		t := p.peek()
		var pt part
		var err error
		switch {
		case t.tt == css.IdentToken && len(cp.parts) == 0:
			p.i++
			pt = part{kind: partType, name: strings.ToLower(unescape(t.raw)), raw: t.raw}
			if q := p.peek(); q.tt == css.DelimToken && q.raw == "|" { // ns|tag
				p.i++
				n := p.peek()
				if n.tt != css.IdentToken && !(n.tt == css.DelimToken && n.raw == "*") {
					return cp, errSyntax
				}
				p.i++
				pt.raw += "|" + n.raw
				pt.name = strings.ToLower(unescape(n.raw))
			}
		case t.tt == css.DelimToken && t.raw == "*" && len(cp.parts) == 0:
			p.i++
			pt = part{kind: partUniversal, name: "*", raw: "*"}
		case t.tt == css.HashToken:
			p.i++
			id := unescape(t.raw[1:])
			if !validIdent(t.raw[1:]) {
				return cp, errSyntax // #1abc is not a selector
			}
			pt = part{kind: partID, name: id, raw: t.raw}
		case t.tt == css.DelimToken && t.raw == ".":
			p.i++
			n := p.peek()
			if n.tt != css.IdentToken {
				return cp, errSyntax
			}
			p.i++
			pt = part{kind: partClass, name: unescape(n.raw), raw: "." + n.raw}
		case t.tt == css.LeftBracketToken:
			pt, err = p.attribute()
		case t.tt == css.ColonToken:
			pt, err = p.pseudo()
		default:
			if len(cp.parts) == 0 {
				return cp, errSyntax
			}
			return cp, nil
		}
		if err != nil {
			return cp, err
		}
		cp.parts = append(cp.parts, pt)
		if n := p.peek(); n.tt == css.WhitespaceToken || n.tt == css.CommaToken || n.tt == css.ErrorToken ||
			n.tt == css.DelimToken && (n.raw == ">" || n.raw == "+" || n.raw == "~") {
			return cp, nil
		}
	}
	if len(cp.parts) == 0 {
		return cp, errSyntax
	}
	return cp, nil
}

// attribute reads [name], [name=value], [name op "value" i].
func (p *parser) attribute() (part, error) {
	start := p.i
	p.i++ // [
	p.skipSpace()
	n := p.peek()
	if n.tt != css.IdentToken {
		return part{}, errSyntax
	}
	p.i++
	pt := part{kind: partAttr, name: strings.ToLower(unescape(n.raw))}
	if q := p.peek(); q.tt == css.DelimToken && q.raw == "|" && p.i+1 < len(p.toks) && p.toks[p.i+1].tt == css.IdentToken {
		p.i += 2 // ns|attr
		pt.name = strings.ToLower(unescape(p.toks[p.i-1].raw))
	}
	p.skipSpace()
	switch t := p.peek(); t.tt {
	case css.RightBracketToken:
	case css.DelimToken, css.IncludeMatchToken, css.DashMatchToken, css.PrefixMatchToken,
		css.SuffixMatchToken, css.SubstringMatchToken:
		if t.tt == css.DelimToken && t.raw != "=" {
			return part{}, errSyntax
		}
		pt.op = t.raw
		p.i++
		p.skipSpace()
		v := p.peek()
		switch v.tt {
		case css.IdentToken:
			pt.value = unescape(v.raw)
		case css.StringToken:
			pt.value = unquote(v.raw)
		default:
			return part{}, errSyntax
		}
		p.i++
		p.skipSpace()
		if f := p.peek(); f.tt == css.IdentToken && (strings.EqualFold(f.raw, "i") || strings.EqualFold(f.raw, "s")) {
			p.i++
			p.skipSpace()
		}
	default:
		return part{}, errSyntax
	}
	if p.peek().tt != css.RightBracketToken {
		return part{}, errSyntax
	}
	p.i++
	pt.raw = p.rawFrom(start)
	return pt, nil
}

// pseudo reads :name, :name(args), ::name.
func (p *parser) pseudo() (part, error) {
	start := p.i
	p.i++ // :
	kind := partPseudo
	if p.peek().tt == css.ColonToken {
		kind = partElement
		p.i++
	}
	t := p.peek()
	switch t.tt {
	case css.IdentToken:
		p.i++
		return part{kind: kind, name: strings.ToLower(unescape(t.raw)), raw: p.rawFrom(start)}, nil
	case css.FunctionToken:
		p.i++
		argStart := p.i
		depth := 1
		for ; !p.done(); p.i++ {
			switch p.peek().tt {
			case css.FunctionToken, css.LeftParenthesisToken:
				depth++
			case css.RightParenthesisToken:
				depth--
			}
			if depth == 0 {
				break
			}
		}
		if depth != 0 {
			return part{}, errSyntax
		}
		var arg strings.Builder
		for _, a := range p.toks[argStart:p.i] {
			arg.WriteString(a.raw)
		}
		p.i++ // )
		name := strings.ToLower(unescape(strings.TrimSuffix(t.raw, "(")))
		return part{kind: kind, name: name, value: strings.TrimSpace(arg.String()), raw: p.rawFrom(start)}, nil
	}
	return part{}, errSyntax
}

func (p *parser) rawFrom(start int) string {
	var b strings.Builder
	for _, t := range p.toks[start:p.i] {
		b.WriteString(t.raw)
	}
	return b.String()
}

// validIdent reports whether the raw text of a hash token is an identifier (CSS Syntax
// §4.3.9): not starting with a digit, nor with "-" and a digit.
func validIdent(raw string) bool {
	if raw == "" {
		return false
	}
	c := raw[0]
	if c == '-' && len(raw) > 1 {
		c = raw[1]
	}
	return !(c >= '0' && c <= '9')
}

// unescape resolves CSS escapes: "\31 23" → "123", "\:" → ":".
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		j := i
		for j < len(s) && j-i < 6 && isHex(s[j]) {
			j++
		}
		if j == i {
			if s[i] == '\n' {
				continue // an escaped newline in a string is removed
			}
			b.WriteByte(s[i])
			continue
		}
		n, _ := strconv.ParseUint(s[i:j], 16, 32)
		r := rune(n)
		if r == 0 || r > 0x10FFFF || (r >= 0xD800 && r <= 0xDFFF) {
			r = '\uFFFD'
		}
		b.WriteRune(r)
		if j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n') {
			j++
		}
		i = j - 1
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// unquote removes the quotes of a CSS string token and resolves its escapes.
func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		s = s[1 : len(s)-1]
	} else if len(s) >= 1 && (s[0] == '"' || s[0] == '\'') {
		s = s[1:] // a string closed by the end of input
	}
	return unescape(s)
}

// quoteCSS returns s as a double-quoted CSS string.
func quoteCSS(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			b.WriteString(`\` + strconv.FormatInt(int64(r), 16) + " ")
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// identCSS returns s escaped as a CSS identifier (CSSOM "serialize an identifier").
func identCSS(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == 0:
			b.WriteRune('\uFFFD')
		case r < 0x20 || r == 0x7f, i == 0 && r >= '0' && r <= '9',
			i == 1 && r >= '0' && r <= '9' && s[0] == '-':
			b.WriteString(`\` + strconv.FormatInt(int64(r), 16) + " ")
		case i == 0 && r == '-' && len(s) == 1:
			b.WriteString(`\-`)
		case r >= 0x80 || r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			b.WriteRune(r)
		default:
			b.WriteByte('\\')
			b.WriteRune(r)
		}
	}
	return b.String()
}
