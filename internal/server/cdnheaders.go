package server

import (
	"cmp"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"maps"
	"net/http"
	"path"
	"slices"
	"strings"
)

// CDNHeadersFile is where static hosts (Netlify, Cloudflare Pages) read the
// headers to send with each path. The server never serves it.
const CDNHeadersFile = "_headers"

// cdnHeaderNames are the headers a static host must be told: the security
// headers, caching and cross-origin access. Type, length, coding and
// validators are the host's own.
func cdnHeaderNames(hsts bool) []string {
	names := []string{"Cache-Control"}
	for _, f := range fixedHeaders("", hsts) {
		names = append(names, f.key)
	}
	names = slices.AppendSeq(names, maps.Keys(crossOriginHeader))
	slices.Sort(names)
	return slices.Compact(names)
}

// headerRule is one block of a _headers file: a path, or a folder's splat
// ("/assets/*"), and the headers it sets.
type headerRule struct {
	pattern string
	header  map[string]string
}

// WriteCDNHeaders writes the _headers file of the site in fsys: for every
// page and file, the headers in cdnHeaderNames that the server sends with
// it, asked of the server itself, so the two cannot drift apart.
//
// Hosts combine the rules matching a path differently (Netlify lets the later
// one win, Cloudflare Pages joins their values), so each header is set by one
// rule per path: a splat for a folder where every path under it gets the same
// value, the path itself where they differ. Every page gets a rule of its own
// for its Content-Security-Policy.
func WriteCDNHeaders(w io.Writer, cfg Config, fsys fs.FS) error {
	handler, s, err := newServer(cfg, fsys, slog.New(slog.DiscardHandler))
	if err != nil {
		return err
	}
	var urls []string
	for route := range s.pages {
		urls = append(urls, routeURL(route))
	}
	for name := range s.files {
		urls = append(urls, "/"+name)
	}
	slices.Sort(urls)

	names := cdnHeaderNames(cfg.HSTS)
	sent := make(map[string]http.Header, len(urls))
	for _, u := range urls {
		req, err := http.NewRequest(http.MethodGet, u, nil)
		if err != nil {
			return err
		}
		rec := &headerRecorder{header: http.Header{}}
		handler.ServeHTTP(rec, req)
		if rec.status != http.StatusOK {
			return fmt.Errorf("GET %s: status %d", u, rec.status)
		}
		sent[u] = rec.header
	}

	rules := map[string]*headerRule{}
	add := func(pattern, name, value string) {
		if value == "" {
			return
		}
		r := rules[pattern]
		if r == nil {
			r = &headerRule{pattern: pattern, header: map[string]string{}}
			rules[pattern] = r
		}
		r.header[name] = value
	}
	for _, name := range names {
		values := map[string]string{}
		for _, u := range urls {
			values[u] = sent[u].Get(name)
		}
		if uniform(urls, values) {
			add("/*", name, values[urls[0]])
			continue
		}
		coverFolder("", urls, values, func(pattern, value string) { add(pattern, name, value) })
	}

	// The site-wide rule first, then folders, then single paths (which a
	// host that also matches "/a/*" against "/a" must apply last).
	ordered := slices.SortedFunc(maps.Values(rules), func(a, b *headerRule) int {
		return cmp.Or(cmp.Compare(ruleRank(a.pattern), ruleRank(b.pattern)), strings.Compare(a.pattern, b.pattern))
	})
	fmt.Fprintln(w, "# The headers ukguide sends, for static hosts that read _headers (Netlify, Cloudflare Pages).")
	fmt.Fprintln(w, "# Written by `ukguide -cdn-headers`; each header is set by one rule per path.")
	for _, r := range ordered {
		fmt.Fprintf(w, "\n%s\n", r.pattern)
		for _, name := range slices.Sorted(maps.Keys(r.header)) {
			fmt.Fprintf(w, "  %s: %s\n", name, r.header[name])
		}
	}
	return nil
}

func ruleRank(pattern string) int {
	switch {
	case pattern == "/*":
		return 0
	case strings.HasSuffix(pattern, "/*"):
		return 1
	}
	return 2
}

// routeURL is the address of a route: "/" for ".", else "/<route>".
func routeURL(route string) string {
	if route == "." {
		return "/"
	}
	return "/" + route
}

func uniform(urls []string, values map[string]string) bool {
	for _, u := range urls {
		if values[u] != values[urls[0]] {
			return false
		}
	}
	return true
}

// coverFolder gives every URL under folder (the root when "") its value of
// one header: a splat for the folder when they all share it, else a rule
// for each path directly in the folder and the same again for each subfolder.
func coverFolder(folder string, urls []string, values map[string]string, emit func(pattern, value string)) {
	if folder != "" && uniform(urls, values) {
		emit("/"+folder+"/*", values[urls[0]])
		return
	}
	prefix := "/"
	if folder != "" {
		prefix = "/" + folder + "/"
	}
	sub := map[string][]string{}
	for _, u := range urls {
		rest := strings.TrimPrefix(u, prefix)
		if first, _, nested := strings.Cut(rest, "/"); nested {
			sub[first] = append(sub[first], u)
		} else {
			emit(u, values[u])
		}
	}
	for _, name := range slices.Sorted(maps.Keys(sub)) {
		coverFolder(path.Join(folder, name), sub[name], values, emit)
	}
}

// headerRecorder keeps a response's status and headers and drops its body.
type headerRecorder struct {
	header http.Header
	status int
}

func (r *headerRecorder) Header() http.Header { return r.header }

func (r *headerRecorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *headerRecorder) Write(p []byte) (int, error) {
	r.WriteHeader(http.StatusOK)
	return len(p), nil
}
