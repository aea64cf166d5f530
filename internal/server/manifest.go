package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
)

// ManifestFile is where the build says how its files are served (written by
// web/pipeline/serving/manifest.ts; docs/decisions/008). A folder without one is
// served as plain files: every file revalidated, none shared, no registry.
const ManifestFile = "build-manifest.json"

// manifest is the build's account of its folders. An entry ending in "/" is
// a folder and covers every path under it; any other entry is one file.
type manifest struct {
	// Immutable files have their content's hash in their name: cached a year.
	Immutable []string `json:"immutable"`
	// Shared files are published for other sites to use (the registry, the
	// HTML snippets, the theme and its fonts): cross-origin readable, and so
	// is every missing path in a shared folder.
	Shared []string `json:"shared"`
	// Text files are source code shown on the site, served as plain text.
	Text []string `json:"text"`
	// Registry is the shadcn registry index; "" for a build without one.
	Registry string `json:"registry"`
	// ScriptHashes are the CSP sources ('sha256-…') of every page's inline
	// scripts, sorted; nil (absent) for a folder whose pages are to be scanned.
	ScriptHashes []string `json:"scriptHashes"`
	// Hashes holds each file's content hash, sidecars too, as etag() writes
	// it (the first 12 bytes of its SHA-256, unpadded base64url): the ETag of
	// a file without a modification time (the embedded build), so none is
	// read to start. The manifest itself is not in it.
	Hashes map[string]string `json:"hashes"`
}

// readManifest reads fsys's manifest; none is the plain folder's.
func readManifest(fsys fs.FS) (manifest, error) {
	var m manifest
	content, err := fs.ReadFile(fsys, ManifestFile)
	if errors.Is(err, fs.ErrNotExist) {
		return m, nil
	}
	if err != nil {
		return m, err
	}
	decoder := json.NewDecoder(bytes.NewReader(content))
	decoder.DisallowUnknownFields()
	if err := decoder.Decode(&m); err != nil {
		return m, fmt.Errorf("%s: %w", ManifestFile, err)
	}
	for name, hash := range m.Hashes {
		if !fs.ValidPath(name) || len(hash) != 16 {
			return m, fmt.Errorf("%s: hash %q of %q: want a path in the build and 16 characters", ManifestFile, hash, name)
		}
	}
	for _, entry := range append(append(append([]string{m.Registry}, m.Immutable...), m.Shared...), m.Text...) {
		if entry != "" && !fs.ValidPath(strings.TrimSuffix(entry, "/")) {
			return m, fmt.Errorf("%s: %q is not a path in the build", ManifestFile, entry)
		}
	}
	return m, nil
}

// covers reports whether an entry of list is name or a folder it is in.
func covers(list []string, name string) bool {
	for _, entry := range list {
		if name == entry || inFolder(entry, name, false) {
			return true
		}
	}
	return false
}

// inFolder reports whether a path (cleanPath's name and trailing slash) is
// in folder, an entry ending in "/": "r/x", and "r" asked for as "/r/" or
// as "/r" (the folder's own name is answered as the folder).
func inFolder(folder, name string, trailingSlash bool) bool {
	if trailingSlash || name+"/" == folder {
		name += "/"
	}
	return strings.HasSuffix(folder, "/") && strings.HasPrefix(name, folder)
}

// sharedFolder reports whether a path is in a shared folder, whose every
// path, a missing one too, other sites may read.
func (m manifest) sharedFolder(name string, trailingSlash bool) bool {
	for _, entry := range m.Shared {
		if inFolder(entry, name, trailingSlash) {
			return true
		}
	}
	return false
}

// registryFolder is the folder of the registry's index ("r/"), "" for none.
func (m manifest) registryFolder() string {
	if m.Registry == "" {
		return ""
	}
	return path.Dir(m.Registry) + "/"
}
