package server

import (
	"context"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

// gatedFS is fsys with one file, gated, that cannot be opened until open is
// closed: a build that takes as long to index as a test wants.
type gatedFS struct {
	fs.FS
	gated string
	open  <-chan struct{}
}

func (g gatedFS) Open(name string) (fs.File, error) {
	if name == g.gated {
		<-g.open
	}
	return g.FS.Open(name)
}

// TestStartServerAnswersWhileIndexing: until the index is done, /healthz
// (readiness) answers 503 "starting" and /livez (liveness) 200; a file waits
// for the index and is then served, and a request whose client leaves while
// it waits ends with a 503. Once indexed, /healthz answers 200.
func TestStartServerAnswersWhileIndexing(t *testing.T) {
	open := make(chan struct{})
	h, indexed, err := StartServer(Config{}, gatedFS{fixtureFS(), "assets/app-Ab12.js", open}, discardLogger())
	if err != nil {
		t.Fatal(err)
	}
	checkProbes(t, h, "while indexing", http.StatusServiceUnavailable, "starting")

	ctx, leave := context.WithCancel(t.Context())
	left := make(chan int, 1)
	go func() {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequestWithContext(ctx, "GET", "/", nil))
		left <- w.Code
	}()
	leave()
	if code := <-left; code != http.StatusServiceUnavailable {
		t.Errorf("request whose client left while indexing: got %d, want 503", code)
	}

	answered := make(chan *http.Response, 1)
	go func() { answered <- request(h, "GET", "/robots.txt") }()
	select {
	case resp := <-answered:
		t.Fatalf("/robots.txt while indexing: got %d, want it to wait for the index", resp.StatusCode)
	case err := <-indexed:
		t.Fatalf("indexed (%v) before the gated file could be read", err)
	default:
	}
	close(open)
	if err := <-indexed; err != nil {
		t.Fatalf("index: %v", err)
	}
	if resp := <-answered; resp.StatusCode != http.StatusOK || body(t, resp) != "User-agent: *\n" {
		t.Errorf("/robots.txt once indexed: got %d, want 200 and the file", resp.StatusCode)
	}
	checkProbes(t, h, "once indexed", http.StatusOK, "ok")
}

// checkProbes checks that /healthz answers status and text, and /livez 200 "ok".
func checkProbes(t *testing.T, h http.Handler, when string, status int, text string) {
	t.Helper()
	if resp := request(h, "GET", "/healthz"); resp.StatusCode != status || body(t, resp) != text {
		t.Errorf("/healthz %s: got %d, want %d %s", when, resp.StatusCode, status, text)
	}
	if resp := request(h, "GET", "/livez"); resp.StatusCode != http.StatusOK || body(t, resp) != "ok" {
		t.Errorf("/livez %s: got %d, want 200 ok", when, resp.StatusCode)
	}
}

// TestStartServerIndexFails: the index's error comes on indexed, and the
// site's requests and /healthz get 503 until the program stops.
func TestStartServerIndexFails(t *testing.T) {
	fsys := registryFS()
	fsys["r/registry.json"] = &fstest.MapFile{Data: []byte(`{"name":"ukguide"}`)}
	h, indexed, err := StartServer(Config{SiteURL: "http://127.0.0.1:41234"}, fsys, discardLogger())
	if err != nil {
		t.Fatal(err)
	}
	if err := <-indexed; err == nil {
		t.Fatal("indexed: got nil, want the registry's error")
	}
	for _, path := range []string{"/", "/r/theme.json"} {
		if resp := request(h, "GET", path); resp.StatusCode != http.StatusServiceUnavailable {
			t.Errorf("GET %s: got %d, want 503", path, resp.StatusCode)
		}
	}
	checkProbes(t, h, "after a failed index", http.StatusServiceUnavailable, "failed")
}
