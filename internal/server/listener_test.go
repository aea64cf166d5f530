package server

import (
	"bytes"
	"net"
	"strings"
	"testing"
)

// recordingConn is a net.Conn that keeps what is written to it.
type recordingConn struct {
	net.Conn
	written bytes.Buffer
}

func (c *recordingConn) Write(p []byte) (int, error) { return c.written.Write(p) }

func TestHeaderConnWrite(t *testing.T) {
	ln := NewListener(Config{}, nil).(*headerListener)
	headers := string(ln.headers)
	for _, want := range []string{"\r\nContent-Security-Policy: default-src 'self'", "\r\nX-Content-Type-Options: nosniff", "\r\nCross-Origin-Opener-Policy: same-origin"} {
		if !strings.Contains(headers, want) {
			t.Errorf("headers: got %q, want it to contain %q", headers, want)
		}
	}
	if strings.Contains(headers, "Strict-Transport-Security") {
		t.Errorf("headers: got %q, want no HSTS unless configured", headers)
	}

	const goAnswer = "HTTP/1.1 431 Request Header Fields Too Large" + goErrorHeaders + "431 Request Header Fields Too Large"
	for _, tc := range []struct{ name, write, want string }{
		{"net/http's own answer", goAnswer,
			"HTTP/1.1 431 Request Header Fields Too Large" + headers + goErrorHeaders + "431 Request Header Fields Too Large"},
		{"a handler's response", "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n\r\nok",
			"HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n\r\nok"},
		{"body bytes", "HTTP/1.1 is a protocol\n", "HTTP/1.1 is a protocol\n"},
		{"a status line alone", "HTTP/1.1 400 Bad Request", "HTTP/1.1 400 Bad Request"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &recordingConn{}
			c := &headerConn{Conn: rec, headers: ln.headers}
			n, err := c.Write([]byte(tc.write))
			if err != nil || n != len(tc.write) {
				t.Fatalf("Write: got %d, %v; want %d, nil (the caller's bytes, all written)", n, err, len(tc.write))
			}
			if got := rec.written.String(); got != tc.want {
				t.Errorf("written: got %q, want %q", got, tc.want)
			}
		})
	}
}
