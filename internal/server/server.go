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

// NewServer indexes fsys and returns the handler for every path the site
// answers (see routes.go), ready to serve: the program listens only once it
// has one. The index lists the files and reads only what the build's
// manifest does not record (manifest.go): for the embedded build, nothing
// but the manifest; for a -dir folder, its pages' inline scripts when it has
// no manifest. A -site-url other than the build's own rewrites the registry's
// items here too (moveRegistry).
func NewServer(cfg Config, fsys fs.FS, logger *slog.Logger) (http.Handler, error) {
	h, _, err := newServer(cfg, fsys, logger)
	return h, err
}

// newServer is NewServer that also returns the index of the site it serves.
func newServer(cfg Config, fsys fs.FS, logger *slog.Logger) (http.Handler, *site, error) {
	if cfg.SiteURL != "" {
		if err := CheckSiteURL(cfg.SiteURL); err != nil {
			return nil, nil, fmt.Errorf("site URL: %w", err)
		}
	}
	start := time.Now()
	s, err := handleStatic(fsys, logger)
	if err != nil {
		return nil, nil, fmt.Errorf("index site: %w", err)
	}
	if err := s.moveRegistry(cfg.SiteURL); err != nil {
		return nil, nil, fmt.Errorf("index registry: %w", err)
	}
	logger.Info("site indexed", "took", time.Since(start).Round(time.Millisecond))
	mux := http.NewServeMux()
	addRoutes(mux, s, handleReady(cfg.Draining), handleLive())

	var h http.Handler = mux
	h = rejectBadPaths(h)
	h = refuseBodies(h)
	h = securityHeaders(h, newPolicy().header(s.scriptHashes), cfg.HSTS)
	h = accessLog(h, logger)
	return h, s, nil
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
