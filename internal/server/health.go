package server

import (
	"io"
	"net/http"
	"strconv"
	"sync/atomic"
)

// handleHealth answers health probes; it never touches the file system.
// While draining is set (nil: never) it answers 503, so load balancers stop
// sending before the server closes its listener.
func handleHealth(draining *atomic.Bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		status, text := http.StatusOK, "ok"
		if draining != nil && draining.Load() {
			status, text = http.StatusServiceUnavailable, "draining"
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Length", strconv.Itoa(len(text)))
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			io.WriteString(w, text)
		}
	})
}
