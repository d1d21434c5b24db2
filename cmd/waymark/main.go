// Command waymark is the command-line face of the waymark experience memory (SPEC §12): it
// serves the memory to MCP clients (waymark serve) and saves, queries, lists and maintains it
// from a shell.
//
// Usage:
//
//	waymark [--home DIR] [--json] <command> [flags] [arguments]
//
// The home folder is --home, else $WAYMARK_HOME (absolute), else $XDG_DATA_HOME/waymark, else
// ~/.local/share/waymark. Exit codes: 0 success, 1 runtime failure, 2 bad input or usage,
// 130 / 143 stopped by SIGINT / SIGTERM (serve, which a signal stops normally, exits 0).
// Only this package reads flags and environment variables.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"github.com/waymark-dev/waymark"
	"github.com/waymark-dev/waymark/internal/regular"
	"github.com/waymark-dev/waymark/sqlite"
)

func main() {
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		s := <-sigs
		signal.Reset(os.Interrupt, syscall.SIGTERM) // a second signal ends the process at once
		cancel(signalled{s.(syscall.Signal)})
	}()
	m := NewMain()
	err := m.Run(ctx, os.Args[1:])
	code := ExitCode(err)
	var sig signalled
	if code != ExitOK && errors.As(context.Cause(ctx), &sig) {
		code, err = 128+int(sig.Signal), sig
	}
	if code != ExitOK {
		if !errors.Is(err, flag.ErrHelp) {
			// Masked (waymark.MaskSecrets): an error may quote an argument or a stored
			// text, and stderr often ends up in a log file.
			fmt.Fprintf(m.Stderr, "waymark: %s\n", waymark.MaskSecrets(err.Error()))
		}
		os.Exit(code)
	}
}

// signalled is the cause of the run's cancellation by SIGINT or SIGTERM: the command stops
// what it was doing (a write transaction under way is rolled back) and exits with 128 +
// the signal's number, as a shell reports a process the signal ended (130, 143).
type signalled struct{ syscall.Signal }

func (s signalled) Error() string { return "interrupted (" + s.Signal.String() + ")" }

// Exit codes of the waymark command.
const (
	ExitOK      = 0 // success (also for --help)
	ExitFailure = 1 // a runtime failure: the store, the file system, an unimplemented feature
	ExitUsage   = 2 // bad input or usage: flags, arguments, an invalid trace or request, an unknown id
)

// ExitCode maps an error returned by [Main.Run] to the process exit code: nil and
// flag.ErrHelp give 0; usage errors and errors wrapping waymark.ErrInvalidTrace,
// waymark.ErrInvalidInput or waymark.ErrNotFound (an id, pattern, site or archive file
// given on the command line that names nothing stored) give 2; anything else gives 1.
func ExitCode(err error) int {
	var ue *usageError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return ExitOK
	case errors.As(err, &ue), errors.Is(err, waymark.ErrInvalidTrace), errors.Is(err, waymark.ErrInvalidInput),
		errors.Is(err, waymark.ErrNotFound):
		return ExitUsage
	default:
		return ExitFailure
	}
}

// Main is the waymark program: its standard streams and environment, for tests to replace.
type Main struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Getenv reads an environment variable (os.Getenv by default).
	Getenv func(string) string
}

// NewMain returns a Main wired to the process's standard streams and environment.
func NewMain() *Main {
	return &Main{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}
}

// command is one subcommand; Run gets the arguments after its name.
type command interface {
	Run(ctx context.Context, args []string) error
}

