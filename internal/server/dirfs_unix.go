//go:build unix

package server

import "syscall"

// openNonBlocking makes opening a FIFO return at once instead of waiting for
// a writer; reading a regular file is the same with it or without.
const openNonBlocking = syscall.O_NONBLOCK
