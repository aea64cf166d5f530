// Package web holds the front-end build, embedded into the binary.
package web

import (
	"embed"
	"errors"
	"io/fs"
)

// embedded is the output of the front-end build, build/client, when it was
// there at compile time. The pattern also matches nobuild/client, a
// committed placeholder, so that the package compiles before the site is
// built (the build deletes the whole of build/, so a placeholder inside it
// cannot last); any other folder ending in "build" would be embedded too, so
// side builds are named build-* (Makefile, bench/lighthouse/ab.mjs). "all:"
// keeps files whose names start with "_" or ".", which a plain pattern
// silently drops.
//
//go:embed all:*build/client
var embedded embed.FS

// ErrNotBuilt is Build's error when the binary was compiled before the site
// was built.
var ErrNotBuilt = errors.New("the site is not built: run make build (or serve a build folder with -dir)")

// Build returns the built site, rooted at its top folder.
func Build() (fs.FS, error) {
	return siteOf(embedded)
}

// siteOf is the site in the embedded files: build/client, which holds the
// home page once the site is built.
func siteOf(files fs.FS) (fs.FS, error) {
	if _, err := fs.Stat(files, "build/client/index.html"); err != nil {
		return nil, ErrNotBuilt
	}
	return fs.Sub(files, "build/client")
}
