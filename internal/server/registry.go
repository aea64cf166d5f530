package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"io/fs"
	"net/http"
	"regexp"
	"strings"
)

// registryIndex is the shadcn registry index the build writes; its homepage
// is the site address the build wrote into every item's registryDependencies.
const registryIndex = "r/registry.json"

// validHost is what the server writes of a request's Host into a response:
// a name or address and an optional port, nothing that could leave a JSON string.
var validHost = regexp.MustCompile(`^[A-Za-z0-9.\-]+(:[0-9]+)?$|^\[[0-9A-Fa-f:.]+\](:[0-9]+)?$`)

// registry serves the shadcn registry items under /r/ that name other items.
// shadcn resolves an item's registryDependencies only as absolute URLs, so the
// build writes them on its site address; answered with the request's own
// origin instead, the registry installs from wherever the binary is reached
// (a test's loopback port, a staging host). Items naming no other item, and
// everything else, are the static handler's.
type registry struct {
	static http.Handler
	https  bool
	prefix []byte            // `"<homepage>/r/`
	items  map[string][]byte // build path → content naming prefix
}

// handleRegistry reads the registry's items once. A build without a
// registry leaves every path to static.
func handleRegistry(fsys fs.FS, static http.Handler, https bool) (http.Handler, error) {
	index, err := fs.ReadFile(fsys, registryIndex)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return static, nil
		}
		return nil, err
	}
	var head struct {
		Homepage string `json:"homepage"`
	}
	if err := json.Unmarshal(index, &head); err != nil || head.Homepage == "" {
		return nil, &fs.PathError{Op: "read homepage", Path: registryIndex, Err: fs.ErrInvalid}
	}
	reg := &registry{static: static, https: https, prefix: []byte(`"` + head.Homepage + "/r/"), items: map[string][]byte{}}
	names, err := fs.Glob(fsys, "r/*.json")
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		if info, err := fs.Lstat(fsys, name); err != nil || !info.Mode().IsRegular() {
			continue
		}
		content, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		if bytes.Contains(content, reg.prefix) {
			reg.items[name] = content
		}
	}
	return reg, nil
}

func (reg *registry) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	content, ok := reg.items[strings.TrimPrefix(r.URL.Path, "/")]
	if !ok {
		reg.static.ServeHTTP(w, r)
		return
	}
	if origin := reg.origin(r); origin != "" {
		content = bytes.ReplaceAll(content, reg.prefix, []byte(`"`+origin+"/r/"))
	}
	sum := sha256.Sum256(content)
	h := w.Header()
	h.Set("Content-Type", contentTypes[".json"])
	h.Set("Cache-Control", cacheRevalidate)
	h.Set("Etag", etag(sum[:], ""))
	for key, value := range crossOriginHeader {
		h[key] = value
	}
	serveContent(w, r, int64(len(content)), bytes.NewReader(content))
}

// origin is where the request reached the server, or "" when its Host is
// missing or unusual (the items then keep the build's address).
func (reg *registry) origin(r *http.Request) string {
	if !validHost.MatchString(r.Host) {
		return ""
	}
	scheme := "http"
	if r.TLS != nil || reg.https {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}
