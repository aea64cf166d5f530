package server

import (
	"net/http"
	"strings"
	"testing"
)

var wantSecurityHeaders = map[string]string{
	"X-Content-Type-Options":       "nosniff",
	"Referrer-Policy":              "strict-origin-when-cross-origin",
	"Permissions-Policy":           "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
	"X-Frame-Options":              "SAMEORIGIN",
	"Cross-Origin-Opener-Policy":   "same-origin",
	"Cross-Origin-Resource-Policy": "same-origin",
}

func checkSecurityHeaders(t *testing.T, resp *http.Response) {
	t.Helper()
	for key, want := range wantSecurityHeaders {
		if got := resp.Header.Get(key); got != want {
			t.Errorf("%s: got %q, want %q", key, got, want)
		}
	}
	csp := resp.Header.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'self'", "script-src 'self'", "frame-ancestors 'self'", "object-src 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("Content-Security-Policy: got %q, want it to contain %q", csp, want)
		}
	}
	for directive := range strings.SplitSeq(csp, ";") {
		if d := strings.TrimSpace(directive); strings.HasPrefix(d, "script-src") && strings.Contains(d, "unsafe") {
			t.Errorf("script-src: got %q, want no unsafe sources", d)
		}
	}
}

func TestSecurityHeadersOnEveryResponse(t *testing.T) {
	for _, hsts := range []bool{false, true} {
		h := newTestHandler(t, fixtureFS(), Config{HSTS: hsts})
		home := request(h, "GET", "/")
		for _, tc := range []struct {
			name, method, path string
			header             []string
			status             int
		}{
			{"page", "GET", "/", nil, http.StatusOK},
			{"head", "HEAD", "/pages/company/about-us", nil, http.StatusOK},
			{"asset", "GET", "/assets/app-Ab12.js", []string{"Accept-Encoding", "br"}, http.StatusOK},
			{"range", "GET", "/assets/app-Ab12.js", []string{"Range", "bytes=0-1"}, http.StatusPartialContent},
			{"bad range", "GET", "/assets/app-Ab12.js", []string{"Range", "bytes=99-"}, http.StatusRequestedRangeNotSatisfiable},
			{"not modified", "GET", "/", []string{"If-None-Match", home.Header.Get("ETag")}, http.StatusNotModified},
			{"redirect", "GET", "/pages/company/about-us/", nil, http.StatusPermanentRedirect},
			{"bad path", "GET", "/../etc/passwd", nil, http.StatusBadRequest},
			{"not found", "GET", "/nope", nil, http.StatusNotFound},
			{"method", "POST", "/", nil, http.StatusMethodNotAllowed},
			{"long path", "GET", "/" + strings.Repeat("a", 2000), nil, http.StatusRequestURITooLong},
			{"health", "GET", "/healthz", nil, http.StatusOK},
		} {
			t.Run(tc.name, func(t *testing.T) {
				resp := request(h, tc.method, tc.path, tc.header...)
				if resp.StatusCode != tc.status {
					t.Errorf("status: got %d, want %d", resp.StatusCode, tc.status)
				}
				checkSecurityHeaders(t, resp)
				want := ""
				if hsts {
					want = "max-age=63072000; includeSubDomains"
				}
				if got := resp.Header.Get("Strict-Transport-Security"); got != want {
					t.Errorf("Strict-Transport-Security: got %q, want %q", got, want)
				}
			})
		}
	}
}

func TestContentSecurityPolicy(t *testing.T) {
	// A site without inline scripts: 'self' alone.
	fsys := fixtureFS()
	delete(fsys, "index.html")
	delete(fsys, "404.html")
	const base = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'" +
		"; img-src 'self' data: https://images.unsplash.com; font-src 'self'; connect-src 'self'" +
		"; frame-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'"
	h := newTestHandler(t, fsys, Config{})
	for _, path := range []string{"/assets/app-Ab12.js", "/robots.txt", "/healthz", "/../x", "/pages/company/about-us"} {
		if got := request(h, "GET", path).Header.Get("Content-Security-Policy"); got != base {
			t.Errorf("%s: got %q, want %q", path, got, base)
		}
	}
}

