package server

import (
	"io/fs"
	"maps"
	"os"
	"path"
	"slices"
	"strings"
	"testing"
	"time"

	"ukguide/internal/buildtest"
)

// theBuild is the site's own build, web/build/client, read from disk as
// `make headers` and -dir read it; a test is skipped without it (see
// buildtest). Every other test here uses fixtures.
func theBuild(tb testing.TB) fs.FS {
	tb.Helper()
	root, err := os.OpenRoot(buildtest.Dir(tb))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { root.Close() })
	return DirFS(root)
}

// layoutOf is the manifest of a build.
func layoutOf(tb testing.TB, build fs.FS) manifest {
	tb.Helper()
	m, err := readManifest(build)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// TestManifestOfTheBuild: the build says how its folders are served, and
// every file it names shared or as the registry is in it.
func TestManifestOfTheBuild(t *testing.T) {
	build := theBuild(t)
	m := layoutOf(t, build)
	if m.Registry == "" || !covers(m.Shared, m.Registry) {
		t.Errorf("registry index %q: want one, shared", m.Registry)
	}
	for _, list := range [][]string{m.Immutable, m.Shared, m.Text, {m.Registry}} {
		for _, entry := range list {
			if _, err := fs.Stat(build, strings.TrimSuffix(entry, "/")); err != nil {
				t.Errorf("%s names %q: %v", ManifestFile, entry, err)
			}
		}
	}
	for name, want := range map[string]bool{
		"kit/ukguide.css": true, "kit/ukguide.js": true, "index.html": false, "robots.txt": false,
	} {
		if got := covers(m.Shared, name); got != want {
			t.Errorf("%s shared: got %v, want %v", name, got, want)
		}
	}
}

// TestManifestRecordsOfTheBuild: the hash the manifest records for each
// file is its content's (the ETag the embedded build sends), every file has
// one, and its inline scripts are those the server's own scanner finds in
// the pages: the build and the server agree, checked here, not at start.
func TestManifestRecordsOfTheBuild(t *testing.T) {
	build := theBuild(t)
	m := layoutOf(t, build)
	if m.ScriptHashes == nil || len(m.Hashes) == 0 {
		t.Fatalf("%s: want the files' hashes and the pages' inline scripts", ManifestFile)
	}
	unrecorded := maps.Clone(m.Hashes)
	var scripts []string
	err := fs.WalkDir(build, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() || name == ManifestFile || name == CDNHeadersFile {
			return err
		}
		delete(unrecorded, name)
		sum, err := hashFile(build, name)
		if err != nil {
			return err
		}
		if want := etag(sum, ""); taggedHash(m.Hashes[name], "") != want {
			t.Errorf("%s: the manifest records %q, its content hashes to %s", name, m.Hashes[name], want)
		}
		if path.Ext(name) == ".html" {
			page, err := build.Open(name)
			if err != nil {
				return err
			}
			defer page.Close()
			hashes, err := inlineScriptHashes(page)
			scripts = append(scripts, hashes...)
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(unrecorded) > 0 {
		t.Errorf("the manifest records %d files the build lacks, such as %v", len(unrecorded), slices.Collect(maps.Keys(unrecorded))[:1])
	}
	slices.Sort(scripts)
	if scripts = slices.Compact(scripts); !slices.Equal(scripts, m.ScriptHashes) {
		t.Errorf("inline scripts: the manifest lists %d (%v), the pages hold %d (%v)", len(m.ScriptHashes), m.ScriptHashes, len(scripts), scripts)
	}
}

// TestCDNHeadersOfTheBuild checks the rules for every route and file of
// the site's own build, as `make build` writes them.
func TestCDNHeadersOfTheBuild(t *testing.T) {
	checkCDNHeaders(t, theBuild(t), Config{})
}

// TestRegistryOfTheBuildMoves points the build's own registry elsewhere:
// every item names only the new address, and each brotli and gzip form is
// of it.
func TestRegistryOfTheBuildMoves(t *testing.T) {
	build := theBuild(t)
	homepage, err := registryHomepage(build, layoutOf(t, build).Registry)
	if err != nil || homepage == "" {
		t.Fatalf("the build's registry: homepage %q, %v; want one", homepage, err)
	}
	const siteURL = "http://127.0.0.1:41234"
	start := time.Now()
	h := newTestHandler(t, build, Config{SiteURL: siteURL})
	t.Logf("NewServer with the registry moved: %v", time.Since(start))
	names, err := fs.Glob(build, "r/*.json")
	if err != nil || len(names) == 0 {
		t.Fatalf("registry files: got %d (%v), want some", len(names), err)
	}
	moved := 0
	sizes := map[string]int{}
	for _, name := range names {
		built, err := fs.ReadFile(build, name)
		if err != nil {
			t.Fatal(err)
		}
		want := string(rewriteAddress(built, homepage, siteURL, layoutOf(t, build).registryFolder()))
		for _, coding := range []string{"br", "gzip"} {
			resp := request(h, "GET", "/"+name, "Accept-Encoding", coding)
			encoded := body(t, resp)
			got := decode(t, resp, encoded)
			if got != want {
				t.Errorf("%s (%s): got %d bytes, want the %d of the rewritten file", name, coding, len(got), len(want))
			}
			if strings.Contains(got, `"`+homepage+`/r/`) {
				t.Errorf("%s (%s): still names %s/r/", name, coding, homepage)
			}
			if enc := resp.Header.Get("Content-Encoding"); want != string(built) && len(want) >= minCompressed && enc != coding {
				t.Errorf("%s: Accept-Encoding %q: Content-Encoding %q, want a %s form of the rewritten file", name, coding, enc, coding)
			}
			sizes[coding] += len(encoded)
		}
		if want != string(built) {
			moved++
		}
	}
	t.Logf("the registry as sent: %d bytes in brotli, %d in gzip", sizes["br"], sizes["gzip"])
	if index := body(t, request(h, "GET", "/"+layoutOf(t, build).Registry)); !strings.Contains(index, `"`+siteURL+`"`) {
		t.Errorf("the registry index: want its homepage %q", siteURL)
	}
	t.Logf("%d of %d registry files rewritten", moved, len(names))
}

// BenchmarkMoveRegistry measures what pointing the build's registry
// elsewhere adds to start: reading, rewriting and compressing every item
// (brotli and gzip).
func BenchmarkMoveRegistry(b *testing.B) {
	build := theBuild(b)
	if homepage, err := registryHomepage(build, layoutOf(b, build).Registry); err != nil || homepage == "" {
		b.Fatalf("the build's registry: homepage %q, %v; want one", homepage, err)
	}
	s, err := handleStatic(build, discardLogger())
	if err != nil {
		b.Fatal(err)
	}
	files := s.files
	for b.Loop() {
		fresh := &site{fsys: build, files: map[string]*file{}, held: map[string]*heldFile{}}
		for name, f := range files {
			if path.Dir(name) == "r" {
				copied := *f
				fresh.files[name] = &copied
			}
		}
		if err := fresh.moveRegistry("http://127.0.0.1:41234"); err != nil {
			b.Fatal(err)
		}
	}
}
