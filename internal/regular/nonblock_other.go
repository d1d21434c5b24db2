//go:build !unix

package regular

// nonblock is 0 where the system has no O_NONBLOCK for open.
const nonblock = 0
