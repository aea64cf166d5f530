package server

import (
	"net/http"
	"sync/atomic"
	"testing"
)

func TestHealth(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, tc := range []struct {
		method string
		body   string
	}{
		{"GET", "ok"},
		{"HEAD", ""},
	} {
		resp := request(h, tc.method, "/healthz")
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s: status: got %d, want %d", tc.method, resp.StatusCode, http.StatusOK)
		}
		for _, want := range []struct{ key, value string }{
			{"Content-Type", "text/plain; charset=utf-8"},
			{"Cache-Control", "no-store"},
			{"Content-Length", "2"},
		} {
			if got := resp.Header.Get(want.key); got != want.value {
				t.Errorf("%s: %s: got %q, want %q", tc.method, want.key, got, want.value)
			}
		}
		if got := body(t, resp); got != tc.body {
			t.Errorf("%s: body: got %q, want %q", tc.method, got, tc.body)
		}
	}
	if got := request(h, "GET", "/healthz/").StatusCode; got != http.StatusNotFound {
		t.Errorf("/healthz/: got status %d, want %d", got, http.StatusNotFound)
	}
}

// TestHealthDraining: once shutdown begins, /healthz answers 503 so load
// balancers stop sending, and the site itself is still served.
func TestHealthDraining(t *testing.T) {
	var draining atomic.Bool
	h := newTestHandler(t, fixtureFS(), Config{Draining: &draining})
	if got := request(h, "GET", "/healthz").StatusCode; got != http.StatusOK {
		t.Errorf("before draining: got status %d, want %d", got, http.StatusOK)
	}
	draining.Store(true)
	for _, tc := range []struct {
		method string
		body   string
	}{
		{"GET", "draining"},
		{"HEAD", ""},
	} {
		resp := request(h, tc.method, "/healthz")
		if resp.StatusCode != http.StatusServiceUnavailable {
			t.Errorf("%s: status: got %d, want %d", tc.method, resp.StatusCode, http.StatusServiceUnavailable)
		}
		for _, want := range []struct{ key, value string }{
			{"Content-Type", "text/plain; charset=utf-8"},
			{"Cache-Control", "no-store"},
			{"Content-Length", "8"},
		} {
			if got := resp.Header.Get(want.key); got != want.value {
				t.Errorf("%s: %s: got %q, want %q", tc.method, want.key, got, want.value)
			}
		}
		if got := body(t, resp); got != tc.body {
			t.Errorf("%s: body: got %q, want %q", tc.method, got, tc.body)
		}
	}
	if got := request(h, "GET", "/pages/company/about-us").StatusCode; got != http.StatusOK {
		t.Errorf("page while draining: got status %d, want %d", got, http.StatusOK)
	}
}
