package server

import (
	"bufio"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"ukguide/internal/testsync"
)

// count is how many connections the limiter holds in state.
func (l *connLimiter) count(state http.ConnState) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := 0
	for _, e := range l.conns {
		if e.state == state {
			n++
		}
	}
	return n
}

func (l *connLimiter) open() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.conns)
}

// startLimited serves h behind LimitConns on ln (a loopback listener when
// nil) and returns the limiter and the server's log.
func startLimited(t *testing.T, ln net.Listener, maxConns int, h http.Handler) (*connLimiter, *testsync.Buffer) {
	t.Helper()
	if ln == nil {
		var err error
		if ln, err = net.Listen("tcp", "127.0.0.1:0"); err != nil {
			t.Fatal(err)
		}
	}
	log := &testsync.Buffer{}
	logger := slog.New(slog.NewTextHandler(log, nil))
	srv := NewHTTPServer(h, logger)
	limited := LimitConns(ln, srv, maxConns, logger)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(limited) }()
	t.Cleanup(func() {
		srv.Close()
		if err := <-served; !errors.Is(err, http.ErrServerClosed) {
			t.Errorf("Serve: got %v, want http.ErrServerClosed", err)
		}
	})
	return limited.(*connLimiter), log
}

// keepAlive is a client connection that has had one response and stays open.
type keepAlive struct {
	conn net.Conn
	r    *bufio.Reader
}

// getOn sends GET target on conn and reads the response.
func getOn(t *testing.T, conn net.Conn, r *bufio.Reader, target string) (*http.Response, string, error) {
	t.Helper()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(conn, "GET "+target+" HTTP/1.1\r\nHost: localhost\r\n\r\n"); err != nil {
		return nil, "", err
	}
	resp, err := http.ReadResponse(r, nil)
	if err != nil {
		return nil, "", err
	}
	b, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	return resp, string(b), err
}

func openKeepAlive(t *testing.T, addr string) keepAlive {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	t.Cleanup(func() { conn.Close() })
	k := keepAlive{conn, bufio.NewReader(conn)}
	if resp, _, err := getOn(t, conn, k.r, "/robots.txt"); err != nil || resp.StatusCode != 200 {
		t.Fatalf("first request on a keep-alive connection: %v", err)
	}
	return k
}

// closedByServer reports whether the server has closed k (EOF or reset).
func (k keepAlive) closedByServer() bool {
	k.conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	_, err := k.r.ReadByte()
	return err != nil && !errors.Is(err, os.ErrDeadlineExceeded)
}

// TestConnCapClosesIdleFirst fills a cap of 3 with idle keep-alive
// connections: each new client is served at once because the least recently used
// connection is closed for it, the server never holds more than 3, and the
// log says so once.
func TestConnCapClosesIdleFirst(t *testing.T) {
	const maxConns = 3
	lim, log := startLimited(t, nil, maxConns, newTestHandler(t, fixtureFS(), Config{}))
	addr := lim.Addr().String()

	var idle []keepAlive
	for i := range maxConns {
		idle = append(idle, openKeepAlive(t, addr))
		testsync.WaitFor(t, "the server to see the connection idle", func() bool { return lim.count(http.StateIdle) == i+1 })
	}

	// Each newcomer stays open too, so the cap stays full for the next one.
	for i := range maxConns {
		idle = append(idle, openKeepAlive(t, addr))
		if !idle[i].closedByServer() {
			t.Errorf("new client %d: the least recently used connection (%d) is still open, want it closed for the newcomer", i, i)
		}
		if open := lim.open(); open > maxConns {
			t.Errorf("open connections: got %d, want at most %d", open, maxConns)
		}
		testsync.WaitFor(t, "the newcomer idle", func() bool { return lim.count(http.StateIdle) == maxConns })
	}
	if got := strings.Count(log.String(), "connection cap reached"); got != 1 {
		t.Errorf("log lines about the cap: got %d, want 1 in\n%s", got, log)
	}
}

// get fetches target on a new connection, closed afterwards.
func get(t *testing.T, addr, target string) (int, string, error) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		return 0, "", err
	}
	defer conn.Close()
	resp, b, err := getOn(t, conn, bufio.NewReader(conn), target)
	if err != nil {
		return 0, "", err
	}
	return resp.StatusCode, b, nil
}

// TestConnCapWaitsForBusyConnections holds a cap of 2 with two requests in
// progress: a third client waits, is never served alongside them, and is
// served as soon as one of them ends.
func TestConnCapWaitsForBusyConnections(t *testing.T) {
	release := make(chan struct{})
	var inHandler, most atomic.Int32
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := inHandler.Add(1)
		defer inHandler.Add(-1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		if r.URL.Path == "/slow" {
			<-release
		}
		io.WriteString(w, "done")
	})
	lim, _ := startLimited(t, nil, 2, h)
	addr := lim.Addr().String()

	slow := make(chan error, 2)
	for range 2 {
		go func() {
			status, _, err := get(t, addr, "/slow")
			if err == nil && status != 200 {
				err = errors.New("status " + http.StatusText(status))
			}
			slow <- err
		}()
	}
	testsync.WaitFor(t, "two requests in progress", func() bool { return inHandler.Load() == 2 })
	third := make(chan error, 1)
	go func() {
		status, b, err := get(t, addr, "/fast")
		if err == nil && (status != 200 || b != "done") {
			err = errors.New("unexpected answer " + b)
		}
		third <- err
	}()
	testsync.WaitFor(t, "the third connection held at the cap", func() bool { return lim.waiting.Load() == 1 })
	select {
	case err := <-third:
		t.Fatalf("third client answered (%v) while two requests held the cap of 2", err)
	default:
	}
	close(release)
	for range 2 {
		if err := <-slow; err != nil {
			t.Errorf("slow request: %v", err)
		}
	}
	if err := <-third; err != nil {
		t.Errorf("third client after the cap freed: %v", err)
	}
	if got := most.Load(); got > 2 {
		t.Errorf("requests in progress at once: got %d, want at most 2", got)
	}
}

