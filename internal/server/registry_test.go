package server

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/andybalholm/brotli"
)

const (
	buildSiteURL      = "https://ukguide.example"
	registryIndexJSON = `{"name":"ukguide","homepage":"https://ukguide.example","items":[` +
		`{"name":"buttons-gradient","registryDependencies":["https://ukguide.example/r/theme.json"]}]}`
	// An item naming two others, long enough to be compressed, whose source
	// holds the build's address in a string of its own: code, never rewritten.
	exampleItemJSON = `{"name":"buttons-gradient","registryDependencies":["https://ukguide.example/r/theme.json",` +
		`"https://ukguide.example/r/kit-button.json"],"files":[{"path":"ButtonsGradient.tsx","content":` +
		`"const docs = \"https://ukguide.example/r/registry.json\";\nexport default function ButtonsGradient() {\n` +
		`  return <button type=\"button\" className=\"btn btn-gradient\">Gradient</button>;\n}\n"}]}`
	exampleItemSource = `\"https://ukguide.example/r/registry.json\"`
	themeItemJSON     = `{"name":"theme","files":[{"content":".btn{color:red}"}]}`
)

func registryFS() fstest.MapFS {
	fsys := fixtureFS()
	fsys["r/registry.json"] = &fstest.MapFile{Data: []byte(registryIndexJSON)}
	fsys["r/buttons-gradient.json"] = &fstest.MapFile{Data: []byte(exampleItemJSON), ModTime: time.Unix(1e9, 0)}
	fsys["r/buttons-gradient.json.br"] = &fstest.MapFile{Data: []byte("BR(item)")}
	fsys["r/buttons-gradient.json.gz"] = &fstest.MapFile{Data: []byte("GZ(item)")}
	fsys["r/theme.json"] = &fstest.MapFile{Data: []byte(themeItemJSON)}
	fsys["r/theme.json.gz"] = &fstest.MapFile{Data: []byte("GZ(theme)")}
	return fsys
}

// registryFiles are the registry's files in the fixture, as built.
var registryFiles = []string{"r/registry.json", "r/buttons-gradient.json", "r/theme.json"}

func gunzip(t *testing.T, compressed string) string {
	t.Helper()
	zr, err := gzip.NewReader(strings.NewReader(compressed))
	if err != nil {
		t.Fatalf("gzip: %v", err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("gzip: %v", err)
	}
	return string(b)
}

func unbrotli(t *testing.T, compressed string) string {
	t.Helper()
	b, err := io.ReadAll(brotli.NewReader(strings.NewReader(compressed)))
	if err != nil {
		t.Fatalf("brotli: %v", err)
	}
	return string(b)
}

// decode undoes the Content-Encoding of a response whose body is got.
func decode(t *testing.T, resp *http.Response, got string) string {
	t.Helper()
	switch enc := resp.Header.Get("Content-Encoding"); enc {
	case "":
		return got
	case "br":
		return unbrotli(t, got)
	case "gzip":
		return gunzip(t, got)
	default:
		t.Fatalf("Content-Encoding %q: not one the server sends", enc)
		return ""
	}
}

func TestRegistryNamesTheSiteURL(t *testing.T) {
	fsys := registryFS()
	asBuilt := newTestHandler(t, fsys, Config{})
	for _, tc := range []struct {
		name, siteURL string
		moved         bool
	}{
		{"no site URL", "", false},
		{"the build's own", buildSiteURL, false},
		{"loopback port", "http://127.0.0.1:41234", true},
		{"named host", "https://guide.example.org", true},
		{"IPv6 literal", "http://[::1]:8080", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newTestHandler(t, fsys, Config{SiteURL: tc.siteURL})
			for _, name := range registryFiles {
				target := "/" + name
				built := string(fsys[name].Data)
				builtTag := request(asBuilt, "GET", target).Header.Get("ETag")
				resp := request(h, "GET", target)
				got := body(t, resp)
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("%s: status %d, want 200", name, resp.StatusCode)
				}
				if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
					t.Errorf("%s: Content-Type: got %q, want %q", name, ct, "application/json")
				}
				if cl := resp.Header.Get("Content-Length"); cl != strconv.Itoa(len(got)) {
					t.Errorf("%s: Content-Length: got %q, want %d", name, cl, len(got))
				}
				tag := resp.Header.Get("ETag")
				moved := tc.moved && strings.Contains(built, buildSiteURL)
				if !moved {
					if got != built || tag != builtTag {
						t.Errorf("%s: got %q (ETag %q), want the file as built, %q (ETag %q)", name, got, tag, built, builtTag)
					}
					continue
				}
				want := strings.ReplaceAll(built, `"`+buildSiteURL+`/r/`, `"`+tc.siteURL+`/r/`)
				want = strings.ReplaceAll(want, `\"`+tc.siteURL+`/r/`, `\"`+buildSiteURL+`/r/`) // source code stays
				want = strings.ReplaceAll(want, `"homepage":"`+buildSiteURL+`"`, `"homepage":"`+tc.siteURL+`"`)
				if got != want {
					t.Errorf("%s: got %q, want %q", name, got, want)
				}
				if strings.Count(got, buildSiteURL) != strings.Count(got, exampleItemSource) {
					t.Errorf("%s: got %q, want the build's address only in the example's source", name, got)
				}
				if tag == "" || tag == builtTag {
					t.Errorf("%s: ETag: got %q, want a strong validator other than the build's %q", name, tag, builtTag)
				}
			}
		})
	}
}

