package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// inlineScriptHashes returns the CSP source ('sha256-…') of every inline
// <script> in an HTML document, sorted and without duplicates, so the page
// may run exactly the scripts it was built with and nothing injected.
//
// The tokenizer normalises newlines as a browser does before hashing, and
// leaves script text otherwise untouched.
func inlineScriptHashes(r io.Reader) ([]string, error) {
	z := html.NewTokenizer(r)
	var hashes []string
	var script *bytes.Buffer // non-nil inside an inline <script>
	for {
		switch z.Next() {
		case html.ErrorToken:
			if err := z.Err(); err != io.EOF {
				return nil, err
			}
			slices.Sort(hashes)
			return slices.Compact(hashes), nil
		case html.StartTagToken, html.SelfClosingTagToken: // <script/> still opens a script
			name, hasAttr := z.TagName()
			if atom.Lookup(name) != atom.Script {
				continue
			}
			script = new(bytes.Buffer)
			for hasAttr {
				var key, value []byte
				key, value, hasAttr = z.TagAttr()
				// An external script is allowed by 'self'; a data block never runs.
				if string(key) == "src" || string(key) == "type" && isDataBlock(string(value)) {
					script = nil
					break
				}
			}
		case html.TextToken:
			if script != nil {
				script.Write(z.Text())
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			if atom.Lookup(name) == atom.Script && script != nil {
				if script.Len() > 0 {
					sum := sha256.Sum256(script.Bytes())
					hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
				}
				script = nil
			}
		}
	}
}

// isDataBlock reports whether a <script type> makes the element a data block,
// which the browser never runs: any type but a JavaScript MIME type,
// "module" or "importmap" (HTML's "prepare the script element").
func isDataBlock(scriptType string) bool {
	t := strings.ToLower(strings.TrimSpace(scriptType))
	switch t {
	case "", "module", "importmap", "text/javascript", "application/javascript", "application/ecmascript",
		"application/x-ecmascript", "application/x-javascript", "text/ecmascript", "text/javascript1.0",
		"text/javascript1.1", "text/javascript1.2", "text/javascript1.3", "text/javascript1.4",
		"text/javascript1.5", "text/jscript", "text/livescript", "text/x-ecmascript", "text/x-javascript":
		return false
	}
	return true
}
