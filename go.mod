module ukguide

go 1.26.0

require golang.org/x/net v0.62.0
