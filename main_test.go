package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"io/fs"
	"math"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"ukguide/internal/server"
	"ukguide/internal/testsync"
	"ukguide/web"
)

// writeSite writes a minimal build folder and returns its path.
func writeSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range map[string]string{
		"index.html":                        "<!DOCTYPE html><title>Home</title><script>boot()</script>",
		"404.html":                          "<!DOCTYPE html><title>Not found</title>",
		"pages/company/about-us/index.html": "<!DOCTYPE html><title>About us</title>",
		"r/registry.json":                   `{"homepage":"https://ukguide.example","items":[{"name":"hero"}]}`,
		"r/hero.json":                       `{"name":"hero","registryDependencies":["https://ukguide.example/r/theme.json"]}`,
		server.ManifestFile:                 `{"immutable":["assets/"],"shared":["r/"],"text":[],"registry":"r/registry.json"}`,
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func env(vars map[string]string) func(string) string {
	return func(key string) string { return vars[key] }
}

// started is a run in progress: cancel it, then wait on done for its result.
type started struct {
	baseURL string
	stderr  *testsync.Buffer
	cancel  context.CancelFunc
	done    <-chan error
}

// startRun starts run on a free loopback port with args after the program's
// name and returns once it has printed where it listens.
func startRun(t *testing.T, getenv func(string) string, args ...string) started {
	t.Helper()
	ctx, cancel := context.WithCancel(t.Context())
	t.Cleanup(cancel)
	stdout, stdoutWriter := io.Pipe()
	stderr := &testsync.Buffer{}
	done := make(chan error, 1)
	go func() {
		args := append([]string{"ukguide", "-addr", "127.0.0.1:0"}, args...)
		done <- run(ctx, args, getenv, stdoutWriter, stderr)
		stdoutWriter.Close()
	}()

	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("read first line: %v (run returned %v)", err, <-done)
	}
	go io.Copy(io.Discard, stdout)
	baseURL, ok := strings.CutPrefix(strings.TrimSpace(line), "ukguide listening on ")
	if !ok || !strings.HasPrefix(baseURL, "http://127.0.0.1:") || strings.HasSuffix(baseURL, ":0") {
		t.Fatalf("first line: got %q, want %q and a real port", line, "ukguide listening on http://127.0.0.1:<port>")
	}
	return started{baseURL: baseURL, stderr: stderr, cancel: cancel, done: done}
}

// wait returns run's result, failing the test if run does not return.
func (s started) wait(t *testing.T) error {
	t.Helper()
	select {
	case err := <-s.done:
		return err
	case <-time.After(15 * time.Second):
		t.Fatal("run did not return after its context was cancelled")
		return nil
	}
}

// freshClient opens a new connection per request, so each one shows
// whether the listener still accepts.
var freshClient = &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 10 * time.Second}

// get fetches url on a new connection and returns its status and body.
func get(t *testing.T, url string) (int, string, error) {
	t.Helper()
	resp, err := freshClient.Get(url)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), err
}

func TestRun(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1)) // run sets its own limit
	srv := startRun(t, env(map[string]string{"UKGUIDE_HSTS": "1"}),
		"-dir", writeSite(t), "-log-format", "json", "-drain", "0")

	waitHealthy(t, srv.baseURL+"/healthz")
	resp, err := http.Get(srv.baseURL + "/pages/company/about-us")
	if err != nil {
		t.Fatalf("GET page: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if got, want := string(b), "<!DOCTYPE html><title>About us</title>"; resp.StatusCode != 200 || got != want {
		t.Errorf("GET page: got %d %q, want 200 %q", resp.StatusCode, got, want)
	}
	if got, want := resp.Header.Get("Strict-Transport-Security"), "max-age=63072000; includeSubDomains"; got != want {
		t.Errorf("Strict-Transport-Security from UKGUIDE_HSTS=1: got %q, want %q", got, want)
	}

	srv.cancel()
	if err := srv.wait(t); err != nil {
		t.Errorf("run: got %v, want nil after cancel", err)
	}
	if !strings.Contains(srv.stderr.String(), `"path":"/pages/company/about-us"`) {
		t.Errorf("access log: got %q, want a JSON line for the page", srv.stderr.String())
	}
}

