// Command load measures how fast ukguide serves on loopback next to its peer,
// Caddy's file server, its floor, a bare net/http handler writing the same
// bytes from memory (headers and body; also with four headers only), and
// nginx as a reference, all serving the same build.
//
//	go run ./bench/load                      # the comparison (bench/README.md)
//	go run ./bench/load -memlimits 40MiB,56MiB,64MiB,80MiB,off -conns 1024
//	go run ./bench/load -idle 5000           # idle keep-alive connections
//	go run ./bench/load -idle 2500 -idle-as slow-reader   # or unsent-body
//	go run ./bench/load -soak 60s
//
// Each measurement keeps n connections busy with GETs of one target (the
// landing HTML, the largest JS asset) asking for Accept-Encoding: br, gzip.
// The servers take turns: for each target and connection count, every round
// measures each server once, in an order rotated each round, and the table
// gives each server's median over the rounds and ukguide's ratio to the
// others. Any failed response makes the command fail.
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
	"syscall"
	"time"

	"ukguide/internal/testsync"
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

type options struct {
	bin, dir, nginx, caddy string
	duration               time.Duration
	conns                  []int
	rounds                 int
	serveDir               bool
	memlimits              []string
	alsoMemlimit           string
	alsoBin                string
}

func main() {
	var o options
	flag.StringVar(&o.bin, "bin", "bin/ukguide", "the ukguide binary")
	flag.StringVar(&o.dir, "dir", "web/build/client", "the build folder the other servers serve")
	flag.StringVar(&o.nginx, "nginx", "nginx", "the nginx binary (skipped when missing)")
	flag.StringVar(&o.caddy, "caddy", "caddy", "the caddy binary, else $(go env GOPATH)/bin/caddy (skipped when missing)")
	flag.DurationVar(&o.duration, "duration", 5*time.Second, "how long each measurement runs, after a warm-up of a fifth of it")
	connsFlag := flag.String("conns", "64,1024", "connection counts, comma-separated")
	flag.IntVar(&o.rounds, "rounds", 3, "measurements of each server per target and connection count")
	flag.BoolVar(&o.serveDir, "serve-dir", false, "ukguide serves -dir from disk instead of its embedded build")
	flag.StringVar(&o.alsoBin, "also-bin", "", "also measure this other ukguide binary (\"ukguide B\"), beside the others: an A/B of a change")
	flag.StringVar(&o.alsoMemlimit, "also-memlimit", "", "also measure ukguide under this GOMEMLIMIT (\"off\": none), beside the others")
	memlimits := flag.String("memlimits", "", "instead, compare ukguide under each of these GOMEMLIMIT values (\"off\": none)")
	idle := flag.Int("idle", 0, "instead, open this many idle keep-alive connections to ukguide and report its memory")
	nofile := flag.Int("nofile", 0, "with -idle: run ukguide under this open-file limit (prlimit --nofile)")
	idleAs := flag.String("idle-as", "keep-alive", "with -idle, what each connection does: keep-alive (one GET, then nothing),\n"+
		"slow-reader (GETs the largest registry file uncompressed and never reads it), unsent-body (a GET\n"+
		"declaring a 100-byte body it never sends)")
	startup := flag.Bool("startup", false, "instead, time ukguide's start and peak memory on a folder of one page and one of 100,000 files and a 1 GB page")
	soak := flag.Duration("soak", 0, "instead, run ukguide alone this long at the highest connection count")
	bare := flag.Bool("bare", false, "serve as the bare handler (run by the comparison itself)")
	barePaths := flag.String("paths", "", "with -bare: the paths to serve")
	bareLike := flag.String("like", "", "with -bare: answer with the bytes the server at this URL sends")
	bareAddr := flag.String("addr", "127.0.0.1:0", "with -bare: the address to listen on")
	flag.Parse()

	err := func() error {
		for _, field := range strings.Split(*connsFlag, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(field))
			if err != nil || n < 1 {
				return fmt.Errorf("-conns: %q is not a positive number", field)
			}
			o.conns = append(o.conns, n)
		}
		if *memlimits != "" {
			o.memlimits = strings.Split(*memlimits, ",")
		}
		dir, err := filepath.Abs(o.dir)
		if err != nil {
			return err
		}
		o.dir = dir
		switch {
		case *bare:
			return serveBare(*bareAddr, o.dir, *bareLike, strings.Split(*barePaths, ","))
		case *idle > 0:
			return runIdle(o, *idle, *nofile, *idleAs)
		case *soak > 0:
			return runSoak(o, *soak)
		case *startup:
			return runStartup(o)
		}
		return runCompare(o)
	}()
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
}

