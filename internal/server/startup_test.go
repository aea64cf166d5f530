package server

import (
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
)

// readCounter is a folder's fs.FS that counts the bytes read from each file.
type readCounter struct {
	fs.ReadLinkFS
	mu   sync.Mutex
	read map[string]int64
}

func (c *readCounter) Open(name string) (fs.File, error) {
	f, err := c.ReadLinkFS.Open(name)
	if err != nil {
		return nil, err
	}
	if sf, ok := f.(seekableFile); ok {
		if info, err := sf.Stat(); err == nil && info.Mode().IsRegular() {
			return countedFile{sf, c, name}, nil
		}
	}
	return f, nil
}

func (c *readCounter) bytesRead(name string) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.read[name]
}

type countedFile struct {
	seekableFile
	c    *readCounter
	name string
}

func (f countedFile) Read(p []byte) (int, error) {
	n, err := f.seekableFile.Read(p)
	f.c.mu.Lock()
	f.c.read[f.name] += int64(n)
	f.c.mu.Unlock()
	return n, err
}

// TestLargeFilesNotReadToStart: a -dir folder holding a gigabyte file and a
// gigabyte page is ready without either being read (the page only as far
// as the start-up scan for inline scripts), and serves both with an ETag
// from size and time.
func TestLargeFilesNotReadToStart(t *testing.T) {
	const size = 1 << 30
	dir := writeDir(t, fixtureFS())
	for _, name := range []string{"downloads/big.bin", "big.html"} {
		// Sparse: a gigabyte of zeros that takes no room on disk.
		f, err := os.Create(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		if err := os.Truncate(f.Name(), size); err != nil {
			t.Fatal(err)
		}
	}
	fsys := &readCounter{ReadLinkFS: rootFS(t, dir).(fs.ReadLinkFS), read: map[string]int64{}}
	h := newTestHandler(t, fsys, Config{})
	checkProbes(t, h)
	if n := fsys.bytesRead("downloads/big.bin"); n != 0 {
		t.Errorf("big.bin: %d bytes read to start, want none", n)
	}
	if n := fsys.bytesRead("big.html"); n > maxPageScan {
		t.Errorf("big.html: %d bytes read to start, want at most %d", n, maxPageScan)
	}

	for _, tc := range []struct{ path, file string }{{"/downloads/big.bin", "downloads/big.bin"}, {"/big", "big.html"}} {
		info, err := os.Stat(filepath.Join(dir, filepath.FromSlash(tc.file)))
		if err != nil {
			t.Fatal(err)
		}
		resp := request(h, "GET", tc.path, "Range", "bytes=0-3", "Accept-Encoding", "br, gzip")
		if resp.StatusCode != http.StatusPartialContent {
			t.Fatalf("GET %s, first 4 bytes: status %d, want 206", tc.path, resp.StatusCode)
		}
		if got, want := resp.Header.Get("Content-Range"), "bytes 0-3/"+strconv.Itoa(size); got != want {
			t.Errorf("GET %s: Content-Range %q, want %q", tc.path, got, want)
		}
		if got, want := resp.Header.Get("ETag"), statETag(info, ""); got != want {
			t.Errorf("GET %s: ETag %q, want %q (from size and time)", tc.path, got, want)
		}
		if b, _ := io.ReadAll(resp.Body); string(b) != "\x00\x00\x00\x00" {
			t.Errorf("GET %s: body %q, want 4 zero bytes", tc.path, b)
		}
		if resp := request(h, "GET", tc.path, "If-None-Match", statETag(info, "")); resp.StatusCode != http.StatusNotModified {
			t.Errorf("GET %s with its ETag: status %d, want 304", tc.path, resp.StatusCode)
		}
	}
}

// checkProbes checks that /healthz (readiness) and /livez (liveness) both
// answer 200 "ok" as soon as there is a handler.
func checkProbes(t *testing.T, h http.Handler) {
	t.Helper()
	for _, probe := range []string{"/healthz", "/livez"} {
		if resp := request(h, "GET", probe); resp.StatusCode != http.StatusOK || body(t, resp) != "ok" {
			t.Errorf("%s: got %d, want 200 ok", probe, resp.StatusCode)
		}
	}
}

// TestBuildRecordsReadNothingToStart: a build without modification times
// (as embedded) whose manifest records every file's hash and the pages'
// inline scripts is served with no file read but the manifest: the ETags
// and the CSP are the manifest's, and the page is not scanned.
func TestBuildRecordsReadNothingToStart(t *testing.T) {
	fsys := fixtureFS()
	records := map[string]string{}
	for name := range fsys {
		if name != ManifestFile {
			records[name] = strings.Repeat(string('A'+rune(len(records)%26)), 16)
		}
	}
	m := map[string]any{"immutable": []string{"assets/"}, "scriptHashes": []string{"'sha256-recorded'"}, "hashes": records}
	content, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	fsys[ManifestFile] = &fstest.MapFile{Data: content}
	counted := &readCounter{ReadLinkFS: fsys, read: map[string]int64{}}
	h := newTestHandler(t, counted, Config{})
	for name := range fsys {
		if n := counted.bytesRead(name); n != 0 && name != ManifestFile {
			t.Errorf("%s: %d bytes read to start, want none", name, n)
		}
	}
	checkProbes(t, h)
	resp := request(h, "GET", "/", "Accept-Encoding", "br")
	if got, want := resp.Header.Get("ETag"), `"`+records["index.html.br"]+`-br"`; got != want {
		t.Errorf("GET / (br): ETag %q, want the manifest's %q", got, want)
	}
	if got := resp.Header.Get("Content-Security-Policy"); !strings.Contains(got, "script-src 'self' 'sha256-recorded';") {
		t.Errorf("CSP %q: want the manifest's inline scripts only", got)
	}
	if got, want := request(h, "GET", "/robots.txt").Header.Get("ETag"), `"`+records["robots.txt"]+`"`; got != want {
		t.Errorf("GET /robots.txt: ETag %q, want the manifest's %q", got, want)
	}
}
