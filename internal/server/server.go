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

// Config holds what an operator may tune. Zero fields take the values of
// DefaultConfig, so a partly filled Config is never left without timeouts.
type Config struct {
	// HSTS adds Strict-Transport-Security; enable it only behind HTTPS.
	HSTS bool
	// ImageSources are the external hosts allowed in the CSP's img-src,
	// besides 'self' and data:. Nil means the default photo hosts; an empty
	// non-nil slice allows none.
	ImageSources []string
	// SiteURL is the public address the registry's items name when they name
	// another item (scheme://host[:port], see CheckSiteURL). Empty means the
	// build's own (the homepage of the registry index): items are served as built.
	SiteURL string
	// Draining, once set, makes /healthz answer 503 while the site is still
	// served: the program sets it when shutdown begins. Nil means never.
	Draining *atomic.Bool

	ReadHeaderTimeout time.Duration
	ReadTimeout       time.Duration
	WriteTimeout      time.Duration
	IdleTimeout       time.Duration
	// MaxHeaderBytes bounds the request line plus headers; net/http adds
	// 4096 bytes of slack on top.
	MaxHeaderBytes int
}

// DefaultConfig returns the production settings.
func DefaultConfig() Config {
	return Config{
		ImageSources:      []string{"https://images.unsplash.com"},
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    4 << 10,
	}
}

func (c Config) withDefaults() Config {
	d := DefaultConfig()
	if c.ImageSources == nil {
		c.ImageSources = d.ImageSources
	}
	if c.ReadHeaderTimeout <= 0 {
		c.ReadHeaderTimeout = d.ReadHeaderTimeout
	}
	if c.ReadTimeout <= 0 {
		c.ReadTimeout = d.ReadTimeout
	}
	if c.WriteTimeout <= 0 {
		c.WriteTimeout = d.WriteTimeout
	}
	if c.IdleTimeout <= 0 {
		c.IdleTimeout = d.IdleTimeout
	}
	if c.MaxHeaderBytes <= 0 {
		c.MaxHeaderBytes = d.MaxHeaderBytes
	}
	return c
}

// NewServer indexes the build in fsys once and returns the handler for
// every path the site answers (see routes.go).
func NewServer(cfg Config, fsys fs.FS, logger *slog.Logger) (http.Handler, error) {
	h, _, err := newServer(cfg, fsys, logger)
	return h, err
}

// StartServer is NewServer without the wait: it returns the handler at once
// and indexes fsys in the background. /healthz answers from the start; a
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

// newServer is NewServer, also returning the index of the site it serves.
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
	cfg = cfg.withDefaults()
	if cfg.SiteURL != "" {
		if err := CheckSiteURL(cfg.SiteURL); err != nil {
			return nil, nil, fmt.Errorf("site URL: %w", err)
		}
	}
	csp := newPolicy(cfg.ImageSources)
	ix := startIndexing(fsys, csp, cfg.SiteURL, logger)
	mux := http.NewServeMux()
	addRoutes(mux, ix.wait(&ix.static), handleHealth(cfg.Draining))

	var h http.Handler = mux
	h = rejectBadPaths(h)
	h = securityHeaders(h, ix.policy, cfg.HSTS)
	h = accessLog(h, logger)
	return h, ix, nil
}

// NewHTTPServer wraps h in an http.Server with the timeouts and header
// limit of cfg, so slow or oversized requests are cut off before h runs.
func NewHTTPServer(cfg Config, h http.Handler, logger *slog.Logger) *http.Server {
	cfg = cfg.withDefaults()
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: cfg.ReadHeaderTimeout,
		ReadTimeout:       cfg.ReadTimeout,
		WriteTimeout:      cfg.WriteTimeout,
		IdleTimeout:       cfg.IdleTimeout,
		MaxHeaderBytes:    cfg.MaxHeaderBytes,
		// OPTIONS * reaches h, so its answer carries the security headers too.
		DisableGeneralOptionsHandler: true,
		ErrorLog:                     slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
}
