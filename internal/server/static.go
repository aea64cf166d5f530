package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

const (
	notFoundPage = "404.html"
	indexPage    = "index.html"

	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache"
	// A 404 is never stored, as static hosts (Cloudflare Pages) send theirs.
	cacheNotFound = "no-store"
)

// file is what the index knows about one servable file. Contents stay on
// the file system and are opened per request. A -dir folder can hold
// 100,000 of them, so the headers its kind of file is sent with (type,
// caching, cross-origin) are one map shared by every file of that kind.
type file struct {
	name     string // path in the build
	size     int64
	modTime  time.Time   // with size, tells a file changed since it was hashed
	etag     [1]string   // the ETag header (etag[:]): strong, from the content's hash
	header   http.Header // what setHeaders writes, built once per kind
	sidecars [len(sidecarCodings)]*sidecar
}

// kind is what a file's shared header says.
type kind struct {
	contentType, cacheControl string
	crossOrigin               bool // readable by other sites (the manifest's Shared)
}

// kinds holds one representation header per kind of file.
type kinds map[kind]http.Header

func (ks kinds) header(k kind) http.Header {
	if ks[k] == nil {
		ks[k] = k.representationHeader()
	}
	return ks[k]
}

// sidecar is a precompressed copy of a file, e.g. app.js.br for app.js.
type sidecar struct {
	name     string
	encoding [1]string // its coding, the Content-Encoding header as it is (encoding[:])
	size     int64
	modTime  time.Time
	etag     [1]string
}

// stat is what the folder's listing says of a file: no file is read for it.
type stat struct {
	size    int64
	modTime time.Time
}

// site serves a build folder: routes by their page (<route>.html, as static
// hosts serve them, or <route>/index.html), all other files by name, and the
// nearest 404.html for anything else.
type site struct {
	fsys     fs.FS
	files    map[string]*file     // addressable by their own name
	pages    map[string]*file     // route ("." for the root) → its page
	notFound map[string]*file     // folder ("." for the root) → its 404.html
	held     map[string]*heldFile // build path → content served from memory instead (see moveRegistry)
	resident map[string]resident  // build path → its file opened once, when it cannot change
	layout   manifest             // how the build's folders are served (manifest.go)
	logger   *slog.Logger
	// scriptHashes are the CSP sources of every inline script of every page,
	// sorted: the site has one policy, sent with every response, so a static
	// host's _headers needs one rule for it (the build gives every page the
	// same scripts).
	scriptHashes []string
}

