//go:build unix

package waymark_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user + system) the process has used so far; the benchmarks
// report CPU per operation beside wall time, which other jobs on the machine distort more.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
