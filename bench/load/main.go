// Command load measures how fast ukguide serves on loopback, next to nginx
// serving the same build folder (gzip on, gzip_static on), in one run.
//
//	go run ./bench/load -bin bin/ukguide -dir web/build/client
//	go run ./bench/load -soak 60s
//
// ukguide serves the build it embeds (as deployed); -dir is the same build
// on disk, for nginx. With -serve-dir ukguide serves it from disk too.
//
// For each server, target (the landing HTML and the largest JS asset, asked
// for with Accept-Encoding: br, gzip) and connection count it prints
// requests/s, p50 and p99 latency and errors, then the ratio ukguide/nginx.
// It prints ukguide's peak resident memory (VmHWM) at the end. With -soak it
// runs ukguide alone for that long at the highest connection count and
// prints its memory at the start, every tenth of the run and the end.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

type target struct {
	name, path string
}

type result struct {
	requests, errors int64
	elapsed          time.Duration
	p50, p99         time.Duration
}

func (r result) rps() float64 { return float64(r.requests) / r.elapsed.Seconds() }

func main() {
	bin := flag.String("bin", "bin/ukguide", "the ukguide binary")
	dir := flag.String("dir", "web/build/client", "the build folder both servers serve")
	nginx := flag.String("nginx", "nginx", "the nginx binary (skipped when missing)")
	duration := flag.Duration("duration", 10*time.Second, "how long each measurement runs")
	connsFlag := flag.String("conns", "64,1024", "connection counts, comma-separated")
	soak := flag.Duration("soak", 0, "run ukguide alone this long at the highest connection count")
	serveDir := flag.Bool("serve-dir", false, "ukguide serves -dir from disk instead of its embedded build")
	flag.Parse()

	if err := run(*bin, *dir, *nginx, *duration, *connsFlag, *soak, *serveDir); err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
}

func run(bin, dir, nginxBin string, duration time.Duration, connsFlag string, soak time.Duration, serveDir bool) error {
	var conns []int
	for _, field := range strings.Split(connsFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(field))
		if err != nil || n < 1 {
			return fmt.Errorf("-conns: %q is not a positive number", field)
		}
		conns = append(conns, n)
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	largest, err := largestJS(filepath.Join(dir, "assets"))
	if err != nil {
		return err
	}
	targets := []target{{"landing HTML", "/"}, {"largest JS " + largest, "/assets/" + largest}}

	ukDir := ""
	if serveDir {
		ukDir = dir
	}
	uk, err := startUkguide(bin, ukDir)
	if err != nil {
		return err
	}
	defer uk.stop()

	if soak > 0 {
		n := slices.Max(conns)
		fmt.Printf("soak: ukguide, %s, %d connections, %s\n", targets[0].path, n, soak)
		fmt.Printf("RSS at start: %s\n", kib(rss(uk.cmd.Process.Pid, "VmRSS")))
		// Memory under load every tenth of the run: flat means no leak.
		stopSampling := make(chan struct{})
		sampled := make(chan struct{})
		go func() {
			defer close(sampled)
			began := time.Now()
			tick := time.NewTicker(soak / 10)
			defer tick.Stop()
			for {
				select {
				case <-stopSampling:
					return
				case <-tick.C:
					fmt.Printf("RSS after %3.0fs: %s\n", time.Since(began).Seconds(), kib(rss(uk.cmd.Process.Pid, "VmRSS")))
				}
			}
		}()
		r := measure(uk.base+targets[0].path, n, soak)
		close(stopSampling)
		<-sampled
		fmt.Printf("%.0f requests/s, p50 %s, p99 %s, %d requests, %d failed\n", r.rps(), r.p50, r.p99, r.requests, r.errors)
		fmt.Printf("RSS at end:   %s (peak %s)\n", kib(rss(uk.cmd.Process.Pid, "VmRSS")), kib(rss(uk.cmd.Process.Pid, "VmHWM")))
		if r.errors > 0 {
			return fmt.Errorf("%d failed responses", r.errors)
		}
		return nil
	}

	servers := []*server{uk}
	if path, err := exec.LookPath(nginxBin); err == nil {
		ng, err := startNginx(path, dir)
		if err != nil {
			return err
		}
		defer ng.stop()
		servers = append(servers, ng)
	} else {
		fmt.Printf("nginx not found (%v): measuring ukguide alone\n", err)
	}

	fmt.Printf("%-10s %-44s %6s %12s %10s %10s %7s\n", "server", "target", "conns", "requests/s", "p50", "p99", "errors")
	failed := int64(0)
	for _, t := range targets {
		for _, n := range conns {
			var results []result
			for _, s := range servers {
				measure(s.base+t.path, n, duration/5) // warm up
				r := measure(s.base+t.path, n, duration)
				results = append(results, r)
				failed += r.errors
				fmt.Printf("%-10s %-44s %6d %12.0f %10s %10s %7d\n", s.name, t.name, n, r.rps(), r.p50.Round(time.Microsecond), r.p99.Round(time.Microsecond), r.errors)
			}
			if len(results) == 2 {
				fmt.Printf("%-10s %-44s %6d %11.2fx\n", "ratio", "ukguide / nginx", n, results[0].rps()/results[1].rps())
			}
		}
	}
	fmt.Printf("ukguide peak RSS: %s\n", kib(rss(uk.cmd.Process.Pid, "VmHWM")))
	if failed > 0 {
		return fmt.Errorf("%d failed responses", failed)
	}
	return nil
}

