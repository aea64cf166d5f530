package server

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestAccessLog(t *testing.T) {
	var buf bytes.Buffer
	h, _, err := newServer(Config{}, fixtureFS(), slog.New(slog.NewJSONHandler(&buf, nil)))
	if err != nil {
		t.Fatalf("newServer: %v", err)
	}
	for _, tc := range []struct {
		method, target, acceptEncoding string
		status, bytes                  float64
		path, encoding                 string
	}{
		{"GET", "/assets/app-Ab12.js", "br", 200, 7, "/assets/app-Ab12.js", "br"},
		{"GET", "/pages/company/about-us?tab=x", "", 200, float64(len(aboutHTML)), "/pages/company/about-us", ""},
		{"HEAD", "/", "", 200, 0, "/", ""},
		{"GET", "/nope", "", 404, float64(len(notFoundHTML)), "/nope", ""},
		{"POST", "/", "", 405, 19, "/", ""},
		{"GET", "/" + strings.Repeat("x", 5000), "", 414, 25, "/" + strings.Repeat("x", maxLoggedPath-1) + "…", ""},
	} {
		buf.Reset()
		r := httptest.NewRequest(tc.method, tc.target, nil)
		r.Header.Set("Accept-Encoding", tc.acceptEncoding)
		h.ServeHTTP(httptest.NewRecorder(), r)

		var entry map[string]any
		if err := json.Unmarshal(buf.Bytes(), &entry); err != nil {
			t.Fatalf("%s %s: log line %q: %v", tc.method, tc.path, buf.String(), err)
		}
		for key, want := range map[string]any{
			"msg":      "request",
			"method":   tc.method,
			"path":     tc.path,
			"status":   tc.status,
			"bytes":    tc.bytes,
			"remote":   r.RemoteAddr,
			"encoding": tc.encoding,
		} {
			if got := entry[key]; got != want {
				t.Errorf("%s %.40s: %s: got %v, want %v", tc.method, tc.target, key, got, want)
			}
		}
		if _, ok := entry["duration"].(float64); !ok {
			t.Errorf("%s %.40s: duration: got %v, want a number", tc.method, tc.target, entry["duration"])
		}
	}
}
