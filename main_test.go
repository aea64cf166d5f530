package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"io"
	"math"
	"net/http"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// writeSite writes a minimal build folder and returns its path.
func writeSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range map[string]string{
		"index.html":                        "<!DOCTYPE html><title>Home</title><script>boot()</script>",
		"404.html":                          "<!DOCTYPE html><title>Not found</title>",
		"pages/company/about-us/index.html": "<!DOCTYPE html><title>About us</title>",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func env(vars map[string]string) func(string) string {
	return func(key string) string { return vars[key] }
}

func TestRun(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1)) // run sets its own limit
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	stdout, stdoutWriter := io.Pipe()
	var stderr strings.Builder
	done := make(chan error, 1)
	go func() {
		args := []string{"ukguide", "-addr", "127.0.0.1:0", "-dir", writeSite(t), "-log-format", "json"}
		done <- run(ctx, args, env(map[string]string{"UKGUIDE_HSTS": "1"}), stdoutWriter, &stderr)
		stdoutWriter.Close()
	}()

	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("read first line: %v (run returned %v)", err, <-done)
	}
	go io.Copy(io.Discard, stdout)
	baseURL, ok := strings.CutPrefix(strings.TrimSpace(line), "ukguide listening on ")
	if !ok || !strings.HasPrefix(baseURL, "http://127.0.0.1:") || strings.HasSuffix(baseURL, ":0") {
		t.Fatalf("first line: got %q, want %q and a real port", line, "ukguide listening on http://127.0.0.1:<port>")
	}

	waitHealthy(t, baseURL+"/healthz")
	resp, err := http.Get(baseURL + "/pages/company/about-us")
	if err != nil {
		t.Fatalf("GET page: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if got, want := string(b), "<!DOCTYPE html><title>About us</title>"; resp.StatusCode != 200 || got != want {
		t.Errorf("GET page: got %d %q, want 200 %q", resp.StatusCode, got, want)
	}
	if got, want := resp.Header.Get("Strict-Transport-Security"), "max-age=63072000; includeSubDomains"; got != want {
		t.Errorf("Strict-Transport-Security from UKGUIDE_HSTS=1: got %q, want %q", got, want)
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("run: got %v, want nil after cancel", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("run did not return after its context was cancelled")
	}
	if !strings.Contains(stderr.String(), `"path":"/pages/company/about-us"`) {
		t.Errorf("access log: got %q, want a JSON line for the page", stderr.String())
	}
}

func waitHealthy(t *testing.T, url string) {
	t.Helper()
	for range 100 {
		resp, err := http.Get(url)
		if err == nil {
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK && string(b) == "ok" {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s never answered 200 ok", url)
}

func TestRunRejectsBadInput(t *testing.T) {
	site := writeSite(t)
	for _, tc := range []struct {
		name string
		args []string
		env  map[string]string
	}{
		{"unknown flag", []string{"-nope"}, nil},
		{"bad bool", []string{"-hsts=maybe"}, nil},
		{"log format", []string{"-log-format", "xml", "-dir", site}, nil},
		{"stray argument", []string{"-dir", site, "extra"}, nil},
		{"missing dir", []string{"-dir", filepath.Join(site, "missing")}, nil},
		{"dir is a file", []string{"-dir", filepath.Join(site, "index.html")}, nil},
		{"missing dir from env", nil, map[string]string{"UKGUIDE_DIR": filepath.Join(site, "missing")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stderr strings.Builder
			err := run(t.Context(), append([]string{"ukguide"}, tc.args...), env(tc.env), io.Discard, &stderr)
			var usage usageError
			if !errors.As(err, &usage) {
				t.Errorf("got %v, want a usage error", err)
			}
		})
	}

	err := run(t.Context(), []string{"ukguide", "-h"}, env(nil), io.Discard, io.Discard)
	if !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: got %v, want flag.ErrHelp", err)
	}
	err = run(t.Context(), []string{"ukguide", "-addr", "127.0.0.1:-1", "-dir", site}, env(nil), io.Discard, io.Discard)
	if err == nil {
		t.Errorf("bad address: got nil, want a listen error")
	}
}

func TestDefaultAddr(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{nil, "127.0.0.1:8080"},
		{map[string]string{"PORT": "3000"}, "127.0.0.1:3000"},
		{map[string]string{"ADDR": "0.0.0.0:9000", "PORT": "3000"}, "0.0.0.0:9000"},
		{map[string]string{"ADDR": ":9000"}, ":9000"},
	} {
		if got := defaultAddr(env(tc.env)); got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.env, got, tc.want)
		}
	}
}

func TestNewLogger(t *testing.T) {
	for _, tc := range []struct {
		format, want string
	}{
		{"text", "msg=request"},
		{"json", `"msg":"request"`},
		{"none", ""},
	} {
		var out strings.Builder
		logger, err := newLogger(tc.format, &out)
		if err != nil {
			t.Fatalf("%s: %v", tc.format, err)
		}
		logger.Info("request")
		if tc.want == "" && out.Len() != 0 || !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s: logged %q, want %q", tc.format, out.String(), tc.want)
		}
	}
}

func TestRunSetsMemoryLimit(t *testing.T) {
	previous := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(previous) })
	site := writeSite(t)
	for _, tc := range []struct {
		name string
		env  map[string]string
		want int64
	}{
		{"default", nil, defaultMemoryLimit},
		{"GOMEMLIMIT is the operator's", map[string]string{"GOMEMLIMIT": "1GiB"}, math.MaxInt64},
	} {
		t.Run(tc.name, func(t *testing.T) {
			debug.SetMemoryLimit(math.MaxInt64)
			ctx, cancel := context.WithCancel(t.Context())
			cancel() // starts, then shuts down at once
			args := []string{"ukguide", "-addr", "127.0.0.1:0", "-dir", site, "-log-format", "none"}
			if err := run(ctx, args, env(tc.env), io.Discard, io.Discard); err != nil {
				t.Fatalf("run: %v", err)
			}
			if got := debug.SetMemoryLimit(-1); got != tc.want {
				t.Errorf("memory limit: got %d, want %d", got, tc.want)
			}
		})
	}
}
