package server

import (
	"net/http"
	"time"
)

// refuseBodies answers a request that carries a body without waiting for
// it: no handler here reads one, and net/http would otherwise read a small
// unread body before answering, holding a connection slot until the read
// timeout for a body that never comes. The answer says Connection: close
// and the connection's read deadline is passed, so net/http neither waits
// for the body nor reads the bytes after it as another request.
//
// GET, HEAD and OPTIONS take no body: declaring one is a 400. So is any
// Transfer-Encoding, which also covers a request with both Content-Length
// and Transfer-Encoding (RFC 9112 §6.1: the connection must close). Other
// methods go on to their 405.
func refuseBodies(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength == 0 { // none declared (-1: chunked, of unknown length)
			next.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Connection", "close")
		// Unsupported only where there is no connection (a test's recorder).
		_ = http.NewResponseController(w).SetReadDeadline(time.Now())
		switch {
		case len(r.TransferEncoding) > 0, r.Method == http.MethodGet, r.Method == http.MethodHead, r.Method == http.MethodOptions:
			http.Error(w, "400 bad request: this server takes no request body", http.StatusBadRequest)
		default:
			next.ServeHTTP(w, r)
		}
	})
}