// handleStatic indexes fsys once (names, sizes, validators, sidecars, CSP
// hashes; see validator and describe for what is read) and returns the
// handler that serves it. Only indexed regular
// files are ever opened, so nothing outside the build can be reached.
// The rules for static hosts (_headers) are the host's, never served.
func handleStatic(fsys fs.FS, logger *slog.Logger) (*site, error) {
	layout, err := readManifest(fsys)
	if err != nil {
		return nil, err
	}
	s := &site{
		fsys:     fsys,
		files:    make(map[string]*file),
		pages:    make(map[string]*file),
		notFound: make(map[string]*file),
		held:     make(map[string]*heldFile),
		resident: make(map[string]resident),
		layout:   layout,
		logger:   logger,
	}
	// Each file listed leaves garbage about its size in the index (its
	// listing and stat): collecting early keeps a large folder's start near
	// the index's own size instead of twice it.
	defer debug.SetGCPercent(debug.SetGCPercent(20))
	headers := make(kinds)
	unserved := make(map[string]bool) // sidecars of sidecars (a.js.gz.br, a.js.gz.br.gz)
	// One pass, in the walk's lexical order: a file ("a.js") comes before
	// its sidecars ("a.js.br"), so nothing is listed twice or kept beside
	// the index (100,000 files would otherwise hold as many listings).
	err = fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		// Symlinks and special files are skipped: they could lead outside.
		if !d.Type().IsRegular() || name == CDNHeadersFile {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		st := stat{info.Size(), info.ModTime()}
		if err := s.keepOpen(name, st); err != nil {
			return err
		}
		if base, i, ok := sidecarBase(name); ok {
			if f := s.indexed(base); f != nil {
				return s.addSidecar(f, i, name, st)
			}
			if s.isSidecar(base) || unserved[base] { // never served
				unserved[name] = true
				return nil
			}
		}
		f, hashes, err := describe(fsys, name, st, layout, headers, logger)
		if err != nil {
			return err
		}
		s.scriptHashes = append(s.scriptHashes, hashes...)
		if path.Base(name) == notFoundPage {
			// Also a page at its own name, as static hosts serve it.
			s.notFound[path.Dir(name)] = f
		}
		switch route, isPage := pageRoute(name); {
		case isPage:
			if other := s.pages[route]; other != nil {
				return fmt.Errorf("%s and %s are both the page of /%s", other.name, name, strings.TrimPrefix(route, "."))
			}
			s.pages[route] = f
		default:
			s.files[name] = f
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	s.scriptHashes = append(s.scriptHashes, layout.ScriptHashes...)
	slices.Sort(s.scriptHashes)
	s.scriptHashes = slices.Compact(s.scriptHashes)
	return s, nil
}

// indexed is the file indexed under its own name, nil if none.
func (s *site) indexed(name string) *file {
	if f := s.files[name]; f != nil {
		return f
	}
	if route, ok := pageRoute(name); ok && s.pages[route] != nil && s.pages[route].name == name {
		return s.pages[route]
	}
	return nil
}

// isSidecar reports whether name was indexed as another file's sidecar.
func (s *site) isSidecar(name string) bool {
	base, i, ok := sidecarBase(name)
	if !ok {
		return false
	}
	f := s.indexed(base)
	return f != nil && f.sidecars[i] != nil && f.sidecars[i].name == name
}

// addSidecar records name, as st describes it, as f's copy in coding i.
func (s *site) addSidecar(f *file, i int, name string, st stat) error {
	tag, err := validator(s.fsys, name, st, sidecarCodings[i].suffix[1:], s.layout)
	if err != nil {
		return err
	}
	f.sidecars[i] = &sidecar{
		name:     name,
		encoding: [1]string{sidecarCodings[i].name},
		size:     st.size,
		modTime:  st.modTime,
		etag:     [1]string{tag},
	}
	return nil
}

// sidecarBase names the file a sidecar would compress ("a.js" for
// "a.js.br") and the index of its coding in sidecarCodings.
func sidecarBase(name string) (base string, coding int, ok bool) {
	for i, c := range sidecarCodings {
		if base, ok := strings.CutSuffix(name, c.suffix); ok && base != "" && !strings.HasSuffix(base, "/") {
			return base, i, true
		}
	}
	return "", 0, false
}

// pageRoute reports whether name is a route's page and which route:
// "index.html" is ".", "a/b.html" and "a/b/index.html" are "a/b".
func pageRoute(name string) (route string, ok bool) {
	if name == indexPage {
		return ".", true
	}
	if route, ok := strings.CutSuffix(name, "/"+indexPage); ok {
		return route, true
	}
	return strings.CutSuffix(name, ".html")
}

// maxPageScan is how much of a page is read at start for its inline
// scripts: the build's pages are under 200 KB, and a page of a -dir folder
// of any size costs no more to index.
const maxPageScan = 1 << 20

// describe indexes one file, as info (from the folder's listing) has it,
// served as the build's manifest says; for a page of a folder whose manifest
// lists no inline scripts, also the CSP sources of its own.
func describe(fsys fs.FS, name string, info stat, layout manifest, headers kinds, logger *slog.Logger) (*file, []string, error) {
	k := kind{contentType(name), cacheRevalidate, covers(layout.Shared, name)}
	if covers(layout.Text, name) {
		k.contentType = textPlain
	}
	if covers(layout.Immutable, name) {
		k.cacheControl = cacheImmutable
	}
	tag, err := validator(fsys, name, info, "", layout)
	if err != nil {
		return nil, nil, err
	}
	f := &file{name: name, size: info.size, modTime: info.modTime, etag: [1]string{tag}, header: headers.header(k)}
	// The build's manifest lists its pages' inline scripts: none is read.
	if path.Ext(name) != ".html" || layout.ScriptHashes != nil {
		return f, nil, nil
	}
	if info.size > maxPageScan {
		logger.Warn("page larger than the start-up scan: inline scripts past it are refused by the CSP",
			"file", name, "size", info.size, "scanned", maxPageScan)
	}
	page, err := fsys.Open(name)
	if err != nil {
		return nil, nil, err
	}
	defer page.Close()
	hashes, err := inlineScriptHashes(io.LimitReader(page, maxPageScan))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	return f, hashes, nil
}

// validator is the ETag of a file (coding "") or sidecar as info describes
// it. A file with a modification time (a -dir folder) has one from its size
// and time, so no file is read to start. One without (the embedded build,
// whose files all share the zero time) has its content's hash: as the
// manifest records it, else (a folder built without records) hashed here.
func validator(fsys fs.FS, name string, info stat, coding string, layout manifest) (string, error) {
	if !info.modTime.IsZero() {
		return statTag(info.size, info.modTime, coding), nil
	}
	if hash, ok := layout.Hashes[name]; ok {
		return taggedHash(hash, coding), nil
	}
	sum, err := hashFile(fsys, name)
	if err != nil {
		return "", err
	}
	return etag(sum, coding), nil
}

// readFile reads name whole, with its size and time as it was read.
func readFile(fsys fs.FS, name string) ([]byte, fs.FileInfo, error) {
	file, err := fsys.Open(name)
	if err != nil {
		return nil, nil, err
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil {
		return nil, nil, err
	}
	content, err := io.ReadAll(file)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	return content, info, nil
}

// hashFile returns the SHA-256 of name.
func hashFile(fsys fs.FS, name string) ([]byte, error) {
	file, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	h := sha256.New()
	if _, err := io.Copy(h, file); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return h.Sum(nil), nil
}

// etag is a strong validator: 96 bits of the content's hash, plus the
// coding for a sidecar so its validator differs from the original's.
func etag(sum []byte, coding string) string {
	return taggedHash(base64.RawURLEncoding.EncodeToString(sum[:12]), coding)
}

// taggedHash is etag's validator of a hash already encoded (as the manifest
// records it).
func taggedHash(tag, coding string) string {
	if coding != "" {
		tag += "-" + coding
	}
	return `"` + tag + `"`
}

// contentTypes is fixed here rather than read from the system's MIME
// tables, which differ between machines (.ts can come out as video/mp2t).
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".xml":         "application/xml; charset=utf-8",
	".txt":         textPlain,
	".md":          textPlain,
	".ts":          textPlain,
	".tsx":         textPlain,
	".jsx":         textPlain,
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".ico":         "image/x-icon",
	".woff":        "font/woff",
	".woff2":       "font/woff2",
	".ttf":         "font/ttf",
	".otf":         "font/otf",
	".wasm":        "application/wasm",
	".pdf":         "application/pdf",
}

var notFoundCache = []string{cacheNotFound}

// crossOriginHeader lets any site read a shared file: fonts need CORS, every
// cross-site subresource needs Cross-Origin-Resource-Policy (a page elsewhere
// links /kit/ukguide.css, which the default same-origin policy would block).
var crossOriginHeader = http.Header{
	"Cross-Origin-Resource-Policy": {"cross-origin"},
	"Access-Control-Allow-Origin":  {"*"},
}

// textPlain is the type of the manifest's text files, whatever their extension.
const textPlain = "text/plain; charset=utf-8"

// contentType is the media type a file is served with, by its extension.
func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name, trailingSlash, err := cleanPath(r.URL.Path)
	if err != nil {
		// rejectBadPaths answers these first; this keeps the handler safe alone.
		http.Error(w, "400 bad request: invalid path", http.StatusBadRequest)
		return
	}
	if r.Method == http.MethodOptions {
		s.serveOptions(w, name, trailingSlash)
		return
	}
	if trailingSlash {
		if f := s.pages[name]; f != nil {
			redirect(w, r, name, f)
			return
		}
		s.serveNotFound(w, r)
		return
	}
	if f := s.files[name]; f != nil {
		s.serveFile(w, r, f)
		return
	}
	if f := s.pages[name]; f != nil {
		s.serveFile(w, r, f)
		return
	}
	// A page's own file name is a duplicate of its route: send it there.
	if route, ok := pageRoute(name); ok && s.pages[route] != nil && s.pages[route].name == name {
		redirect(w, r, route, s.pages[route])
		return
	}
	s.serveNotFound(w, r)
}

// redirect sends the client to route, a "." or a valid fs path, keeping
// the query, with its page's caching and cross-origin headers (as a static
// host's rule for the folder gives them). The target always starts with
// exactly one slash, so it can never point at another host.
func redirect(w http.ResponseWriter, r *http.Request, route string, page *file) {
	target := url.URL{Path: "/", RawQuery: r.URL.RawQuery}
	if route != "." {
		target.Path += route
	}
	h := w.Header()
	h["Cache-Control"] = page.header["Cache-Control"]
	if page.header["Access-Control-Allow-Origin"] != nil {
		for key, value := range crossOriginHeader {
			h[key] = value
		}
	}
	h.Set("Location", target.String())
	w.WriteHeader(http.StatusPermanentRedirect)
}

// variant picks the sidecar the request's Accept-Encoding prefers, or nil
// for the file itself.
func (f *file) variant(r *http.Request) *sidecar {
	if f.sidecars == [len(sidecarCodings)]*sidecar{} {
		return nil
	}
	header := r.Header.Get("Accept-Encoding")
	if header == "" {
		return nil
	}
	weights, identity := acceptedCodings(header)
	var best *sidecar
	bestWeight := 0.0
	for i, sc := range f.sidecars {
		if sc != nil && weights[i] > bestWeight {
			best, bestWeight = sc, weights[i]
		}
	}
	if identity > bestWeight {
		return nil
	}
	return best
}

// representationHeader holds the headers shared by a file's 200, 206 and
// 304 responses and by the 404 page, keys already canonical.
func (k kind) representationHeader() http.Header {
	h := http.Header{
		"Content-Type":  {k.contentType},
		"Cache-Control": {k.cacheControl},
		"Vary":          {"Accept-Encoding"},
	}
	if k.crossOrigin {
		for key, value := range crossOriginHeader {
			h[key] = value
		}
	}
	return h
}

// setHeaders writes f's representation headers. The value slices are
// shared by every response and never modified, so nothing is allocated.
func (f *file) setHeaders(h http.Header) {
	for key, value := range f.header {
		h[key] = value
	}
}

// serveFile answers with f or its preferred sidecar: whole (sendWhole), or
// through http.ServeContent for a Range or a precondition, which it checks
// against the ETag set here.
func (s *site) serveFile(w http.ResponseWriter, r *http.Request, f *file) {
	f.setHeaders(w.Header())
	// A Range request gets the file itself: byte ranges are of it, and a
	// multipart body of sidecar slices labelled with their coding is not one.
	var sc *sidecar
	if r.Header.Get("Range") == "" {
		sc = f.variant(r)
	}
	content, info, sc, err := s.openVariant(f, sc)
	if err != nil {
		s.serveError(w, r, f.name, err)
		return
	}
	defer content.Close()
	tag, size, modTime, coding := f.etag[:], f.size, f.modTime, ""
	if sc != nil {
		tag, size, modTime, coding = sc.etag[:], sc.size, sc.modTime, sc.encoding[0]
	}
	// A file of a -dir folder changed in place since start: the index's
	// validator no longer names these bytes, its size and time now do.
	if !unchanged(info, size, modTime) {
		tag = []string{statETag(info, coding)}
	}
	w.Header()["Etag"] = tag
	if unconditional(r) {
		// The headers http.ServeContent sends for a whole file
		// (TestServeWholeAsServeContent holds them equal), in fewer writes.
		w.Header()["Accept-Ranges"] = acceptRanges
		sendWhole(w, r, http.StatusOK, info.Size(), sc, content)
		return
	}
	w = bodyWriter{w}
	if sc != nil {
		w = &encodedWriter{ResponseWriter: w, encoding: sc.encoding[0]}
	}
	serveContent(w, r, info.Size(), content)
}

// unconditional reports whether r asks for a whole file whatever it holds:
// a GET or HEAD with no Range and no precondition. Most requests are, and
// sendWhole answers them; the rest go through http.ServeContent.
func unconditional(r *http.Request) bool {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		return false
	}
	for _, key := range []string{"Range", "If-Match", "If-None-Match", "If-Modified-Since", "If-Unmodified-Since"} {
		if _, ok := r.Header[key]; ok {
			return false
		}
	}
	return true
}

