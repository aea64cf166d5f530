package server

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

func TestServeFiles(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, tc := range []struct {
		name, path   string
		contentType  string
		cacheControl string
		body         string
	}{
		{"home page", "/", "text/html; charset=utf-8", "no-cache", homeHTML},
		{"nested page", "/pages/company/about-us", "text/html; charset=utf-8", "no-cache", aboutHTML},
		{"page with query", "/pages/company/about-us?tab=team", "text/html; charset=utf-8", "no-cache", aboutHTML},
		{"hashed asset", "/assets/app-Ab12.js", "text/javascript; charset=utf-8", "public, max-age=31536000, immutable", appJS},
		{"image asset", "/assets/logo-Ef56.png", "image/png", "public, max-age=31536000, immutable", "\x89PNG fake"},
		{"example source", "/source/sections/buttons/Primary.tsx", "text/plain; charset=utf-8", "no-cache", tsx},
		{"top-level file", "/favicon.svg", "image/svg+xml", "no-cache", "<svg/>"},
		{"robots", "/robots.txt", "text/plain; charset=utf-8", "no-cache", "User-agent: *\n"},
		{"gz that is not a sidecar", "/downloads/forms.gz", "application/gzip", "no-cache", "a real gzip download"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := request(h, "GET", tc.path)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status: got %d, want %d", resp.StatusCode, http.StatusOK)
			}
			for _, want := range []struct{ key, value string }{
				{"Content-Type", tc.contentType},
				{"Cache-Control", tc.cacheControl},
				{"Content-Length", strconv.Itoa(len(tc.body))},
				{"Vary", "Accept-Encoding"},
				{"Content-Encoding", ""},
			} {
				if got := resp.Header.Get(want.key); got != want.value {
					t.Errorf("%s: got %q, want %q", want.key, got, want.value)
				}
			}
			if got := resp.Header.Get("ETag"); !strings.HasPrefix(got, `"`) || len(got) < 10 {
				t.Errorf("ETag: got %q, want a strong validator", got)
			}
			if got := body(t, resp); got != tc.body {
				t.Errorf("body: got %q, want %q", got, tc.body)
			}
		})
	}
}

func TestETagsDiffer(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	seen := map[string]string{}
	for _, tc := range []struct{ path, acceptEncoding string }{
		{"/", ""}, {"/", "br"}, {"/", "gzip"},
		{"/assets/app-Ab12.js", ""}, {"/assets/app-Ab12.js", "br"}, {"/assets/app-Ab12.js", "gzip"},
		{"/pages/company/about-us", ""},
	} {
		key := tc.path + " " + tc.acceptEncoding
		tag := request(h, "GET", tc.path, "Accept-Encoding", tc.acceptEncoding).Header.Get("ETag")
		if other, ok := seen[tag]; ok {
			t.Errorf("ETag %q: got the same for %q and %q, want one per representation", tag, other, key)
		}
		seen[tag] = key
	}
}

func TestConditionalRequests(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, tc := range []struct{ name, path, acceptEncoding string }{
		{"page", "/", ""},
		{"page brotli", "/", "br"},
		{"asset gzip", "/assets/app-Ab12.js", "gzip"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			first := request(h, "GET", tc.path, "Accept-Encoding", tc.acceptEncoding)
			tag := first.Header.Get("ETag")
			resp := request(h, "GET", tc.path, "Accept-Encoding", tc.acceptEncoding, "If-None-Match", tag)
			if resp.StatusCode != http.StatusNotModified {
				t.Fatalf("status: got %d, want %d", resp.StatusCode, http.StatusNotModified)
			}
			if got := body(t, resp); got != "" {
				t.Errorf("body: got %q, want none", got)
			}
			if got := resp.Header.Get("ETag"); got != tag {
				t.Errorf("ETag: got %q, want %q", got, tag)
			}
			if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("Vary: got %q, want %q", got, "Accept-Encoding")
			}
			checkSecurityHeaders(t, resp)

			// The identity ETag must not validate the compressed copy, nor the reverse.
			other := "identity"
			if tc.acceptEncoding == "" {
				other = "br, gzip"
			}
			resp = request(h, "GET", tc.path, "Accept-Encoding", other, "If-None-Match", tag)
			if resp.StatusCode != http.StatusOK {
				t.Errorf("other representation: got status %d, want %d", resp.StatusCode, http.StatusOK)
			}
		})
	}
}

