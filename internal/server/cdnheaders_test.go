package server

import (
	"bufio"
	"io/fs"
	"log/slog"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// parseCDNHeaders reads a _headers file as Cloudflare Pages does: a path at
// the start of a line, then indented "Name: value" and "! Name" lines.
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
		case strings.HasPrefix(trimmed, "! "):
			if len(rules) == 0 {
				t.Fatalf("detach line %q: want it under a path", line)
			}
			rules[len(rules)-1].detach = append(rules[len(rules)-1].detach, strings.TrimPrefix(trimmed, "! "))
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
	if err := WriteCDNHeaders(&out, cfg, fsys, discardLogger()); err != nil {
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
		compareCDNHeaders(t, rules, u, resp)
	}
	// A static host applies the rules to its 404s too.
	missing := []string{"/no/such/page", "/assets/no-such-file.js"}
	if _, err := fs.Stat(fsys, "r/registry.json"); err == nil {
		missing = append(missing, "/r/no-such-item.json", "/r")
	}
	for _, u := range missing {
		resp := request(h, "GET", u)
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 404", u, resp.StatusCode)
		}
		compareCDNHeaders(t, rules, u, resp)
	}
	if len(rules) > maxCDNRules {
		t.Errorf("_headers has %d rules, over %d", len(rules), maxCDNRules)
	}
	return out.String()
}

// compareCDNHeaders checks that the host, applying the rules matching u as
// Cloudflare Pages does (in the file's order, each detaching, then setting,
// joining a value to one an earlier rule set), sends exactly the headers the
// server sent with it; on a 404, the host's no-store.
func compareCDNHeaders(t *testing.T, rules []headerRule, u string, resp *http.Response) {
	t.Helper()
	given := maps.Clone(hostDefaults)
	set := map[string]bool{}
	for _, r := range rules {
		if !matchesRule(r.pattern, u) {
			continue
		}
		for _, name := range r.detach {
			delete(given, name)
		}
		for name, value := range r.header {
			if set[name] && given[name] != "" {
				t.Errorf("%s: %s joined from two rules", u, name)
				value = given[name] + ", " + value
			}
			given[name], set[name] = value, true
		}
	}
	if resp.StatusCode == http.StatusNotFound {
		given["Cache-Control"] = cacheNotFound
	}
	sent := resp.Header
	for _, name := range slices.Concat(cdnHeaderNames(true), slices.Collect(maps.Keys(hostDefaults))) {
		if got, want := given[name], sent.Get(name); got != want {
			t.Errorf("%s: %s from _headers: got %q, want %q as the server sends", u, name, got, want)
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
			"\n/*\n  ! Access-Control-Allow-Origin\n  Cache-Control: no-cache\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-",
			"\n  Cross-Origin-Opener-Policy: same-origin\n",
			"\n/assets/*\n  ! Cache-Control\n  Cache-Control: " + cacheImmutable + "\n",
		} {
			if !strings.Contains(text, want) {
				t.Errorf("HSTS %v: _headers: want it to contain %q, got\n%s", hsts, want, text)
			}
		}
	}
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

// TestCDNHeadersOddFileNames: files the server serves under names no
// _headers pattern can express are left to their folder's rules, with a
// warning, and never stop the file being written.
func TestCDNHeadersOddFileNames(t *testing.T) {
	fsys := fixtureFS()
	odd := []string{"assets/#f.css", "assets/a?b.css", "assets/100%.css", "assets/new\nline.css", "assets/sp ace.css", "assets/:x.css"}
	for _, name := range odd {
		fsys[name] = &fstest.MapFile{Data: []byte("b{}")}
	}
	if got := request(newTestHandler(t, fsys, Config{}), "GET", "/assets/%23f.css").StatusCode; got != http.StatusOK {
		t.Fatalf("GET /assets/%%23f.css: got %d, want 200 (the server serves it)", got)
	}
	var out, log strings.Builder
	if err := WriteCDNHeaders(&out, Config{}, fsys, slog.New(slog.NewTextHandler(&log, nil))); err != nil {
		t.Fatalf("WriteCDNHeaders: %v", err)
	}
	for _, name := range odd {
		if strings.Contains(out.String(), name) {
			t.Errorf("_headers names %q, which no pattern can express", name)
		}
		if !strings.Contains(log.String(), strconv.Quote(name)) && !strings.Contains(log.String(), "file="+name) {
			t.Errorf("no warning for %q in %q", name, log.String())
		}
	}
}