// TestMovedRegistryItemIsAnyOtherFile: a rewritten item has a brotli and a
// gzip form of its own, chosen by the client's q-values, never the build's
// stale sidecars, and the static handler's Range, conditional requests, HEAD
// and 405.
func TestMovedRegistryItemIsAnyOtherFile(t *testing.T) {
	const siteURL = "http://127.0.0.1:41234"
	const item = "/r/buttons-gradient.json"
	h := newTestHandler(t, registryFS(), Config{SiteURL: siteURL})
	identity := request(h, "GET", item)
	whole, tag := body(t, identity), identity.Header.Get("ETag")
	if !strings.Contains(whole, `"`+siteURL+`/r/theme.json"`) {
		t.Fatalf("got %q, want it to name %s", whole, siteURL)
	}

	// The build's sidecars' validators: the forms' must differ from them.
	asBuilt := newTestHandler(t, registryFS(), Config{})
	staleTags := map[string]string{
		"br":   request(asBuilt, "GET", item, "Accept-Encoding", "br").Header.Get("ETag"),
		"gzip": request(asBuilt, "GET", item, "Accept-Encoding", "gzip").Header.Get("ETag"),
	}
	formTags := map[string]string{}
	for _, tc := range []struct {
		acceptEncoding, encoding string
	}{
		{"br", "br"},
		{"br;q=0, gzip", "gzip"},
		{"gzip", "gzip"},
		{"gzip, br", "br"}, // equal weights: brotli, the smaller
		{"br, gzip;q=0.5", "br"},
		{"br;q=0.5, gzip", "gzip"},
		{"x-gzip, br;q=0.1", "gzip"},
		{"*", "br"},
		{"*, br;q=0", "gzip"},
		{"br;q=0", ""},
		{"br;q=0, gzip;q=0", ""},
		{"br;q=0.5, identity", ""},
		{"identity", ""},
		{"", ""},
	} {
		resp := request(h, "GET", item, "Accept-Encoding", tc.acceptEncoding)
		got := body(t, resp)
		if enc := resp.Header.Get("Content-Encoding"); enc != tc.encoding {
			t.Errorf("Accept-Encoding %q: Content-Encoding: got %q, want %q", tc.acceptEncoding, enc, tc.encoding)
		}
		if vary := resp.Header.Get("Vary"); vary != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary: got %q, want %q", tc.acceptEncoding, vary, "Accept-Encoding")
		}
		if cl := resp.Header.Get("Content-Length"); cl != strconv.Itoa(len(got)) {
			t.Errorf("Accept-Encoding %q: Content-Length: got %q, want %d", tc.acceptEncoding, cl, len(got))
		}
		if tc.encoding == "" {
			if got != whole || resp.Header.Get("ETag") != tag {
				t.Errorf("Accept-Encoding %q: got %q (ETag %q), want %q (ETag %q)", tc.acceptEncoding, got, resp.Header.Get("ETag"), whole, tag)
			}
			continue
		}
		if len(got) >= len(whole) {
			t.Errorf("Accept-Encoding %q: %s form: %d bytes, want fewer than the item's %d", tc.acceptEncoding, tc.encoding, len(got), len(whole))
		}
		if plain := decode(t, resp, got); plain != whole {
			t.Errorf("Accept-Encoding %q: %s form decompresses to %q, want %q", tc.acceptEncoding, tc.encoding, plain, whole)
		}
		suffix := map[string]string{"br": `-br"`, "gzip": `-gz"`}[tc.encoding]
		formTag := resp.Header.Get("ETag")
		if formTag == "" || formTag == tag || formTag == staleTags[tc.encoding] || !strings.HasSuffix(formTag, suffix) {
			t.Errorf("Accept-Encoding %q: %s form: ETag got %q, want its own (…%s), neither the item's %q nor the build's %q",
				tc.acceptEncoding, tc.encoding, formTag, suffix, tag, staleTags[tc.encoding])
		}
		if known, ok := formTags[tc.encoding]; ok && known != formTag {
			t.Errorf("Accept-Encoding %q: %s form: ETag got %q, want the same as before, %q", tc.acceptEncoding, tc.encoding, formTag, known)
		}
		formTags[tc.encoding] = formTag
		if again := request(h, "GET", item, "Accept-Encoding", tc.acceptEncoding, "If-None-Match", formTag); again.StatusCode != http.StatusNotModified {
			t.Errorf("Accept-Encoding %q: %s form, If-None-Match: status got %d, want 304", tc.acceptEncoding, tc.encoding, again.StatusCode)
		}
	}
	if formTags["br"] == formTags["gzip"] {
		t.Errorf("brotli and gzip forms: the same ETag %q, want one each", formTags["br"])
	}
	if cached := request(h, "GET", item, "Accept-Encoding", "gzip", "If-None-Match", formTags["br"]); cached.StatusCode != http.StatusOK {
		t.Errorf("gzip asked with the brotli form's ETag: status got %d, want 200", cached.StatusCode)
	}

	for _, tc := range []struct {
		name               string
		header             []string
		status             int
		body, contentRange string
	}{
		{"range", []string{"Range", "bytes=0-9"}, http.StatusPartialContent, whole[:10], "bytes 0-9/" + strconv.Itoa(len(whole))},
		{"range of an encoded request", []string{"Range", "bytes=10-19", "Accept-Encoding", "gzip"}, http.StatusPartialContent, whole[10:20], "bytes 10-19/" + strconv.Itoa(len(whole))},
		{"range of a brotli request", []string{"Range", "bytes=10-19", "Accept-Encoding", "br"}, http.StatusPartialContent, whole[10:20], "bytes 10-19/" + strconv.Itoa(len(whole))},
		{"suffix range", []string{"Range", "bytes=-5"}, http.StatusPartialContent, whole[len(whole)-5:], "bytes " + strconv.Itoa(len(whole)-5) + "-" + strconv.Itoa(len(whole)-1) + "/" + strconv.Itoa(len(whole))},
		{"If-None-Match", []string{"If-None-Match", tag}, http.StatusNotModified, "", ""},
		{"If-Range with the old ETag", []string{"Range", "bytes=0-9", "If-Range", request(newTestHandler(t, registryFS(), Config{}), "GET", item).Header.Get("ETag")}, http.StatusOK, whole, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := request(h, "GET", item, tc.header...)
			if resp.StatusCode != tc.status {
				t.Fatalf("status: got %d, want %d", resp.StatusCode, tc.status)
			}
			if got := body(t, resp); got != tc.body {
				t.Errorf("body: got %q, want %q", got, tc.body)
			}
			if got := resp.Header.Get("Content-Range"); got != tc.contentRange {
				t.Errorf("Content-Range: got %q, want %q", got, tc.contentRange)
			}
		})
	}

	head := request(h, "HEAD", item)
	if got := body(t, head); head.StatusCode != http.StatusOK || got != "" || head.Header.Get("Content-Length") != strconv.Itoa(len(whole)) {
		t.Errorf("HEAD: got %d, Content-Length %q, body %q; want 200, %d and none", head.StatusCode, head.Header.Get("Content-Length"), got, len(whole))
	}
	if post := request(h, "POST", item); post.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status got %d, want 405", post.StatusCode)
	}
	// An item naming no other is served as built, its sidecars too.
	theme := request(h, "GET", "/r/theme.json", "Accept-Encoding", "gzip")
	if got := body(t, theme); got != "GZ(theme)" {
		t.Errorf("theme (naming no other item): got %q, want its sidecar as built", got)
	}
	// A rewritten item too short to compress (the index) has no form at all,
	// never the build's.
	for _, acceptEncoding := range []string{"br", "gzip"} {
		index := request(h, "GET", "/r/registry.json", "Accept-Encoding", acceptEncoding)
		if got, enc := body(t, index), index.Header.Get("Content-Encoding"); enc != "" || !strings.Contains(got, `"`+siteURL+`"`) {
			t.Errorf("%s, Accept-Encoding %q: got %q (Content-Encoding %q), want it rewritten and unencoded", "/r/registry.json", acceptEncoding, got, enc)
		}
	}
}

