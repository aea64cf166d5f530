package server

import (
	"cmp"
	"io"
	"net/http"
	"net/textproto"
	"slices"
	"strconv"
	"strings"
	"time"
)

// maxRanges caps the ranges one request may name, as nginx's max_ranges: each
// part of a multipart answer costs headers and a seek, so thousands multiply a GET.
const maxRanges = 8

// serveContent answers as http.ServeContent (the caller has set the ETag), but
// with the whole content (200) when honourRange refuses the Range header.
func serveContent(w http.ResponseWriter, r *http.Request, size int64, content io.ReadSeeker) {
	if !honourRange(r.Header.Get("Range"), size) {
		r = r.Clone(r.Context()) // the caller's request stays as it came
		delete(r.Header, "Range")
	}
	// A zero time: the ETag is the only validator.
	http.ServeContent(w, r, "", time.Time{}, content)
}

// honourRange reports whether a Range header on content of size bytes may be
// answered: false for more than maxRanges ranges or for overlapping ones. It
// reads the header as ServeContent does, so anything ServeContent would serve
// is checked; a header it cannot parse is left to ServeContent (416).
func honourRange(header string, size int64) bool {
	spec, ok := strings.CutPrefix(header, "bytes=")
	if !ok {
		return true // absent, or not byte ranges
	}
	type span struct{ start, end int64 } // [start, end) within the content
	var spans []span
	n := 0
	for part := range strings.SplitSeq(spec, ",") {
		part = textproto.TrimString(part)
		if part == "" {
			continue
		}
		n++
		first, last, ok := strings.Cut(part, "-")
		if !ok {
			return true
		}
		first, last = textproto.TrimString(first), textproto.TrimString(last)
		var s span
		if first == "" { // suffix: the last N bytes
			i, err := strconv.ParseInt(last, 10, 64)
			if last == "" || last[0] == '-' || err != nil || i < 0 {
				return true
			}
			s = span{size - min(i, size), size}
		} else {
			i, err := strconv.ParseInt(first, 10, 64)
			if err != nil || i < 0 {
				return true
			}
			if i >= size {
				continue // unsatisfiable: ServeContent skips it, end unread
			}
			s = span{i, size}
			if last != "" {
				j, err := strconv.ParseInt(last, 10, 64)
				if err != nil || i > j {
					return true
				}
				s.end = min(j, size-1) + 1
			}
		}
		if s.start < s.end && n <= maxRanges {
			spans = append(spans, s)
		}
	}
	if n > maxRanges {
		return false
	}
	slices.SortFunc(spans, func(a, b span) int { return cmp.Compare(a.start, b.start) })
	for i := 1; i < len(spans); i++ {
		if spans[i].start < spans[i-1].end {
			return false
		}
	}
	return true
}
