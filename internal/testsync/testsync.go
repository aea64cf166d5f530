// Package testsync holds what a test (or the load bench) needs to watch a
// server it runs: a buffer the server's goroutines write while the test
// reads, and polling for a condition in place of a fixed sleep.
package testsync

import (
	"strings"
	"sync"
	"testing"
	"time"
)

// Buffer collects what a running server writes (its log) while others read.
type Buffer struct {
	mu  sync.Mutex
	buf strings.Builder
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// waitLimit is how long WaitFor polls before it fails the test.
const waitLimit = 10 * time.Second

// WaitFor polls cond until it holds, failing tb if it does not within 10 s.
func WaitFor(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(waitLimit)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
