// Command ukguide serves the UK immigration guide: the prerendered React
// site, embedded in the binary or read from a folder.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"ukguide/internal/server"
	"ukguide/web"
)

// Shutdown defaults: draining gives load balancers time to see /healthz fail
// before the listener closes; the grace period bounds in-flight requests.
const (
	defaultDrain = 5 * time.Second
	defaultGrace = 10 * time.Second
)

// defaultMemoryLimit is the Go runtime's soft memory limit unless GOMEMLIMIT
// sets one: high enough that a thousand busy connections cost the collector
// nothing measurable, and a bound on the heap beyond that (under 96 MB
// resident). Chosen from the memory sweep in bench/README.md.
const defaultMemoryLimit = 80 << 20

func main() {
	if err := run(context.Background(), os.Args, os.Getenv, os.Stdout, os.Stderr); err != nil {
		var usage usageError
		switch {
		case errors.Is(err, flag.ErrHelp):
			os.Exit(0)
		case errors.As(err, &usage):
			fmt.Fprintln(os.Stderr, "ukguide:", err)
			os.Exit(2)
		default:
			fmt.Fprintln(os.Stderr, "ukguide:", err)
			os.Exit(1)
		}
	}
}

// usageError is a mistake in the command line or environment.
type usageError struct{ error }

// run starts the server and blocks until ctx is cancelled or a signal
// arrives, then drains, shuts down gracefully and returns nil. A site that
// cannot be indexed stops the server and is run's error.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	// SIGHUP too: a closed terminal or a supervisor's hangup stops the server as SIGTERM does.
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()

	flags := flag.NewFlagSet(args[0], flag.ContinueOnError)
	flags.SetOutput(stderr)
	addr := flags.String("addr", defaultAddr(getenv),
		"listen address (env ADDR, or 127.0.0.1:$PORT when PORT is set)")
	dir := flags.String("dir", getenv("UKGUIDE_DIR"),
		"serve this build folder instead of the embedded site, as listed at start (ETags from size and\n"+
			"time; restart after changing files). No file is read whole to start (env UKGUIDE_DIR)")
	drainDefault, err := envDuration(getenv, "UKGUIDE_DRAIN", defaultDrain)
	if err != nil {
		return usageError{err}
	}
	drain := flags.Duration("drain", drainDefault,
		"on SIGTERM, SIGINT or SIGHUP, answer /healthz 503 this long before closing the listener (env UKGUIDE_DRAIN)")
	graceDefault, err := envDuration(getenv, "UKGUIDE_GRACE", defaultGrace)
	if err != nil {
		return usageError{err}
	}
	grace := flags.Duration("grace", graceDefault,
		"then let in-flight requests finish this long before closing their connections (env UKGUIDE_GRACE)")
	maxConnsDefault, err := envInt(getenv, "UKGUIDE_MAX_CONNS", server.DefaultMaxConns)
	if err != nil {
		return usageError{err}
	}
	maxConns := flags.Int("max-conns", maxConnsDefault,
		"cap on open connections, lowered to fit the open-file limit; at the cap the least recently\n"+
			"used idle keep-alive connections are closed to serve new ones (env UKGUIDE_MAX_CONNS)")
	hsts := flags.Bool("hsts", getenv("UKGUIDE_HSTS") == "1",
		"send Strict-Transport-Security; only behind HTTPS (env UKGUIDE_HSTS=1)")
	siteURL := flags.String("site-url", getenv("UKGUIDE_SITE_URL"),
		"the public address the registry's items name, scheme://host[:port], or \"listen\" for the\n"+
			"address this server listens on; default the build's own (env UKGUIDE_SITE_URL)")
	cdnHeaders := flags.String("cdn-headers", "",
		"write the headers sent with every page and file to this file, in the _headers format of\n"+
			"Netlify and Cloudflare Pages, and exit without serving")
	logFormat := flags.String("log-format", "text", "log format: text, json, or none (no access log; warnings as text)")
	if err := flags.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	if flags.NArg() > 0 {
		return usageError{fmt.Errorf("unexpected arguments: %q", flags.Args())}
	}
	if *drain < 0 || *grace < 0 {
		return usageError{errors.New("-drain and -grace must not be negative")}
	}
	if *maxConns < 1 {
		return usageError{fmt.Errorf("-max-conns: want at least 1, got %d", *maxConns)}
	}
	// The build takes its UKGUIDE_SITE_URL with a trailing slash too; the same value works here.
	*siteURL = strings.TrimSuffix(*siteURL, "/")
	if *siteURL != "" && *siteURL != siteURLListen {
		if err := server.CheckSiteURL(*siteURL); err != nil {
			return usageError{fmt.Errorf("-site-url: %w", err)}
		}
	}
	logger, err := newLogger(*logFormat, stderr)
	if err != nil {
		return usageError{err}
	}
	site, closeSite, err := openSite(*dir)
	if err != nil {
		return err
	}
	defer closeSite()

	cfg := server.Config{HSTS: *hsts}
	if *cdnHeaders != "" {
		return writeCDNHeaders(*cdnHeaders, cfg, site, logger)
	}

	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(defaultMemoryLimit)
	}

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	cfg.SiteURL = *siteURL
	if cfg.SiteURL == siteURLListen {
		cfg.SiteURL = listenURL(ln.Addr())
	}
	var draining atomic.Bool
	cfg.Draining = &draining
	// The site is indexed before the first connection is accepted (the
	// kernel queues those that come meanwhile), so /healthz answers 200 from
	// the first: the embedded build's manifest holds every hash, and a -dir
	// folder is listed, not read.
	handler, err := server.NewServer(cfg, site, logger)
	if err != nil {
		ln.Close()
		return err
	}
	srv := server.NewHTTPServer(handler, logger)

	connCap := server.MaxConnsForFileLimit(*maxConns, server.OpenFileLimit(), *dir != "")
	if connCap < *maxConns {
		logger.Info("connection cap lowered to fit the open-file limit", "max_conns", connCap, "asked", *maxConns)
	}
	ln = server.LimitConns(ln, srv, connCap, logger)
	fmt.Fprintf(stdout, "ukguide listening on http://%s\n", ln.Addr())

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	stop() // a second signal now ends the process at once

	// Keep serving, with /healthz failing, until load balancers have noticed.
	draining.Store(true)
	logger.Info("draining", "drain", *drain)
	select {
	case err := <-served:
		return err
	case <-time.After(*drain):
	}

	logger.Info("shutting down", "grace", *grace)
	shutdownCtx, cancel := context.WithTimeout(context.Background(), *grace)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); errors.Is(err, context.DeadlineExceeded) {
		// Stopping on time is the goal: slow clients are cut off, not an error.
		logger.Warn("grace period over: closing connections still open", "grace", *grace)
		srv.Close()
	} else if err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// writeCDNHeaders writes the site's _headers file to name, whole or not at