// fdLimitListener fails Accept with EMFILE while limit connections it
// accepted are open and another is waiting, as a process out of file
// descriptors does: the waiting connection stays in the backlog.
type fdLimitListener struct {
	net.Listener
	limit   int32
	open    atomic.Int32
	refused atomic.Int32
	backlog net.Conn // accepted from the kernel, not yet handed out
}

func (l *fdLimitListener) Accept() (net.Conn, error) {
	if l.backlog == nil {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		l.backlog = c
	}
	if l.open.Load() >= l.limit {
		l.refused.Add(1)
		return nil, &net.OpError{Op: "accept", Net: "tcp", Err: os.NewSyscallError("accept4", syscall.EMFILE)}
	}
	c := l.backlog
	l.backlog = nil
	l.open.Add(1)
	return &countedConn{Conn: c, open: &l.open}, nil
}

type countedConn struct {
	net.Conn
	open *atomic.Int32
	once sync.Once
}

func (c *countedConn) Close() error {
	c.once.Do(func() { c.open.Add(-1) })
	return c.Conn.Close()
}

// TestConnCapOutOfFileDescriptors fills the process's file descriptors with
// idle keep-alive connections, far below the cap: a new client is served by
// closing the least recently used one, with one log line and none of net/http's
// accept errors.
func TestConnCapOutOfFileDescriptors(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := &fdLimitListener{Listener: inner, limit: 2}
	lim, log := startLimited(t, ln, 100, newTestHandler(t, fixtureFS(), Config{}))
	addr := lim.Addr().String()
	first := openKeepAlive(t, addr)
	openKeepAlive(t, addr)
	testsync.WaitFor(t, "two idle connections", func() bool { return lim.count(http.StateIdle) == 2 })

	for i := range 3 {
		status, _, err := get(t, addr, "/robots.txt")
		if err != nil || status != 200 {
			t.Fatalf("new client %d with file descriptors exhausted: got %d %v, want 200", i, status, err)
		}
	}
	if ln.refused.Load() == 0 {
		t.Fatal("the listener never ran out of file descriptors: the test proves nothing")
	}
	if !first.closedByServer() {
		t.Error("the least recently used connection is still open, want it closed for the newcomer")
	}
	logged := log.String()
	if got := strings.Count(logged, "out of file descriptors"); got != 1 {
		t.Errorf("log lines about file descriptors: got %d, want 1 in\n%s", got, logged)
	}
	if strings.Contains(logged, "Accept error") {
		t.Errorf("log: got net/http's accept errors, want none:\n%s", logged)
	}
}

func TestMaxConnsForFileLimit(t *testing.T) {
	for _, tc := range []struct {
		maxConns    int
		fileLimit   uint64
		filePerConn bool
		want        int
	}{
		{2048, 0, false, 2048},            // limit unknown
		{2048, 1 << 20, false, 2048},      // limit far above
		{2048, 512, false, 512 - 64},      // prlimit --nofile=512
		{2048, 512, true, (512 - 64) / 2}, // each connection may hold a file of -dir open
		{2048, 10, false, 1},
	} {
		if got := MaxConnsForFileLimit(tc.maxConns, tc.fileLimit, tc.filePerConn); got != tc.want {
			t.Errorf("MaxConnsForFileLimit(%d, %d, %v): got %d, want %d", tc.maxConns, tc.fileLimit, tc.filePerConn, got, tc.want)
		}
	}
}

// TestConnCapWithheldBodies fills a cap of 4 three times over with requests
// that declare a body and never send it: each is refused at once, so a new
// client is served without waiting for their read timeout.
func TestConnCapWithheldBodies(t *testing.T) {
	const maxConns = 4
	lim, _ := startLimited(t, nil, maxConns, newTestHandler(t, fixtureFS(), Config{}))
	addr := lim.Addr().String()
	var withheld []*bufio.Reader
	for range 3 * maxConns {
		withheld = append(withheld, sendRaw(t, addr, "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n"))
	}
	start := time.Now()
	if status, _, err := get(t, addr, "/healthz"); err != nil || status != http.StatusOK {
		t.Fatalf("new client: got %d %v, want 200", status, err)
	}
	if took := time.Since(start); took > answerLimit {
		t.Errorf("new client served after %v, want under %v", took, answerLimit)
	}
	for _, r := range withheld {
		readRefusal(t, r, "GET", http.StatusBadRequest)
	}
}