func targets(dir string) ([]target, error) {
	largest, err := largestFile(filepath.Join(dir, "assets"), ".js")
	if err != nil {
		return nil, err
	}
	return []target{{"landing HTML", "/"}, {"largest JS", "/assets/" + largest}}, nil
}

func ukDir(o options) string {
	if o.serveDir {
		return o.dir
	}
	return ""
}

// runCompare measures every server in turns and prints the medians.
func runCompare(o options) error {
	ts, err := targets(o.dir)
	if err != nil {
		return err
	}
	var servers []*server
	defer func() {
		for _, s := range servers {
			s.stop()
		}
	}()
	if len(o.memlimits) > 0 {
		for _, limit := range o.memlimits {
			s, err := startUkguide("GOMEMLIMIT="+limit, o.bin, ukDir(o), []string{"GOMEMLIMIT=" + limit}, 0, io.Discard)
			if err != nil {
				return err
			}
			servers = append(servers, s)
		}
	} else {
		uk, err := startUkguide("ukguide", o.bin, ukDir(o), nil, 0, io.Discard)
		if err != nil {
			return err
		}
		servers = append(servers, uk)
		if o.alsoBin != "" {
			s, err := startUkguide("ukguide B", o.alsoBin, ukDir(o), nil, 0, io.Discard)
			if err != nil {
				return err
			}
			servers = append(servers, s)
		}
		if o.alsoMemlimit != "" {
			s, err := startUkguide("ukguide "+o.alsoMemlimit, o.bin, ukDir(o), []string{"GOMEMLIMIT=" + o.alsoMemlimit}, 0, io.Discard)
			if err != nil {
				return err
			}
			servers = append(servers, s)
		}
		caddy := o.caddy
		if _, err := exec.LookPath(caddy); err != nil {
			if gopath, err := exec.Command("go", "env", "GOPATH").Output(); err == nil {
				caddy = filepath.Join(strings.TrimSpace(string(gopath)), "bin", "caddy")
			}
		}
		if path, err := exec.LookPath(caddy); err == nil {
			s, err := startCaddy(path, o.dir)
			if err != nil {
				return err
			}
			servers = append(servers, s)
		} else {
			fmt.Printf("caddy not found (%v): go install github.com/caddyserver/caddy/v2/cmd/caddy@v2.11.9\n", err)
		}
		var paths []string
		for _, t := range ts {
			paths = append(paths, t.path)
		}
		for _, like := range []string{uk.base, ""} {
			name := "bare"
			if like == "" {
				name = "bare 4 headers"
			}
			bare, err := startBare(name, o.dir, like, paths)
			if err != nil {
				return err
			}
			servers = append(servers, bare)
		}
		if path, err := exec.LookPath(o.nginx); err == nil {
			s, err := startNginx(path, o.dir)
			if err != nil {
				return err
			}
			servers = append(servers, s)
		} else {
			fmt.Printf("nginx not found (%v)\n", err)
		}
	}

	fmt.Printf("%d rounds of %s (after %s of warm-up) per server, target and connection count; %d CPUs, load average %s\n",
		o.rounds, o.duration, o.duration/5, numCPU(), loadAverage())
	fmt.Printf("%-22s %-13s %6s %5s %12s %10s %10s %7s\n", "server", "target", "conns", "round", "requests/s", "p50", "p99", "errors")
	failed := int64(0)
	type key struct{ target, conns, server int }
	results := map[key][]result{}
	for ti, t := range ts {
		for _, n := range o.conns {
			for round := range o.rounds {
				for i := range servers {
					si := (i + round) % len(servers) // rotate who goes first
					s := servers[si]
					measure(s.base+t.path, n, o.duration/5) // warm-up
					r := measure(s.base+t.path, n, o.duration)
					results[key{ti, n, si}] = append(results[key{ti, n, si}], r)
					failed += r.errors
					fmt.Printf("%-22s %-13s %6d %5d %12.0f %10s %10s %7d\n", s.name, t.name, n, round+1, r.rps(),
						r.p50.Round(time.Microsecond), r.p99.Round(time.Microsecond), r.errors)
				}
			}
		}
	}

	// The table, in Markdown: medians over the rounds.
	fmt.Println()
	header := "| target | conns |"
	rule := "|---|---|"
	for _, s := range servers {
		header += " " + s.name + " req/s (p99) |"
		rule += "---|"
	}
	if len(o.memlimits) == 0 {
		for _, s := range servers[1:] {
			header += " ukguide / " + s.name + " |"
			rule += "---|"
		}
	}
	fmt.Println(header)
	fmt.Println(rule)
	for ti, t := range ts {
		for _, n := range o.conns {
			line := fmt.Sprintf("| %s | %d |", t.name, n)
			medians := make([]float64, len(servers))
			for si := range servers {
				rs := results[key{ti, n, si}]
				medians[si] = median(rs, func(r result) float64 { return r.rps() })
				p99 := time.Duration(median(rs, func(r result) float64 { return float64(r.p99) }))
				line += fmt.Sprintf(" %.0f (%s) |", medians[si], p99.Round(time.Millisecond))
			}
			if len(o.memlimits) == 0 {
				for si := range servers[1:] {
					line += fmt.Sprintf(" %.2f× |", medians[0]/medians[si+1])
				}
			}
			fmt.Println(line)
		}
	}
	fmt.Println()
	for _, s := range servers {
		if s.name != "nginx" { // its workers are other processes
			fmt.Printf("%s peak RSS: %s\n", s.name, kib(s.peakRSS()))
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d failed responses", failed)
	}
	return nil
}

func median[T any](rs []T, value func(T) float64) float64 {
	if len(rs) == 0 {
		return 0
	}
	vs := make([]float64, len(rs))
	for i, r := range rs {
		vs[i] = value(r)
	}
	slices.Sort(vs)
	if len(vs)%2 == 1 {
		return vs[len(vs)/2]
	}
	return (vs[len(vs)/2-1] + vs[len(vs)/2]) / 2
}

func numCPU() int {
	data, _ := os.ReadFile("/proc/cpuinfo")
	return max(1, strings.Count(string(data), "processor\t:"))
}

func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(data))[:3], " ")
}