// commands lists the subcommands by name, each with a one-line summary for the usage text.
var commands = []struct {
	name, summary string
	make          func(g *globals) command
}{
	{"serve", "serve the memory to MCP clients over stdio (or --http on loopback)", func(g *globals) command { return &ServeCommand{g: g} }},
	{"query", "what is known for a URL and intent (before a task)", func(g *globals) command { return &QueryCommand{g: g} }},
	{"save", "save a finished task's trace (after a task, success or failure)", func(g *globals) command { return &SaveCommand{g: g} }},
	{"step", "report one finished step of a running session", func(g *globals) command { return &StepCommand{g: g} }},
	{"list", "list stored knowledge, one page at a time", func(g *globals) command { return &ListCommand{g: g} }},
	{"ingest", "import recordings of other tools (Browser-Use, Chrome Recorder, …)", func(g *globals) command { return &IngestCommand{g: g} }},
	{"pattern", "site profiles, named routes and quirks: get | learn | record | quirk", func(g *globals) command { return &PatternCommand{g: g} }},
	{"forget", "archive and remove a record or a site's records", func(g *globals) command { return &ForgetCommand{g: g} }},
	{"restore", "bring back the records of an archive file", func(g *globals) command { return &RestoreCommand{g: g} }},
	{"gc", "remove raw traces past their TTL and expired session trails", func(g *globals) command { return &GCCommand{g: g} }},
	{"stats", "count what the memory holds", func(g *globals) command { return &StatsCommand{g: g} }},
	{"export", "write git-friendly knowledge files into DIR", func(g *globals) command { return &ExportCommand{g: g} }},
	{"import", "merge knowledge files from DIR", func(g *globals) command { return &ImportCommand{g: g} }},
	{"bench", "measure recall quality on real tasks: recall (Mind2Web)", func(g *globals) command { return &BenchCommand{g: g} }},
	{"version", "print the version", func(g *globals) command { return &VersionCommand{g: g} }},
	{"help", "show help for waymark or a command", func(g *globals) command { return &HelpCommand{g: g} }},
}

// Run runs the command line args (without the program name).
func (m *Main) Run(ctx context.Context, args []string) error {
	g := &globals{main: m, given: map[string]bool{}}
	fs := flag.NewFlagSet("waymark", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	g.register(fs)
	once(fs, g.given)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(m.Stdout, mainUsage())
			return err
		}
		return usagef("%s (see 'waymark help')", flagMessage(err))
	}
	args = fs.Args()
	if len(args) == 0 {
		fmt.Fprint(m.Stderr, mainUsage())
		return usagef("no command given")
	}
	for _, c := range commands {
		if c.name == args[0] {
			return flagNamed(c.make(g).Run(ctx, args[1:]), g.fs)
		}
	}
	return usagef("unknown command %q (see 'waymark help')", args[0])
}

// flagNamed rewrites the field an input error of the library names ("task_type") as the
// flag of the command that took it ("--task-type"), when that flag was given (a trace's
// own "outcome" stays "outcome"); a field whose flag has another name (fieldFlags) is
// rewritten wherever the message names it.
func flagNamed(err error, fs *flag.FlagSet) error {
	ie, ok := errors.AsType[*waymark.InputError](err)
	if !ok || ie.Field == "" || fs == nil {
		return err
	}
	name := flagOf(ie.Field)
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	if !given {
		return err
	}
	fe := flagError{error: err, field: ie.Field + ": ", flag: "--" + name + ": "}
	for field, flagName := range fieldFlags {
		if fs.Lookup(flagName) != nil {
			fe.also = append(fe.also, field, "--"+flagName)
		}
	}
	return fe
}

// fieldFlags maps the library's fields to flags of another name.
var fieldFlags = map[string]string{"session_id": "session"}

// flagOf is the flag name of a library field: "task_type" → "task-type".
func flagOf(field string) string {
	if f, ok := fieldFlags[field]; ok {
		return f
	}
	return strings.ReplaceAll(field, "_", "-")
}

// flagError is an error whose message names a flag where the library named a field.
type flagError struct {
	error
	field, flag string
	also        []string // more field, flag pairs to rewrite anywhere in the message
}

func (e flagError) Error() string {
	msg := strings.Replace(e.error.Error(), e.field, e.flag, 1)
	if len(e.also) > 0 {
		msg = strings.NewReplacer(e.also...).Replace(msg)
	}
	return msg
}

