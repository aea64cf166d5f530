package server

import (
	"io"
	"net/http"
	"strconv"
	"sync/atomic"
)

// handleReady answers the readiness probe, /healthz: 503 "starting" until
// the site is indexed (notReady says why not, "" once it is), 503
// "draining" once draining is set (nil: never), so load balancers send
// nothing before the site is served or after shutdown begins; else 200 "ok".
// It never touches the file system.
func handleReady(draining *atomic.Bool, notReady func() string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch why := notReady(); {
		case why != "":
			writeHealth(w, r, http.StatusServiceUnavailable, why)
		case draining != nil && draining.Load():
			writeHealth(w, r, http.StatusServiceUnavailable, "draining")
		default:
			writeHealth(w, r, http.StatusOK, "ok")
		}
	})
}

// handleLive answers the liveness probe, /livez: 200 "ok" whenever the
// process answers at all, while it starts and while it drains too.
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
