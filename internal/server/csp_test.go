package server

import (
	"crypto/sha256"
	"encoding/base64"
	"slices"
	"strings"
	"testing"
)

func sha256Source(script string) string {
	sum := sha256.Sum256([]byte(script))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

func TestInlineScriptHashes(t *testing.T) {
	const (
		context = `window.__reactRouterContext = {"basename":"/","future":{}};` + "\n" +
			`window.__reactRouterContext.stream = new ReadableStream({start(c){}});`
		module = "import * as route0 from \"/assets/root-Ab12.js\";\n" +
			"window.__reactRouterRouteModules = {\"root\": route0};\n" +
			"import(\"/assets/entry.client-Cd34.js\");"
	)
	for _, tc := range []struct {
		name, html string
		want       []string
	}{
		{"none", `<html><head><title>x</title></head><body>hi</body></html>`, nil},
		{
			"two inline scripts and an external one",
			`<!DOCTYPE html><html><head><script src="/assets/a.js"></script>` +
				`<link rel="modulepreload" href="/assets/b.js"></head><body><p>x &amp; y</p>` +
				`<script>` + context + `</script>` +
				`<script type="module">` + module + `</script></body></html>`,
			sortedHashes(context, module),
		},
		{
			"text kept verbatim, entities not decoded",
			`<script>if (a < b && c > "</p>") x = "&amp;";</script>`,
			sortedHashes(`if (a < b && c > "</p>") x = "&amp;";`),
		},
		{"CRLF normalised as a browser does", "<script>a();\r\nb();</script>", sortedHashes("a();\nb();")},
		{"duplicates once", `<script>a()</script><SCRIPT>a()</SCRIPT>`, sortedHashes("a()")},
		{"empty script skipped", `<script></script><script src=x.js>ignored()</script>`, nil},
		{"self-closing still opens", `<script/>b()</script>`, sortedHashes("b()")},
		{"script in text is not a script", `<textarea><script>c()</script></textarea><!-- <script>d()</script> -->`, nil},
		{"data blocks never run", `<script type="application/json">{"a":1}</script><script type="text/plain">e()</script>`, nil},
		{
			"script types that run",
			`<script type="text/javascript">f()</script><script type=" Module ">g()</script><script type="importmap">{}</script>`,
			sortedHashes("f()", "g()", "{}"),
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := inlineScriptHashes(strings.NewReader(tc.html))
			if err != nil {
				t.Fatalf("inlineScriptHashes: %v", err)
			}
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func sortedHashes(scripts ...string) []string {
	var out []string
	for _, s := range scripts {
		out = append(out, sha256Source(s))
	}
	slices.Sort(out)
	return out
}

// TestSiteCSPAllowsEveryPagesScripts: the site has one policy, allowing the
// inline scripts of all its pages (the not-found page's too), sent with every
// response, so a static host's _headers needs one rule for it.
func TestSiteCSPAllowsEveryPagesScripts(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	want := "script-src 'self' " + strings.Join(sortedHashes(
		`window.__reactRouterContext = {"basename":"/"};`,
		"import \"/assets/app-Ab12.js\";\nwindow.__hydrated = true;",
		"window.__notFound = 1;",
	), " ")
	for _, path := range []string{"/", "/pages/company/about-us", "/assets/app-Ab12.js", "/no/such/page", "/healthz"} {
		csp := request(h, "GET", path).Header.Get("Content-Security-Policy")
		scriptSrc := ""
		for directive := range strings.SplitSeq(csp, ";") {
			if d := strings.TrimSpace(directive); strings.HasPrefix(d, "script-src ") {
				scriptSrc = d
			}
		}
		if scriptSrc != want {
			t.Errorf("%s: got %q, want %q", path, scriptSrc, want)
		}
	}
}
