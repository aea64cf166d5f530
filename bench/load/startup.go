package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// Start-up targets for a -dir folder of any size: at most this much more
// time and resident memory than for a folder of one page.
const (
	startupExtraTime = time.Second
	startupExtraKiB  = 30 * 1024
)

// runStartup times ukguide's start (until it answers, see startReady) and
// its peak memory on -dir folders: one page, then 100,000 small files and a
// sparse 1 GB page; then its embedded build. Each runs rounds times; the
// medians are compared with the targets.
func runStartup(o options) error {
	tmp, err := os.MkdirTemp("", "ukguide-startup-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	small, large := filepath.Join(tmp, "small"), filepath.Join(tmp, "large")
	if err := writeFolder(small, 0, 0); err != nil {
		return err
	}
	if err := writeFolder(large, 100_000, 1<<30); err != nil {
		return err
	}
	type figure struct {
		took time.Duration
		peak int64
	}
	measureStart := func(dir string) (figure, error) {
		began := time.Now()
		s, err := startUkguide("ukguide", o.bin, dir, nil, 0, io.Discard)
		if err != nil {
			return figure{}, err
		}
		defer s.stop()
		return figure{time.Since(began), s.peakRSS()}, nil
	}
	fmt.Printf("start-up, until ready (median of %d; load average %s)\n", o.rounds, loadAverage())
	medians := map[string]figure{}
	for _, c := range []struct{ name, dir string }{
		{"-dir, one page", small},
		{"-dir, 100,000 files and a 1 GB page", large},
		{"embedded build", ""},
	} {
		var figures []figure
		for range o.rounds {
			f, err := measureStart(c.dir)
			if err != nil {
				return err
			}
			figures = append(figures, f)
		}
		m := figure{
			time.Duration(median(figures, func(f figure) float64 { return float64(f.took) })),
			int64(median(figures, func(f figure) float64 { return float64(f.peak) })),
		}
		medians[c.dir] = m
		fmt.Printf("%-38s %6.2f s  peak RSS %s\n", c.name, m.took.Seconds(), kib(m.peak))
	}
	extraTime, extraKiB := medians[large].took-medians[small].took, medians[large].peak-medians[small].peak
	fmt.Printf("the large folder costs %.2f s and %s more (target at most %s and %s)\n",
		extraTime.Seconds(), kib(extraKiB), startupExtraTime, kib(startupExtraKiB))
	if extraTime > startupExtraTime || extraKiB > startupExtraKiB {
		return fmt.Errorf("start-up target missed")
	}
	return nil
}

// writeFolder writes a build folder without a manifest: a home page, n
// files of 100 bytes in folders of 1,000, and, when page > 0, a sparse
// page of that size (its first bytes real HTML, the rest holes).
func writeFolder(dir string, n int, page int64) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>Home</title><p>Home"), 0o644); err != nil {
		return err
	}
	content := make([]byte, 100)
	for i := range n {
		sub := filepath.Join(dir, fmt.Sprintf("f%03d", i/1000))
		if i%1000 == 0 {
			if err := os.Mkdir(sub, 0o755); err != nil {
				return err
			}
		}
		if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("%03d.txt", i%1000)), content, 0o644); err != nil {
			return err
		}
	}
	if page == 0 {
		return nil
	}
	f, err := os.Create(filepath.Join(dir, "large.html"))
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := io.WriteString(f, "<!doctype html><title>Large</title><p>"); err != nil {
		return err
	}
	return f.Truncate(page)
}