// TestRunDirStaysInsideFolder replaces a served file with a symlink out of
// the -dir folder after start: the file outside must not be served.
func TestRunDirStaysInsideFolder(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	site := writeSite(t)
	robots := filepath.Join(site, "robots.txt")
	if err := os.WriteFile(robots, []byte("User-agent: *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const secret = "OUTSIDE-THE-FOLDER"
	outside := filepath.Join(t.TempDir(), "hostname")
	if err := os.WriteFile(outside, []byte(secret), 0o644); err != nil {
		t.Fatal(err)
	}
	srv := startRun(t, env(nil), "-dir", site, "-log-format", "none", "-drain", "0")
	waitHealthy(t, srv.baseURL+"/healthz")
	if status, b, err := get(t, srv.baseURL+"/robots.txt"); err != nil || status != 200 || b != "User-agent: *\n" {
		t.Fatalf("robots.txt before the link: got %d %q %v, want 200 %q", status, b, err, "User-agent: *\n")
	}

	if err := os.Remove(robots); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, robots); err != nil {
		t.Fatal(err)
	}
	status, b, err := get(t, srv.baseURL+"/robots.txt")
	if err != nil {
		t.Fatalf("GET robots.txt: %v", err)
	}
	if status != http.StatusNotFound || strings.Contains(b, secret) {
		t.Errorf("robots.txt linked out of the folder: got %d %q, want 404 and nothing from outside", status, b)
	}

	srv.cancel()
	if err := srv.wait(t); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
}

// TestRunDrains stops a server while a response is still being sent: /healthz
// turns 503 while the listener still takes new requests, then the listener
// closes, the response already under way is finished, and run returns nil.
func TestRunDrains(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	site := writeSite(t)
	// Larger than loopback's socket buffers, so its handler is still writing
	// while the client reads nothing.
	big := bytes.Repeat([]byte("0123456789abcdef"), 2<<20)
	if err := os.WriteFile(filepath.Join(site, "big.bin"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	srv := startRun(t, env(map[string]string{"UKGUIDE_DRAIN": "1h"}),
		"-dir", site, "-log-format", "none", "-drain", "500ms")
	waitHealthy(t, srv.baseURL+"/healthz")
	addr := strings.TrimPrefix(srv.baseURL, "http://")

	inFlight, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	defer inFlight.Close()
	inFlight.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(inFlight, "GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n"); err != nil {
		t.Fatalf("write: %v", err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(inFlight), nil)
	if err != nil {
		t.Fatalf("in-flight response: %v", err)
	}
	defer resp.Body.Close()

	srv.cancel()
	testsync.WaitFor(t, "/healthz to answer 503 while draining", func() bool {
		status, b, err := get(t, srv.baseURL+"/healthz")
		if err != nil {
			t.Fatalf("/healthz while draining: %v, want 503 from a listener still open", err)
		}
		if status == http.StatusServiceUnavailable && b != "draining" {
			t.Errorf("/healthz while draining: body got %q, want %q", b, "draining")
		}
		return status == http.StatusServiceUnavailable
	})
	if status, b, err := get(t, srv.baseURL+"/pages/company/about-us"); err != nil || status != 200 {
		t.Errorf("page while draining: got %d %q %v, want 200", status, b, err)
	}

	// Once the drain delay is over the listener closes; the response already
	// under way is finished all the same.
	testsync.WaitFor(t, "the listener to close after the 500 ms drain", func() bool {
		conn, err := net.Dial("tcp", addr)
		if err == nil {
			conn.Close()
		}
		return err != nil
	})
	b, err := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || err != nil || !bytes.Equal(b, big) {
		t.Errorf("in-flight response: got %d, %d of %d bytes, %v; want 200 and the whole file", resp.StatusCode, len(b), len(big), err)
	}

	if err := srv.wait(t); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
}

// TestRunGraceEnds stops a server while a client holds a request half sent:
// when the grace period ends, run closes the connection, logs so and
// returns nil.
func TestRunGraceEnds(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	srv := startRun(t, env(map[string]string{"UKGUIDE_GRACE": "1h"}),
		"-dir", writeSite(t), "-log-format", "text", "-drain", "0", "-grace", "100ms")
	waitHealthy(t, srv.baseURL+"/healthz")

	slow, err := net.Dial("tcp", strings.TrimPrefix(srv.baseURL, "http://"))
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	defer slow.Close()
	slow.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(slow, "GET / HTTP/1.1\r\nHost: localhost\r\n"); err != nil {
		t.Fatalf("write: %v", err)
	}
	// Connections are accepted in order: once a later one is answered, the
	// server holds the half-sent request.
	if status, _, err := get(t, srv.baseURL+"/healthz"); err != nil || status != http.StatusOK {
		t.Fatalf("/healthz before stopping: got %d %v, want 200", status, err)
	}

	srv.cancel()
	if err := srv.wait(t); err != nil {
		t.Errorf("run: got %v, want nil when the grace period ends", err)
	}
	if got, want := srv.stderr.String(), "grace period over"; !strings.Contains(got, want) {
		t.Errorf("log: got %q, want a line containing %q", got, want)
	}
	if n, err := slow.Read(make([]byte, 1)); err == nil {
		t.Errorf("slow connection: read %d bytes, want it closed", n)
	}
}

// TestRunCapsConnections fills -max-conns with idle keep-alive connections:
// new clients are served, an idle connection is closed for them, and the log
// says so once, even with the access log off. Which idle one goes first
// depends on when net/http reports each idle; connlimit_test.go, which can
// wait for that, checks the order.
func TestRunCapsConnections(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	srv := startRun(t, env(map[string]string{"UKGUIDE_MAX_CONNS": "1000"}),
		"-dir", writeSite(t), "-log-format", "none", "-drain", "0", "-max-conns", "2")
	waitHealthy(t, srv.baseURL+"/healthz")
	addr := strings.TrimPrefix(srv.baseURL, "http://")

	type keepAlive struct {
		conn net.Conn
		r    *bufio.Reader
	}
	var idle []keepAlive
	for range 2 {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("dial: %v", err)
		}
		defer conn.Close()
		conn.SetDeadline(time.Now().Add(10 * time.Second))
		io.WriteString(conn, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
		r := bufio.NewReader(conn)
		resp, err := http.ReadResponse(r, nil)
		if err != nil {
			t.Fatalf("keep-alive request: %v", err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		idle = append(idle, keepAlive{conn, r})
	}

	for i := range 3 {
		if status, _, err := get(t, srv.baseURL+"/pages/company/about-us"); err != nil || status != 200 {
			t.Fatalf("new client %d at the cap: got %d %v, want 200", i, status, err)
		}
	}
	// The server closed a connection before serving the client it made room
	// for, so its end is already here; one still open has nothing to say.
	closed := 0
	for _, ka := range idle {
		ka.conn.SetReadDeadline(time.Now().Add(time.Second))
		if _, err := ka.r.ReadByte(); err == io.EOF {
			closed++
		}
	}
	if closed == 0 {
		t.Error("idle connections: none closed, want one closed for the newcomers")
	}
	if got := strings.Count(srv.stderr.String(), "connection cap reached"); got != 1 {
		t.Errorf("log lines about the cap: got %d, want 1 in %q", got, srv.stderr.String())
	}

	srv.cancel()
	if err := srv.wait(t); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
}

// TestRunWritesCDNHeaders writes the _headers file into the folder it
// describes, without serving, and a server started on the folder then does
// not serve the file.
func TestRunWritesCDNHeaders(t *testing.T) {
	site := writeSite(t)
	name := filepath.Join(site, "_headers")
	var stdout strings.Builder
	args := []string{"ukguide", "-dir", site, "-cdn-headers", name}
	if err := run(t.Context(), args, env(map[string]string{"UKGUIDE_HSTS": "1"}), &stdout, io.Discard); err != nil {
		t.Fatalf("run -cdn-headers: %v", err)
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout: got %q, want nothing (no server started)", stdout.String())
	}
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\n/*\n", "  Strict-Transport-Security: max-age=63072000; includeSubDomains\n",
		"  ! Access-Control-Allow-Origin\n", "script-src 'self' 'sha256-",
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("_headers: want it to contain %q, got\n%s", want, b)
		}
	}
	if entries, _ := filepath.Glob(filepath.Join(site, ".headers-*")); len(entries) > 0 {
		t.Errorf("temporary files left behind: %v", entries)
	}

	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	srv := startRun(t, env(nil), "-dir", site, "-log-format", "none", "-drain", "0")
	waitHealthy(t, srv.baseURL+"/healthz")
	if status, _, err := get(t, srv.baseURL+"/_headers"); err != nil || status != http.StatusNotFound {
		t.Errorf("GET /_headers: got %d %v, want 404", status, err)
	}
	srv.cancel()
	if err := srv.wait(t); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
}

// waitHealthy polls url until it answers 200 "ok".
func waitHealthy(t *testing.T, url string) {
	t.Helper()
	testsync.WaitFor(t, url+" to answer 200 ok", func() bool {
		status, b, err := get(t, url)
		return err == nil && status == http.StatusOK && b == "ok"
	})
}

// TestRunWithoutTheSite: a binary compiled before the site was built says
// so at start and does not listen, unless -dir gives it a folder to serve.
func TestRunWithoutTheSite(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	defer func(build func() (fs.FS, error)) { embeddedSite = build }(embeddedSite)
	embeddedSite = func() (fs.FS, error) { return nil, web.ErrNotBuilt }

	var stdout strings.Builder
	args := []string{"ukguide", "-addr", "127.0.0.1:0", "-log-format", "none", "-drain", "0"}
	err := run(t.Context(), args, env(nil), &stdout, io.Discard)
	if want := "the site is not built: run make build"; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("run without -dir: got %v, want an error starting %q", err, want)
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout: got %q, want nothing (no server started)", stdout.String())
	}

	srv := startRun(t, env(nil), "-dir", writeSite(t), "-log-format", "none", "-drain", "0")
	waitHealthy(t, srv.baseURL+"/healthz")
	if status, _, err := get(t, srv.baseURL+"/pages/company/about-us"); err != nil || status != http.StatusOK {
		t.Errorf("GET page with -dir: got %d %v, want 200", status, err)
	}
	srv.cancel()
	if err := srv.wait(t); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
}

func TestRunRejectsBadInput(t *testing.T) {
	site := writeSite(t)
	for _, tc := range []struct {
		name string
		args []string
		env  map[string]string
	}{
		{"unknown flag", []string{"-nope"}, nil},
		{"bad bool", []string{"-hsts=maybe"}, nil},
		{"log format", []string{"-log-format", "xml", "-dir", site}, nil},
		{"stray argument", []string{"-dir", site, "extra"}, nil},
		{"missing dir", []string{"-dir", filepath.Join(site, "missing")}, nil},
		{"dir is a file", []string{"-dir", filepath.Join(site, "index.html")}, nil},
		{"missing dir from env", nil, map[string]string{"UKGUIDE_DIR": filepath.Join(site, "missing")}},
		{"bad drain", []string{"-drain", "soon", "-dir", site}, nil},
		{"negative drain", []string{"-drain", "-1s", "-dir", site}, nil},
		{"bad drain from env", []string{"-dir", site}, map[string]string{"UKGUIDE_DRAIN": "5"}},
		{"negative grace", []string{"-grace", "-1s", "-dir", site}, nil},
		{"bad grace from env", []string{"-dir", site}, map[string]string{"UKGUIDE_GRACE": "x"}},
		{"zero max-conns", []string{"-max-conns", "0", "-dir", site}, nil},
		{"bad max-conns from env", []string{"-dir", site}, map[string]string{"UKGUIDE_MAX_CONNS": "many"}},
		{"site-url without a scheme", []string{"-site-url", "ukguide.example", "-dir", site}, nil},
		{"site-url with a path", []string{"-site-url", "https://ukguide.example/guide", "-dir", site}, nil},
		{"site-url with a path and a trailing slash", []string{"-site-url", "https://ukguide.example/guide/", "-dir", site}, nil},
		{"site-url with a query", []string{"-site-url", "https://ukguide.example?x", "-dir", site}, nil},
		{"bad site-url from env", []string{"-dir", site}, map[string]string{"UKGUIDE_SITE_URL": "ftp://ukguide.example"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stderr strings.Builder
			err := run(t.Context(), append([]string{"ukguide"}, tc.args...), env(tc.env), io.Discard, &stderr)
			var usage usageError
			if !errors.As(err, &usage) {
				t.Errorf("got %v, want a usage error", err)
			}
		})
	}

	err := run(t.Context(), []string{"ukguide", "-h"}, env(nil), io.Discard, io.Discard)
	if !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: got %v, want flag.ErrHelp", err)
	}
	err = run(t.Context(), []string{"ukguide", "-addr", "127.0.0.1:-1", "-dir", site}, env(nil), io.Discard, io.Discard)
	if err == nil {
		t.Errorf("bad address: got nil, want a listen error")
	}
}

// TestRunSiteURL starts the program on port 0: the registry's items name the
// build's address by default, the one given, or with "listen" the address
// the server was given by the system.
func TestRunSiteURL(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	site := writeSite(t)
	for _, tc := range []struct {
		name string
		env  map[string]string
		args []string
		want string // the address the items name; "listen" for the server's own
	}{
		{"default", nil, nil, "https://ukguide.example"},
		{"listen", nil, []string{"-site-url", "listen"}, "listen"},
		{"listen from env", map[string]string{"UKGUIDE_SITE_URL": "listen"}, nil, "listen"},
		{"given", map[string]string{"UKGUIDE_SITE_URL": "listen"}, []string{"-site-url", "https://guide.example.org"}, "https://guide.example.org"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"-dir", site, "-log-format", "none", "-drain", "0"}, tc.args...)
			srv := startRun(t, env(tc.env), args...)
			waitHealthy(t, srv.baseURL+"/healthz")
			want := tc.want
			if want == "listen" {
				want = srv.baseURL
			}
			for _, item := range []struct{ path, want string }{
				{"/r/hero.json", `"` + want + `/r/theme.json"`},
				{"/r/registry.json", `"homepage":"` + want + `"`},
			} {
				status, b, err := get(t, srv.baseURL+item.path)
				if err != nil || status != http.StatusOK || !strings.Contains(b, item.want) {
					t.Errorf("GET %s: got %d %q %v, want 200 naming %s", item.path, status, b, err, item.want)
				}
			}
			status, b, err := get(t, srv.baseURL+"/r/nope.json")
			if want := `{"error":"no registry item named nope"}` + "\n"; err != nil || status != http.StatusNotFound || b != want {
				t.Errorf("GET /r/nope.json: got %d %q %v, want 404 %q", status, b, err, want)
			}
			srv.cancel()
			if err := srv.wait(t); err != nil {
				t.Errorf("run: got %v, want nil", err)
			}
		})
	}
}

func TestListenURL(t *testing.T) {
	for _, tc := range []struct{ addr, want string }{
		{"127.0.0.1:8080", "http://127.0.0.1:8080"},
		{"0.0.0.0:8080", "http://127.0.0.1:8080"},
		{"[::]:9000", "http://127.0.0.1:9000"},
		{"[::1]:9000", "http://[::1]:9000"},
		{"10.1.2.3:80", "http://10.1.2.3:80"},
	} {
		addr, err := net.ResolveTCPAddr("tcp", tc.addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := listenURL(addr); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.addr, got, tc.want)
		}
	}
}

func TestDefaultAddr(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{nil, "127.0.0.1:8080"},
		{map[string]string{"PORT": "3000"}, "127.0.0.1:3000"},
		{map[string]string{"ADDR": "0.0.0.0:9000", "PORT": "3000"}, "0.0.0.0:9000"},
		{map[string]string{"ADDR": ":9000"}, ":9000"},
	} {
		if got := defaultAddr(env(tc.env)); got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.env, got, tc.want)
		}
	}
}

func TestNewLogger(t *testing.T) {
	for _, tc := range []struct {
		format, want string
	}{
		{"text", "msg=request"},
		{"json", `"msg":"request"`},
		{"none", ""},
	} {
		var out strings.Builder
		logger, err := newLogger(tc.format, &out)
		if err != nil {
			t.Fatalf("%s: %v", tc.format, err)
		}
		logger.Info("request")
		if tc.want == "" && out.Len() != 0 || !strings.Contains(out.String(), tc.want) {
			t.Errorf("%s: logged %q, want %q", tc.format, out.String(), tc.want)
		}
	}
}

func TestRunSetsMemoryLimit(t *testing.T) {
	previous := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(previous) })
	site := writeSite(t)
	for _, tc := range []struct {
		name string
		env  map[string]string
		want int64
	}{
		{"default", nil, defaultMemoryLimit},
		{"GOMEMLIMIT is the operator's", map[string]string{"GOMEMLIMIT": "1GiB"}, math.MaxInt64},
	} {
		t.Run(tc.name, func(t *testing.T) {
			debug.SetMemoryLimit(math.MaxInt64)
			ctx, cancel := context.WithCancel(t.Context())
			cancel() // starts, then shuts down at once
			args := []string{"ukguide", "-addr", "127.0.0.1:0", "-dir", site, "-log-format", "none", "-drain", "0"}
			if err := run(ctx, args, env(tc.env), io.Discard, io.Discard); err != nil {
				t.Fatalf("run: %v", err)
			}
			if got := debug.SetMemoryLimit(-1); got != tc.want {
				t.Errorf("memory limit: got %d, want %d", got, tc.want)
			}
		})
	}
}

// TestRunReadyOnceListening: the site is indexed before the server says it
// listens, so the first request to /healthz answers 200 and a page is
// served, with no wait for either.
func TestRunReadyOnceListening(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	srv := startRun(t, env(nil), "-dir", writeSite(t), "-log-format", "text", "-drain", "0")
	if status, b, err := get(t, srv.baseURL+"/healthz"); err != nil || status != http.StatusOK || b != "ok" {
		t.Errorf("first /healthz: got %d %q %v, want 200 ok", status, b, err)
	}
	if status, b, err := get(t, srv.baseURL+"/pages/company/about-us"); err != nil || status != http.StatusOK || b != "<!DOCTYPE html><title>About us</title>" {
		t.Errorf("first page: got %d %q %v, want 200 and the page", status, b, err)
	}
	srv.cancel()
	if err := srv.wait(t); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
	if got := srv.stderr.String(); !strings.Contains(got, "msg=\"site indexed\"") {
		t.Errorf("log: got %q, want a line saying the site is indexed", got)
	}
}

// TestRunStopsWhenIndexFails: a folder the server cannot index (a registry
// without its homepage) ends run with the error, and it never says it listens.
func TestRunStopsWhenIndexFails(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	site := writeSite(t)
	if err := os.WriteFile(filepath.Join(site, "r", "registry.json"), []byte(`{"items":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout strings.Builder
	args := []string{"ukguide", "-addr", "127.0.0.1:0", "-dir", site, "-log-format", "none", "-drain", "0"}
	if err := run(t.Context(), args, env(nil), &stdout, io.Discard); err == nil || !strings.Contains(err.Error(), "index registry") {
		t.Errorf("run: got %v, want the index's error", err)
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout: got %q, want nothing (the server never listened)", stdout.String())
	}
}

// TestReadmeDeployCommands starts the binary as README's Deploy section
// says, the systemd unit's ExecStart and the container's command, each on
// a free port and the fixture's folder instead of its own address and the
// embedded build: both serve, send HSTS and name the public address.
func TestReadmeDeployCommands(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, deploy, _ := strings.Cut(string(readme), "\n## Deploy\n")
	deploy, _, _ = strings.Cut(deploy, "\n## ")
	unit := regexp.MustCompile(`(?m)^ExecStart=\S+ (.+)$`).FindStringSubmatch(deploy)
	container := regexp.MustCompile("In a container: `((?:[A-Z_]+=\\S+ )+)ukguide ([^`]*)`").FindStringSubmatch(deploy)
	if unit == nil || container == nil {
		t.Fatalf("README's Deploy section: want an ExecStart= line and an \"In a container: `…`\" command, got\n%s", deploy)
	}
	containerEnv := map[string]string{}
	for _, pair := range strings.Fields(container[1]) {
		name, value, _ := strings.Cut(pair, "=")
		containerEnv[name] = value
	}
	delete(containerEnv, "ADDR") // startRun listens on a free port instead
	site := writeSite(t)
	for _, tc := range []struct {
		name string
		args []string
		env  map[string]string
	}{
		{"systemd unit", withoutAddr(strings.Fields(unit[1])), nil},
		{"container", strings.Fields(container[2]), containerEnv},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := startRun(t, env(tc.env), append(tc.args, "-dir", site, "-drain", "0")...)
			waitHealthy(t, srv.baseURL+"/healthz")
			resp, err := freshClient.Get(srv.baseURL + "/r/registry.json")
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if want := `"homepage":"https://guide.example"`; !strings.Contains(string(b), want) {
				t.Errorf("GET /r/registry.json: want it to contain %s, got %s", want, b)
			}
			if resp.Header.Get("Strict-Transport-Security") == "" {
				t.Error("no Strict-Transport-Security: the deploy sits behind HTTPS")
			}
			srv.cancel()
			if err := srv.wait(t); err != nil {
				t.Errorf("run: got %v, want nil", err)
			}
		})
	}
}

// withoutAddr drops "-addr <value>" from args.
func withoutAddr(args []string) []string {
	var kept []string
	for i := 0; i < len(args); i++ {
		if args[i] == "-addr" {
			i++
			continue
		}
		kept = append(kept, args[i])
	}
	return kept
}
