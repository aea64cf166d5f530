package server

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"testing"
	"time"
)

// answerLimit bounds how long a refused request may take to be answered:
// far below the 15 s read timeout that a withheld body used to cost.
const answerLimit = 3 * time.Second

// sendRaw writes raw on a new connection to addr and returns a reader of
// what comes back; reads fail once answerLimit has passed.
func sendRaw(t *testing.T, addr, raw string) *bufio.Reader {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	t.Cleanup(func() { conn.Close() })
	conn.SetDeadline(time.Now().Add(answerLimit))
	if _, err := io.WriteString(conn, raw); err != nil {
		t.Fatalf("write: %v", err)
	}
	return bufio.NewReader(conn)
}

// readRefusal reads one response from r and checks it is status, followed
// by the connection's end and nothing else: no answer to bytes sent after.
func readRefusal(t *testing.T, r *bufio.Reader, method string, status int) {
	t.Helper()
	resp, err := http.ReadResponse(r, &http.Request{Method: method})
	if err != nil {
		t.Fatalf("response: %v, want %d at once", err, status)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != status {
		t.Errorf("status: got %d, want %d", resp.StatusCode, status)
	}
	if resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Error("refusal without the security headers")
	}
	if _, err := r.ReadByte(); err != io.EOF && !errors.Is(err, net.ErrClosed) && !isReset(err) {
		t.Errorf("after the refusal: got %v, want the connection closed", err)
	}
}

func isReset(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && !errors.Is(err, os.ErrDeadlineExceeded)
}

// TestBodyNeverSent declares a body that never comes, small or a gigabyte,
// on methods that take none and on one the site does not allow: each is
// answered at once and its connection closed, not held until the read
// timeout nor drained.
func TestBodyNeverSent(t *testing.T) {
	addr := startServer(t, newTestHandler(t, fixtureFS(), Config{})).Listener.Addr().String()
	for _, tc := range []struct {
		method, target string
		status         int
	}{
		{"GET", "/healthz", http.StatusBadRequest},
		{"GET", "/", http.StatusBadRequest},
		{"HEAD", "/", http.StatusBadRequest},
		{"OPTIONS", "/r/registry.json", http.StatusBadRequest},
		{"POST", "/", http.StatusMethodNotAllowed},
	} {
		for _, body := range []string{"Content-Length: 100\r\n\r\n", "Content-Length: 1073741824\r\n\r\npartial body"} {
			t.Run(tc.method+" "+tc.target, func(t *testing.T) {
				r := sendRaw(t, addr, tc.method+" "+tc.target+" HTTP/1.1\r\nHost: x\r\n"+body)
				readRefusal(t, r, tc.method, tc.status)
			})
		}
	}
}

// TestLengthAndTransferEncoding sends a request with both Content-Length and
// Transfer-Encoding, a request smuggled after it: the first gets 400 and
// the connection closes, so the second is never answered (RFC 9112 §6.1).
func TestLengthAndTransferEncoding(t *testing.T) {
	addr := startServer(t, newTestHandler(t, fixtureFS(), Config{})).Listener.Addr().String()
	for _, method := range []string{"POST", "GET"} {
		t.Run(method, func(t *testing.T) {
			r := sendRaw(t, addr, method+" / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n"+
				"0\r\n\r\nGET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n")
			readRefusal(t, r, method, http.StatusBadRequest)
		})
	}
}