func (e flagError) Unwrap() error { return e.error }

func mainUsage() string {
	var b strings.Builder
	b.WriteString(`waymark is an experience memory for browser-automation agents.

Usage:

	waymark [--home DIR] [--json] <command> [flags] [arguments]

Commands:

`)
	for _, c := range commands {
		fmt.Fprintf(&b, "	%-8s %s\n", c.name, c.summary)
	}
	b.WriteString(`
Global flags (before or after the command):

	--home DIR  the memory's home folder (default $WAYMARK_HOME, an absolute path, else
	            $XDG_DATA_HOME/waymark, else ~/.local/share/waymark)
	--json      print the result as JSON, the same object the MCP tool returns

Exit codes: 0 success, 1 runtime failure, 2 bad input or usage, 130 / 143 stopped by
SIGINT / SIGTERM (serve, which a signal stops normally, exits 0).
Run 'waymark help <command>' for a command's flags.
`)
	return b.String()
}

// usageError is bad usage: an unknown command or flag, a missing or malformed argument.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// usagef returns a usage error; the flag values and arguments it quotes have their secrets
// masked (waymark.MaskSecrets): stderr often ends up in a log file.
func usagef(format string, args ...any) error {
	return &usageError{msg: waymark.MaskSecrets(fmt.Sprintf(format, args...))}
}

// globals are the flags every command accepts, before or after its name, and what the
// commands share.
type globals struct {
	main *Main
	home string
	json bool
	cmd  string        // the command being run ("save"), named in errors about its input
	fs   *flag.FlagSet // its flags
	// given are the names of the flags given so far on the command line (once).
	given map[string]bool
	// standIn is set while a command runs on an empty memory that stands in for a home
	// holding none (withStored); the home is then still the one named.
	standIn string
}

// commandLine writes the waymark command that runs cmd with args on this home: with
// --home when one was given, each argument quoted for a POSIX shell when it needs it.
func (g *globals) commandLine(cmd string, args ...string) string {
	parts := []string{"waymark"}
	if g.home != "" {
		parts = append(parts, "--home", shellWord(g.home))
	}
	parts = append(parts, cmd)
	for _, a := range args {
		parts = append(parts, shellWord(a))
	}
	return strings.Join(parts, " ")
}

// shellWord quotes s for a POSIX shell when it holds anything but letters, digits and
// "/._-+:@%,=": in single quotes, each single quote inside closed, escaped and reopened.
func shellWord(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+:@%,=") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func (g *globals) register(fs *flag.FlagSet) {
	fs.Func("home", "the memory's home folder", func(v string) error {
		if strings.TrimSpace(v) == "" {
			return errors.New("empty folder name") // not the default home: a variable left empty
		}
		g.home = v
		return nil
	})
	fs.BoolVar(&g.json, "json", g.json, "print the result as JSON")
}

// flagSet returns a flag set for the command name that also takes the global flags.
func (g *globals) flagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	g.cmd, g.fs = name, fs
	g.register(fs)
	return fs
}

// parse parses args with fs, flags and positional arguments in any order ("--" ends the
// flags), and returns the positional arguments. usage is printed for -h.
func (g *globals) parse(fs *flag.FlagSet, args []string, usage string) ([]string, error) {
	if g.given == nil {
		g.given = map[string]bool{}
	}
	once(fs, g.given)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fmt.Fprint(g.main.Stdout, usage)
				return nil, err
			}
			return nil, usagef("%s: %s (see 'waymark help %s')", fs.Name(), flagMessage(err), fs.Name())
		}
		if err := validText(fs); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			return append(pos, rest...), nil
		}
		pos, args = append(pos, rest[0]), rest[1:]
	}
}

// pathFlags are the flags whose value may name a file: a file name on Unix is any bytes.
var pathFlags = map[string]bool{"home": true, "trace": true, "steps": true, "step": true, "corpus": true}