// sendWhole sends status and the whole content, size bytes, in sc's coding
// when sc is not nil; a HEAD gets the headers only.
func sendWhole(w http.ResponseWriter, r *http.Request, status int, size int64, sc *sidecar, content io.Reader) {
	h := w.Header()
	h["Content-Length"] = []string{strconv.FormatInt(size, 10)}
	if sc != nil {
		h["Content-Encoding"] = sc.encoding[:]
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		copyBody(w, &io.LimitedReader{R: content, N: size})
	}
}

var acceptRanges = []string{"bytes"}

// unchanged reports whether a file as opened (info) is as the index saw it.
func unchanged(info fs.FileInfo, size int64, modTime time.Time) bool {
	return info.Size() == size && info.ModTime().Equal(modTime)
}

// statETag is a strong validator from a file's size and modification time, as
// nginx and Caddy make theirs, plus the coding for a sidecar: it names the
// bytes as long as the file is not rewritten in place with the same size
// within the same clock tick.
func statETag(info fs.FileInfo, coding string) string {
	return statTag(info.Size(), info.ModTime(), coding)
}

// statTag is statETag of a size and time.
func statTag(size int64, modTime time.Time, coding string) string {
	tag := `"` + strconv.FormatInt(modTime.UnixNano(), 36) + "-" + strconv.FormatInt(size, 36)
	if coding != "" {
		tag += "-" + coding
	}
	return tag + `"`
}

