package server

import (
	"net/http"
	"net/http/httptest"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

func TestCleanPath(t *testing.T) {
	for _, tc := range []struct {
		in            string
		name          string
		trailingSlash bool
		err           error
	}{
		{"/", ".", false, nil},
		{"/robots.txt", "robots.txt", false, nil},
		{"/pages/company/about-us", "pages/company/about-us", false, nil},
		{"/pages/company/about-us/", "pages/company/about-us", true, nil},
		{"/café", "café", false, nil},
		{"/%2e%2e", "%2e%2e", false, nil}, // already decoded once: just a name
		{"", "", false, errBadPath},
		{"robots.txt", "", false, errBadPath},
		{"*", "", false, errBadPath},
		{"//", "", false, errBadPath},
		{"//evil.example", "", false, errBadPath},
		{"///etc/passwd", "", false, errBadPath},
		{"/a//b", "", false, errBadPath},
		{"/a/", "a", true, nil},
		{"/a//", "", false, errBadPath},
		{"/.", "", false, errBadPath},
		{"/./", "", false, errBadPath},
		{"/..", "", false, errBadPath},
		{"/../etc/passwd", "", false, errBadPath},
		{"/a/../../etc/passwd", "", false, errBadPath},
		{"/a/..", "", false, errBadPath},
		{"/...", "...", false, nil},
		{`/..\..\etc\passwd`, "", false, errBadPath},
		{`/\evil.example`, "", false, errBadPath},
		{"/index.html\x00.png", "", false, errBadPath},
		{"/a\nb", "", false, errBadPath},
		{"/a\x7fb", "", false, errBadPath},
		{"/\xc0\xae\xc0\xae/", "", false, errBadPath},
		{"/" + strings.Repeat("a", maxPathLen), "", false, errPathTooLong},
		{"/" + strings.Repeat("a", maxPathLen-1), strings.Repeat("a", maxPathLen-1), false, nil},
	} {
		name, trailingSlash, err := cleanPath(tc.in)
		if name != tc.name || trailingSlash != tc.trailingSlash || err != tc.err {
			t.Errorf("cleanPath(%.60q): got %q, %v, %v, want %q, %v, %v",
				tc.in, name, trailingSlash, err, tc.name, tc.trailingSlash, tc.err)
		}
	}
}

// hostilePaths seed the fuzz targets; they run in plain go test.
var hostilePaths = []string{
	"/", "/index.html", "/pages/company/about-us/", "/r", "/r/", "/healthz/", "/404.html", "/assets/app-Ab12.js.br",
	"/..", "/../", "/../etc/passwd", "/%2e%2e/etc/passwd", "/a/../../b", "/./", "/a/./b",
	"//", "///etc/passwd", "//evil.example/", "/\\evil.example", `/..\..\windows\win.ini`,
	"/\x00", "/a\x00b", "/%00", "/\r\nSet-Cookie: x=1", "/\xff\xfe", "/\xc0\xae\xc0\xae/",
	"/" + strings.Repeat("a/", 600), "/" + strings.Repeat("../", 400), "", "*", "relative",
}

func FuzzCleanPath(f *testing.F) {
	for _, p := range hostilePaths {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, in string) {
		name, _, err := cleanPath(in)
		if err != nil {
			if name != "" {
				t.Fatalf("cleanPath(%q): got name %q with error %v, want none", in, name, err)
			}
			return
		}
		if !filepath.IsLocal(name) {
			t.Fatalf("cleanPath(%q): got %q, want a path inside the build", in, name)
		}
		if name != "." && (path.Clean(name) != name || strings.HasPrefix(name, "/")) {
			t.Fatalf("cleanPath(%q): got %q, want a clean relative path", in, name)
		}
		if strings.ContainsAny(name, "\\\x00") {
			t.Fatalf("cleanPath(%q): got %q, want no backslash or NUL", in, name)
		}
	})
}

// FuzzServePath drives the whole handler with arbitrary decoded paths: it
// must answer with a status of its own choosing (never a 500, never the
// mux's own 307) and never redirect off-site.
func FuzzServePath(f *testing.F) {
	for _, p := range hostilePaths {
		f.Add(p, "br")
	}
	h := newTestHandler(f, fixtureFS(), Config{})
	allowed := map[int]bool{200: true, 308: true, 400: true, 404: true, 414: true}
	f.Fuzz(func(t *testing.T, urlPath, acceptEncoding string) {
		r := httptest.NewRequest("GET", "/", nil)
		r.URL.Path, r.URL.RawPath = urlPath, ""
		r.Header.Set("Accept-Encoding", acceptEncoding)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if !allowed[w.Code] {
			t.Fatalf("GET %q: got status %d", urlPath, w.Code)
		}
		if loc := w.Header().Get("Location"); loc != "" && (!strings.HasPrefix(loc, "/") ||
			strings.HasPrefix(loc, "//") || strings.Contains(loc, `\`)) {
			t.Fatalf("GET %q: got Location %q, want a same-site path", urlPath, loc)
		}
		// Every 200 but the health probe's is an indexed file.
		if w.Code == http.StatusOK && urlPath != "/healthz" && w.Header().Get("ETag") == "" {
			t.Fatalf("GET %q: got 200 without an ETag, want an indexed file", urlPath)
		}
	})
}