// validText refuses the value of a flag given to fs that is text (no pathFlags) and not
// valid UTF-8, as a trace's text is refused: the memory keeps and compares UTF-8 text.
func validText(fs *flag.FlagSet) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		v := f.Value.String()
		if err != nil || pathFlags[f.Name] || utf8.ValidString(v) {
			return
		}
		err = usagef("%s: --%s: not valid UTF-8", fs.Name(), f.Name)
	})
	return err
}

// flagMessage is the message of a flag parsing error, with flags written --name as in the
// help texts ("invalid value "x" for flag --page-size: …", "unknown flag --x").
func flagMessage(err error) string {
	msg := err.Error()
	if head, ok := strings.CutSuffix(msg, ": "+errGivenTwice.Error()); ok { // once
		name, ok := strings.CutPrefix(head, "invalid boolean flag ") // "--json --json"
		if i := strings.LastIndex(head, " for flag -"); !ok && i >= 0 {
			name = head[i+len(" for flag -"):] // `invalid value "B" for flag -home`
		}
		return "flag --" + strings.TrimLeft(name, "-") + " given twice"
	}
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		return "unknown flag --" + strings.TrimLeft(name, "-")
	}
	if v, rest, ok := strings.Cut(msg, " for flag -"); ok && !strings.HasPrefix(rest, "-") {
		return v + " for flag --" + rest
	}
	if v, rest, ok := strings.Cut(msg, " for -"); ok && !strings.HasPrefix(rest, "-") {
		return v + " for flag --" + rest // "invalid boolean value "maybe" for -json: …"
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return "flag --" + strings.TrimLeft(name, "-") + " needs a value"
	}
	return msg
}

// intFlag defines an integer flag written in decimal: the flag package's own integer
// flags read Go literals, so "--page-size 0x10" was 16 and "1_0" was 10.
func intFlag[T int | int64](fs *flag.FlagSet, p *T, name string) {
	fs.Func(name, "", func(s string) error {
		n, err := strconv.ParseInt(s, 10, 64)
		if errors.Is(err, strconv.ErrRange) || err == nil && int64(T(n)) != n {
			return errors.New("out of range")
		}
		if err != nil {
			return errors.New("not a decimal integer")
		}
		*p = T(n)
		return nil
	})
}

// noArgs refuses positional arguments of a command that takes none.
func noArgs(name string, pos []string) error {
	if len(pos) > 0 {
		return usagef("%s: unexpected argument %q", name, pos[0])
	}
	return nil
}

// required refuses an empty required flag.
func required(cmd, flagName, value string) error {
	if value == "" {
		return usagef("%s: missing required flag --%s", cmd, flagName)
	}
	return nil
}

// isSet reports whether the flag name was given on the command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// homeDir resolves the home folder: --home, $WAYMARK_HOME, $XDG_DATA_HOME/waymark,
// ~/.local/share/waymark (SPEC §11).
func (g *globals) homeDir() (string, error) {
	if g.home != "" {
		return g.home, nil
	}
	getenv := g.main.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	if h := getenv("WAYMARK_HOME"); h != "" {
		if !filepath.IsAbs(h) {
			// Each working folder would hold a memory of its own (an MCP client starts
			// serve in a folder of its choice), as XDG's rule says of its variables.
			return "", usagef("WAYMARK_HOME must be an absolute path, not %q: a relative one names another folder in each working folder", h)
		}
		return h, nil
	}
	if x := getenv("XDG_DATA_HOME"); x != "" && filepath.IsAbs(x) {
		return filepath.Join(x, "waymark"), nil
	}
	u, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("find home folder: %w (use --home or WAYMARK_HOME)", err)
	}
	return filepath.Join(u, ".local", "share", "waymark"), nil
}