// runSoak runs ukguide alone at the highest connection count and prints its
// memory at the start, every tenth of the run and the end.
func runSoak(o options, soak time.Duration) error {
	ts, err := targets(o.dir)
	if err != nil {
		return err
	}
	uk, err := startUkguide("ukguide", o.bin, ukDir(o), nil, 0, io.Discard)
	if err != nil {
		return err
	}
	defer uk.stop()
	n := slices.Max(o.conns)
	fmt.Printf("soak: ukguide, %s, %d connections, %s\n", ts[0].path, n, soak)
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
	r := measure(uk.base+ts[0].path, n, soak)
	close(stopSampling)
	<-sampled
	fmt.Printf("%.0f requests/s, p50 %s, p99 %s, %d requests, %d failed\n", r.rps(), r.p50, r.p99, r.requests, r.errors)
	fmt.Printf("RSS at end:   %s (peak %s)\n", kib(rss(uk.cmd.Process.Pid, "VmRSS")), kib(uk.peakRSS()))
	if r.errors > 0 {
		return fmt.Errorf("%d failed responses", r.errors)
	}
	return nil
}

// runIdle opens n connections to ukguide that each do as kind says (see
// -idle-as) and then nothing, then times a new client's GET / and
// /healthz and reports ukguide's peak memory and what it logged.
func runIdle(o options, n, nofile int, kind string) error {
	request, readAnswer := "GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\n\r\n", true
	switch kind {
	case "keep-alive":
	case "slow-reader":
		largest, err := largestFile(filepath.Join(o.dir, "r"), ".json")
		if err != nil {
			return err
		}
		request, readAnswer = "GET /r/"+largest+" HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n", false
	case "unsent-body":
		request = "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n"
	default:
		return fmt.Errorf("-idle-as: %q is not keep-alive, slow-reader or unsent-body", kind)
	}
	var log testsync.Buffer
	uk, err := startUkguide("ukguide", o.bin, ukDir(o), nil, nofile, &log)
	if err != nil {
		return err
	}
	defer uk.stop()
	addr := strings.TrimPrefix(uk.base, "http://")
	var opened, failed atomic.Int64
	var mu sync.Mutex
	var conns []net.Conn
	var wg sync.WaitGroup
	dialers := make(chan struct{}, 200)
	for range n {
		wg.Add(1)
		dialers <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-dialers }()
			conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
			if err != nil {
				failed.Add(1)
				return
			}
			mu.Lock()
			conns = append(conns, conn)
			mu.Unlock()
			conn.SetDeadline(time.Now().Add(10 * time.Second))
			_, err = io.WriteString(conn, request)
			if err == nil && readAnswer {
				var resp *http.Response
				if resp, err = http.ReadResponse(bufio.NewReader(conn), nil); err == nil {
					_, err = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				}
			}
			if err != nil {
				failed.Add(1)
				return
			}
			conn.SetDeadline(time.Time{})
			opened.Add(1)
		}()
	}
	wg.Wait()
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	limit := "the shell's"
	if nofile > 0 {
		limit = strconv.Itoa(nofile)
	}
	fmt.Printf("%d %s connections asked for, %d opened, %d failed (open-file limit %s)\n", n, kind, opened.Load(), failed.Load(), limit)
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}, Timeout: 30 * time.Second}
	for _, path := range []string{"/", "/healthz"} {
		began := time.Now()
		status := "failed"
		if resp, err := client.Get(uk.base + path); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			status = resp.Status
		} else {
			status = err.Error()
		}
		fmt.Printf("then a new client's GET %s: %s in %s\n", path, status, time.Since(began).Round(time.Millisecond))
	}
	fmt.Printf("ukguide peak RSS: %s\n", kib(uk.peakRSS()))
	fmt.Printf("ukguide logged %d lines:\n%s", strings.Count(log.String(), "\n"), log.String())
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
	name   string
	base   string
	cmd    *exec.Cmd
	tmp    string
	exited chan struct{} // closed once cmd has exited and its output is copied
}

