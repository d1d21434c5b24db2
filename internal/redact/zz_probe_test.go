package redact

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// reads /tmp/h4/probe/in.txt: cases separated by lines "---"; "\n" literal as newline.
func TestZZProbe(t *testing.T) {
	f, err := os.Open(os.Getenv("PROBE"))
	if err != nil {
		t.Skip()
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		in := strings.ReplaceAll(line, `\n`, "\n")
		out := New().Text(in)
		mark := "  "
		if out != in {
			mark = "**"
		}
		fmt.Printf("%s %q\n   -> %q\n", mark, in, out)
	}
}

// one Redactor across all lines
func TestZZSeq(t *testing.T) {
	f, err := os.Open(os.Getenv("PROBESEQ"))
	if err != nil {
		t.Skip()
	}
	defer f.Close()
	r := New()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			if strings.HasPrefix(line, "#NEW") {
				r = New()
				fmt.Println("---- new redactor")
			}
			continue
		}
		in := strings.ReplaceAll(line, `\n`, "\n")
		fmt.Printf("%q\n   -> %q\n", in, r.Text(in))
	}
}