// allowedMethods is the Allow header of every path.
var allowedMethods = []string{"GET, HEAD, OPTIONS"}

// preflightHeader answers a browser's CORS preflight for a shared folder:
// any site may GET it, with any request headers, and keep the answer a day.
var preflightHeader = func() http.Header {
	h := http.Header{
		"Access-Control-Allow-Methods": {"GET, HEAD"},
		"Access-Control-Allow-Headers": {"*"},
		"Access-Control-Max-Age":       {"86400"},
	}
	for key, value := range crossOriginHeader {
		h[key] = value
	}
	return h
}()

// serveOptions answers OPTIONS with what the path allows; in a shared folder
// also with the CORS headers a preflight from another site asks for.
func (s *site) serveOptions(w http.ResponseWriter, name string, trailingSlash bool) {
	h := w.Header()
	h["Allow"] = allowedMethods
	if s.layout.sharedFolder(name, trailingSlash) {
		for key, value := range preflightHeader {
			h[key] = value
		}
	}
	w.WriteHeader(http.StatusNoContent)
}

// notFoundFor is the not-found page of the nearest folder holding one, up
// from the request's path: a folder whose client-side routes differ from the
// root's (such as /preview/, where any path is an example's frame) has its own,
// so the page the browser hydrates is the one its router renders there.
func (s *site) notFoundFor(r *http.Request) *file {
	name, _, err := cleanPath(r.URL.Path)
	if err != nil {
		name = "."
	}
	for {
		if f := s.notFound[name]; f != nil {
			return f
		}
		if name == "." {
			return nil
		}
		name = path.Dir(name)
	}
}