// measure keeps n connections busy with GETs of url for d and reports what it saw.
func measure(url string, n int, d time.Duration) result {
	transport := &http.Transport{
		MaxConnsPerHost:     n,
		MaxIdleConnsPerHost: n,
		DisableCompression:  true,
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
	}
	defer transport.CloseIdleConnections()
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}

	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var requests, failures atomic.Int64
	latencies := make([][]time.Duration, n)
	var wg sync.WaitGroup
	start := time.Now()
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				began := time.Now()
				err := get(ctx, client, url)
				if ctx.Err() != nil {
					return // cut short by the end of the run: not counted
				}
				requests.Add(1)
				if err != nil {
					failures.Add(1)
					continue
				}
				latencies[i] = append(latencies[i], time.Since(began))
			}
		}()
	}
	wg.Wait()
	all := slices.Concat(latencies...)
	slices.Sort(all)
	pick := func(q float64) time.Duration {
		if len(all) == 0 {
			return 0
		}
		return all[min(len(all)-1, int(q*float64(len(all))))]
	}
	return result{requests: requests.Load(), errors: failures.Load(), elapsed: time.Since(start), p50: pick(0.50), p99: pick(0.99)}
}

func get(ctx context.Context, client *http.Client, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept-Encoding", "br, gzip")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if _, err := io.Copy(io.Discard, resp.Body); err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	return nil
}

type server struct {
	name string
	base string
	cmd  *exec.Cmd
	tmp  string
}

func (s *server) stop() {
	_ = s.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-done
	}
	if s.tmp != "" {
		_ = os.RemoveAll(s.tmp)
	}
}

// startUkguide runs the binary on a free loopback port (serving dir, or its
// embedded build when dir is empty) and waits for its "listening on" line.
func startUkguide(bin, dir string) (*server, error) {
	args := []string{"-addr", "127.0.0.1:0", "-log-format", "none"}
	if dir != "" {
		args = append(args, "-dir", dir)
	}
	cmd := exec.Command(bin, args...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	lines := bufio.NewScanner(stdout)
	for lines.Scan() {
		if _, url, ok := strings.Cut(lines.Text(), "listening on "); ok {
			go func() { _, _ = io.Copy(io.Discard, stdout) }()
			return &server{name: "ukguide", base: strings.TrimSpace(url), cmd: cmd}, nil
		}
	}
	_ = cmd.Process.Kill()
	return nil, errors.New("ukguide did not say where it listens")
}

// startNginx serves dir the way a typical static host would: gzip on, gzip_static on, sendfile.
func startNginx(bin, dir string) (*server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "bench-nginx-")
	if err != nil {
		return nil, err
	}
	conf := fmt.Sprintf(`daemon off;
master_process on;
worker_processes auto;
worker_rlimit_nofile 8192;
pid %[1]s/nginx.pid;
error_log %[1]s/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path %[1]s/body;
  proxy_temp_path %[1]s/proxy;
  fastcgi_temp_path %[1]s/fastcgi;
  uwsgi_temp_path %[1]s/uwsgi;
  scgi_temp_path %[1]s/scgi;
  gzip on;
  gzip_static on;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain application/xml;
  server {
    listen 127.0.0.1:%[2]d;
    root %[3]s;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`, tmp, port, dir)
	confPath := filepath.Join(tmp, "nginx.conf")
	if err := os.WriteFile(confPath, []byte(conf), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "-c", confPath, "-p", tmp)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{name: "nginx", base: fmt.Sprintf("http://127.0.0.1:%d", port), cmd: cmd, tmp: tmp}
	for range 50 {
		if conn, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port)); err == nil {
			conn.Close()
			return s, nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	s.stop()
	return nil, errors.New("nginx did not start listening")
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// largestJS names the biggest .js file of the build's assets.
func largestJS(assets string) (string, error) {
	entries, err := os.ReadDir(assets)
	if err != nil {
		return "", err
	}
	var name string
	var size int64
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || filepath.Ext(e.Name()) != ".js" {
			continue
		}
		if info.Size() > size {
			name, size = e.Name(), info.Size()
		}
	}
	if name == "" {
		return "", fmt.Errorf("no .js file in %s", assets)
	}
	return name, nil
}

// rss reads a memory figure (VmRSS, VmHWM) of a process, in KiB.
func rss(pid int, field string) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(data), "\n") {
		if value, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(value), "kB")), 10, 64)
			return n
		}
	}
	return -1
}

func kib(n int64) string {
	if n < 0 {
		return "unknown"
	}
	return fmt.Sprintf("%.1f MB", float64(n)/1024)
}
