package server

import (
	"crypto/sha256"
	"encoding/base64"
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
	if len(out) == 2 && out[0] > out[1] {
		out[0], out[1] = out[1], out[0]
	}
	return out
}

func TestPageCSPAllowsItsScripts(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	csp := request(h, "GET", "/").Header.Get("Content-Security-Policy")
	scriptSrc := ""
	for directive := range strings.SplitSeq(csp, ";") {
		if d := strings.TrimSpace(directive); strings.HasPrefix(d, "script-src ") {
			scriptSrc = d
		}
	}
	want := "script-src 'self' " + strings.Join(sortedHashes(
		`window.__reactRouterContext = {"basename":"/"};`,
		"import \"/assets/app-Ab12.js\";\nwindow.__hydrated = true;",
	), " ")
	if scriptSrc != want {
		t.Errorf("got %q, want %q", scriptSrc, want)
	}
}