// serveNotFound answers 404 with the nearest prerendered not-found page.
func (s *site) serveNotFound(w http.ResponseWriter, r *http.Request) {
	name, slash, err := cleanPath(r.URL.Path)
	// A missing path in the registry's folder is answered in JSON.
	if folder := s.layout.registryFolder(); err == nil && folder != "" && inFolder(folder, name, slash) {
		serveRegistryNotFound(w, r, strings.TrimPrefix(name, folder), slash)
		return
	}
	f := s.notFoundFor(r)
	if f == nil {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	content, info, sc, err := s.openVariant(f, f.variant(r))
	if err != nil {
		s.logger.Error("open not-found page", "file", f.name, "err", err)
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	defer content.Close()
	h := w.Header()
	f.setHeaders(h)
	h["Cache-Control"] = notFoundCache
	if err == nil && s.layout.sharedFolder(name, slash) {
		for key, value := range crossOriginHeader {
			h[key] = value
		}
	}
	// The length of the file as opened, which a -dir folder may have changed.
	sendWhole(w, r, http.StatusNotFound, info.Size(), sc, content)
}

// openVariant opens sc, or f itself when sc is nil or cannot be opened: a
// sidecar gone from a -dir folder, or unreadable, leaves the file itself, as
// good an answer. A sidecar is sent only while f is a regular file as it was
// at start (size and time), since it holds f's bytes of then: a file changed,
// gone or replaced (by a socket, a link out) is answered as for identity.
// opened is the sidecar opened, nil for the file.
func (s *site) openVariant(f *file, sc *sidecar) (content seekableFile, info fs.FileInfo, opened *sidecar, err error) {
	// A file without a time (embedded) cannot change, so is not checked.
	if sc != nil && !f.modTime.IsZero() {
		content, info, err = s.open(f.name)
		if err != nil || !unchanged(info, f.size, f.modTime) {
			return content, info, nil, err
		}
	}
	if sc != nil {
		scContent, scInfo, scErr := s.open(sc.name)
		if scErr == nil {
			if content != nil {
				content.Close()
			}
			return scContent, scInfo, sc, nil
		}
		s.logger.Warn("open sidecar: sending the file itself", "file", sc.name, "err", scErr)
	}
	if content == nil {
		content, info, err = s.open(f.name)
	}
	return content, info, nil, err
}

// copyBufs holds the buffers response bodies are copied through.
var copyBufs = sync.Pool{New: func() any { b := make([]byte, 32<<10); return &b }}

// wholeBufs is a free list of 64 KiB buffers, so that a body of 32 to 64 KiB
// (the build's largest scripts) leaves in one write, not two. There are at
// most 64 of them (made on first use): slow readers, who keep a buffer
// while their write is blocked, can hold no more than 4 MiB of them.
var wholeBufs = func() chan *[]byte {
	c := make(chan *[]byte, 64)
	for range cap(c) {
		c <- nil
	}
	return c
}()

// copyBody writes a file's content to w. A file on disk goes through the
// connection's ReadFrom (sendfile); anything else, such as an embedded file,
// through a pooled buffer, where the connection would allocate one per
// response.
func copyBody(w http.ResponseWriter, content io.Reader) (int64, error) {
	src := content
	if lr, ok := src.(*io.LimitedReader); ok {
		src = lr.R
	}
	if _, onDisk := src.(*os.File); onDisk {
		if rf, ok := w.(io.ReaderFrom); ok {
			return rf.ReadFrom(content)
		}
	}
	if lr, ok := content.(*io.LimitedReader); ok && lr.N > 32<<10 && lr.N <= 64<<10 {
		select {
		case buf := <-wholeBufs:
			if buf == nil {
				b := make([]byte, 64<<10)
				buf = &b
			}
			defer func() { wholeBufs <- buf }()
			return io.CopyBuffer(writerOnly{w}, content, *buf)
		default: // all in use
		}
	}
	buf := copyBufs.Get().(*[]byte)
	defer copyBufs.Put(buf)
	return io.CopyBuffer(writerOnly{w}, content, *buf)
}

// bodyWriter sends what http.ServeContent copies through copyBody.
type bodyWriter struct{ http.ResponseWriter }

func (w bodyWriter) ReadFrom(r io.Reader) (int64, error) { return copyBody(w.ResponseWriter, r) }

func (w bodyWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// writerOnly hides a writer's ReadFrom, so io.CopyBuffer uses the buffer.
type writerOnly struct{ io.Writer }

type seekableFile interface {
	fs.File
	io.ReadSeeker
}

// resident is a file that cannot change (the embedded build's, which has no
// time), opened once: its ReadAt may serve any number of requests at once
// (io.ReaderAt's contract), so no request looks its name up again.
type resident struct {
	at   io.ReaderAt
	info fs.FileInfo
}

// keepOpen opens name once when it cannot change and its file system's
// files read at an offset (embed.FS's do).
func (s *site) keepOpen(name string, st stat) error {
	if !st.modTime.IsZero() {
		return nil
	}
	f, err := s.fsys.Open(name)
	if err != nil {
		return err
	}
	at, ok := f.(io.ReaderAt)
	if _, onDisk := f.(*os.File); !ok || onDisk {
		return f.Close()
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return err
	}
	s.resident[name] = resident{at, info}
	return nil
}

// open opens an indexed file and returns it with its size and time now.
// A file held in memory is read from there, with the time it was indexed.
func (s *site) open(name string) (seekableFile, fs.FileInfo, error) {
	if held := s.held[name]; held != nil {
		return memReader{bytes.NewReader(held.content), held}, held, nil
	}
	if r, ok := s.resident[name]; ok {
		return memReader{io.NewSectionReader(r.at, 0, r.info.Size()), r.info}, r.info, nil
	}
	f, err := s.fsys.Open(name)
	if err != nil {
		return nil, nil, err
	}
	sf, ok := f.(seekableFile)
	if !ok {
		f.Close()
		return nil, nil, fmt.Errorf("%s: file system does not support seeking", name)
	}
	info, err := sf.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	// A folder put in a file's place in a -dir folder has no length to send.
	if !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, &fs.PathError{Op: "open", Path: name, Err: errNotRegular}
	}
	return sf, info, nil
}

// heldFile is a file whose content the index holds in memory; it is its
// own fs.FileInfo.
type heldFile struct {
	name    string // path in the build
	content []byte
	modTime time.Time
}

func (f *heldFile) Name() string       { return path.Base(f.name) }
func (f *heldFile) Size() int64        { return int64(len(f.content)) }
func (f *heldFile) Mode() fs.FileMode  { return 0o444 }
func (f *heldFile) ModTime() time.Time { return f.modTime }
func (f *heldFile) IsDir() bool        { return false }
func (f *heldFile) Sys() any           { return nil }

// memReader reads a held or resident file, as s.open returns it.
type memReader struct {
	io.ReadSeeker
	info fs.FileInfo
}

func (r memReader) Stat() (fs.FileInfo, error) { return r.info, nil }
func (r memReader) Close() error               { return nil }

// serveError answers a file that was indexed but cannot be opened now. Gone
// from a -dir folder, or no longer a regular file there (a folder, a FIFO, a
// symlink, even one leading out of the folder, which the os.Root refuses), is
// a 404; anything else is the server's fault.
func (s *site) serveError(w http.ResponseWriter, r *http.Request, name string, err error) {
	h := w.Header()
	for _, key := range []string{"ETag", "Vary", "Cache-Control", "Content-Type"} {
		h.Del(key)
	}
	if info, lerr := fs.Lstat(s.fsys, name); errors.Is(err, fs.ErrNotExist) || errors.Is(err, errNotRegular) ||
		errors.Is(lerr, fs.ErrNotExist) || lerr == nil && !info.Mode().IsRegular() {
		s.serveNotFound(w, r)
		return
	}
	s.logger.Error("open file", "path", r.URL.Path, "err", err)
	http.Error(w, "500 internal server error", http.StatusInternalServerError)
}
