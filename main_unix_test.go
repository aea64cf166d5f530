//go:build unix

package main

import (
	"os"
	"os/signal"
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
