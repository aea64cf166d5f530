package server

import (
	"bytes"
	"io"
	"net"
	"strings"
)

// NewListener wraps ln so that the answers net/http writes itself carry the
// security headers too. Go's server answers a request it cannot parse (431
// for headers over the limit, 400 for a malformed request, 501 for an
// unknown transfer encoding) by writing straight to the connection before any
// handler runs, with only a Content-Type and Connection: close. Serve the
// handler of NewServer on the returned listener.
func NewListener(cfg Config, ln net.Listener) net.Listener {
	cfg = cfg.withDefaults()
	var block strings.Builder
	for _, f := range fixedHeaders(newPolicy(cfg.ImageSources).header(nil), cfg.HSTS) {
		block.WriteString("\r\n" + f.key + ": " + f.value[0])
	}
	return &headerListener{Listener: ln, headers: []byte(block.String())}
}

type headerListener struct {
	net.Listener
	headers []byte // "\r\nKey: value" for each security header
}

func (l *headerListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &headerConn{Conn: c, headers: l.headers}, nil
}

// goErrorHeaders follows the status line of every answer net/http writes
// itself, and of nothing else the server sends: a handler's responses carry
// the security headers, so their status line is followed by other fields.
const goErrorHeaders = "\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n"

// The byte forms Write compares with, made once: every response's first write
// reaches the comparison.
var (
	statusLineStart   = []byte("HTTP/1.1 ")
	lineEnd           = []byte("\r\n")
	goErrorHeaderTail = []byte(goErrorHeaders)
)

type headerConn struct {
	net.Conn
	headers []byte
}

// Write passes p on, with the security headers after the status line when p
// is one of net/http's own answers (written whole, in one call).
func (c *headerConn) Write(p []byte) (int, error) {
	if !bytes.HasPrefix(p, statusLineStart) {
		return c.Conn.Write(p)
	}
	end := bytes.Index(p, lineEnd)
	if end < 0 || !bytes.HasPrefix(p[end:], goErrorHeaderTail) {
		return c.Conn.Write(p)
	}
	answer := make([]byte, 0, len(p)+len(c.headers))
	answer = append(append(append(answer, p[:end]...), c.headers...), p[end:]...)
	if _, err := c.Conn.Write(answer); err != nil {
		return 0, err
	}
	return len(p), nil
}

// ReadFrom keeps the connection's own ReadFrom (sendfile for a file), which
// net/http uses for a response body when the connection has one.
func (c *headerConn) ReadFrom(r io.Reader) (int64, error) {
	if rf, ok := c.Conn.(io.ReaderFrom); ok {
		return rf.ReadFrom(r)
	}
	return io.Copy(struct{ io.Writer }{c.Conn}, r)
}

// CloseWrite keeps the half-close net/http does after a 431, so the client
// reads the answer rather than a reset.
func (c *headerConn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}