// TestRegistryNeverEchoesTheHost: whatever a client says the server is
// called, no response names it, and none varies with it.
func TestRegistryNeverEchoesTheHost(t *testing.T) {
	const hostile = "evil.example"
	for _, siteURL := range []string{"", "http://127.0.0.1:41234"} {
		h := newTestHandler(t, registryFS(), Config{SiteURL: siteURL, HSTS: true})
		for _, target := range []string{"/r/registry.json", "/r/buttons-gradient.json", "/r/theme.json", "/r/nope.json", "/r/", "/"} {
			for _, acceptEncoding := range []string{"", "gzip", "br"} {
				r := httptest.NewRequest("GET", target, nil)
				r.Host = hostile + ":8443"
				r.Header.Set("X-Forwarded-Host", hostile)
				r.Header.Set("X-Forwarded-Proto", "https")
				r.Header.Set("Forwarded", "host="+hostile+";proto=https")
				r.Header.Set("Accept-Encoding", acceptEncoding)
				w := httptest.NewRecorder()
				h.ServeHTTP(w, r)
				resp := w.Result()
				got := body(t, resp)
				// Only the forms of a rewritten item, not the fixture's fake sidecars.
				if enc := resp.Header.Get("Content-Encoding"); enc == "gzip" && strings.HasPrefix(got, "\x1f\x8b") ||
					enc == "br" && !strings.HasPrefix(got, "BR(") {
					got = decode(t, resp, got)
				}
				if strings.Contains(got, hostile) {
					t.Errorf("site URL %q, GET %s (%q): body names the request's host: %q", siteURL, target, acceptEncoding, got)
				}
				for key, values := range resp.Header {
					for _, value := range values {
						if strings.Contains(value, hostile) || key == "Vary" && strings.Contains(strings.ToLower(value), "host") {
							t.Errorf("site URL %q, GET %s: %s: %q, want nothing of the request's host", siteURL, target, key, value)
						}
					}
				}
			}
		}
	}
}

