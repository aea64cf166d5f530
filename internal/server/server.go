// Package server serves the prerendered ukguide site: one page per route
// folder, hashed assets, example sources, precompressed sidecars and
// security headers on every response.
package server

import (
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"
)

// Config holds what an operator may tune; its zero value serves the build
// as it is.
type Config struct {
	// HSTS adds Strict-Transport-Security; enable it only behind HTTPS.
	HSTS bool
	// SiteURL is the public address the registry's items name when they name
	// another item (scheme://host[:port], see CheckSiteURL). Empty means the
	// build's own (the homepage of the registry index): items are served as built.
	SiteURL string
	// Draining, once set, makes /healthz answer 503 while the site is still
	// served: the program sets it when shutdown begins. Nil means never.
	Draining *atomic.Bool
}

// Limits of the http.Server: slow or oversized requests are cut off before
// the handler runs.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 15 * time.Second
	writeTimeout      = 30 * time.Second
	idleTimeout       = 60 * time.Second
	// maxHeaderBytes bounds the request line plus headers; net/http adds
	// 4096 bytes of slack on top.
	maxHeaderBytes = 4 << 10
)

// StartServer returns the handler for every path the site answers (see
// routes.go) at once, and indexes fsys in the background. /healthz answers
// 503 "starting" until the index is done, /livez 200 from the start; a
// request for anything else waits for the index. indexed receives the
// index's error, or nil once the site is served.
func StartServer(cfg Config, fsys fs.FS, logger *slog.Logger) (h http.Handler, indexed <-chan error, err error) {
	h, ix, err := newHandler(cfg, fsys, logger)
	if err != nil {
		return nil, nil, err
	}
	result := make(chan error, 1)
	go func() {
		<-ix.done
		result <- ix.err
	}()
	return h, result, nil
}

// newServer is StartServer that waits for the index, also returning the
// index of the site it serves.
func newServer(cfg Config, fsys fs.FS, logger *slog.Logger) (http.Handler, *site, error) {
	h, ix, err := newHandler(cfg, fsys, logger)
	if err != nil {
		return nil, nil, err
	}
	<-ix.done
	if ix.err != nil {
		return nil, nil, ix.err
	}
	return h, ix.site, nil
}

// newHandler builds the handler of StartServer, returning the index under way.
func newHandler(cfg Config, fsys fs.FS, logger *slog.Logger) (http.Handler, *indexing, error) {
	if cfg.SiteURL != "" {
		if err := CheckSiteURL(cfg.SiteURL); err != nil {
			return nil, nil, fmt.Errorf("site URL: %w", err)
		}
	}
	csp := newPolicy()
	ix := startIndexing(fsys, csp, cfg.SiteURL, logger)
	mux := http.NewServeMux()
	addRoutes(mux, ix.wait(&ix.static), handleReady(cfg.Draining, ix.notReady), handleLive())

	var h http.Handler = mux
	h = rejectBadPaths(h)
	h = refuseBodies(h)
	h = securityHeaders(h, ix.policy, cfg.HSTS)
	h = accessLog(h, logger)
	return h, ix, nil
}

// NewHTTPServer wraps h in an http.Server with the timeouts and header
// limit above, so slow or oversized requests are cut off before h runs.
func NewHTTPServer(h http.Handler, logger *slog.Logger) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
		// OPTIONS * reaches h, so its answer carries the security headers too.
		DisableGeneralOptionsHandler: true,
		ErrorLog:                     slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
}
