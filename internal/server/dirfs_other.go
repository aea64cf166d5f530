//go:build !unix

package server

// openNonBlocking is nothing where a folder cannot hold a FIFO.
const openNonBlocking = 0
