package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// siteURLPattern is an origin and nothing else: http or https, a host name or
// IP literal, an optional port. Whatever matches is safe inside a JSON string.
var siteURLPattern = regexp.MustCompile(`^https?://([A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$`)

// CheckSiteURL reports whether siteURL can be the public address of the
// registry: scheme://host[:port], http or https, no path, no trailing slash.
func CheckSiteURL(siteURL string) error {
	bad := fmt.Errorf("want scheme://host[:port] (http or https, no path, no trailing slash), got %q", siteURL)
	if !siteURLPattern.MatchString(siteURL) {
		return bad
	}
	u, err := url.Parse(siteURL)
	if err != nil {
		return bad
	}
	if port := u.Port(); port != "" {
		if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
			return bad
		}
	}
	return nil
}

// registryHomepage is the site address the build wrote into every registry
// item that names another: the homepage of the registry index (the
// manifest's), "" for a build without a registry.
func registryHomepage(fsys fs.FS, registryIndex string) (string, error) {
	if registryIndex == "" {
		return "", nil
	}
	index, err := fs.ReadFile(fsys, registryIndex)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	var head struct {
		Homepage string `json:"homepage"`
	}
	if err := json.Unmarshal(index, &head); err != nil || head.Homepage == "" {
		return "", &fs.PathError{Op: "read homepage", Path: registryIndex, Err: fs.ErrInvalid}
	}
	return head.Homepage, nil
}

// isRegistryFile reports whether name is one of the registry's JSON files
// (beside its index), the only ones naming the site's address that the
// server rewrites.
func (m manifest) isRegistryFile(name string) bool {
	return m.Registry != "" && path.Dir(name)+"/" == m.registryFolder() && path.Ext(name) == ".json"
}

// moveRegistry points the registry at siteURL, once, at start. shadcn
// resolves an item's registryDependencies only as absolute URLs, so the build
// writes them on its own address; an operator serving the site elsewhere (a
// test's loopback port, a staging host) names that address instead. Each
// item that changes is held in memory with a brotli and a gzip form of its
// own and is then served like any other file. siteURL "" or the build's own
// address leaves every item as built.
func (s *site) moveRegistry(siteURL string) error {
	homepage, err := registryHomepage(s.fsys, s.layout.Registry)
	if err != nil || homepage == "" || siteURL == "" || siteURL == homepage {
		return err
	}
	var items []*movedItem
	for name, f := range s.files {
		if !s.layout.isRegistryFile(name) {
			continue
		}
		content, _, err := readFile(s.fsys, name)
		if err != nil {
			return err
		}
		moved := rewriteAddress(content, homepage, siteURL, s.layout.registryFolder())
		if bytes.Equal(moved, content) {
			continue
		}
		items = append(items, &movedItem{file: f, content: moved})
	}
	if err := compressItems(items); err != nil {
		return err
	}
	for _, item := range items {
		s.hold(item)
	}
	return nil
}

// rewriteAddress replaces, in a JSON document, every string that is the
// address from, or starts with from + the registry's folder ("r/"), by the
// same on to.
func rewriteAddress(content []byte, from, to, folder string) []byte {
	content = replaceStringStart(content, `"`+from+`"`, `"`+to+`"`)
	return replaceStringStart(content, `"`+from+"/"+folder, `"`+to+"/"+folder)
}

// replaceStringStart replaces old, which starts with a quote, by replacement
// where that quote opens a JSON string. A quote after a backslash is inside a
// string (an example's source code) and is left as written.
func replaceStringStart(content []byte, old, replacement string) []byte {
	var out []byte
	for {
		i := bytes.Index(content, []byte(old))
		if i < 0 {
			return append(out, content...)
		}
		out = append(out, content[:i]...)
		if i > 0 && content[i-1] == '\\' {
			out = append(out, old...)
		} else {
			out = append(out, replacement...)
		}
		content = content[i+len(old):]
	}
}

// minCompressed is the smallest file the build compresses
// (web/pipeline/serving/sidecars.ts); a rewritten item follows the same rule.
const minCompressed = 256

// brotliQuality is the quality of a rewritten item's brotli form. The build
// uses 11, which would take seconds for the whole registry at every start;
// 5 makes the build's registry (4.5 MB) 12% bigger than 11 does but 6%
// smaller than gzip -9, in about the CPU time gzip takes (90 ms). Below 5,
// brotli is bigger than gzip; above, each quality costs more than it saves.
const brotliQuality = 5

// brotliWindow is the log2 of the brotli window: 1 MiB, twice the largest
// item (the theme), so no match is lost, in 6 MB of encoder state where the
// default window for quality 5 (4 MiB) takes 13 MB.
const brotliWindow = 20

