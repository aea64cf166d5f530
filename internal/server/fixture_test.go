package server

import (
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

// Pages of the fixture build, shaped like React Router's prerendered
// output: inline context and module scripts plus an external script.
const (
	homeHTML = `<!DOCTYPE html><html lang="en"><head><title>Home</title>` +
		`<script src="/assets/app-Ab12.js" type="module"></script></head>` +
		`<body><main>home page</main>` +
		`<script>window.__reactRouterContext = {"basename":"/"};</script>` +
		"<script type=\"module\">import \"/assets/app-Ab12.js\";\nwindow.__hydrated = true;</script>" +
		`</body></html>`
	aboutHTML    = `<!DOCTYPE html><html><head><title>About us</title></head><body>about page</body></html>`
	notFoundHTML = `<!DOCTYPE html><html><head><title>Not found</title></head><body>page not found` +
		`<script>window.__notFound = 1;</script></body></html>`
	appJS = `console.log("app");`
	tsx   = "export default function Primary() {\n  return <button type=\"button\">Go</button>;\n}\n"
)

func fixtureFS() fstest.MapFS {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	return fstest.MapFS{
		"index.html":                          file(homeHTML),
		"index.html.br":                       file("BR(home)"),
		"index.html.gz":                       file("GZ(home)"),
		"404.html":                            file(notFoundHTML),
		"404.html.gz":                         file("GZ(404)"),
		"pages/company/about-us/index.html":   file(aboutHTML),
		"assets/app-Ab12.js":                  file(appJS),
		"assets/app-Ab12.js.br":               file("BR(app)"),
		"assets/app-Ab12.js.gz":               file("GZ(app)"),
		"assets/site-Cd34.css":                file("body{margin:0}"),
		"assets/site-Cd34.css.gz":             file("GZ(css)"),
		"assets/logo-Ef56.png":                file("\x89PNG fake"),
		"source/sections/buttons/Primary.tsx": file(tsx),
		"favicon.svg":                         file("<svg/>"),
		"robots.txt":                          file("User-agent: *\n"),
		"downloads/forms.gz":                  file("a real gzip download"),
		ManifestFile:                          file(fixtureManifest),
	}
}

// fixtureManifest lays the fixture out as the site's build is.
const fixtureManifest = `{"immutable":["assets/"],"shared":["html/","kit/","r/","assets/roboto-Ab12.woff2"],` +
	`"text":["source/"],"registry":"r/registry.json"}`

func discardLogger() *slog.Logger { return slog.New(slog.DiscardHandler) }

func newTestHandler(t testing.TB, fsys fs.FS, cfg Config) http.Handler {
	t.Helper()
	h, _, err := newServer(cfg, fsys, discardLogger())
	if err != nil {
		t.Fatalf("newServer: %v", err)
	}
	return h
}

// request sends one request through h; header holds name, value pairs.
func request(h http.Handler, method, target string, header ...string) *http.Response {
	r := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func body(t testing.TB, resp *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("read body: %v", err)
	}
	return string(b)
}