func TestRange(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, tc := range []struct {
		name, path, rangeHeader, acceptEncoding string
		status                                  int
		body, contentRange, contentEncoding     string
	}{
		{"first bytes", "/assets/app-Ab12.js", "bytes=0-6", "", http.StatusPartialContent, appJS[:7], "bytes 0-6/19", ""},
		{"suffix", "/assets/app-Ab12.js", "bytes=-3", "", http.StatusPartialContent, appJS[16:], "bytes 16-18/19", ""},
		{"range of an encoded request is of the file", "/assets/app-Ab12.js", "bytes=0-6", "br", http.StatusPartialContent, appJS[:7], "bytes 0-6/19", ""},
		{"unsatisfiable", "/assets/app-Ab12.js", "bytes=100-200", "", http.StatusRequestedRangeNotSatisfiable, "", "bytes */19", ""},
		{"unsatisfiable of an encoded request", "/assets/app-Ab12.js", "bytes=100-200", "gzip", http.StatusRequestedRangeNotSatisfiable, "", "bytes */19", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := request(h, "GET", tc.path, "Range", tc.rangeHeader, "Accept-Encoding", tc.acceptEncoding)
			if resp.StatusCode != tc.status {
				t.Fatalf("status: got %d, want %d", resp.StatusCode, tc.status)
			}
			if got := resp.Header.Get("Content-Range"); got != tc.contentRange {
				t.Errorf("Content-Range: got %q, want %q", got, tc.contentRange)
			}
			if got := resp.Header.Get("Content-Encoding"); got != tc.contentEncoding {
				t.Errorf("Content-Encoding: got %q, want %q", got, tc.contentEncoding)
			}
			if tc.status != http.StatusPartialContent {
				return
			}
			if got := resp.Header.Get("Content-Length"); got != strconv.Itoa(len(tc.body)) {
				t.Errorf("Content-Length: got %q, want %q", got, strconv.Itoa(len(tc.body)))
			}
			if got := body(t, resp); got != tc.body {
				t.Errorf("body: got %q, want %q", got, tc.body)
			}
		})
	}
}

func TestHead(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, tc := range []struct {
		name, path, acceptEncoding string
		status                     int
		contentLength              string
	}{
		{"page", "/pages/company/about-us", "", http.StatusOK, strconv.Itoa(len(aboutHTML))},
		{"page brotli", "/", "br", http.StatusOK, strconv.Itoa(len("BR(home)"))},
		{"unknown path", "/no/such/page", "", http.StatusNotFound, strconv.Itoa(len(notFoundHTML))},
		{"unknown path gzip", "/no/such/page", "gzip", http.StatusNotFound, strconv.Itoa(len("GZ(404)"))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := request(h, "HEAD", tc.path, "Accept-Encoding", tc.acceptEncoding)
			if resp.StatusCode != tc.status {
				t.Errorf("status: got %d, want %d", resp.StatusCode, tc.status)
			}
			if got := resp.Header.Get("Content-Length"); got != tc.contentLength {
				t.Errorf("Content-Length: got %q, want %q", got, tc.contentLength)
			}
			if got := body(t, resp); got != "" {
				t.Errorf("body: got %q, want none", got)
			}
		})
	}
}

func TestMethodNotAllowed(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, method := range []string{"POST", "PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"} {
		for _, path := range []string{"/", "/pages/company/about-us", "/assets/app-Ab12.js", "/no/such/page", "/healthz"} {
			resp := request(h, method, path)
			if resp.StatusCode != http.StatusMethodNotAllowed {
				t.Errorf("%s %s: got status %d, want %d", method, path, resp.StatusCode, http.StatusMethodNotAllowed)
			}
			if got, want := resp.Header.Get("Allow"), "GET, HEAD, OPTIONS"; got != want {
				t.Errorf("%s %s: Allow: got %q, want %q", method, path, got, want)
			}
		}
	}
}