// logger logs warnings (or the level in $WAYMARK_LOG: debug, info, warn, error) to stderr.
func (g *globals) logger() *slog.Logger {
	level := slog.LevelWarn
	var bad string
	if getenv := g.main.Getenv; getenv != nil {
		if v := getenv("WAYMARK_LOG"); v != "" && level.UnmarshalText([]byte(v)) != nil {
			bad = v
		}
	}
	l := slog.New(slog.NewTextHandler(g.main.Stderr, &slog.HandlerOptions{Level: level}))
	if bad != "" {
		l.Warn("WAYMARK_LOG: unknown level (debug, info, warn or error): logging warnings", "value", bad)
	}
	return l
}

// open opens the memory at the home folder.
func (g *globals) open(ctx context.Context) (*waymark.Memory, error) {
	home, err := g.homeDir()
	if err != nil {
		return nil, err
	}
	if fi, err := os.Stat(home); err == nil && !fi.IsDir() {
		return nil, usagef("home %s is not a folder (--home, WAYMARK_HOME)", home)
	}
	_, statErr := os.Stat(filepath.Join(home, sqlite.FileName))
	m, err := sqlite.OpenMemory(ctx, home, &waymark.Options{Logger: g.logger()})
	if err != nil {
		if inner := errors.Unwrap(err); inner != nil && strings.HasPrefix(err.Error(), "open memory: ") {
			err = inner // said once, with the home: "open memory at H: open store: …"
		}
		return nil, fmt.Errorf("open memory at %s: %w", home, err)
	}
	if errors.Is(statErr, fs.ErrNotExist) {
		// A mistyped --home would otherwise answer from an empty memory without a word.
		fmt.Fprintf(g.main.Stderr, "waymark: a new, empty memory at %s\n", home)
	}
	return m, nil
}

// withMemory opens the memory, runs fn and closes the memory, keeping fn's error first.
func (g *globals) withMemory(ctx context.Context, fn func(m *waymark.Memory) error) error {
	m, err := g.open(ctx)
	if err != nil {
		return err
	}
	return runClose(m, fn)
}

// withStored is withMemory for a command that reads what is stored or acts on it only
// (query, list, stats, pattern get and record, forget, gc): when the home holds no memory, fn
// runs on an empty one in a temporary folder, removed after it, and the home is left as it
// was: a mistyped --home or a refused argument makes no memory there.
func (g *globals) withStored(ctx context.Context, fn func(m *waymark.Memory) error) error {
	home, none, err := g.noMemory()
	if err != nil {
		return err
	}
	if !none {
		return g.withMemory(ctx, fn)
	}
	tmp, err := os.MkdirTemp("", "waymark-empty-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	m, err := sqlite.OpenMemory(ctx, tmp, &waymark.Options{Logger: g.logger()})
	if err != nil {
		return fmt.Errorf("open an empty memory: %w", err)
	}
	fmt.Fprintf(g.main.Stderr, "waymark: no memory at %s yet: nothing is known\n", home)
	g.standIn = home
	if abs, err := filepath.Abs(home); err == nil {
		g.standIn = abs // as a Memory names its home
	}
	defer func() { g.standIn = "" }()
	return runClose(m, fn)
}

// noMemory reports whether the home (returned) holds no memory yet.
func (g *globals) noMemory() (string, bool, error) {
	home, err := g.homeDir()
	if err != nil {
		return "", false, err
	}
	_, err = os.Stat(filepath.Join(home, sqlite.FileName))
	return home, errors.Is(err, fs.ErrNotExist), nil
}

// runClose runs fn on m and closes m, keeping fn's error first.
func runClose(m *waymark.Memory, fn func(m *waymark.Memory) error) error {
	err := fn(m)
	if cerr := m.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("close memory: %w", cerr)
	}
	return err
}

