package server

import "net/http"

// addRoutes lists every path the server answers. Pages need no entry here:
// the static handler serves <path>.html (or <path>/index.html) when the
// build has it.
//
// The GET patterns also match HEAD; any other method gets 405 with
// "Allow: GET, HEAD" from the mux. "OPTIONS *" is answered before the mux,
// in rejectBadPaths.
func addRoutes(mux *http.ServeMux, static, registry, health http.Handler) {
	mux.Handle("GET /healthz", health)
	// "/r" too, or the mux would redirect it to "/r/": as on a static host,
	// it is outside the registry's folder, a page not found.
	mux.Handle("GET /r", static)
	mux.Handle("GET /r/", registry)
	mux.Handle("GET /", static)
}
