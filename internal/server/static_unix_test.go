//go:build unix

package server

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// replaceByFIFO puts a FIFO, which no one writes, where the file name was.
func replaceByFIFO(name string) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(p, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestFIFOAfterStart: a FIFO put in a served file's place is refused at
// once, where opening it would wait for a writer that never comes.
func TestFIFOAfterStart(t *testing.T) {
	checkFolderChanges(t, []folderChange{
		{"in place of a file", replaceByFIFO("robots.txt"), "/robots.txt", "", 404, notFoundHTML, ""},
		{"in place of a page", replaceByFIFO("index.html"), "/", "", 404, notFoundHTML, ""},
		{"in place of a sidecar", replaceByFIFO("assets/app-Ab12.js.br"), "/assets/app-Ab12.js", "br", 200, appJS, ""},
		{"in place of the not-found page", replaceByFIFO("404.html"), "/nope", "", 404, "404 page not found\n", ""},
		{"in place of the not-found page's sidecar", replaceByFIFO("404.html.gz"), "/nope", "gzip", 404, notFoundHTML, ""},
	})
}
