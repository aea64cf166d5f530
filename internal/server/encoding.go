package server

import (
	"io"
	"net/http"
	"strconv"
	"strings"
)

// sidecarCodings are the precompressed variants the build may hold next to
// a file, in order of preference when the client weighs them equally.
var sidecarCodings = [...]struct{ name, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// codingWeights holds a client's q-value for each of sidecarCodings; 0
// means not acceptable.
type codingWeights [len(sidecarCodings)]float64

// acceptedCodings parses an Accept-Encoding header (RFC 9110, 12.5.3).
// A coding the header does not name takes the weight of "*" when present,
// else 0. identity is the weight given explicitly to identity, or -1 when
// the header does not name it (identity stays acceptable either way: an
// unencoded response is always the fallback). Malformed entries are
// ignored; the first entry for a coding wins.
func acceptedCodings(header string) (weights codingWeights, identity float64) {
	var named [len(sidecarCodings)]bool
	star, starNamed := 0.0, false
	identity = -1
	for entry := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(entry, ";")
		coding = strings.TrimSpace(coding)
		q, ok := qValue(params)
		if coding == "" || !ok {
			continue
		}
		switch {
		case coding == "*":
			if !starNamed {
				star, starNamed = q, true
			}
		case strings.EqualFold(coding, "identity"):
			if identity < 0 {
				identity = q
			}
		default:
			for i, c := range sidecarCodings {
				if !named[i] && (strings.EqualFold(coding, c.name) ||
					c.name == "gzip" && strings.EqualFold(coding, "x-gzip")) {
					weights[i], named[i] = q, true
				}
			}
		}
	}
	if starNamed {
		for i := range weights {
			if !named[i] {
				weights[i] = star
			}
		}
	}
	return weights, identity
}

// qValue reads the weight from an entry's parameters: 1 when absent, and
// ok false when it is not a number between 0 and 1.
func qValue(params string) (q float64, ok bool) {
	for param := range strings.SplitSeq(params, ";") {
		key, value, _ := strings.Cut(param, "=")
		if !strings.EqualFold(strings.TrimSpace(key), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
		if err != nil || !(q >= 0 && q <= 1) {
			return 0, false
		}
		return q, true
	}
	return 1, true
}

// encodedWriter labels a successful response with its content coding only
// when the status is written. http.ServeContent leaves out Content-Length
// whenever Content-Encoding is already set, so setting it late keeps the
// sidecar's length in the response.
type encodedWriter struct {
	http.ResponseWriter
	encoding    string
	wroteHeader bool
}

func (w *encodedWriter) WriteHeader(code int) {
	if !w.wroteHeader {
		w.wroteHeader = true
		if code == http.StatusOK || code == http.StatusPartialContent {
			w.Header().Set("Content-Encoding", w.encoding)
		}
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *encodedWriter) Write(p []byte) (int, error) {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(p)
}

// ReadFrom keeps the connection's sendfile path for files served from disk.
func (w *encodedWriter) ReadFrom(r io.Reader) (int64, error) {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	return io.Copy(w.ResponseWriter, r)
}

func (w *encodedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
