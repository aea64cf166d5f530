package server

import (
	"bufio"
	"io/fs"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"ukguide/web"
)

// parseCDNHeaders reads a _headers file as Netlify and Cloudflare Pages do:
// a path at the start of a line, then indented "Name: value" lines.
func parseCDNHeaders(t *testing.T, text string) []headerRule {
	t.Helper()
	var rules []headerRule
	lines := bufio.NewScanner(strings.NewReader(text))
	for lines.Scan() {
		line := lines.Text()
		switch trimmed := strings.TrimSpace(line); {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		case !strings.HasPrefix(line, " "):
			if !strings.HasPrefix(line, "/") {
				t.Fatalf("rule %q: want a path starting with /", line)
			}
			rules = append(rules, headerRule{pattern: line, header: map[string]string{}})
		default:
			name, value, ok := strings.Cut(trimmed, ": ")
			if !ok || len(rules) == 0 {
				t.Fatalf("header line %q: want \"Name: value\" under a path", line)
			}
			rules[len(rules)-1].header[name] = value
		}
	}
	return rules
}

// matchesRule reports whether a host applies pattern to urlPath: the path
// itself, or a folder's splat for anything under the folder.
func matchesRule(pattern, urlPath string) bool {
	if folder, ok := strings.CutSuffix(pattern, "*"); ok {
		return strings.HasPrefix(urlPath, folder)
	}
	return pattern == urlPath
}

// checkCDNHeaders writes the _headers file of fsys and checks, for every
// page and file, that the rules matching it give exactly the headers the
// server sends, each from one rule.
func checkCDNHeaders(t *testing.T, fsys fs.FS, cfg Config) string {
	t.Helper()
	var out strings.Builder
	if err := WriteCDNHeaders(&out, cfg, fsys); err != nil {
		t.Fatalf("WriteCDNHeaders: %v", err)
	}
	rules := parseCDNHeaders(t, out.String())
	h, s, err := newServer(cfg, fsys, discardLogger())
	if err != nil {
		t.Fatal(err)
	}
	var urls []string
	for route := range s.pages {
		urls = append(urls, routeURL(route))
	}
	for name := range s.files {
		urls = append(urls, "/"+name)
	}
	if len(s.pages) == 0 {
		t.Fatal("no pages in the build")
	}
	for _, u := range urls {
		resp := request(h, "GET", u)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: status %d, want 200", u, resp.StatusCode)
			continue
		}
		compareCDNHeaders(t, rules, u, resp.Header, cfg.HSTS)
	}
	// A static host applies the registry's rules to its 404s there too.
	if _, err := fs.Stat(fsys, registryIndex); err == nil {
		const missing = "/r/no-such-item.json"
		resp := request(h, "GET", missing)
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 404", missing, resp.StatusCode)
		}
		compareCDNHeaders(t, rules, missing, resp.Header, cfg.HSTS)
	}
	return out.String()
}

// compareCDNHeaders checks that the rules matching u give exactly the
// headers the server sent with it, each from one rule.
func compareCDNHeaders(t *testing.T, rules []headerRule, u string, sent http.Header, hsts bool) {
	t.Helper()
	given := map[string]string{}
	for _, r := range rules {
		if !matchesRule(r.pattern, u) {
			continue
		}
		for name, value := range r.header {
			if _, twice := given[name]; twice {
				t.Errorf("%s: %s set by two rules, which hosts combine differently", u, name)
			}
			given[name] = value
		}
	}
	for _, name := range cdnHeaderNames(hsts) {
		if got, want := given[name], sent.Get(name); got != want {
			t.Errorf("%s: %s from _headers: got %q, want %q as the server sends", u, name, got, want)
		}
	}
	for name := range given {
		if sent.Get(name) == "" {
			t.Errorf("%s: _headers sets %s, which the server does not send", u, name)
		}
	}
}

func TestCDNHeadersAgreeWithServer(t *testing.T) {
	for _, siteURL := range []string{"", "http://127.0.0.1:41234"} {
		checkCDNHeaders(t, registryFS(), Config{SiteURL: siteURL})
	}
	for _, hsts := range []bool{false, true} {
		text := checkCDNHeaders(t, fixtureFS(), Config{HSTS: hsts})
		if got := strings.Contains(text, "Strict-Transport-Security: "+hstsValue); got != hsts {
			t.Errorf("HSTS %v: _headers names Strict-Transport-Security: got %v, want %v", hsts, got, hsts)
		}
		for _, want := range []string{
			"\n/*\n  Cross-Origin-Opener-Policy: same-origin\n",
			"\n/assets/*\n  Cache-Control: " + cacheImmutable + "\n",
			"\n/\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-",
		} {
			if !strings.Contains(text, want) {
				t.Errorf("HSTS %v: _headers: want it to contain %q, got\n%s", hsts, want, text)
			}
		}
	}
}

// TestCDNHeadersOfTheBuild checks the rules for every route and file of
// the site's own build, as `make build` writes them.
func TestCDNHeadersOfTheBuild(t *testing.T) {
	build, err := web.Build()
	if err != nil {
		t.Fatal(err)
	}
	checkCDNHeaders(t, build, Config{})
}

// TestCDNHeadersFileNotServed: the rules for static hosts are not part of
// the site, neither as a file nor as a rule of their own.
func TestCDNHeadersFileNotServed(t *testing.T) {
	fsys := fixtureFS()
	fsys[CDNHeadersFile] = &fstest.MapFile{Data: []byte("/*\n  X-Secret: 1\n")}
	h := newTestHandler(t, fsys, Config{})
	for _, path := range []string{"/_headers", "/_headers/"} {
		if resp := request(h, "GET", path); resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 404", path, resp.StatusCode)
		}
	}
	if text := checkCDNHeaders(t, fsys, Config{}); strings.Contains(text, "/_headers") {
		t.Errorf("_headers names itself:\n%s", text)
	}
}
