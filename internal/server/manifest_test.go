package server

import (
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
)

// TestManifestLaysOutTheFolders: the build's manifest decides what is
// cached a year, shared with other sites and served as text; a folder
// without one is served as plain files.
func TestManifestLaysOutTheFolders(t *testing.T) {
	withRegistry := func(fsys fstest.MapFS) fstest.MapFS {
		fsys["r/registry.json"] = &fstest.MapFile{Data: []byte(registryIndexJSON)}
		fsys["source/sections/buttons/buttons.css"] = &fstest.MapFile{Data: []byte(".btn{}")}
		return fsys
	}
	plain := withRegistry(fixtureFS())
	delete(plain, ManifestFile)
	for _, tc := range []struct {
		name                      string
		fsys                      fstest.MapFS
		cache, corp, sourceType   string
		missingInRegistryIsShared bool
	}{
		{"the build's manifest", withRegistry(fixtureFS()), cacheImmutable, "cross-origin", textPlain, true},
		{"no manifest", plain, cacheRevalidate, "same-origin", "text/css; charset=utf-8", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newTestHandler(t, tc.fsys, Config{SiteURL: "http://127.0.0.1:41234"})
			if got := request(h, "GET", "/assets/app-Ab12.js").Header.Get("Cache-Control"); got != tc.cache {
				t.Errorf("/assets/app-Ab12.js Cache-Control: got %q, want %q", got, tc.cache)
			}
			if got := request(h, "GET", "/r/registry.json").Header.Get("Cross-Origin-Resource-Policy"); got != tc.corp {
				t.Errorf("/r/registry.json CORP: got %q, want %q", got, tc.corp)
			}
			if got := request(h, "GET", "/source/sections/buttons/buttons.css").Header.Get("Content-Type"); got != tc.sourceType {
				t.Errorf("/source/…/buttons.css Content-Type: got %q, want %q", got, tc.sourceType)
			}
			missing := request(h, "GET", "/r/no-such-item.json")
			if got := missing.Header.Get("Access-Control-Allow-Origin") == "*"; missing.StatusCode != http.StatusNotFound || got != tc.missingInRegistryIsShared {
				t.Errorf("/r/no-such-item.json: got %d, shared %v; want 404, shared %v", missing.StatusCode, got, tc.missingInRegistryIsShared)
			}
			// Only the manifest's registry is moved to the site's address.
			moved := strings.Contains(body(t, request(h, "GET", "/r/registry.json")), "http://127.0.0.1:41234")
			if want := tc.missingInRegistryIsShared; moved != want {
				t.Errorf("/r/registry.json moved to the site's address: got %v, want %v", moved, want)
			}
		})
	}
}

// TestManifestRefusedWhenBroken: a manifest the server cannot read, or that
// names a path outside the build, stops it at start with the file's name.
func TestManifestRefusedWhenBroken(t *testing.T) {
	for _, manifest := range []string{
		`{"immutable":["assets/"]`,
		`{"immutable":"assets/"}`,
		`{"cached":["assets/"]}`,
		`{"shared":["../etc/"]}`,
		`{"registry":"/r/registry.json"}`,
	} {
		fsys := fixtureFS()
		fsys[ManifestFile] = &fstest.MapFile{Data: []byte(manifest)}
		if _, _, err := newServer(Config{}, fsys, discardLogger()); err == nil || !strings.Contains(err.Error(), ManifestFile) {
			t.Errorf("manifest %s: got %v, want an error naming %s", manifest, err, ManifestFile)
		}
	}
}
