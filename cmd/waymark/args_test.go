package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/waymark-dev/waymark"
)

func TestParseInterspersed(t *testing.T) {
	tests := []struct {
		args     []string
		wantPos  []string
		wantURL  string
		wantJSON bool
		wantHome string
	}{
		{[]string{"DIR"}, []string{"DIR"}, "", false, ""},
		{[]string{"DIR", "--json"}, []string{"DIR"}, "", true, ""},
		{[]string{"--json", "DIR", "--home", "h", "--url=u"}, []string{"DIR"}, "u", true, "h"},
		{[]string{"a", "--url", "u", "b"}, []string{"a", "b"}, "u", false, ""},
		{[]string{"--url", "u", "--", "--json", "x"}, []string{"--json", "x"}, "u", false, ""},
		{nil, nil, "", false, ""},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			g := &globals{main: &Main{Stdout: io.Discard, Stderr: io.Discard}}
			fs := g.flagSet("test")
			var url string
			fs.StringVar(&url, "url", "", "")
			pos, err := g.parse(fs, tt.args, "usage")
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(pos, tt.wantPos) || url != tt.wantURL || g.json != tt.wantJSON || g.home != tt.wantHome {
				t.Errorf("pos %q url %q json %v home %q; want %q %q %v %q",
					pos, url, g.json, g.home, tt.wantPos, tt.wantURL, tt.wantJSON, tt.wantHome)
			}
		})
	}
}

func TestExitCode(t *testing.T) {
	tests := []struct {
		err  error
		want int
	}{
		{nil, ExitOK},
		{flag.ErrHelp, ExitOK},
		{usagef("bad"), ExitUsage},
		{fmt.Errorf("save: %w", &waymark.InputError{Field: "steps", Msg: "required", Err: waymark.ErrInvalidTrace}), ExitUsage},
		{fmt.Errorf("list: %w", waymark.ErrInvalidInput), ExitUsage},
		{waymark.ErrNotFound, ExitUsage},
		{errors.New("disk full"), ExitFailure},
	}
	for _, tt := range tests {
		if got := ExitCode(tt.err); got != tt.want {
			t.Errorf("ExitCode(%v) = %d, want %d", tt.err, got, tt.want)
		}
	}
}

func TestCheckLoopback(t *testing.T) {
	for addr, ok := range map[string]bool{
		"127.0.0.1:8765": true, "localhost:0": true, "[::1]:80": true, "127.1.2.3:9": true,
		"0.0.0.0:8765": false, ":8765": false, "[::]:80": false, "192.168.1.2:80": false,
		"example.com:80": false, "127.0.0.1": false,
		"127.0.0.1:99999": false, "127.0.0.1:0x10": false, "127.0.0.1:-1": false, "127.0.0.1:080": false, "localhost:http": false,
	} {
		if err := checkLoopback(addr); (err == nil) != ok {
			t.Errorf("checkLoopback(%q) = %v, want ok %v", addr, err, ok)
		}
	}
}

func TestReadInputLimit(t *testing.T) {
	g := &globals{main: &Main{Stdin: strings.NewReader(strings.Repeat("x", 11))}}
	_, err := g.readInput(context.Background(), "trace", "-", 10, waymark.ErrInvalidTrace)
	var ie *waymark.InputError
	if !errors.As(err, &ie) || ie.Field != "trace" || !errors.Is(err, waymark.ErrInvalidTrace) || !strings.Contains(err.Error(), "10 bytes") {
		t.Errorf("11 bytes over a limit of 10: %v", err)
	}
	g.main.Stdin = strings.NewReader(strings.Repeat("x", 10))
	if data, err := g.readInput(context.Background(), "trace", "-", 10, waymark.ErrInvalidTrace); err != nil || len(data) != 10 {
		t.Errorf("10 bytes at a limit of 10: %d bytes, %v", len(data), err)
	}
}