// newServer watches cmd, started, for its exit.
func newServer(name, base string, cmd *exec.Cmd, tmp string) *server {
	s := &server{name: name, base: base, cmd: cmd, tmp: tmp, exited: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(s.exited) }()
	return s
}

// peakRSS is the server process's peak resident memory (KiB), -1 if unknown.
func (s *server) peakRSS() int64 { return rss(s.cmd.Process.Pid, "VmHWM") }

// stop sends SIGTERM and waits for the process to exit, killing it after 5 s.
func (s *server) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.exited
	}
	if s.tmp != "" {
		_ = os.RemoveAll(s.tmp)
	}
}

// startUkguide runs the binary on a free loopback port (serving dir, or its
// embedded build when dir is empty) with env added to its environment, and
// waits until it is ready. Its log (warnings only) goes to logw.
func startUkguide(name, bin, dir string, env []string, nofile int, logw io.Writer) (*server, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	args := []string{"-addr", addr, "-log-format", "none", "-drain", "0"}
	if dir != "" {
		args = append(args, "-dir", dir)
	}
	cmd := exec.Command(bin, args...)
	if nofile > 0 {
		cmd = exec.Command("prlimit", append([]string{fmt.Sprintf("--nofile=%d", nofile), bin}, args...)...)
	}
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = logw
	return startReady(name, "http://"+addr, cmd)
}