// encoder compresses into one of sidecarCodings; Reset starts a new stream
// on the same state, so one encoder serves every item.
type encoder interface {
	io.WriteCloser
	Reset(io.Writer)
}

// newEncoder returns an encoder for the coding sidecarCodings[i].
func newEncoder(i int) encoder {
	switch name := sidecarCodings[i].name; name {
	case "br":
		return brotli.NewWriterOptions(io.Discard, brotli.WriterOptions{Quality: brotliQuality, LGWin: brotliWindow})
	case "gzip":
		zw, _ := gzip.NewWriterLevel(io.Discard, gzip.BestCompression) // a valid level: no error
		return zw
	default:
		panic("server: no encoder for the sidecar coding " + name)
	}
}

// movedItem is a registry item rewritten at start, with its content in each
// of sidecarCodings (nil where not compressed).
type movedItem struct {
	file    *file
	content []byte
	forms   [len(sidecarCodings)][]byte
}

// compressItems fills in the forms of each item of minCompressed bytes or
// more. Each coding has a goroutine and an encoder of its own, reused for
// every item (a new one allocates 1 MB for gzip, 6 MB for brotli): brotli and
// gzip take about as long as each other, so where two cores are free both
// forms cost start no more time than gzip alone.
func compressItems(items []*movedItem) error {
	if len(items) == 0 {
		return nil
	}
	var errs [len(sidecarCodings)]error
	var wg sync.WaitGroup
	for i, c := range sidecarCodings {
		wg.Go(func() {
			zw := newEncoder(i)
			for _, item := range items {
				if len(item.content) < minCompressed {
					continue
				}
				form, err := compress(zw, item.content)
				if err != nil {
					errs[i] = fmt.Errorf("%s: %s: %w", item.file.name, c.name, err)
					return
				}
				item.forms[i] = form
			}
		})
	}
	wg.Wait()
	return errors.Join(errs[:]...)
}

// compress returns content compressed by zw.
func compress(zw encoder, content []byte) ([]byte, error) {
	var out bytes.Buffer
	zw.Reset(&out)
	if _, err := zw.Write(content); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// hold serves item's file from its content, in memory, instead of from the
// build: its validator and length are the content's, and its sidecars are
// replaced by the item's forms, each that saves bytes (the build's would
// decompress to the old bytes).
func (s *site) hold(item *movedItem) {
	f, content := item.file, item.content
	sum := sha256.Sum256(content)
	f.size, f.etag = int64(len(content)), [1]string{etag(sum[:], "")}
	s.held[f.name] = &heldFile{name: f.name, content: content, modTime: f.modTime}
	f.sidecars = [len(sidecarCodings)]*sidecar{}
	for i, c := range sidecarCodings {
		form := item.forms[i]
		if form == nil || len(form) >= len(content) {
			continue
		}
		sum := sha256.Sum256(form)
		sc := &sidecar{
			name:     f.name + c.suffix,
			encoding: [1]string{c.name},
			size:     int64(len(form)),
			modTime:  f.modTime,
			etag:     [1]string{etag(sum[:], c.suffix[1:])},
		}
		s.held[sc.name] = &heldFile{name: sc.name, content: form, modTime: sc.modTime}
		f.sidecars[i] = sc
	}
}

// registryNotFoundHeader is sent with a 404 in the registry's folder: JSON,
// and readable by other sites as the registry's files are (a static host's
// rule for the folder in _headers applies to its 404s too).
var registryNotFoundHeader = func() http.Header {
	h := http.Header{
		"Content-Type":  {contentTypes[".json"]},
		"Cache-Control": {cacheNotFound},
	}
	for key, value := range crossOriginHeader {
		h[key] = value
	}
	return h
}()

// printableASCII percent-encodes every byte of s outside printable ASCII
// (controls, C1 controls, bidi overrides), so a name echoed back to a
// registry client's terminal shows as it was sent and cannot restyle it.
func printableASCII(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// serveRegistryNotFound answers a missing path in the registry's folder with
// a 404 in JSON, which a registry client (shadcn) shows to its user where an
// HTML page would be noise. rest is the path within the folder.
func serveRegistryNotFound(w http.ResponseWriter, r *http.Request, rest string, trailingSlash bool) {
	message := "not found: " + r.URL.Path
	if item, ok := strings.CutSuffix(rest, ".json"); ok && item != "" && !trailingSlash && !strings.Contains(item, "/") {
		message = "no registry item named " + item
	}
	body, _ := json.Marshal(struct {
		Error string `json:"error"`
	}{printableASCII(message)}) // a struct of one string: no error
	body = append(body, '\n')
	h := w.Header()
	for key, value := range registryNotFoundHeader {
		h[key] = value
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}
