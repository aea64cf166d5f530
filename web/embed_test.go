package web

import (
	"io/fs"
	"path"
	"strings"
	"testing"
)

// TestEveryStylesheetIsLinked: each stylesheet of the build is named by a page, a
// script or another stylesheet; one nothing loads only weighs down the binary.
func TestEveryStylesheetIsLinked(t *testing.T) {
	site, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	var stylesheets []string
	err = fs.WalkDir(site, ".", func(name string, entry fs.DirEntry, err error) error {
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
