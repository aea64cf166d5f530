package server

import (
	"errors"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// DefaultMaxConns is the open-connection cap unless the operator sets one:
// each open connection holds about 20 KB (its goroutine and buffers), so
// this many stay well under 96 MB resident, and a thousand busy clients
// never meet it.
const DefaultMaxConns = 2048

// fdReserve is what the process keeps of its open-file limit for itself:
// standard streams, the listener, the poller, files of a -dir folder.
const fdReserve = 64

// capLogInterval spaces the log lines of a cap that keeps biting.
const capLogInterval = time.Minute

// capRecheck is how often a new connection waiting at the cap looks again
// for a connection to close, when all were busy.
const capRecheck = 100 * time.Millisecond

// acceptRetry is how long Accept waits, with file descriptors exhausted and
// no connection to close, before it tries again.
const acceptRetry = 50 * time.Millisecond

// MaxConnsForFileLimit bounds a connection cap by the process's open-file
// limit (0 when unknown), keeping fdReserve descriptors back and, when every
// connection may hold a file open too (serving a folder from disk), one more
// per connection. The result is at least 1.
func MaxConnsForFileLimit(maxConns int, fileLimit uint64, filePerConn bool) int {
	if fileLimit == 0 {
		return maxConns
	}
	room := int64(fileLimit) - fdReserve
	if filePerConn {
		room /= 2
	}
	return int(max(1, min(int64(maxConns), room)))
}

// connLimiter caps the connections an http.Server holds open. At the cap, a
// new connection is served by closing the server's least recently used idle
// keep-alive connections (then those that have sent nothing yet), as nginx reuses them;
// only when every connection is busy does it wait in the listen backlog.
// Running out of file descriptors is handled the same way, so neither case
// leaves a new client waiting for an idle timeout.
type connLimiter struct {
	net.Listener
	max    int
	batch  int // connections closed at once to make room
	logger *slog.Logger

	slots    chan struct{} // one token per open connection
	released chan struct{} // signalled when a connection closes
	waiting  atomic.Int32  // new connections held at the cap
	closed   chan struct{}
	once     sync.Once

	mu      sync.Mutex
	conns   map[net.Conn]connEntry
	lastLog time.Time
	bites   int // times the cap bit since the last log line
}

type connEntry struct {
	state http.ConnState
	since time.Time // accepted, or its last request came in
}

// LimitConns wraps ln so that srv holds at most maxConns connections open,
// and sets srv.ConnState (calling any hook already set) to track them. Serve
// srv on the returned listener.
func LimitConns(ln net.Listener, srv *http.Server, maxConns int, logger *slog.Logger) net.Listener {
	maxConns = max(1, maxConns)
	l := &connLimiter{
		Listener: ln,
		max:      maxConns,
		batch:    max(1, min(32, maxConns/64)),
		logger:   logger,
		slots:    make(chan struct{}, maxConns),
		released: make(chan struct{}, 1),
		closed:   make(chan struct{}),
		conns:    make(map[net.Conn]connEntry, maxConns),
	}
	next := srv.ConnState
	srv.ConnState = func(c net.Conn, state http.ConnState) {
		l.track(c, state)
		if next != nil {
			next(c, state)
		}
	}
	return l
}

func (l *connLimiter) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err == nil {
			return l.admit(c)
		}
		if !isFileLimit(err) {
			return nil, err
		}
		// The connection stays in the backlog: make room, then take it.
		l.bite("out of file descriptors: closing idle keep-alive connections to serve new ones")
		select {
		case <-l.released: // an earlier close, already counted
		default:
		}
		l.closeIdle()
		if !l.waitRelease(acceptRetry) {
			return nil, err
		}
	}
}

// admit takes a slot for c, closing idle connections to free one at the cap.
func (l *connLimiter) admit(c net.Conn) (net.Conn, error) {
	select {
	case l.slots <- struct{}{}:
		return c, nil
	default:
	}
	l.bite("connection cap reached: closing idle keep-alive connections to serve new ones")
	l.waiting.Add(1)
	defer l.waiting.Add(-1)
	for {
		l.closeIdle()
		// A slot comes back once a closed connection's goroutine ends; if
		// every connection was busy, look again for one gone idle.
		t := time.NewTimer(capRecheck)
		select {
		case l.slots <- struct{}{}:
			t.Stop()
			return c, nil
		case <-l.closed:
			t.Stop()
			c.Close()
			return nil, net.ErrClosed
		case <-t.C:
		}
	}
}

func (l *connLimiter) Close() error {
	l.once.Do(func() { close(l.closed) })
	return l.Listener.Close()
}

// waitRelease waits until a connection has closed, or d has passed; false if
// the listener closed meanwhile.
func (l *connLimiter) waitRelease(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-l.closed:
		return false
	case <-l.released:
		return true
	case <-t.C:
		return true
	}
}

// track follows each connection net/http reports; a closed or hijacked one
// gives its slot back.
func (l *connLimiter) track(c net.Conn, state http.ConnState) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch state {
	case http.StateClosed, http.StateHijacked:
		if _, ok := l.conns[c]; ok {
			delete(l.conns, c)
			<-l.slots
			select {
			case l.released <- struct{}{}:
			default:
			}
		}
	case http.StateNew:
		l.conns[c] = connEntry{state, time.Now()}
	case http.StateIdle:
		// Ranked by when its last request came in: when net/http reports it
		// idle depends on when its goroutine next runs, after the client may
		// have seen the answer and moved on.
		if e, ok := l.conns[c]; ok {
			l.conns[c] = connEntry{state, e.since}
		}
	default:
		if _, ok := l.conns[c]; ok {
			l.conns[c] = connEntry{state, time.Now()}
		}
	}
}

// closeIdle closes up to batch connections that are not serving a request:
// the least recently used idle keep-alive ones, then those that have sent nothing for a
// second.
func (l *connLimiter) closeIdle() {
	l.mu.Lock()
	type candidate struct {
		conn  net.Conn
		rank  int // 0: idle keep-alive, 1: new
		since time.Time
	}
	var candidates []candidate
	quiet := time.Now().Add(-time.Second)
	for c, e := range l.conns {
		switch {
		case e.state == http.StateIdle:
			candidates = append(candidates, candidate{c, 0, e.since})
		case e.state == http.StateNew && e.since.Before(quiet):
			candidates = append(candidates, candidate{c, 1, e.since})
		}
	}
	l.mu.Unlock()
	slices.SortFunc(candidates, func(a, b candidate) int {
		if a.rank != b.rank {
			return a.rank - b.rank
		}
		return a.since.Compare(b.since)
	})
	for _, c := range candidates[:min(l.batch, len(candidates))] {
		c.conn.Close() // its serving goroutine then reports StateClosed
	}
}

// bite logs that the cap (or the file limit) bit: once, then at most once
// per capLogInterval with the count since, so an attack does not flood the log.
func (l *connLimiter) bite(msg string) {
	l.mu.Lock()
	l.bites++
	now := time.Now()
	if !l.lastLog.IsZero() && now.Sub(l.lastLog) < capLogInterval {
		l.mu.Unlock()
		return
	}
	bites, open := l.bites, len(l.conns)
	l.bites, l.lastLog = 0, now
	l.mu.Unlock()
	l.logger.Warn(msg, "max_conns", l.max, "open", open, "times", bites)
}

// isFileLimit reports an accept that failed for want of a file descriptor.
func isFileLimit(err error) bool {
	return errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE)
}