// all: a static host must never read half of it.
func writeCDNHeaders(name string, cfg server.Config, site fs.FS, logger *slog.Logger) error {
	var rules bytes.Buffer
	if err := server.WriteCDNHeaders(&rules, cfg, site, logger); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), ".headers-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after the rename, nothing is left to remove
	if _, err := tmp.Write(rules.Bytes()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}

// envDuration is a duration flag's default: the environment variable key
// when set, else fallback.
func envDuration(getenv func(string) string, key string, fallback time.Duration) (time.Duration, error) {
	value := getenv(key)
	if value == "" {
		return fallback, nil
	}
	d, err := time.ParseDuration(value)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return d, nil
}

// envInt is an integer flag's default: the environment variable key when
// set, else fallback.
func envInt(getenv func(string) string, key string, fallback int) (int, error) {
	value := getenv(key)
	if value == "" {
		return fallback, nil
	}
	n, err := strconv.Atoi(value)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return n, nil
}

// siteURLListen, as -site-url, names the address the server listens on.
const siteURLListen = "listen"

// listenURL is where a client on this machine reaches a listener: its own
// address, or loopback when it listens on every interface.
func listenURL(addr net.Addr) string {
	host, port, err := net.SplitHostPort(addr.String())
	if ip := net.ParseIP(host); err != nil || ip == nil || ip.IsUnspecified() {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// defaultAddr is the -addr default: ADDR, else PORT on loopback.
func defaultAddr(getenv func(string) string) string {
	if addr := getenv("ADDR"); addr != "" {
		return addr
	}
	if port := getenv("PORT"); port != "" {
		return net.JoinHostPort("127.0.0.1", port)
	}
	return "127.0.0.1:8080"
}

func newLogger(format string, w io.Writer) (*slog.Logger, error) {
	switch format {
	case "text":
		return slog.New(slog.NewTextHandler(w, nil)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, nil)), nil
	case "none":
		// No access log, but warnings (a connection cap biting) still show.
		return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelWarn})), nil
	}
	return nil, fmt.Errorf("-log-format: want text, json or none, got %q", format)
}

// openSite is siteFS; a test puts a folder slow to index in its place.
var openSite = siteFS

// embeddedSite is the site compiled into the binary, or web.ErrNotBuilt
// when it was compiled before the site was built; a test stands in for either.
var embeddedSite = web.Build

// siteFS is the folder to serve: dir when given, else the embedded build;
// closeSite releases it. The folder is opened as an os.Root, so no path
// leads out of it, not even a symlink made after start, and read through
// server.DirFS, so nothing put in it after start can hold a request.
func siteFS(dir string) (site fs.FS, closeSite func() error, err error) {
	if dir == "" {
		site, err := embeddedSite()
		return site, func() error { return nil }, err
	}
	info, err := os.Stat(dir)
	if err != nil {
		return nil, nil, usageError{fmt.Errorf("-dir: %w", err)}
	}
	if !info.IsDir() {
		return nil, nil, usageError{fmt.Errorf("-dir: %s is not a directory", dir)}
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, nil, usageError{fmt.Errorf("-dir: %w", err)}
	}
	return server.DirFS(root), root.Close, nil
}
