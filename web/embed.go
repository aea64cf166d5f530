// Package web holds the front-end build, embedded into the binary.
package web

import (
	"embed"
	"io/fs"
)

// build is the output of the front-end build. "all:" keeps files whose
// names start with "_" or ".", which a plain pattern silently drops.
//
//go:embed all:build/client
var build embed.FS

// Build returns the built site, rooted at its top folder.
func Build() (fs.FS, error) {
	return fs.Sub(build, "build/client")
}
