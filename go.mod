module ukguide

go 1.26.0

require (
	github.com/andybalholm/brotli v1.3.0
	golang.org/x/net v0.62.0
)
