package server

import (
	"bytes"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// disjointRanges names n one-byte ranges with a gap between each.
func disjointRanges(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = fmt.Sprintf("%d-%d", 2*i, 2*i)
	}
	return "bytes=" + strings.Join(parts, ",")
}

func TestRangeLimits(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	size := len(homeHTML)
	whole := strconv.Itoa(size)
	for _, tc := range []struct {
		name, rangeHeader string
		status            int
		contentRange      string // "" for a multipart 206
	}{
		{"one range", "bytes=0-9", http.StatusPartialContent, "bytes 0-9/" + whole},
		{"two ranges", "bytes=0-9,20-29", http.StatusPartialContent, ""},
		{"adjacent ranges", "bytes=0-9,10-19", http.StatusPartialContent, ""},
		{"maxRanges disjoint ranges", disjointRanges(maxRanges), http.StatusPartialContent, ""},
		{"one range too many", disjointRanges(maxRanges + 1), http.StatusOK, ""},
		// Fewer bytes than the page: ServeContent's own check (their sum exceeds the size) misses them.
		{"300 suffix ranges", "bytes=" + strings.Repeat("-1,", 299) + "-1", http.StatusOK, ""},
		{"2600 empty suffix ranges", "bytes=" + strings.Repeat("-0,", 2599) + "-0", http.StatusOK, ""},
		{"overlapping", "bytes=0-9,5-14", http.StatusOK, ""},
		{"duplicate", "bytes=0-9,0-9", http.StatusOK, ""},
		{"contained out of order", "bytes=50-60,0-99", http.StatusOK, ""},
		{"open and suffix overlap", "bytes=" + strconv.Itoa(size-10) + "-,-5", http.StatusOK, ""},
		{"end past the file overlaps suffix", "bytes=0-4,100-99999,-3", http.StatusOK, ""},
		{"whitespace and empty parts", "bytes= 0 - 9 ,, 5-14 ", http.StatusOK, ""},
		{"whitespace, disjoint", "bytes= 0-4 ,\t10-14,", http.StatusPartialContent, ""},
		{"open and suffix disjoint", "bytes=0-4,-5", http.StatusPartialContent, ""},
		{"unsatisfiable part dropped", "bytes=0-4,99999-", http.StatusPartialContent, "bytes 0-4/" + whole},
		{"unsatisfiable", "bytes=99999-", http.StatusRequestedRangeNotSatisfiable, "bytes */" + whole},
		{"unparsable", "bytes=a-b", http.StatusRequestedRangeNotSatisfiable, ""},
		{"unparsable after many", "bytes=" + strings.Repeat("-1,", 2600) + "x", http.StatusRequestedRangeNotSatisfiable, ""},
		{"reversed", "bytes=9-0", http.StatusRequestedRangeNotSatisfiable, ""},
		{"not bytes", "items=0-1", http.StatusRequestedRangeNotSatisfiable, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := request(h, "GET", "/", "Range", tc.rangeHeader)
			if resp.StatusCode != tc.status {
				t.Fatalf("status: got %d, want %d", resp.StatusCode, tc.status)
			}
			got := body(t, resp)
			if tc.status == http.StatusOK {
				if got != homeHTML || resp.Header.Get("Content-Range") != "" {
					t.Errorf("got %d bytes, Content-Range %q; want the whole page", len(got), resp.Header.Get("Content-Range"))
				}
				return
			}
			if cr := resp.Header.Get("Content-Range"); cr != tc.contentRange {
				t.Errorf("Content-Range: got %q, want %q", cr, tc.contentRange)
			}
			ct := resp.Header.Get("Content-Type")
			if multi := strings.HasPrefix(ct, "multipart/byteranges;"); multi != (tc.status == http.StatusPartialContent && tc.contentRange == "") {
				t.Errorf("Content-Type: got %q, want multipart/byteranges only for a 206 of several ranges", ct)
			}
		})
	}
}

func TestRegistryRangeLimits(t *testing.T) {
	h := newTestHandler(t, registryFS(), Config{})
	const item = "/r/buttons-gradient.json"
	whole := body(t, request(h, "GET", item))
	for _, tc := range []struct {
		name, rangeHeader string
		status            int
	}{
		{"one range", "bytes=0-4", http.StatusPartialContent},
		{"50 suffix ranges", "bytes=" + strings.Repeat("-1,", 49) + "-1", http.StatusOK},
		{"overlapping", "bytes=0-9,5-14", http.StatusOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := request(h, "GET", item, "Range", tc.rangeHeader)
			if resp.StatusCode != tc.status {
				t.Fatalf("status: got %d, want %d", resp.StatusCode, tc.status)
			}
			if got := body(t, resp); tc.status == http.StatusOK && got != whole {
				t.Errorf("body: got %q, want %q", got, whole)
			}
		})
	}
}