// startReady starts cmd, a server told to listen at base, and returns once
// it is ready: GET /healthz answers 200 (ukguide: from the first connection),
// then HEAD / is answered (503 there means the index failed). If the process
// exits first, startReady fails at once with the end of its stderr.
func startReady(name, base string, cmd *exec.Cmd) (*server, error) {
	var stderr tail
	if cmd.Stderr == nil {
		cmd.Stderr = &stderr
	} else {
		cmd.Stderr = io.MultiWriter(cmd.Stderr, &stderr)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	s := newServer(name, base, cmd, "")
	if err := s.waitReady(time.Minute); err != nil {
		s.stop() // after which stderr is whole
		return nil, fmt.Errorf("%s: %w\n%s", name, err, stderr.b)
	}
	return s, nil
}

// waitReady polls /healthz, then asks for the home page (see startReady),
// giving up after within or as soon as the process exits.
func (s *server) waitReady(within time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	go func() {
		select {
		case <-s.exited:
			cancel()
		case <-ctx.Done():
		}
	}()
	// No keep-alive: an idle connection left by this check would count against -idle's.
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	ask := func(method, path string) (int, error) {
		req, err := http.NewRequestWithContext(ctx, method, s.base+path, nil)
		if err != nil {
			return 0, err
		}
		resp, err := client.Do(req)
		if err != nil {
			return 0, err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode, nil
	}
	failed := func(err error) error {
		select {
		case <-s.exited:
			return fmt.Errorf("exited (%v) before it was ready", s.cmd.ProcessState)
		default:
			return err
		}
	}
	for {
		status, err := ask(http.MethodGet, "/healthz")
		if status == http.StatusOK {
			break
		}
		select {
		case <-ctx.Done():
			return failed(fmt.Errorf("/healthz: no 200 within %s (last: %d %v)", within, status, err))
		case <-time.After(50 * time.Millisecond):
		}
	}
	status, err := ask(http.MethodHead, "/")
	if err != nil {
		return failed(fmt.Errorf("HEAD /: %w", err))
	}
	if status == http.StatusServiceUnavailable {
		return failed(errors.New("HEAD /: 503, the site could not be indexed"))
	}
	return nil
}

// tail keeps the last 4 KB written to it: enough of a server's stderr to say
// why it stopped.
type tail struct{ b []byte }

func (t *tail) Write(p []byte) (int, error) {
	t.b = append(t.b, p...)
	if len(t.b) > 4096 {
		t.b = t.b[len(t.b)-4096:]
	}
	return len(p), nil
}

// startBare runs this program as a bare handler (see serveBare) answering
// like the server at like, or with four headers when like is empty.
func startBare(name, dir, like string, paths []string) (*server, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(self, "-bare", "-addr", addr, "-dir", dir, "-like", like, "-paths", strings.Join(paths, ","))
	cmd.Stderr = os.Stderr
	return startReady(name, "http://"+addr, cmd)
}

// serveBare is the floor of net/http: one function writing from memory, for
// each path, the response ukguide gives a client accepting br: when like is
// set, the very bytes the server there sends (every header but Date, and the
// body); else the .br sidecar with type, coding, Vary and length only. No
// routing, conditional requests, log, timeouts or memory limit.
func serveBare(addr, dir, like string, paths []string) error {
	type answer struct {
		header http.Header
		body   []byte
	}
	answers := map[string]answer{}
	types := map[string]string{".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8"}
	for _, p := range paths {
		if like != "" {
			req, _ := http.NewRequest(http.MethodGet, like+p, nil)
			req.Header.Set("Accept-Encoding", "br, gzip")
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				return err
			}
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err != nil {
				return err
			}
			resp.Header.Del("Date")
			answers[p] = answer{resp.Header, body}
			continue
		}
		name := strings.TrimPrefix(p, "/")
		if name == "" {
			name = "index.html"
		}
		body, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)) + ".br")
		if err != nil {
			return err
		}
		answers[p] = answer{http.Header{
			"Content-Type":     {types[filepath.Ext(name)]},
			"Content-Encoding": {"br"},
			"Vary":             {"Accept-Encoding"},
			"Content-Length":   {strconv.Itoa(len(body))},
		}, body}
	}
	// /healthz as ukguide answers it, for startReady.
	answers["/healthz"] = answer{http.Header{"Content-Type": {"text/plain; charset=utf-8"}}, []byte("ok")}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a, ok := answers[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		for key, value := range a.header {
			h[key] = value
		}
		w.Write(a.body)
	}))
}

