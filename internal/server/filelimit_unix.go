//go:build unix

package server

import "syscall"

// OpenFileLimit is the process's limit on open files (RLIMIT_NOFILE, which
// the Go runtime raises to its hard limit at start), 0 when unknown.
func OpenFileLimit() uint64 {
	var limit syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &limit); err != nil || limit.Cur >= 1<<62 {
		return 0
	}
	return uint64(limit.Cur)
}