// TestRangeOfEncodedRequestIsOfTheFile: byte ranges are of the identity file,
// so a multipart answer is never labelled with a coding its parts lack.
func TestRangeOfEncodedRequestIsOfTheFile(t *testing.T) {
	h := newTestHandler(t, fixtureFS(), Config{})
	identityTag := request(h, "GET", "/").Header.Get("ETag")
	for _, acceptEncoding := range []string{"br", "gzip", "br, gzip;q=0.5"} {
		t.Run(acceptEncoding, func(t *testing.T) {
			resp := request(h, "GET", "/", "Range", "bytes=0-9,20-29", "Accept-Encoding", acceptEncoding)
			if resp.StatusCode != http.StatusPartialContent {
				t.Fatalf("status: got %d, want %d", resp.StatusCode, http.StatusPartialContent)
			}
			for _, want := range []struct{ key, value string }{
				{"Content-Encoding", ""},
				{"Vary", "Accept-Encoding"},
				{"ETag", identityTag},
			} {
				if got := resp.Header.Get(want.key); got != want.value {
					t.Errorf("%s: got %q, want %q", want.key, got, want.value)
				}
			}
			mediaType, params, err := mime.ParseMediaType(resp.Header.Get("Content-Type"))
			if err != nil || mediaType != "multipart/byteranges" {
				t.Fatalf("Content-Type: got %q (%v), want multipart/byteranges", resp.Header.Get("Content-Type"), err)
			}
			mr := multipart.NewReader(resp.Body, params["boundary"])
			var got []string
			for {
				part, err := mr.NextPart()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("next part: %v", err)
				}
				b, _ := io.ReadAll(part)
				got = append(got, part.Header.Get("Content-Range")+" "+string(b))
			}
			want := []string{
				fmt.Sprintf("bytes 0-9/%d %s", len(homeHTML), homeHTML[0:10]),
				fmt.Sprintf("bytes 20-29/%d %s", len(homeHTML), homeHTML[20:30]),
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("parts: got %q, want %q", got, want)
			}
		})
	}
}

// FuzzServeContentRanges: whatever the Range header, a 206 has at most
// maxRanges parts and none overlap, so honourRange misses nothing ServeContent serves.
func FuzzServeContentRanges(f *testing.F) {
	for _, seed := range []string{
		"bytes=0-9", "bytes=0-9,5-14", "bytes=-1,-1", "bytes=-0,-0", "bytes= 3 - ,-5",
		"bytes=+1-+2,+1-+2", "bytes=0-0,2-2,4-4,6-6,8-8,10-10,12-12,14-14,16-16",
		"bytes=99-x,0-1,0-1", "bytes=1-1,\t1-1", "bytes=0-9223372036854775807,-9223372036854775807",
	} {
		f.Add(seed)
	}
	content := bytes.Repeat([]byte("0123456789"), 7)
	f.Fuzz(func(t *testing.T, header string) {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header["Range"] = []string{header}
		w := httptest.NewRecorder()
		serveContent(w, r, int64(len(content)), bytes.NewReader(content))
		if w.Code != http.StatusPartialContent {
			return
		}
		ranges := w.Header().Values("Content-Range")
		if _, params, err := mime.ParseMediaType(w.Header().Get("Content-Type")); err == nil && params["boundary"] != "" {
			mr := multipart.NewReader(w.Body, params["boundary"])
			for {
				part, err := mr.NextPart()
				if err != nil {
					break
				}
				ranges = append(ranges, part.Header.Get("Content-Range"))
			}
		}
		if len(ranges) > maxRanges {
			t.Fatalf("%q: got %d parts, want at most %d", header, len(ranges), maxRanges)
		}
		var covered [70]bool
		for _, cr := range ranges {
			var first, last, size int
			if _, err := fmt.Sscanf(cr, "bytes %d-%d/%d", &first, &last, &size); err != nil {
				t.Fatalf("%q: Content-Range %q: %v", header, cr, err)
			}
			for i := first; i <= last; i++ {
				if covered[i] {
					t.Fatalf("%q: got overlapping parts %q", header, ranges)
				}
				covered[i] = true
			}
		}
	})
}

// BenchmarkManyRanges compares a plain GET with one naming 2,600 ranges,
// which is answered whole.
func BenchmarkManyRanges(b *testing.B) {
	fsys := fixtureFS()
	fsys["assets/big-Gh78.js"] = &fstest.MapFile{Data: bytes.Repeat([]byte("a"), 64<<10)}
	h := newTestHandler(b, fsys, Config{})
	for _, bc := range []struct{ name, rangeHeader string }{
		{"plain", ""},
		{"2600 ranges", "bytes=" + strings.Repeat("-1,", 2599) + "-1"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			r := httptest.NewRequest("GET", "/assets/big-Gh78.js", nil)
			if bc.rangeHeader != "" {
				r.Header.Set("Range", bc.rangeHeader)
			}
			for b.Loop() {
				h.ServeHTTP(httptest.NewRecorder(), r)
			}
		})
	}
}
