package web

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"ukguide/internal/buildtest"
)

func TestSiteOf(t *testing.T) {
	placeholder := &fstest.MapFile{Data: []byte("stands in for build/client")}
	if _, err := siteOf(fstest.MapFS{"nobuild/client/README.md": placeholder}); !errors.Is(err, ErrNotBuilt) {
		t.Errorf("without build/client: got %v, want ErrNotBuilt", err)
	}
	if want := "the site is not built: run make build"; !strings.HasPrefix(ErrNotBuilt.Error(), want) {
		t.Errorf("ErrNotBuilt: got %q, want it to start %q", ErrNotBuilt, want)
	}
	site, err := siteOf(fstest.MapFS{
		"nobuild/client/README.md": placeholder,
		"build/client/index.html":  &fstest.MapFile{Data: []byte("<!DOCTYPE html>")},
		"build/client/r/hero.json": &fstest.MapFile{Data: []byte("{}")},
		"build/client/_headers":    &fstest.MapFile{Data: []byte("/*\n")},
	})
	if err != nil {
		t.Fatalf("with build/client: %v", err)
	}
	if err := fstest.TestFS(site, "index.html", "r/hero.json", "_headers"); err != nil {
		t.Error(err)
	}
	if _, err := fs.Stat(site, "README.md"); err == nil {
		t.Error("the placeholder is part of the site")
	}
}

// TestBuildIsTheBuildFolder: the embedded site holds every file of
// web/build/client, those named "_…" and ".…" included, byte for byte,
// and nothing else.
func TestBuildIsTheBuildFolder(t *testing.T) {
	folder := os.DirFS(buildtest.Dir(t))
	site := theSite(t)
	want, got := files(t, folder), files(t, site)
	if !slices.Equal(got, want) {
		t.Fatalf("embedded files: got %d, want the folder's %d:\n got  %q\n want %q", len(got), len(want), got, want)
	}
	for _, name := range want {
		a, errA := fs.ReadFile(site, name)
		b, errB := fs.ReadFile(folder, name)
		if errA != nil || errB != nil || !bytes.Equal(a, b) {
			t.Errorf("%s: embedded %d bytes (%v), folder %d bytes (%v)", name, len(a), errA, len(b), errB)
		}
	}
}

// theSite is the embedded site; a test is skipped without it (see buildtest).
func theSite(t *testing.T) fs.FS {
	t.Helper()
	site, err := Build()
	if err != nil {
		buildtest.Missing(t, err)
	}
	return site
}

// TestEveryStylesheetIsLinked: each stylesheet of the build is named by a page, a
// script or another stylesheet; one nothing loads only weighs down the binary.
func TestEveryStylesheetIsLinked(t *testing.T) {
	site := theSite(t)
	var texts []string
	var stylesheets []string
	err := fs.WalkDir(site, ".", func(name string, entry fs.DirEntry, err error) error {
		if err != nil || entry.IsDir() {
			return err
		}
		switch path.Ext(name) {
		case ".css":
			if strings.HasPrefix(name, "assets/") {
				stylesheets = append(stylesheets, name)
			}
			fallthrough
		case ".html", ".js", ".json":
			data, err := fs.ReadFile(site, name)
			texts = append(texts, string(data))
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(stylesheets) == 0 {
		t.Fatal("the build has no stylesheets under assets/")
	}
	for _, name := range stylesheets {
		linked := false
		for _, text := range texts {
			if strings.Contains(text, path.Base(name)) {
				linked = true
				break
			}
		}
		if !linked {
			t.Errorf("%s is named by no page, script or stylesheet of the build", name)
		}
	}
}

// files lists every regular file in fsys, sorted.
func files(t *testing.T, fsys fs.FS) []string {
	t.Helper()
	var names []string
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			names = append(names, name)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}
