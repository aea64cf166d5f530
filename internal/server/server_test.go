package server

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"
)

// startServer runs h behind the http.Server that NewHTTPServer builds, on a
// loopback port, as main serves it; adjust, if given, changes that server
// before it starts.
func startServer(t *testing.T, h http.Handler, adjust ...func(*http.Server)) *httptest.Server {
	t.Helper()
	ts := httptest.NewUnstartedServer(h)
	ts.Config = NewHTTPServer(h, discardLogger())
	for _, f := range adjust {
		f(ts.Config)
	}
	ts.Start()
	t.Cleanup(ts.Close)
	return ts
}

// rawRequest writes a GET request line and headers as given, bytes
// untouched, and reads the response.
func rawRequest(t *testing.T, addr, target string, header ...string) (*http.Response, string) {
	t.Helper()
	return rawExchange(t, addr, http.MethodGet, target, header...)
}

// rawExchange is rawRequest with any method.
func rawExchange(t *testing.T, addr, method, target string, header ...string) (*http.Response, string) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	req := method + " " + target + " HTTP/1.1\r\nHost: localhost\r\n"
	for _, h := range header {
		req += h + "\r\n"
	}
	if _, err := io.WriteString(conn, req+"Connection: close\r\n\r\n"); err != nil {
		t.Fatalf("write: %v", err)
	}
	// The method tells ReadResponse whether a body follows (none for HEAD).
	resp, err := http.ReadResponse(bufio.NewReader(conn), &http.Request{Method: method})
	if err != nil {
		t.Fatalf("read response: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func TestNewHTTPServer(t *testing.T) {
	srv := NewHTTPServer(http.NotFoundHandler(), discardLogger())
	for _, tc := range []struct {
		name      string
		got, want time.Duration
	}{
		{"ReadHeaderTimeout", srv.ReadHeaderTimeout, 5 * time.Second},
		{"ReadTimeout", srv.ReadTimeout, 15 * time.Second},
		{"WriteTimeout", srv.WriteTimeout, 30 * time.Second},
		{"IdleTimeout", srv.IdleTimeout, 60 * time.Second},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	if got, want := srv.MaxHeaderBytes, 4096; got != want {
		t.Errorf("MaxHeaderBytes: got %d, want %d", got, want)
	}
	if !srv.DisableGeneralOptionsHandler {
		t.Errorf("DisableGeneralOptionsHandler: got false, want true (OPTIONS * must reach the handler)")
	}
}

// TestBodyBytesUntouched serves a file whose bytes at a 32 KiB boundary (where
// a body is written to the connection in one call) read like net/http's own
// error answer: they must arrive exactly as stored.
func TestBodyBytesUntouched(t *testing.T) {
	const lookalike = "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n400 Bad Request"
	content := strings.Repeat("x", 32<<10) + lookalike
	fsys := fixtureFS()
	fsys["source/http/transcript.txt"] = &fstest.MapFile{Data: []byte(content)}
	ts := startServer(t, newTestHandler(t, fsys, Config{}))
	resp, b := rawRequest(t, ts.Listener.Addr().String(), "/source/http/transcript.txt")
	if resp.StatusCode != http.StatusOK {
		t.Errorf("status: got %d, want %d", resp.StatusCode, http.StatusOK)
	}
	if got := b[min(len(b), 32<<10):]; len(b) != len(content) || got != lookalike {
		t.Errorf("body after 32 KiB: got %q (%d bytes in all), want %q (%d bytes)", got, len(b), lookalike, len(content))
	}
}

// TestHostileRequests sends hostile request targets over a real connection,
// so Go's own request parsing is part of the test, against a build folder
// on disk with a secret file beside it.
func TestHostileRequests(t *testing.T) {
	root := t.TempDir()
	const secret = "TOP-SECRET-CONTENT"
	if err := os.WriteFile(filepath.Join(root, "secret.txt"), []byte(secret), 0o644); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(root, "site")
	for name, f := range fixtureFS() {
		p := filepath.Join(site, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A link out of the build must not be followed.
	if err := os.Symlink(filepath.Join(root, "secret.txt"), filepath.Join(site, "link.txt")); err != nil {
		t.Fatal(err)
	}
	h := newTestHandler(t, os.DirFS(site), Config{})
	ts := startServer(t, h)
	addr := ts.Listener.Addr().String()

	for _, tc := range []struct {
		name, target string
		header       []string
		status       int
		answeredByGo bool // net/http's own answer, before any handler runs
	}{
		{"dot dot", "/../secret.txt", nil, 400, false},
		{"nested dot dot", "/assets/../../secret.txt", nil, 400, false},
		{"encoded dot dot", "/%2e%2e/secret.txt", nil, 400, false},
		{"upper encoded dot dot", "/%2E%2E/%2E%2E/secret.txt", nil, 400, false},
		{"encoded slash", "/..%2fsecret.txt", nil, 400, false},
		{"encoded slash in a real path", "/assets%2fapp-Ab12.js", nil, 400, false},
		{"encoded backslash", "/..%5csecret.txt", nil, 400, false},
		{"raw backslash", `/..\secret.txt`, nil, 400, false},
		{"encoded NUL", "/index.html%00.txt", nil, 400, false},
		{"raw NUL", "/index.html\x00", nil, 400, true},
		{"double slash", "//secret.txt", nil, 400, false},
		{"triple slash", "///etc/passwd", nil, 400, false},
		{"overlong UTF-8 dots", "/%c0%ae%c0%ae/secret.txt", nil, 400, false},
		{"bad escape", "/%zz", nil, 400, true},
		{"dot segment after health", "/healthz/../secret.txt", nil, 400, false},
		{"symlink out of the build", "/link.txt", nil, 404, false},
		{"absolute form", "http://localhost/../secret.txt", nil, 400, false},
		{"asterisk form", "*", nil, 400, false},
		{"long path", "/" + strings.Repeat("a", 5000), nil, 414, false},
		{"10 kB path", "/" + strings.Repeat("a", 10<<10), nil, 431, true},
		{"10 kB header", "/", []string{"X-Big: " + strings.Repeat("a", 10<<10)}, 431, true},
		{"many headers", "/", []string{strings.Repeat("X-A: b\r\n", 1500) + "X-A: b"}, 431, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, b := rawRequest(t, addr, tc.target, tc.header...)
			if resp.StatusCode != tc.status {
				t.Errorf("status: got %d, want %d", resp.StatusCode, tc.status)
			}
			if strings.Contains(b, secret) {
				t.Errorf("body: got %q, want nothing from outside the build", b)
			}
			if !tc.answeredByGo {
				checkSecurityHeaders(t, resp)
			}
		})
	}

	// The same server still serves the site normally.
	resp, b := rawRequest(t, addr, "/pages/company/about-us")
	if resp.StatusCode != 200 || b != aboutHTML {
		t.Errorf("normal request: got %d %q, want 200 %q", resp.StatusCode, b, aboutHTML)
	}
}

// TestSlowClients opens many connections that trickle their headers one
// byte a second: the header timeout must close them, and a normal client
// must be served meanwhile.
func TestSlowClients(t *testing.T) {
	if testing.Short() {
		t.Skip("opens 500 connections")
	}
	const slowClients = 500
	ts := startServer(t, newTestHandler(t, fixtureFS(), Config{}), func(srv *http.Server) { srv.ReadHeaderTimeout = time.Second })
	addr := ts.Listener.Addr().String()

	var connected, closedByServer atomic.Int32
	var ready, done sync.WaitGroup
	ready.Add(slowClients)
	done.Add(slowClients)
	for range slowClients {
		go func() {
			defer done.Done()
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				ready.Done()
				t.Errorf("dial: %v", err)
				return
			}
			defer conn.Close()
			_, err = io.WriteString(conn, "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")
			connected.Add(1)
			ready.Done()
			buf := make([]byte, 512)
			// Bounded: ten bytes at most, then the client gives up.
			for i := 0; err == nil && i < 10; i++ {
				conn.SetReadDeadline(time.Now().Add(time.Second))
				_, err = conn.Read(buf)
				var netErr net.Error
				if errors.As(err, &netErr) && netErr.Timeout() {
					_, err = conn.Write([]byte{'a'})
				}
			}
			if err != nil {
				closedByServer.Add(1)
			}
		}()
	}
	ready.Wait()

	resp, err := ts.Client().Get(ts.URL + "/pages/company/about-us")
	if err != nil {
		t.Fatalf("normal request with %d slow clients connected: %v", connected.Load(), err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || string(b) != aboutHTML {
		t.Errorf("normal request: got %d %q, want 200 %q", resp.StatusCode, b, aboutHTML)
	}

	done.Wait()
	if got := closedByServer.Load(); got != connected.Load() {
		t.Errorf("slow clients closed by the server: got %d, want %d", got, connected.Load())
	}
}
