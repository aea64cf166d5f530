//go:build unix

package main

import (
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
)

// TestRunDrainsOnSignal sends the test process each signal that stops the
// server: run drains (the log says so) and returns nil, as on SIGTERM. The
// test listens for the signal too, so a run that ignores it fails the test
// instead of ending the process.
func TestRunDrainsOnSignal(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			caught := make(chan os.Signal, 1)
			signal.Notify(caught, sig)
			defer signal.Stop(caught)
			srv := startRun(t, env(nil), "-dir", writeSite(t), "-log-format", "text", "-drain", "0")
			waitHealthy(t, srv.baseURL+"/healthz")

			if err := syscall.Kill(os.Getpid(), sig); err != nil {
				t.Fatal(err)
			}
			<-caught
			if err := srv.wait(t); err != nil {
				t.Errorf("run: got %v, want nil", err)
			}
			if got := srv.stderr.String(); !strings.Contains(got, "msg=draining") {
				t.Errorf("log: got %q, want a line saying it drains", got)
			}
			if status, _, err := get(t, srv.baseURL+"/healthz"); err == nil {
				t.Errorf("/healthz after run returned: got %d, want the listener closed", status)
			}
		})
	}
}

// TestRunFIFOCannotHoldRequests puts FIFOs in place of a file and of the
// not-found page of a -dir folder served with -max-conns 2: request after
// request for them is answered 404 at once, so the server keeps answering,
// /healthz included.
func TestRunFIFOCannotHoldRequests(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	site := writeSite(t)
	robots := filepath.Join(site, "robots.txt")
	if err := os.WriteFile(robots, []byte("User-agent: *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := startRun(t, env(nil), "-dir", site, "-log-format", "none", "-drain", "0", "-max-conns", "2")
	waitHealthy(t, srv.baseURL+"/healthz")
	// The FIFOs below replace files the server indexed as regular files.
	if status, _, err := get(t, srv.baseURL+"/robots.txt"); err != nil || status != http.StatusOK {
		t.Fatalf("GET /robots.txt before the FIFO: got %d %v, want 200", status, err)
	}
	for _, name := range []string{robots, filepath.Join(site, "404.html")} {
		if err := os.Remove(name); err != nil {
			t.Fatal(err)
		}
		if err := syscall.Mkfifo(name, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	for _, path := range []string{"/robots.txt", "/robots.txt", "/robots.txt", "/nope", "/nope", "/nope"} {
		if status, _, err := get(t, srv.baseURL+path); err != nil || status != http.StatusNotFound {
			t.Fatalf("GET %s: got %d %v, want 404 at once", path, status, err)
		}
	}
	if status, _, err := get(t, srv.baseURL+"/healthz"); err != nil || status != http.StatusOK {
		t.Errorf("/healthz: got %d %v, want 200", status, err)
	}
	srv.cancel()
	if err := srv.wait(t); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
}
