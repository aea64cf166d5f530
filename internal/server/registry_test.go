package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

const (
	registryIndexJSON = `{"name":"ukguide","homepage":"https://ukguide.example","items":[]}`
	exampleItemJSON   = `{"name":"buttons-gradient","registryDependencies":["https://ukguide.example/r/theme.json","https://ukguide.example/r/kit-button.json"]}`
	themeItemJSON     = `{"name":"theme","files":[{"content":".btn{color:red}"}]}`
)

func registryFS() fstest.MapFS {
	fsys := fixtureFS()
	fsys["r/registry.json"] = &fstest.MapFile{Data: []byte(registryIndexJSON)}
	fsys["r/buttons-gradient.json"] = &fstest.MapFile{Data: []byte(exampleItemJSON)}
	fsys["r/theme.json"] = &fstest.MapFile{Data: []byte(themeItemJSON)}
	fsys["r/theme.json.gz"] = &fstest.MapFile{Data: []byte("GZ(theme)")}
	return fsys
}

func TestRegistryItemsNameTheRequestsOrigin(t *testing.T) {
	for _, tc := range []struct {
		name   string
		host   string
		hsts   bool
		want   string
		absent string
	}{
		{"loopback port", "127.0.0.1:41234", false, `"http://127.0.0.1:41234/r/kit-button.json"`, "ukguide.example"},
		{"named host behind HTTPS", "guide.example.org", true, `"https://guide.example.org/r/theme.json"`, "ukguide.example"},
		{"IPv6 literal", "[::1]:8080", false, `"http://[::1]:8080/r/theme.json"`, "ukguide.example"},
		{"unusual Host keeps the build's address", `evil"host`, false, `"https://ukguide.example/r/theme.json"`, "evil"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newTestHandler(t, registryFS(), Config{HSTS: tc.hsts})
			r := httptest.NewRequest(http.MethodGet, "/r/buttons-gradient.json", nil)
			r.Host = tc.host
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			resp := w.Result()
			got := body(t, resp)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d, want 200", resp.StatusCode)
			}
			if !strings.Contains(got, tc.want) || strings.Contains(got, tc.absent) {
				t.Errorf("got %s, want it to name %s and not %q", got, tc.want, tc.absent)
			}
			if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type %q, want application/json", ct)
			}
		})
	}
}

func TestRegistryItemRevalidates(t *testing.T) {
	h := newTestHandler(t, registryFS(), Config{})
	first := request(h, http.MethodGet, "/r/buttons-gradient.json")
	tag := first.Header.Get("Etag")
	if tag == "" || first.Header.Get("Cache-Control") != cacheRevalidate {
		t.Fatalf("ETag %q, Cache-Control %q: want a validator and %q", tag, first.Header.Get("Cache-Control"), cacheRevalidate)
	}
	if again := request(h, http.MethodGet, "/r/buttons-gradient.json", "If-None-Match", tag); again.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match: status %d, want 304", again.StatusCode)
	}
	if post := request(h, http.MethodPost, "/r/buttons-gradient.json"); post.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", post.StatusCode)
	}
}

func TestRegistryLeavesOtherFilesToTheStaticHandler(t *testing.T) {
	h := newTestHandler(t, registryFS(), Config{})
	theme := request(h, http.MethodGet, "/r/theme.json", "Accept-Encoding", "gzip")
	if got := body(t, theme); got != "GZ(theme)" || theme.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("theme: got %q (%q), want its gzip sidecar", got, theme.Header.Get("Content-Encoding"))
	}
	if missing := request(h, http.MethodGet, "/r/nope.json"); missing.StatusCode != http.StatusNotFound {
		t.Errorf("unknown item: status %d, want 404", missing.StatusCode)
	}
	if slash := request(h, http.MethodGet, "/r/buttons-gradient.json/"); slash.StatusCode != http.StatusNotFound {
		t.Errorf("item with a trailing slash: status %d, want 404", slash.StatusCode)
	}
}

func TestRegistryWithoutHomepageFailsAtStart(t *testing.T) {
	fsys := registryFS()
	fsys["r/registry.json"] = &fstest.MapFile{Data: []byte(`{"name":"ukguide"}`)}
	if _, err := NewServer(Config{}, fsys, discardLogger()); err == nil {
		t.Error("NewServer accepted a registry index without a homepage")
	}
}

func TestPublishedFilesAreReadableFromOtherSites(t *testing.T) {
	fsys := registryFS()
	fsys["kit/ukguide.css"] = &fstest.MapFile{Data: []byte(".btn{color:red}")}
	fsys["assets/roboto-Ab12.woff2"] = &fstest.MapFile{Data: []byte("wOF2")}
	h := newTestHandler(t, fsys, Config{})
	for _, tc := range []struct {
		target string
		shared bool
	}{
		{"/kit/ukguide.css", true},
		{"/assets/roboto-Ab12.woff2", true},
		{"/r/buttons-gradient.json", true},
		{"/r/theme.json", true},
		{"/source/sections/buttons/Primary.tsx", false},
		{"/assets/app-Ab12.js", false},
		{"/", false},
	} {
		resp := request(h, http.MethodGet, tc.target)
		corp, acao := resp.Header.Get("Cross-Origin-Resource-Policy"), resp.Header.Get("Access-Control-Allow-Origin")
		if tc.shared && (corp != "cross-origin" || acao != "*") {
			t.Errorf("%s: CORP %q, ACAO %q, want cross-origin and *", tc.target, corp, acao)
		}
		if !tc.shared && (corp != "same-origin" || acao != "") {
			t.Errorf("%s: CORP %q, ACAO %q, want same-origin and none", tc.target, corp, acao)
		}
	}
}
