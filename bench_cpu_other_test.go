//go:build !unix

package waymark_test

import "time"

// cpuTime is not measured on this system: the benchmarks report no CPU figures.
func cpuTime() time.Duration { return 0 }
