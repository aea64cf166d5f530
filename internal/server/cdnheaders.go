package server

import (
	"cmp"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"maps"
	"math"
	"net/http"
	"path"
	"slices"
	"strings"
)

// CDNHeadersFile is where a static host (Cloudflare Pages) reads the
// headers to send with each path. The server never serves it.
const CDNHeadersFile = "_headers"

// hostDefaults are the headers Cloudflare Pages adds to every response of its
// own accord; _headers detaches each ("! Name") where the server sends none.
var hostDefaults = map[string]string{"Access-Control-Allow-Origin": "*"}

// maxCDNRules is the most rules Cloudflare Pages reads from _headers; it
// ignores the rest of the file.
const maxCDNRules = 100

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
// ("/assets/*"), the headers it removes ("! Name") and those it sets.
type headerRule struct {
	pattern string
	detach  []string
	header  map[string]string
}

// WriteCDNHeaders writes the _headers file of the site in fsys: for every
// page and file, the headers in cdnHeaderNames that the server sends with
// it, asked of the server itself, so the two cannot drift apart.
//
// Cloudflare Pages applies every rule matching a path in the file's order:
// each removes the headers it detaches, then sets its own, joining a value
// to one an earlier rule set. So "/*" sets each header's most common value,
// and a folder (or a path) where it differs detaches it and sets its own;
// a path no file answers (a 404) gets the rules of the folders it is in,
// as on the server. The host lets no 404 be stored, nor does the server.
// More than maxCDNRules rules is an error: the host would ignore the rest.
// A file whose name no _headers pattern can express gets no rule of its
// own, with a warning on logger: it takes the rules of its folders.
func WriteCDNHeaders(w io.Writer, cfg Config, fsys fs.FS, logger *slog.Logger) error {
	handler, s, err := newServer(cfg, fsys, slog.New(slog.DiscardHandler))
	if err != nil {
		return err
	}
	var urls []string
	for route := range s.pages {
		urls = append(urls, routeURL(route))
	}
	for name := range s.files {
		if !expressible(name) {
			logger.Warn("_headers: no rule can name this file; it takes its folder's", "file", name)
			continue
		}
		urls = append(urls, "/"+name)
	}
	slices.Sort(urls)

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
	rule := func(pattern string) *headerRule {
		if rules[pattern] == nil {
			rules[pattern] = &headerRule{pattern: pattern, header: map[string]string{}}
		}
		return rules[pattern]
	}
	for _, name := range cdnHeaderNames(cfg.HSTS) {
		values := map[string]string{}
		for _, u := range urls {
			values[u] = sent[u].Get(name)
		}
		hostValue, byHost := hostDefaults[name]
		coverFolder("", urls, values, hostValue, func(pattern, value string, first bool) {
			r := rule(pattern)
			if !first || byHost {
				r.detach = append(r.detach, name)
			}
			if value != "" {
				r.header[name] = value
			}
		})
	}
	// The server answers a shared folder's own name ("/r") as the folder
	// ("/r/"), where the host's splat "/r/*" does not reach: the same rule.
	for _, entry := range s.layout.Shared {
		bare := "/" + strings.TrimSuffix(entry, "/")
		if folderRule := rules["/"+entry+"*"]; folderRule != nil && strings.HasSuffix(entry, "/") && !slices.Contains(urls, bare) {
			rules[bare] = &headerRule{pattern: bare, detach: folderRule.detach, header: folderRule.header}
		}
	}
	if len(rules) > maxCDNRules {
		return fmt.Errorf("_headers: %d rules, over the %d a static host reads", len(rules), maxCDNRules)
	}

	// In the order the host must apply them: the site-wide rule, folders
	// from the outermost in, then single paths.
	ordered := slices.SortedFunc(maps.Values(rules), func(a, b *headerRule) int {
		return cmp.Or(cmp.Compare(ruleRank(a.pattern), ruleRank(b.pattern)), strings.Compare(a.pattern, b.pattern))
	})
	fmt.Fprintln(w, "# The headers ukguide sends, for a static host that reads _headers (Cloudflare Pages).")
	fmt.Fprintln(w, "# Written by `ukguide -cdn-headers`: \"/*\" sets each header, and a folder or path where it differs detaches it and sets its own.")
	for _, r := range ordered {
		fmt.Fprintf(w, "\n%s\n", r.pattern)
		for _, name := range slices.Sorted(slices.Values(r.detach)) {
			fmt.Fprintf(w, "  ! %s\n", name)
		}
		for _, name := range slices.Sorted(maps.Keys(r.header)) {
			fmt.Fprintf(w, "  %s: %s\n", name, r.header[name])
		}
	}
	return nil
}

// expressible reports whether a _headers pattern can name the file as it
// is: without a space or control byte (which end a line), "#" or "?" (a
// fragment, a query), "%" (read as an escape), "*" or ":" (a splat, a
// placeholder).
func expressible(name string) bool {
	for i := 0; i < len(name); i++ {
		if c := name[i]; c <= ' ' || c == 0x7f || strings.IndexByte("#?%*:", c) >= 0 {
			return false
		}
	}
	return true
}

// ruleRank orders rules so that every rule comes after those of the
// folders it is in: "/*", then splats by depth, then single paths.
func ruleRank(pattern string) int {
	if !strings.HasSuffix(pattern, "/*") {
		return math.MaxInt
	}
	return strings.Count(pattern, "/")
}

// routeURL is the address of a route: "/" for ".", else "/<route>".
func routeURL(route string) string {
	if route == "." {
		return "/"
	}
	return "/" + route
}

// mostCommon is the value most of urls have (the first in sorted order on
// a tie, so the file is the same each time).
func mostCommon(urls []string, values map[string]string) string {
	counts := map[string]int{}
	for _, u := range urls {
		counts[values[u]]++
	}
	best := ""
	for _, value := range slices.Sorted(maps.Keys(counts)) {
		if counts[value] > counts[best] || counts[best] == 0 {
			best = value
		}
	}
	return best
}

// coverFolder gives every URL under folder (the root when "") its value of
// one header, where the rules above give it inherited: the folder's splat
// sets the value most of its URLs have, if that differs, then each path
// directly in the folder whose value differs gets a rule, and each subfolder
// the same again. emit is told whether the rule is the site-wide one.
func coverFolder(folder string, urls []string, values map[string]string, inherited string, emit func(pattern, value string, first bool)) {
	common := mostCommon(urls, values)
	if folder == "" {
		if common != inherited {
			emit("/*", common, true)
		}
	} else if common != inherited {
		emit("/"+folder+"/*", common, false)
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
		} else if values[u] != common {
			emit(u, values[u], false)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(sub)) {
		coverFolder(path.Join(folder, name), sub[name], values, common, emit)
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
