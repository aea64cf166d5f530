package web

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
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
	site, err := Build()
	if err != nil {
		buildtest.Missing(t, err)
	}
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
