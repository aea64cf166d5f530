package server

import "net/http"

// addRoutes lists every path the server answers. Pages need no entry here:
// the static handler serves <path>.html (or <path>/index.html) when the
// build has it.
//
// The GET patterns also match HEAD; OPTIONS is the static handler's (a CORS
// preflight in a shared folder); any other method gets 405 with
// "Allow: GET, HEAD, OPTIONS" from the mux. "OPTIONS *" is answered before
// the mux, in rejectBadPaths.
func addRoutes(mux *http.ServeMux, static, ready, live http.Handler) {
	mux.Handle("GET /healthz", ready)
	mux.Handle("GET /livez", live)
	mux.Handle("GET /", static)
	mux.Handle("OPTIONS /", static)
}
