package server

import (
	"net/http"
	"strconv"
	"sync/atomic"
	"testing"
)

// TestHealth: /healthz answers 200 "ok", and once shutdown begins 503
// "draining" so load balancers stop sending, while the site itself is still
// served; /livez answers 200 throughout.
func TestHealth(t *testing.T) {
	var draining atomic.Bool
	h := newTestHandler(t, fixtureFS(), Config{Draining: &draining})
	for _, state := range []struct {
		draining bool
		status   int
		text     string
	}{
		{false, http.StatusOK, "ok"},
		{true, http.StatusServiceUnavailable, "draining"},
	} {
		draining.Store(state.draining)
		for _, method := range []string{"GET", "HEAD"} {
			resp := request(h, method, "/healthz")
			if resp.StatusCode != state.status {
				t.Errorf("%s (draining %v): status: got %d, want %d", method, state.draining, resp.StatusCode, state.status)
			}
			for _, want := range []struct{ key, value string }{
				{"Content-Type", "text/plain; charset=utf-8"},
				{"Cache-Control", "no-store"},
				{"Content-Length", strconv.Itoa(len(state.text))},
			} {
				if got := resp.Header.Get(want.key); got != want.value {
					t.Errorf("%s (draining %v): %s: got %q, want %q", method, state.draining, want.key, got, want.value)
				}
			}
			wantBody := state.text
			if method == "HEAD" {
				wantBody = ""
			}
			if got := body(t, resp); got != wantBody {
				t.Errorf("%s (draining %v): body: got %q, want %q", method, state.draining, got, wantBody)
			}
		}
		if got := request(h, "GET", "/livez").StatusCode; got != http.StatusOK {
			t.Errorf("/livez (draining %v): got status %d, want %d", state.draining, got, http.StatusOK)
		}
		if got := request(h, "GET", "/pages/company/about-us").StatusCode; got != http.StatusOK {
			t.Errorf("page (draining %v): got status %d, want %d", state.draining, got, http.StatusOK)
		}
	}
	if got := request(h, "GET", "/healthz/").StatusCode; got != http.StatusNotFound {
		t.Errorf("/healthz/: got status %d, want %d", got, http.StatusNotFound)
	}
}