// TestSecurityHeadersOverTheWire checks every kind of response as a client
// receives it from the http.Server that NewHTTPServer builds, including
// OPTIONS * (handed to the handler rather than answered by net/http). A
// request net/http cannot parse gets its own bodyless answer before any
// handler runs: only its status is checked, as no page is there to protect.
func TestSecurityHeadersOverTheWire(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{HSTS: true})
	ts := startServer(t, h)
	addr := ts.Listener.Addr().String()
	pageTag := request(h, "GET", "/").Header.Get("ETag")
	assetTag := request(h, "GET", "/assets/app-Ab12.js", "Accept-Encoding", "br").Header.Get("ETag")
	for _, tc := range []struct {
		name, method, target string
		header               []string
		status               int
		answeredByGo         bool // net/http's own answer, without the handler's headers
	}{
		{"page", "GET", "/", nil, http.StatusOK, false},
		{"page brotli", "GET", "/", []string{"Accept-Encoding: br"}, http.StatusOK, false},
		{"head page", "HEAD", "/pages/company/about-us", nil, http.StatusOK, false},
		{"page not modified", "GET", "/", []string{"If-None-Match: " + pageTag}, http.StatusNotModified, false},
		{"asset", "GET", "/assets/app-Ab12.js", []string{"Accept-Encoding: gzip"}, http.StatusOK, false},
		{"asset not modified", "GET", "/assets/app-Ab12.js", []string{"Accept-Encoding: br", "If-None-Match: " + assetTag}, http.StatusNotModified, false},
		{"asset range", "GET", "/assets/app-Ab12.js", []string{"Range: bytes=0-1"}, http.StatusPartialContent, false},
		{"asset bad range", "GET", "/assets/app-Ab12.js", []string{"Range: bytes=99-"}, http.StatusRequestedRangeNotSatisfiable, false},
		{"image", "GET", "/assets/logo-Ef56.png", nil, http.StatusOK, false},
		{"example source", "GET", "/source/sections/buttons/Primary.tsx", nil, http.StatusOK, false},
		{"robots", "GET", "/robots.txt", nil, http.StatusOK, false},
		{"trailing slash redirect", "GET", "/pages/company/about-us/?x=1", nil, http.StatusPermanentRedirect, false},
		{"index.html redirect", "GET", "/pages/company/about-us/index.html", nil, http.StatusPermanentRedirect, false},
		{"not found", "GET", "/nope", []string{"Accept-Encoding: gzip"}, http.StatusNotFound, false},
		{"head not found", "HEAD", "/nope", nil, http.StatusNotFound, false},
		{"missing asset", "GET", "/assets/gone-Zz99.js", nil, http.StatusNotFound, false},
		{"bad path", "GET", "/%2e%2e/etc/passwd", nil, http.StatusBadRequest, false},
		{"long path", "GET", "/" + strings.Repeat("a", 2000), nil, http.StatusRequestURITooLong, false},
		{"post", "POST", "/", []string{"Content-Length: 0"}, http.StatusMethodNotAllowed, false},
		{"delete health", "DELETE", "/healthz", nil, http.StatusMethodNotAllowed, false},
		{"options page", "OPTIONS", "/", nil, http.StatusNoContent, false},
		{"options server", "OPTIONS", "*", nil, http.StatusOK, false},
		{"health", "GET", "/healthz", nil, http.StatusOK, false},
		{"head health", "HEAD", "/healthz", nil, http.StatusOK, false},
		{"headers over the limit", "GET", "/", []string{"X-Big: " + strings.Repeat("a", 10<<10)}, http.StatusRequestHeaderFieldsTooLarge, true},
		{"malformed header line", "GET", "/", []string{"No colon here"}, http.StatusBadRequest, true},
		{"two Host headers", "GET", "/", []string{"Host: elsewhere"}, http.StatusBadRequest, true},
		{"malformed request line", "GET", "/ x", nil, http.StatusBadRequest, true},
		{"unknown transfer encoding", "POST", "/", []string{"Transfer-Encoding: gzip"}, http.StatusNotImplemented, true},
		{"unknown expectation", "GET", "/", []string{"Expect: teapot"}, http.StatusExpectationFailed, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, _ := rawExchange(t, addr, tc.method, tc.target, tc.header...)
			if resp.StatusCode != tc.status {
				t.Errorf("status: got %d, want %d", resp.StatusCode, tc.status)
			}
			if tc.answeredByGo {
				return
			}
			checkSecurityHeaders(t, resp)
			if got, want := resp.Header.Get("Strict-Transport-Security"), hstsValue; got != want {
				t.Errorf("Strict-Transport-Security: got %q, want %q", got, want)
			}

			if resp.StatusCode == http.StatusMethodNotAllowed || tc.target == "*" {
				if got, want := resp.Header.Get("Allow"), "GET, HEAD, OPTIONS"; got != want {
					t.Errorf("Allow: got %q, want %q", got, want)
				}
			}
		})
	}
}

// TestPreflight: OPTIONS answers 204 with what the path allows, and in a
// shared folder with the CORS headers a browser's preflight needs.
func TestPreflight(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, tc := range []struct {
		path   string
		shared bool
	}{
		{"/r/registry.json", true},
		{"/r/nope.json", true},
		{"/kit/", true},
		{"/html/buttons-demo", true},
		{"/pages/company/about-us", false},
		{"/assets/app-Ab12.js", false},
		{"/r", true}, // the folder's own name, answered as "/r/"
		{"/rx", false},
	} {
		resp := request(h, "OPTIONS", tc.path, "Origin", "https://elsewhere.example", "Access-Control-Request-Method", "GET")
		want := map[string]string{
			"Allow":                        "GET, HEAD, OPTIONS",
			"Access-Control-Allow-Origin":  "",
			"Access-Control-Allow-Methods": "",
			"Access-Control-Allow-Headers": "",
		}
		if tc.shared {
			want["Access-Control-Allow-Origin"] = "*"
			want["Access-Control-Allow-Methods"] = "GET, HEAD"
			want["Access-Control-Allow-Headers"] = "*"
		}
		if resp.StatusCode != http.StatusNoContent {
			t.Errorf("OPTIONS %s: status: got %d, want 204", tc.path, resp.StatusCode)
		}
		for key, value := range want {
			if got := resp.Header.Get(key); got != value {
				t.Errorf("OPTIONS %s: %s: got %q, want %q", tc.path, key, got, value)
			}
		}
	}
}