func TestRedirects(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, tc := range []struct {
		name, path string
		status     int
		location   string
	}{
		{"trailing slash", "/pages/company/about-us/", http.StatusPermanentRedirect, "/pages/company/about-us"},
		{"trailing slash keeps query", "/pages/company/about-us/?tab=team&x=%2F", http.StatusPermanentRedirect, "/pages/company/about-us?tab=team&x=%2F"},
		{"page file name", "/pages/company/about-us/index.html", http.StatusPermanentRedirect, "/pages/company/about-us"},
		{"root file name", "/index.html?a=1", http.StatusPermanentRedirect, "/?a=1"},
		{"not-found page's file name", "/404.html", http.StatusPermanentRedirect, "/404"},
		{"not-found page at its name, as static hosts serve it", "/404", http.StatusOK, ""},
		{"root stays", "/", http.StatusOK, ""},
		{"trailing slash on no page", "/pages/company/", http.StatusNotFound, ""},
		{"trailing slash on a file", "/robots.txt/", http.StatusNotFound, ""},
		{"double slash", "//evil.example/", http.StatusBadRequest, ""},
		{"triple slash", "///evil.example/", http.StatusBadRequest, ""},
		{"backslash", "/\\evil.example/", http.StatusBadRequest, ""},
		{"encoded backslash", "/%5cevil.example/", http.StatusBadRequest, ""},
		{"encoded slash", "/%2fevil.example/", http.StatusBadRequest, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := request(h, "GET", tc.path)
			if resp.StatusCode != tc.status {
				t.Errorf("status: got %d, want %d", resp.StatusCode, tc.status)
			}
			loc := resp.Header.Get("Location")
			if loc != tc.location {
				t.Errorf("Location: got %q, want %q", loc, tc.location)
			}
			if strings.HasPrefix(loc, "//") || strings.Contains(loc, `\`) {
				t.Errorf("Location: got %q, want a same-site path", loc)
			}
		})
	}
}

// TestPagesNamedAsStaticHostsServeThem: a page at <route>.html is served at
// /<route> (an example's snippet in html/ too), its file name and a trailing
// slash redirect there with the page's caching and cross-origin headers, as
// Cloudflare Pages answers them; two files for one route is an error.
func TestPagesNamedAsStaticHostsServeThem(t *testing.T) {
	fsys := fixtureFS()
	delete(fsys, "pages/company/about-us/index.html")
	fsys["pages/company/about-us.html"] = &fstest.MapFile{Data: []byte(aboutHTML)}
	fsys["html/buttons-demo.html"] = &fstest.MapFile{Data: []byte("<button>Go</button>")}
	h := newTestHandler(t, fsys, Config{})
	for _, tc := range []struct {
		path, location, cacheControl, resourcePolicy string
		status                                       int
	}{
		{"/pages/company/about-us", "", "no-cache", "same-origin", http.StatusOK},
		{"/pages/company/about-us.html?x=1", "/pages/company/about-us?x=1", "no-cache", "same-origin", http.StatusPermanentRedirect},
		{"/pages/company/about-us/", "/pages/company/about-us", "no-cache", "same-origin", http.StatusPermanentRedirect},
		{"/pages/company/about-us/index.html", "", "no-store", "same-origin", http.StatusNotFound},
		{"/html/buttons-demo", "", "no-cache", "cross-origin", http.StatusOK},
		{"/html/buttons-demo.html", "/html/buttons-demo", "no-cache", "cross-origin", http.StatusPermanentRedirect},
		{"/html/no-such-demo", "", "no-store", "cross-origin", http.StatusNotFound},
		{"/kit/no-such-file.css", "", "no-store", "cross-origin", http.StatusNotFound},
		{"/kit/", "", "no-store", "cross-origin", http.StatusNotFound},
		{"/kit", "", "no-store", "cross-origin", http.StatusNotFound}, // a shared folder's own name, as "/kit/"
		{"/r", "", "no-store", "cross-origin", http.StatusNotFound},
		{"/rx", "", "no-store", "same-origin", http.StatusNotFound},
	} {
		resp := request(h, "GET", tc.path)
		if resp.StatusCode != tc.status || resp.Header.Get("Location") != tc.location {
			t.Errorf("GET %s: %d to %q, want %d to %q", tc.path, resp.StatusCode, resp.Header.Get("Location"), tc.status, tc.location)
		}
		shared := ""
		if tc.resourcePolicy == "cross-origin" {
			shared = "*"
		}
		for _, want := range []struct{ key, value string }{
			{"Cache-Control", tc.cacheControl},
			{"Cross-Origin-Resource-Policy", tc.resourcePolicy},
			{"Access-Control-Allow-Origin", shared},
		} {
			if got := resp.Header.Get(want.key); got != want.value {
				t.Errorf("GET %s: %s: got %q, want %q", tc.path, want.key, got, want.value)
			}
		}
	}
	if body := body(t, request(h, "GET", "/pages/company/about-us")); body != aboutHTML {
		t.Errorf("GET /pages/company/about-us: got %q, want the page", body)
	}

	fsys["pages/company/about-us/index.html"] = &fstest.MapFile{Data: []byte(aboutHTML)}
	if _, _, err := newServer(Config{}, fsys, discardLogger()); err == nil || !strings.Contains(err.Error(), "are both the page of /pages/company/about-us") {
		t.Errorf("two pages for one route: got %v, want an error naming both", err)
	}
}

func TestNotFound(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, tc := range []struct{ name, path string }{
		{"unknown page", "/no/such/page"},
		{"unknown file", "/assets/missing.js"},
		{"folder without a page", "/pages/company"},
		{"folder of assets", "/assets"},
		{"brotli sidecar", "/assets/app-Ab12.js.br"},
		{"gzip sidecar", "/assets/app-Ab12.js.gz"},
		{"page sidecar", "/index.html.br"},
		{"encoded dots that are just a name", "/%252e%252e/robots.txt"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := request(h, "GET", tc.path)
			if resp.StatusCode != http.StatusNotFound {
				t.Errorf("status: got %d, want %d", resp.StatusCode, http.StatusNotFound)
			}
			for _, want := range []struct{ key, value string }{
				{"Content-Type", "text/html; charset=utf-8"},
				{"Cache-Control", "no-store"},
				{"Content-Length", strconv.Itoa(len(notFoundHTML))},
				{"ETag", ""},
			} {
				if got := resp.Header.Get(want.key); got != want.value {
					t.Errorf("%s: got %q, want %q", want.key, got, want.value)
				}
			}
			if got := resp.Header.Get("Content-Security-Policy"); !strings.Contains(got, "'sha256-") {
				t.Errorf("CSP: got %q, want the not-found page's script hash", got)
			}
			if got := body(t, resp); got != notFoundHTML {
				t.Errorf("body: got %q, want %q", got, notFoundHTML)
			}
		})
	}

	resp := request(h, "GET", "/no/such/page", "Accept-Encoding", "gzip, br")
	if got := resp.Header.Get("Content-Encoding"); got != "gzip" {
		t.Errorf("compressed 404: Content-Encoding: got %q, want %q", got, "gzip")
	}
	if got := body(t, resp); got != "GZ(404)" {
		t.Errorf("compressed 404: body: got %q, want %q", got, "GZ(404)")
	}
}

// A folder with its own 404.html answers for every unknown path under it;
// everything else falls back to the root's.
func TestNotFoundNearestPage(t *testing.T) {
	const previewNotFound = `<!DOCTYPE html><html><body>no such example</body></html>`
	fsys := fixtureFS()
	fsys["preview/404.html"] = &fstest.MapFile{Data: []byte(previewNotFound)}
	fsys["preview/buttons/primary/index.html"] = &fstest.MapFile{Data: []byte("primary")}
	h := newTestHandler(t, fsys, Config{})
	for _, tc := range []struct{ path, want string }{
		{"/preview/buttons/no-such-example", previewNotFound},
		{"/preview/no/such/page/at/all", previewNotFound},
		{"/preview", previewNotFound},
		{"/preview/", previewNotFound},
		{"/previews/x", notFoundHTML},
		{"/no/preview/x", notFoundHTML},
		{"/preview/404/x", previewNotFound},
	} {
		resp := request(h, "GET", tc.path)
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status: got %d, want %d", tc.path, resp.StatusCode, http.StatusNotFound)
		}
		if got := body(t, resp); got != tc.want {
			t.Errorf("%s: body: got %q, want %q", tc.path, got, tc.want)
		}
	}
	if resp := request(h, "GET", "/preview/buttons/primary"); resp.StatusCode != http.StatusOK || body(t, resp) != "primary" {
		t.Errorf("a page under a folder with its own 404.html: got %d", resp.StatusCode)
	}
	if resp := request(h, "GET", "/preview/buttons/primary/"); resp.StatusCode != http.StatusPermanentRedirect {
		t.Errorf("a page's path with a slash: got %d, want %d", resp.StatusCode, http.StatusPermanentRedirect)
	}
}

func TestNotFoundWithoutPage(t *testing.T) {
	fsys := fixtureFS()
	delete(fsys, "404.html")
	delete(fsys, "404.html.gz")
	h := newTestHandler(t, fsys, Config{})
	resp := request(h, "GET", "/no/such/page")
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("status: got %d, want %d", resp.StatusCode, http.StatusNotFound)
	}
	if got, want := resp.Header.Get("Content-Type"), "text/plain; charset=utf-8"; got != want {
		t.Errorf("Content-Type: got %q, want %q", got, want)
	}
	if got, want := body(t, resp), "404 page not found\n"; got != want {
		t.Errorf("body: got %q, want %q", got, want)
	}
}

func TestIndexOddFiles(t *testing.T) {
	fsys := fstest.MapFS{
		"index.html":    {Data: []byte("home")},
		"passwd":        {Data: []byte("root:x:0:0"), Mode: fs.ModeSymlink | 0o777},
		"a.js":          {Data: []byte("a")},
		"a.js.gz":       {Data: []byte("GZ(a)")},
		"a.js.gz.br":    {Data: []byte("BR(GZ(a))")},
		"a.js.gz.br.gz": {Data: []byte("GZ(BR(GZ(a)))")},
		"b.js.br.gz":    {Data: []byte("GZ of a missing sidecar")},
		".gz":           {Data: []byte("just a dotfile")},
		"empty.txt":     {Data: nil},
		"dir/.br":       {Data: []byte("dotfile in a folder")},
		"nested/index":  {Data: []byte("no extension")},
	}
	h := newTestHandler(t, fsys, Config{})
	// A symlink, and a sidecar's own sidecars, are no files of the site.
	for _, tc := range []struct{ path, acceptEncoding string }{
		{"/passwd", ""},
		{"/a.js.gz", "br"},
		{"/a.js.gz.br", ""},
		{"/a.js.gz.br.gz", ""},
	} {
		resp := request(h, "GET", tc.path, "Accept-Encoding", tc.acceptEncoding)
		if got := body(t, resp); resp.StatusCode != http.StatusNotFound || got != "404 page not found\n" {
			t.Errorf("%s: got %d %q, want 404", tc.path, resp.StatusCode, got)
		}
	}
	for _, tc := range []struct{ path, acceptEncoding, body string }{
		{"/a.js", "br", "a"},
		{"/a.js", "gzip", "GZ(a)"},
		{"/.gz", "", "just a dotfile"},
		{"/b.js.br.gz", "", "GZ of a missing sidecar"},
		{"/dir/.br", "", "dotfile in a folder"},
		{"/empty.txt", "", ""},
		{"/nested/index", "", "no extension"},
	} {
		resp := request(h, "GET", tc.path, "Accept-Encoding", tc.acceptEncoding)
		if got := body(t, resp); resp.StatusCode != http.StatusOK || got != tc.body {
			t.Errorf("%s: got %d %q, want 200 %q", tc.path, resp.StatusCode, got, tc.body)
		}
	}
}

func BenchmarkServePage(b *testing.B) {
	h := newTestHandler(b, fixtureFS(), Config{})
	for _, bc := range []struct{ name, path, acceptEncoding string }{
		{"page", "/pages/company/about-us", ""},
		{"page brotli", "/", "gzip, deflate, br, zstd"},
		{"not modified", "/assets/app-Ab12.js", "br"},
		{"not found", "/no/such/page", "br"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			r := httptest.NewRequest("GET", bc.path, nil)
			r.Header.Set("Accept-Encoding", bc.acceptEncoding)
			if bc.name == "not modified" {
				r.Header.Set("If-None-Match", request(h, "GET", bc.path, "Accept-Encoding", bc.acceptEncoding).Header.Get("ETag"))
			}
			for b.Loop() {
				h.ServeHTTP(httptest.NewRecorder(), r)
			}
		})
	}
}

// TestAwkwardNames serves testdata/site, whose names start with "." or "_"
// or hold spaces, "%", "+" and non-ASCII letters.
func TestAwkwardNames(t *testing.T) {
	h := newTestHandler(t, os.DirFS("testdata/site"), Config{})
	for _, tc := range []struct {
		path     string
		status   int
		body     string
		location string
	}{
		{"/.well-known/security.txt", 200, "Contact: mailto:security@example.com\n", ""},
		{"/_app/chunk.js", 200, "export const chunk = 1;\n", ""},
		{"/pages/caf%C3%A9", 200, "<!DOCTYPE html><title>Café</title>\n", ""},
		{"/pages/caf%C3%A9/?q=1", 308, "", "/pages/caf%C3%A9?q=1"},
		{"/files/space%20name.txt", 200, "space\n", ""},
		{"/files/100%25.txt", 200, "percent\n", ""},
		{"/files/a+b.txt", 200, "plus\n", ""},
		{"/files/a%2Bb.txt", 200, "plus\n", ""},
		{"/files/a%20b.txt", 404, "404 page not found\n", ""},
	} {
		resp := request(h, "GET", tc.path)
		if resp.StatusCode != tc.status {
			t.Errorf("%s: status: got %d, want %d", tc.path, resp.StatusCode, tc.status)
		}
		if got := resp.Header.Get("Location"); got != tc.location {
			t.Errorf("%s: Location: got %q, want %q", tc.path, got, tc.location)
		}
		if got := body(t, resp); tc.status != 308 && got != tc.body {
			t.Errorf("%s: body: got %q, want %q", tc.path, got, tc.body)
		}
	}
}

// BenchmarkServeAssetOverTCP fetches a 64 KB brotli sidecar over loopback,
// so the connection's copy path and its allocations are part of the figure.
func BenchmarkServeAssetOverTCP(b *testing.B) {
	fsys := fixtureFS()
	fsys["assets/big-Gh78.js"] = &fstest.MapFile{Data: bytes.Repeat([]byte("a"), 256<<10)}
	fsys["assets/big-Gh78.js.br"] = &fstest.MapFile{Data: bytes.Repeat([]byte("b"), 64<<10)}
	h := newTestHandler(b, fsys, Config{})
	ts := httptest.NewServer(h)
	defer ts.Close()
	client := ts.Client()
	client.Transport.(*http.Transport).DisableCompression = true
	req, _ := http.NewRequest("GET", ts.URL+"/assets/big-Gh78.js", nil)
	req.Header.Set("Accept-Encoding", "br")
	b.ReportAllocs()
	for b.Loop() {
		resp, err := client.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if n != 64<<10 {
			b.Fatalf("body: got %d bytes, want %d", n, 64<<10)
		}
	}
}

// writeDir writes fsys to a new folder and returns its path.
func writeDir(t *testing.T, fsys fstest.MapFS) string {
	t.Helper()
	dir := t.TempDir()
	for name, f := range fsys {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// rootFS opens dir as main does for -dir.
func rootFS(t *testing.T, dir string) fs.FS {
	t.Helper()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	return DirFS(root)
}

// rewrite changes a file of a served folder in place, with a new time.
func rewrite(t *testing.T, dir, name, content string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(p, later, later); err != nil {
		t.Fatal(err)
	}
}

// TestChangedFileLosesItsETag changes files of a folder being served, longer
// or shorter: a client revalidating with the ETag it had gets the new content
// with its new length, not a 304.
func TestChangedFileLosesItsETag(t *testing.T) {
	for _, tc := range []struct {
		name, path, file, content, acceptEncoding string
	}{
		{"same size", "/robots.txt", "robots.txt", "User-agent: #\n", ""},
		{"longer", "/robots.txt", "robots.txt", "User-agent: *\nDisallow: /\n", ""},
		{"shorter", "/robots.txt", "robots.txt", "User", ""},
		{"emptied", "/robots.txt", "robots.txt", "", ""},
		{"asset shorter", "/assets/app-Ab12.js", "assets/app-Ab12.js", "1;", ""},
		{"page", "/pages/company/about-us", "pages/company/about-us/index.html", "<!DOCTYPE html><title>About us, edited</title>", ""},
		{"sidecar", "/assets/app-Ab12.js", "assets/app-Ab12.js.br", "BR(app, edited)", "br"},
		{"sidecar shorter", "/assets/app-Ab12.js", "assets/app-Ab12.js.gz", "GZ", "gzip"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeDir(t, fixtureFS())
			h := newTestHandler(t, rootFS(t, dir), Config{})
			before := request(h, "GET", tc.path, "Accept-Encoding", tc.acceptEncoding)
			tag := before.Header.Get("ETag")
			if tag == "" {
				t.Fatal("no ETag before the change")
			}
			if resp := request(h, "GET", tc.path, "Accept-Encoding", tc.acceptEncoding, "If-None-Match", tag); resp.StatusCode != http.StatusNotModified {
				t.Fatalf("unchanged file: status %d, want 304", resp.StatusCode)
			}

			rewrite(t, dir, tc.file, tc.content)
			resp := request(h, "GET", tc.path, "Accept-Encoding", tc.acceptEncoding, "If-None-Match", tag)
			if resp.StatusCode != http.StatusOK {
				t.Errorf("status: got %d, want 200 with the new content", resp.StatusCode)
			}
			if got := resp.Header.Get("ETag"); got == tag {
				t.Errorf("ETag: got %q again, want another or none", got)
			}
			if got := body(t, resp); got != tc.content {
				t.Errorf("body: got %q, want %q", got, tc.content)
			}
			if got, want := resp.Header.Get("Content-Length"), strconv.Itoa(len(tc.content)); got != want {
				t.Errorf("Content-Length: got %q, want %q", got, want)
			}
		})
	}
}

// TestNotFoundPageChangedOnDisk: the not-found page is sent as it is now,
// its length included, not as long as it was at start.
func TestNotFoundPageChangedOnDisk(t *testing.T) {
	dir := writeDir(t, fixtureFS())
	h := newTestHandler(t, rootFS(t, dir), Config{})
	for _, content := range []string{notFoundHTML + "<p>a longer page</p>", "<!DOCTYPE html><title>Gone</title>"} {
		rewrite(t, dir, "404.html", content)
		resp := request(h, "GET", "/nope")
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("status: got %d, want 404", resp.StatusCode)
		}
		if got, want := resp.Header.Get("Content-Length"), strconv.Itoa(len(content)); got != want {
			t.Errorf("Content-Length: got %q, want %q", got, want)
		}
		if got := body(t, resp); got != content {
			t.Errorf("body: got %q, want %q", got, content)
		}
	}
}

// TestSymlinkOutOfFolderAfterStart replaces a served file with a link out
// of the folder: the os.Root refuses it and the answer is the 404 page.
func TestSymlinkOutOfFolderAfterStart(t *testing.T) {
	dir := writeDir(t, fixtureFS())
	const secret = "OUTSIDE-THE-FOLDER"
	outside := filepath.Join(t.TempDir(), "hostname")
	if err := os.WriteFile(outside, []byte(secret), 0o644); err != nil {
		t.Fatal(err)
	}
	h := newTestHandler(t, rootFS(t, dir), Config{})
	robots := filepath.Join(dir, "robots.txt")
	if err := os.Remove(robots); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, robots); err != nil {
		t.Fatal(err)
	}
	resp := request(h, "GET", "/robots.txt")
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("status: got %d, want 404", resp.StatusCode)
	}
	if b := body(t, resp); strings.Contains(b, secret) || !strings.Contains(b, "page not found") {
		t.Errorf("body: got %q, want the not-found page", b)
	}
}

// folderChange is a change made to a served folder after start, and the
// answer a request must then get: at once, with a length that is the body's.
type folderChange struct {
	name           string
	change         func(t *testing.T, dir string)
	path, encoding string // the request: path and Accept-Encoding
	status         int
	body           string
	contentCoding  string // the answer's Content-Encoding
}

// checkFolderChanges serves a copy of the fixture per case, makes the change
// and checks the answer, failing if none comes within 10 s.
func checkFolderChanges(t *testing.T, cases []folderChange) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeDir(t, fixtureFS())
			h := newTestHandler(t, rootFS(t, dir), Config{})
			tc.change(t, dir)
			identityTag := request(h, "GET", tc.path).Header.Get("ETag")

			answered := make(chan *http.Response, 1)
			go func() { answered <- request(h, "GET", tc.path, "Accept-Encoding", tc.encoding) }()
			var resp *http.Response
			select {
			case resp = <-answered:
			case <-time.After(10 * time.Second):
				t.Fatalf("GET %s: no answer within 10 s", tc.path)
			}
			if resp.StatusCode != tc.status {
				t.Errorf("status: got %d, want %d", resp.StatusCode, tc.status)
			}
			got := body(t, resp)
			if got != tc.body {
				t.Errorf("body: got %q, want %q", got, tc.body)
			}
			// http.Error's plain 404 leaves the length to the connection.
			if cl := resp.Header.Get("Content-Length"); cl != strconv.Itoa(len(got)) && !(cl == "" && got == "404 page not found\n") {
				t.Errorf("Content-Length: got %q, want %d, the body's", cl, len(got))
			}
			if ce := resp.Header.Get("Content-Encoding"); ce != tc.contentCoding {
				t.Errorf("Content-Encoding: got %q, want %q", ce, tc.contentCoding)
			}
			// A file sent in a sidecar's place is the file, with its own validator.
			if tag := resp.Header.Get("ETag"); tc.status == http.StatusOK && tc.contentCoding == "" && (tag == "" || tag != identityTag) {
				t.Errorf("ETag: got %q, want the file's own as it is now, %q", tag, identityTag)
			}
		})
	}
}

// replaceBy removes the file name and has make put something else there.
func replaceBy(name string, make func(p string) error) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
		if err := make(p); err != nil {
			t.Fatal(err)
		}
	}
}

// replaceByFolder puts an empty folder where the file name was.
func replaceByFolder(name string) func(t *testing.T, dir string) {
	return replaceBy(name, func(p string) error { return os.Mkdir(p, 0o755) })
}

// remove deletes the file name.
func remove(name string) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		t.Helper()
		if err := os.Remove(filepath.Join(dir, filepath.FromSlash(name))); err != nil {
			t.Fatal(err)
		}
	}
}

// TestFolderChangedAfterStart: a folder where a file was is not found (never
// a 200 of a folder's length), and a sidecar gone or made a folder leaves the
// file itself to send.
func TestFolderChangedAfterStart(t *testing.T) {
	checkFolderChanges(t, []folderChange{
		{"folder in place of a file", replaceByFolder("robots.txt"), "/robots.txt", "", 404, notFoundHTML, ""},
		{"folder in place of an asset", replaceByFolder("assets/app-Ab12.js"), "/assets/app-Ab12.js", "", 404, notFoundHTML, ""},
		{"folder in place of a page", replaceByFolder("pages/company/about-us/index.html"), "/pages/company/about-us", "", 404, notFoundHTML, ""},
		{"folder in place of a sidecar", replaceByFolder("assets/app-Ab12.js.br"), "/assets/app-Ab12.js", "br", 200, appJS, ""},
		{"folder in place of the not-found page", replaceByFolder("404.html"), "/nope", "", 404, "404 page not found\n", ""},
		{"sidecar deleted", remove("assets/app-Ab12.js.br"), "/assets/app-Ab12.js", "br", 200, appJS, ""},
		{"sidecar deleted, another accepted", remove("assets/app-Ab12.js.br"), "/assets/app-Ab12.js", "br, gzip", 200, appJS, ""},
		{"other sidecar still there", remove("assets/app-Ab12.js.br"), "/assets/app-Ab12.js", "gzip", 200, "GZ(app)", "gzip"},
		{"page's sidecar deleted", remove("index.html.br"), "/", "br", 200, homeHTML, ""},
		{"not-found page's sidecar deleted", remove("404.html.gz"), "/nope", "gzip", 404, notFoundHTML, ""},
		{"file deleted", remove("robots.txt"), "/robots.txt", "", 404, notFoundHTML, ""},
	})
}

// truncate cuts the file name to size bytes, or grows it with zeros.
func truncate(name string, size int64) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		t.Helper()
		if err := os.Truncate(filepath.Join(dir, filepath.FromSlash(name)), size); err != nil {
			t.Fatal(err)
		}
	}
}

// symlinkOut puts a link to a file outside the folder where the file name was.
func symlinkOut(t *testing.T, name string) func(t *testing.T, dir string) {
	outside := filepath.Join(t.TempDir(), "secret")
	if err := os.WriteFile(outside, []byte("OUTSIDE-THE-FOLDER"), 0o644); err != nil {
		t.Fatal(err)
	}
	return replaceBy(name, func(p string) error { return os.Symlink(outside, p) })
}

// TestSidecarOfChangedFile: a sidecar is sent only while its file is as it
// was at start; otherwise a client that accepts the coding gets what an
// identity client gets, validator included.
func TestSidecarOfChangedFile(t *testing.T) {
	grown := appJS + "\x00\x00\x00\x00"
	checkFolderChanges(t, []folderChange{
		{"file truncated", truncate("assets/app-Ab12.js", 7), "/assets/app-Ab12.js", "br", 200, appJS[:7], ""},
		{"file grown", truncate("assets/app-Ab12.js", int64(len(grown))), "/assets/app-Ab12.js", "gzip", 200, grown, ""},
		{"page truncated", truncate("index.html", 15), "/", "br, gzip", 200, homeHTML[:15], ""},
		{"file a link out of the folder", symlinkOut(t, "assets/app-Ab12.js"), "/assets/app-Ab12.js", "br", 404, notFoundHTML, ""},
		{"page a link out of the folder", symlinkOut(t, "index.html"), "/", "br", 404, notFoundHTML, ""},
		{"unchanged", func(*testing.T, string) {}, "/assets/app-Ab12.js", "br", 200, "BR(app)", "br"},
	})
}

// TestServeWholeAsServeContent holds the whole-file answer to
// http.ServeContent: a request with no Range and no precondition (answered
// by sendWhole) gets the very headers and body of the same request with a
// precondition that holds (answered by ServeContent), for every kind of
// file, coding and method, embedded and from a folder. It fails when
// net/http's ServeContent changes what it sends for a whole file.
func TestServeWholeAsServeContent(t *testing.T) {
	fsys := fixtureFS()
	fsys["assets/mid-Ij90.js"] = &fstest.MapFile{Data: bytes.Repeat([]byte("m"), 120<<10)}
	fsys["assets/mid-Ij90.js.br"] = &fstest.MapFile{Data: bytes.Repeat([]byte("b"), 48<<10)}
	fsys["assets/big-Kl12.js"] = &fstest.MapFile{Data: bytes.Repeat([]byte("g"), 200<<10)}
	fsys["empty.txt"] = &fstest.MapFile{}
	for _, site := range []struct {
		name string
		h    http.Handler
	}{
		{"embedded", newTestHandler(t, fsys, Config{})},
		{"folder", newTestHandler(t, rootFS(t, writeDir(t, fsys)), Config{})},
	} {
		for _, path := range []string{"/", "/pages/company/about-us", "/assets/app-Ab12.js", "/assets/site-Cd34.css",
			"/assets/mid-Ij90.js", "/assets/big-Kl12.js", "/empty.txt", "/source/sections/buttons/Primary.tsx"} {
			for _, method := range []string{"GET", "HEAD"} {
				for _, coding := range []string{"", "br", "gzip"} {
					whole := request(site.h, method, path, "Accept-Encoding", coding)
					viaServeContent := request(site.h, method, path, "Accept-Encoding", coding, "If-None-Match", `"another"`)
					what := fmt.Sprintf("%s %s %s (Accept-Encoding %q)", site.name, method, path, coding)
					if whole.StatusCode != http.StatusOK || viaServeContent.StatusCode != http.StatusOK {
						t.Fatalf("%s: status %d and %d, want 200", what, whole.StatusCode, viaServeContent.StatusCode)
					}
					if !maps.EqualFunc(whole.Header, viaServeContent.Header, slices.Equal) {
						t.Errorf("%s: headers differ from http.ServeContent's:\n got %v\nwant %v", what, whole.Header, viaServeContent.Header)
					}
					if got, want := body(t, whole), body(t, viaServeContent); got != want {
						t.Errorf("%s: body of %d bytes differs from http.ServeContent's %d", what, len(got), len(want))
					}
				}
			}
		}
	}
}
