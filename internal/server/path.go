package server

import (
	"errors"
	"io/fs"
	"net/http"
	"strings"
	"unicode/utf8"
)

// maxPathLen is far above the longest real path (an example source file)
// and keeps hostile paths out of lookups and logs.
const maxPathLen = 1024

var (
	errPathTooLong = errors.New("path too long")
	errBadPath     = errors.New("invalid path")
)

// cleanPath turns a decoded URL path into a name inside the build, "." for
// the root. It rejects rather than repairs: dot segments, empty segments
// ("//"), backslashes and control bytes are errors, so a valid result is
// always an fs.ValidPath and can never name a file outside the build.
// trailingSlash reports a final "/" on anything but the root.
func cleanPath(urlPath string) (name string, trailingSlash bool, err error) {
	if len(urlPath) > maxPathLen {
		return "", false, errPathTooLong
	}
	if !strings.HasPrefix(urlPath, "/") || !utf8.ValidString(urlPath) {
		return "", false, errBadPath
	}
	for i := 0; i < len(urlPath); i++ {
		if c := urlPath[i]; c < 0x20 || c == 0x7f || c == '\\' {
			return "", false, errBadPath
		}
	}
	if urlPath == "/" {
		return ".", false, nil
	}
	name, trailingSlash = strings.CutSuffix(urlPath[1:], "/")
	if !fs.ValidPath(name) || name == "." {
		return "", false, errBadPath
	}
	return name, trailingSlash, nil
}

// rejectBadPaths answers malformed paths with a 4xx before any routing, so
// neither the mux's own path cleaning nor a handler ever sees them.
// An encoded slash (%2F) is refused too: it would let one name reach a file
// by two spellings. "OPTIONS *", which names no path, is answered here.
func rejectBadPaths(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.RequestURI == "*" && r.Method == http.MethodOptions {
			// "OPTIONS *" asks what the server as a whole allows.
			w.Header()["Allow"] = allowedMethods
			w.Header().Set("Content-Length", "0")
			w.WriteHeader(http.StatusOK)
			return
		}
		_, _, err := cleanPath(r.URL.Path)
		if err == nil && strings.Contains(strings.ToLower(r.URL.RawPath), "%2f") {
			err = errBadPath
		}
		switch {
		case errors.Is(err, errPathTooLong):
			http.Error(w, "414 request URI too long", http.StatusRequestURITooLong)
		case err != nil:
			http.Error(w, "400 bad request: invalid path", http.StatusBadRequest)
		default:
			next.ServeHTTP(w, r)
		}
	})
}
