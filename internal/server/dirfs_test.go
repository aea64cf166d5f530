package server

import (
	"testing"
	"testing/fstest"
)

// TestDirFS checks DirFS against the fs.FS rules: folders open and list,
// files read, seek and stat as they do through root.FS().
func TestDirFS(t *testing.T) {
	dir := writeDir(t, fixtureFS())
	if err := fstest.TestFS(rootFS(t, dir), "index.html", "assets/app-Ab12.js.br", "source/sections/buttons/Primary.tsx"); err != nil {
		t.Fatal(err)
	}
}
