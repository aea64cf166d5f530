package server

import (
	"net/http"
	"slices"
	"strings"
)

// policy builds the Content-Security-Policy. Only script-src varies: it
// allows the site's inline scripts by their hashes.
type policy struct {
	before, after string // the directives around script-src's hash list
}

// imageSources are the hosts the CSP's img-src allows: the site's own, inline
// images, and the photo host the examples show.
const imageSources = "'self' data: https://images.unsplash.com"

func newPolicy() policy {
	return policy{
		before: "default-src 'self'; script-src 'self'",
		after: "; style-src 'self' 'unsafe-inline'" +
			"; img-src " + imageSources +
			"; font-src 'self'; connect-src 'self'; frame-src 'self'" +
			"; frame-ancestors 'self'; base-uri 'self'; form-action 'self'" +
			"; object-src 'none'",
	}
}

// header returns the policy allowing the given script hashes, each already
// in 'sha256-…' form.
func (p policy) header(scriptHashes []string) string {
	if len(scriptHashes) == 0 {
		return p.before + p.after
	}
	return p.before + " " + strings.Join(scriptHashes, " ") + p.after
}

const hstsValue = "max-age=63072000; includeSubDomains"

// fixedHeader is one of the headers every response carries, its key
// canonical and its value slice pre-built: setting it allocates nothing.
type fixedHeader struct {
	key   string
	value []string
}

// fixedHeaders lists the headers every response carries, with csp as the
// Content-Security-Policy, sorted by key.
func fixedHeaders(csp string, hsts bool) []fixedHeader {
	fixed := map[string]string{
		"Content-Security-Policy":      csp,
		"X-Content-Type-Options":       "nosniff",
		"Referrer-Policy":              "strict-origin-when-cross-origin",
		"Permissions-Policy":           "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
		"X-Frame-Options":              "SAMEORIGIN",
		"Cross-Origin-Opener-Policy":   "same-origin",
		"Cross-Origin-Resource-Policy": "same-origin",
	}
	if hsts {
		fixed["Strict-Transport-Security"] = hstsValue
	}
	fields := make([]fixedHeader, 0, len(fixed))
	for k, v := range fixed {
		fields = append(fields, fixedHeader{http.CanonicalHeaderKey(k), []string{v}})
	}
	slices.SortFunc(fields, func(a, b fixedHeader) int { return strings.Compare(a.key, b.key) })
	return fields
}

// securityHeaders sets the headers every response carries, whatever its
// status, csp as the Content-Security-Policy. The bodyless answers net/http
// writes itself to a request it cannot parse go without them: there is no
// page there to protect.
func securityHeaders(next http.Handler, csp string, hsts bool) http.Handler {
	fields := fixedHeaders(csp, hsts)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for _, f := range fields {
			h[f.key] = f.value
		}
		next.ServeHTTP(w, r)
	})
}