func TestRegistryNotFoundIsJSON(t *testing.T) {
	h := newTestHandler(t, registryFS(), Config{SiteURL: "http://127.0.0.1:41234"})
	for _, tc := range []struct {
		method, target, message string
	}{
		{"GET", "/r/nope.json", "no registry item named nope"},
		{"GET", "/r/%3Cscript%3E.json", "no registry item named <script>"},
		{"GET", "/r/%C2%9B31m%E2%80%AEnosj.json", "no registry item named %C2%9B31m%E2%80%AEnosj"},
		{"GET", "/r/caf%C3%A9.txt", "not found: /r/caf%C3%A9.txt"},
		{"GET", "/r/", "not found: /r/"},
		{"GET", "/r", "not found: /r"},
		{"GET", "/r/a/b.json", "not found: /r/a/b.json"},
		{"GET", "/r/notes.txt", "not found: /r/notes.txt"},
		{"GET", "/r/buttons-gradient.json/", "not found: /r/buttons-gradient.json/"},
		{"GET", "/r/buttons-gradient.json.gz", "not found: /r/buttons-gradient.json.gz"},
		{"HEAD", "/r/nope.json", ""},
	} {
		t.Run(tc.method+" "+tc.target, func(t *testing.T) {
			resp := request(h, tc.method, tc.target)
			if resp.StatusCode != http.StatusNotFound {
				t.Fatalf("status: got %d, want 404", resp.StatusCode)
			}
			got := body(t, resp)
			for _, want := range []struct{ key, value string }{
				{"Content-Type", "application/json"},
				{"Cache-Control", cacheNotFound},
				{"Access-Control-Allow-Origin", "*"},
				{"Cross-Origin-Resource-Policy", "cross-origin"},
				{"X-Content-Type-Options", "nosniff"},
				{"Content-Encoding", ""},
				{"ETag", ""},
			} {
				if value := resp.Header.Get(want.key); value != want.value {
					t.Errorf("%s: got %q, want %q", want.key, value, want.value)
				}
			}
			if tc.method == "HEAD" {
				if got != "" || resp.Header.Get("Content-Length") == "" {
					t.Errorf("HEAD: body %q, Content-Length %q; want none and the GET's length", got, resp.Header.Get("Content-Length"))
				}
				return
			}
			if cl := resp.Header.Get("Content-Length"); cl != strconv.Itoa(len(got)) {
				t.Errorf("Content-Length: got %q, want %d", cl, len(got))
			}
			var answer struct{ Error string }
			if err := json.Unmarshal([]byte(got), &answer); err != nil || answer.Error != tc.message {
				t.Errorf("body: got %q (%v), want {\"error\":%q}", got, err, tc.message)
			}
		})
	}
}

