package server

import (
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"time"
)

// indexing is a site being indexed in the background: the embedded build's
// files are hashed and every page is scanned for its inline scripts (the
// site's CSP), which takes a while for thousands of pages. The server
// listens from the start: /healthz answers 503 "starting" until the index
// is done, and the handlers of the site's files hold each request that
// comes anyway until then, and serve it as they always do.
type indexing struct {
	done   chan struct{} // closed once the fields below are set
	site   *site
	static http.Handler
	err    error
	// strict is the Content-Security-Policy until the index is done (no
	// inline scripts: no page is served before), csp the site's after.
	strict, csp []string
}

// startIndexing indexes fsys on a goroutine of its own: the files
// (handleStatic), then the registry's address (moveRegistry).
func startIndexing(fsys fs.FS, csp policy, siteURL string, logger *slog.Logger) *indexing {
	ix := &indexing{done: make(chan struct{}), strict: []string{csp.header(nil)}}
	go func() {
		defer close(ix.done)
		start := time.Now()
		logger.Info("indexing the site")
		s, err := handleStatic(fsys, logger)
		if err != nil {
			ix.err = fmt.Errorf("index site: %w", err)
			return
		}
		if err := s.moveRegistry(siteURL); err != nil {
			ix.err = fmt.Errorf("index registry: %w", err)
			return
		}
		ix.site, ix.static = s, s
		ix.csp = []string{csp.header(s.scriptHashes)}
		logger.Info("site indexed", "took", time.Since(start).Round(time.Millisecond))
	}()
	return ix
}

// notReady is why the site cannot be served yet, "" once it can.
func (ix *indexing) notReady() string {
	select {
	case <-ix.done:
		if ix.err != nil {
			return "failed"
		}
		return ""
	default:
		return "starting"
	}
}

// policy is the Content-Security-Policy to send now: the site's once it is
// indexed, allowing its pages' inline scripts, else the strict one.
func (ix *indexing) policy() []string {
	select {
	case <-ix.done:
		if ix.csp != nil {
			return ix.csp
		}
	default:
	}
	return ix.strict
}

// wait serves each request with *h once the index is done. Until then it
// holds the request, and answers 503 if its client leaves first (or if the
// index failed, when the program is about to stop).
func (ix *indexing) wait(h *http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-ix.done: // once indexed, the only case: a closed channel takes no lock
		default:
			select {
			case <-ix.done:
			case <-r.Context().Done():
				http.Error(w, "503 service unavailable: starting", http.StatusServiceUnavailable)
				return
			}
		}
		if ix.err != nil {
			http.Error(w, "503 service unavailable", http.StatusServiceUnavailable)
			return
		}
		(*h).ServeHTTP(w, r)
	})
}
