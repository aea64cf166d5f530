// Package buildtest hands tests the site's own build, web/build/client as
// `make build` leaves it. Without it a test is skipped, unless
// UKGUIDE_REQUIRE_BUILD=1 (set by make test-go) says the build must be
// there: then it fails, so a full test run never passes by skipping.
package buildtest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// RequireEnv names the environment variable that turns a missing build
// from a skip into a failure.
const RequireEnv = "UKGUIDE_REQUIRE_BUILD"

// Dir returns the build folder, found from the module's root above the
// test's working directory (its package's folder).
func Dir(tb testing.TB) string {
	tb.Helper()
	root, err := moduleRoot()
	if err != nil {
		tb.Fatal(err)
	}
	dir := filepath.Join(root, "web", "build", "client")
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		Missing(tb, err)
	}
	return dir
}

// Missing ends a test that needs the build, given why it is not there:
// skipped, or failed when RequireEnv is 1.
func Missing(tb testing.TB, why error) {
	tb.Helper()
	if os.Getenv(RequireEnv) == "1" {
		tb.Fatalf("needs the site build, and %s=1: %v", RequireEnv, why)
	} else {
		tb.Skipf("needs the site build: make build (%v)", why)
	}
}

// moduleRoot is the nearest folder at or above the working directory
// holding go.mod.
func moduleRoot() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for dir := wd; ; {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod at or above %s", wd)
		}
		dir = parent
	}
}