// print writes v as indented JSON with --json, else the readable text of text, in which
// control characters other than newline and tab (stored text from outside may hold a
// terminal's escape sequences) are shown as U+FFFD.
func (g *globals) print(v any, text func(w io.Writer)) error {
	if g.json {
		enc := json.NewEncoder(g.main.Stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(v)
	}
	var b strings.Builder
	text(&b)
	_, err := io.WriteString(g.main.Stdout, strings.Map(printable, b.String()))
	return err
}

// printable maps a control character other than newline and tab to U+FFFD.
func printable(r rune) rune {
	if unicode.IsControl(r) && r != '\n' && r != '\t' {
		return utf8.RuneError
	}
	return r
}

// readInput reads the content named by a FILE|- flag ("-" is standard input), at most limit
// bytes: it reads limit+1 bytes at most and refuses more with an error naming the limit.
// field names the input in errors; errInput is the sentinel a bad input wraps. A path
// that is no regular file (a folder, a named pipe, a device) is refused at once; the end
// of ctx (SIGINT) ends a read of standard input that waits for more.
func (g *globals) readInput(ctx context.Context, field, arg string, limit int, errInput error) ([]byte, error) {
	var r io.Reader
	if arg == "-" {
		r = g.main.Stdin
	} else {
		f, err := regular.Open(arg)
		if err != nil {
			return nil, usagef("%s: --%s: %v", g.cmd, field, err)
		}
		defer f.Close()
		r = f
	}
	data, err := readAll(ctx, io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return nil, fmt.Errorf("%s: read --%s: %w", g.cmd, field, err)
	}
	if len(data) > limit {
		return nil, &waymark.InputError{Field: field, Err: errInput,
			Msg: fmt.Sprintf("larger than the limit of %s (%d bytes)", sizeName(limit), limit)}
	}
	if t := bytes.TrimSpace(data); len(t) == 0 || string(t) == "null" {
		from := arg
		if arg == "-" {
			from = "standard input"
		}
		what := "empty"
		if len(t) > 0 {
			what = "only null"
		}
		return nil, &waymark.InputError{Field: field, Err: errInput, Msg: fmt.Sprintf("%s is %s", from, what)}
	}
	return data, nil
}

// readAll reads r to its end, or returns the cause of ctx's end when ctx ends first (the
// read then goes on in the background until the process exits: a read of a terminal or a
// pipe cannot be stopped).
func readAll(ctx context.Context, r io.Reader) ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	go func() {
		data, err := io.ReadAll(r)
		done <- result{data, err}
	}()
	select {
	case res := <-done:
		return res.data, res.err
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
}

// readJSONArg reads a FILE|-|JSON argument: inline JSON when it starts with { or [, else
// readInput.
func (g *globals) readJSONArg(ctx context.Context, field, arg string, limit int, errInput error) ([]byte, error) {
	if t := strings.TrimSpace(arg); strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
		if len(t) > limit {
			return nil, &waymark.InputError{Field: field, Err: errInput,
				Msg: fmt.Sprintf("larger than the limit of %s (%d bytes)", sizeName(limit), limit)}
		}
		return []byte(t), nil
	}
	return g.readInput(ctx, field, arg, limit, errInput)
}

func sizeName(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}

// maxInputBytes caps a trace, step or steps argument read by the CLI: the memory's default
// MaxTraceBytes (SPEC §3), which the memory enforces too.
const maxInputBytes = waymark.DefaultMaxTraceBytes

// version returns the module version of the binary, or "devel".
func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "devel"
}

// kindCounts formats per-kind counts in the stable order of waymark.Kinds, then any other.
func kindCounts(counts map[waymark.Kind]int) string {
	var parts []string
	seen := map[waymark.Kind]bool{}
	for _, k := range waymark.Kinds {
		seen[k] = true
		if n := counts[k]; n != 0 {
			parts = append(parts, fmt.Sprintf("%s %d", k, n))
		}
	}
	var other []string
	for k, n := range counts {
		if !seen[k] && n != 0 {
			other = append(other, fmt.Sprintf("%s %d", k, n))
		}
	}
	sort.Strings(other)
	parts = append(parts, other...)
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// nonNil returns counts, or an empty map for nil, so JSON shows {} rather than null.
func nonNil(counts map[waymark.Kind]int) map[waymark.Kind]int {
	if counts == nil {
		return map[waymark.Kind]int{}
	}
	return counts
}
