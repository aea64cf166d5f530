//go:build unix

package server

import (
	"syscall"
	"testing"
)

// replaceByFIFO puts a FIFO, which no one writes, where the file name was.
func replaceByFIFO(name string) func(t *testing.T, dir string) {
	return replaceBy(name, func(p string) error { return syscall.Mkfifo(p, 0o644) })
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

// replaceBySocket puts a Unix socket where the file name was.
func replaceBySocket(name string) func(t *testing.T, dir string) {
	return replaceBy(name, func(p string) error { return syscall.Mknod(p, syscall.S_IFSOCK|0o644, 0) })
}

// TestSocketAfterStart: a socket in a served file's place is not found, for
// a client that accepts its sidecar's coding too.
func TestSocketAfterStart(t *testing.T) {
	checkFolderChanges(t, []folderChange{
		{"in place of a file", replaceBySocket("assets/app-Ab12.js"), "/assets/app-Ab12.js", "", 404, notFoundHTML, ""},
		{"in place of a file with a sidecar", replaceBySocket("assets/app-Ab12.js"), "/assets/app-Ab12.js", "br", 404, notFoundHTML, ""},
		{"in place of a page with a sidecar", replaceBySocket("index.html"), "/", "gzip", 404, "GZ(404)", "gzip"},
	})
}
