package server

import (
	"io"
	"net/http"
	"strconv"
	"sync/atomic"
)

// handleReady answers the readiness probe, /healthz: 200 "ok" from the
// moment the server listens (it listens once the site is indexed), 503
// "draining" once draining is set (nil: never), so load balancers send
// nothing after shutdown begins. It never touches the file system.
func handleReady(draining *atomic.Bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if draining != nil && draining.Load() {
			writeHealth(w, r, http.StatusServiceUnavailable, "draining")
			return
		}
		writeHealth(w, r, http.StatusOK, "ok")
	})
}

// handleLive answers the liveness probe, /livez: 200 "ok" whenever the
// process answers at all, while it drains too.
func handleLive() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeHealth(w, r, http.StatusOK, "ok")
	})
}

// writeHealth answers a probe with status and a one-word text, never cached.
func writeHealth(w http.ResponseWriter, r *http.Request, status int, text string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Length", strconv.Itoa(len(text)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		io.WriteString(w, text)
	}
}