// startCaddy runs Caddy's file server as its documentation suggests for a
// folder with precompressed files.
func startCaddy(bin, dir string) (*server, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "bench-caddy-")
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "file-server", "--root", dir, "--precompressed", "br", "gzip", "--listen", addr)
	// Caddy keeps its state under $HOME and $XDG_DATA_HOME: a folder of its own.
	cmd.Env = append(os.Environ(), "HOME="+tmp, "XDG_DATA_HOME="+tmp, "XDG_CONFIG_HOME="+tmp)
	cmd.Dir = tmp
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := newServer("caddy", "http://"+addr, cmd, tmp)
	if err := s.waitListening(); err != nil {
		s.stop()
		return nil, fmt.Errorf("caddy: %w", err)
	}
	return s, nil
}

// waitListening waits until the server (Caddy, nginx: no /healthz) accepts
// connections, for up to 10 s, failing at once if it exits first.
func (s *server) waitListening() error {
	addr := strings.TrimPrefix(s.base, "http://")
	for range 100 {
		if conn, err := net.Dial("tcp", addr); err == nil {
			conn.Close()
			return nil
		}
		select {
		case <-s.exited:
			return fmt.Errorf("exited (%v) before it listened", s.cmd.ProcessState)
		case <-time.After(100 * time.Millisecond):
		}
	}
	return errors.New("did not start listening")
}

// startNginx serves dir the way a typical static host would: gzip on, gzip_static on, sendfile.
func startNginx(bin, dir string) (*server, error) {
	addr, err := freeAddr()
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
    listen %[2]s;
    root %[3]s;
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }
}
`, tmp, addr, dir)
	confPath := filepath.Join(tmp, "nginx.conf")
	if err := os.WriteFile(confPath, []byte(conf), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "-c", confPath, "-p", tmp)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := newServer("nginx", "http://"+addr, cmd, tmp)
	if err := s.waitListening(); err != nil {
		s.stop()
		return nil, fmt.Errorf("nginx: %w", err)
	}
	return s, nil
}

// freeAddr is an address of 127.0.0.1 whose port was free a moment ago:
// listened on as port 0, then closed. Another process could take it before
// the server does; the server then exits (address in use) and starting it
// fails with that rather than waiting.
func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

// largestFile names the biggest file of folder whose name ends in ext.
func largestFile(folder, ext string) (string, error) {
	entries, err := os.ReadDir(folder)
	if err != nil {
		return "", err
	}
	var name string
	var size int64
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || filepath.Ext(e.Name()) != ext {
			continue
		}
		if info.Size() > size {
			name, size = e.Name(), info.Size()
		}
	}
	if name == "" {
		return "", fmt.Errorf("no %s file in %s", ext, folder)
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
