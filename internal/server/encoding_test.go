package server

import (
	"net/http"
	"strconv"
	"testing"
)

func TestAcceptedCodings(t *testing.T) {
	for _, tc := range []struct {
		header   string
		br, gzip float64
		identity float64
	}{
		{"", 0, 0, -1},
		{"br", 1, 0, -1},
		{"gzip", 0, 1, -1},
		{"gzip, deflate, br, zstd", 1, 1, -1},
		{"br;q=0, gzip", 0, 1, -1},
		{"gzip;q=0.5, br;q=0.4", 0.4, 0.5, -1},
		{"*", 1, 1, -1},
		{"*;q=0.3, br;q=0", 0, 0.3, -1},
		{"identity", 0, 0, 1},
		{"br;q=0,gzip;q=0,*;q=0", 0, 0, -1},
		{" GZip ; Q=0.7 ,BR;q=0.9", 0.9, 0.7, -1},
		{"x-gzip", 0, 1, -1},
		{"brotli, gzipped, xbr", 0, 0, -1},
		{"br;q=2, gzip;q=-1", 0, 0, -1},
		{"br;q=abc, gzip;q=NaN", 0, 0, -1},
		{"br, br;q=0", 1, 0, -1},
		{"gzip;q=0.1, identity;q=0.5", 0, 0.1, 0.5},
		{",,;q=1, ,gzip", 0, 1, -1},
	} {
		weights, identity := acceptedCodings(tc.header)
		if weights[0] != tc.br || weights[1] != tc.gzip || identity != tc.identity {
			t.Errorf("%q: got br=%v gzip=%v identity=%v, want br=%v gzip=%v identity=%v",
				tc.header, weights[0], weights[1], identity, tc.br, tc.gzip, tc.identity)
		}
	}
}

func TestSidecarChoice(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	type sidecarCase struct {
		name, path, acceptEncoding string
		encoding, body             string
	}
	// The script has both sidecars: each Accept-Encoding picks one, or none.
	appBodies := map[string]string{"br": "BR(app)", "gzip": "GZ(app)", "": appJS}
	var cases []sidecarCase
	for _, tc := range []struct{ name, acceptEncoding, encoding string }{
		{"brotli", "br", "br"},
		{"gzip", "gzip", "gzip"},
		{"browser default prefers brotli", "gzip, deflate, br, zstd", "br"},
		{"brotli refused", "br;q=0, gzip", "gzip"},
		{"higher q wins", "gzip;q=0.5, br;q=0.4", "gzip"},
		{"wildcard", "*", "br"},
		{"wildcard with brotli refused", "*, br;q=0", "gzip"},
		{"identity only", "identity", ""},
		{"everything refused", "br;q=0,gzip;q=0,*;q=0", ""},
		{"mixed case and spaces", "  GZIP ;  q=1 ,  Br ; Q=1 ", "br"},
		{"identity preferred", "gzip;q=0.2, identity;q=0.8", ""},
		{"substring is no match", "brotli, nogzip", ""},
		{"no header", "", ""},
	} {
		cases = append(cases, sidecarCase{tc.name, "/assets/app-Ab12.js", tc.acceptEncoding, tc.encoding, appBodies[tc.encoding]})
	}
	for _, tc := range append(cases, []sidecarCase{
		{"only a gzip sidecar", "/assets/site-Cd34.css", "br, gzip", "gzip", "GZ(css)"},
		{"brotli asked, only gzip exists", "/assets/site-Cd34.css", "br", "", "body{margin:0}"},
		{"no sidecars", "/assets/logo-Ef56.png", "br, gzip", "", "\x89PNG fake"},
		{"page", "/", "br", "br", "BR(home)"},
	}...) {
		t.Run(tc.name, func(t *testing.T) {
			resp := request(h, "GET", tc.path, "Accept-Encoding", tc.acceptEncoding)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status: got %d, want %d", resp.StatusCode, http.StatusOK)
			}
			if got := resp.Header.Get("Content-Encoding"); got != tc.encoding {
				t.Errorf("Content-Encoding: got %q, want %q", got, tc.encoding)
			}
			if got := resp.Header.Get("Content-Length"); got != strconv.Itoa(len(tc.body)) {
				t.Errorf("Content-Length: got %q, want %q", got, strconv.Itoa(len(tc.body)))
			}
			if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("Vary: got %q, want %q", got, "Accept-Encoding")
			}
			if got := body(t, resp); got != tc.body {
				t.Errorf("body: got %q, want %q", got, tc.body)
			}
		})
	}
}

func TestSidecarKeepsContentType(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	for _, tc := range []struct{ path, contentType string }{
		{"/", "text/html; charset=utf-8"},
		{"/assets/app-Ab12.js", "text/javascript; charset=utf-8"},
		{"/assets/site-Cd34.css", "text/css; charset=utf-8"},
	} {
		resp := request(h, "GET", tc.path, "Accept-Encoding", "br, gzip")
		if resp.Header.Get("Content-Encoding") == "" {
			t.Errorf("%s: got no Content-Encoding, want a sidecar", tc.path)
		}
		if got := resp.Header.Get("Content-Type"); got != tc.contentType {
			t.Errorf("%s: Content-Type: got %q, want %q", tc.path, got, tc.contentType)
		}
	}
}

func BenchmarkAcceptedCodings(b *testing.B) {
	for b.Loop() {
		acceptedCodings("gzip, deflate, br, zstd")
	}
}
