package buildtest

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a test that needs the build: it records how it was ended.
type recorder struct {
	testing.TB
	skipped, failed string
}

func (r *recorder) Helper() {}

func (r *recorder) Skipf(format string, args ...any) {
	r.skipped = format
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failed = format
}

func TestMissing(t *testing.T) {
	why := errors.New("no index.html")
	for _, tc := range []struct {
		env           string
		skip, failure bool
	}{
		{"", true, false},
		{"0", true, false},
		{"1", false, true},
	} {
		t.Setenv(RequireEnv, tc.env)
		r := &recorder{TB: t}
		Missing(r, why)
		if got := r.skipped != ""; got != tc.skip {
			t.Errorf("%s=%q: skipped %v, want %v", RequireEnv, tc.env, got, tc.skip)
		}
		if got := r.failed != ""; got != tc.failure {
			t.Errorf("%s=%q: failed %v, want %v", RequireEnv, tc.env, got, tc.failure)
		}
		if reason := r.skipped + r.failed; !strings.Contains(reason, "needs the site build") {
			t.Errorf("%s=%q: reason %q, want it to say the site build is needed", RequireEnv, tc.env, reason)
		}
	}
}

func TestModuleRoot(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Dir(filepath.Dir(wd)) // above internal/buildtest
	if root, err := moduleRoot(); err != nil || root != want {
		t.Errorf("moduleRoot: got %q %v, want %q", root, err, want)
	}
	t.Chdir(t.TempDir())
	if root, err := moduleRoot(); err == nil {
		t.Errorf("moduleRoot outside the module: got %q, want an error", root)
	}
}