func TestCheckSiteURL(t *testing.T) {
	for _, tc := range []struct {
		siteURL string
		ok      bool
	}{
		{"https://ukguide.example", true},
		{"http://127.0.0.1:8080", true},
		{"http://[::1]:8080", true},
		{"https://localhost", true},
		{"https://guide-1.example.org:443", true},
		{"", false},
		{"listen", false},
		{"ukguide.example", false},
		{"//ukguide.example", false},
		{"https://ukguide.example/", false},
		{"https://ukguide.example/guide", false},
		{"https://ukguide.example?x=1", false},
		{"https://ukguide.example#top", false},
		{"https://user@ukguide.example", false},
		{"ftp://ukguide.example", false},
		{"javascript://ukguide.example", false},
		{"HTTPS://ukguide.example", false},
		{"https://ukguide.example:0", false},
		{"https://ukguide.example:65536", false},
		{"https://ukguide.example:", false},
		{"https://ukguide.example:http", false},
		{`https://ukguide.example"`, false},
		{"https://uk guide.example", false},
		{" https://ukguide.example", false},
		{"https://ukguide.example\n", false},
		{"https://.example", false},
		{"https://[::1", false},
	} {
		err := CheckSiteURL(tc.siteURL)
		if got := err == nil; got != tc.ok {
			t.Errorf("CheckSiteURL(%q): got %v, want ok %v", tc.siteURL, err, tc.ok)
		}
		if !tc.ok {
			if _, _, err := newServer(Config{SiteURL: tc.siteURL}, registryFS(), discardLogger()); tc.siteURL != "" && err == nil {
				t.Errorf("newServer with site URL %q: got nil, want an error", tc.siteURL)
			}
		}
	}
}

func TestRewriteAddress(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"dependency", `["https://a.example/r/x.json"]`, `["http://b.example:1/r/x.json"]`},
		{"homepage", `{"homepage":"https://a.example"}`, `{"homepage":"http://b.example:1"}`},
		{"homepage with spaces", `{"homepage": "https://a.example" }`, `{"homepage": "http://b.example:1" }`},
		{"in source code", `{"content":"fetch(\"https://a.example/r/x.json\")"}`, `{"content":"fetch(\"https://a.example/r/x.json\")"}`},
		{"another path", `["https://a.example/pages/x"]`, `["https://a.example/pages/x"]`},
		{"a longer host", `["https://a.example.org/r/x.json"]`, `["https://a.example.org/r/x.json"]`},
		{"several", `["https://a.example/r/x.json","https://a.example/r/y.json"]`, `["http://b.example:1/r/x.json","http://b.example:1/r/y.json"]`},
		{"none", `{}`, `{}`},
	} {
		if got := string(rewriteAddress([]byte(tc.in), "https://a.example", "http://b.example:1", "r/")); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestRegistryItemRevalidates(t *testing.T) {
	for _, siteURL := range []string{"", "http://127.0.0.1:41234"} {
		h := newTestHandler(t, registryFS(), Config{SiteURL: siteURL})
		first := request(h, http.MethodGet, "/r/buttons-gradient.json")
		tag := first.Header.Get("Etag")
		if tag == "" || first.Header.Get("Cache-Control") != cacheRevalidate {
			t.Fatalf("site URL %q: ETag %q, Cache-Control %q: want a validator and %q", siteURL, tag, first.Header.Get("Cache-Control"), cacheRevalidate)
		}
		if again := request(h, http.MethodGet, "/r/buttons-gradient.json", "If-None-Match", tag); again.StatusCode != http.StatusNotModified {
			t.Errorf("site URL %q, If-None-Match: status got %d, want 304", siteURL, again.StatusCode)
		}
	}
}

func TestRegistryWithoutHomepageFailsAtStart(t *testing.T) {
	fsys := registryFS()
	fsys["r/registry.json"] = &fstest.MapFile{Data: []byte(`{"name":"ukguide"}`)}
	if _, _, err := newServer(Config{}, fsys, discardLogger()); err == nil {
		t.Error("newServer accepted a registry index without a homepage")
	}
}

func TestPublishedFilesAreReadableFromOtherSites(t *testing.T) {
	fsys := registryFS()
	fsys["kit/ukguide.css"] = &fstest.MapFile{Data: []byte(".btn{color:red}")}
	fsys["assets/roboto-Ab12.woff2"] = &fstest.MapFile{Data: []byte("wOF2")}
	h := newTestHandler(t, fsys, Config{SiteURL: "http://127.0.0.1:41234"})
	for _, tc := range []struct {
		target string
		shared bool
	}{
		{"/kit/ukguide.css", true},
		{"/assets/roboto-Ab12.woff2", true},
		{"/r/buttons-gradient.json", true},
		{"/r/theme.json", true},
		{"/r/nope.json", true},
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
