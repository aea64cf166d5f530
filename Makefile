# ukguide: `make run` serves the site on 127.0.0.1:8080 (or $PORT); `make test` runs every test layer.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
BIN := bin/ukguide
CHROMIUM := /usr/bin/chromium-headless-shell
FUZZTIME ?= 60s

.PHONY: run build web go headers reproducible build-again same-build test built browser-lane checks-lane test-go test-web budgets e2e registry-check registry-check-all cdn-check pictures chromium deps bench fuzz clean

run: build
	./$(BIN) -site-url "$${UKGUIDE_SITE_URL:-listen}"

build: web go headers

## deps: front-end packages exactly as locked
deps: web/node_modules/.installed
web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

## web: prerender every route into web/build/client (embedded by the Go build); its steps, in order: web/pipeline/index.ts.
## With a larger young generation, Node spends about 14 % less CPU on the build, mostly in garbage collection (docs/decisions/012)
BUILD_NODE := NODE_OPTIONS=--max-semi-space-size=64
web: deps
	cd web && $(BUILD_NODE) npm run build

go:
	go build -trimpath -o $(BIN) .

## headers: web/build/client/_headers for a static host (Cloudflare Pages): the headers the binary sends
## with every page and file, written by the binary itself (never served, not needed by the embedded build)
headers: go
	./$(BIN) -dir web/build/client -cdn-headers web/build/client/_headers

## chromium: Debian's Chromium for the browser tests (never a downloaded browser): its headless shell, and the
## whole browser for the few checks the shell cannot make (web/chromium.mjs)
chromium:
	@if [ ! -x $(CHROMIUM) ] || [ ! -x /usr/bin/chromium ]; then \
		echo "installing Debian chromium and chromium-headless-shell"; \
		if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell; \
		else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell; fi; \
	fi

## test: every layer, two at a time: the build, then the browser tests, the Go tests and the CDN check; beside
## them the unit tests and a second build (reproducible), then the two builds compared and the registry and budget
## checks. The lanes are about as long, so that both cores are busy to the end. Each target's output shows as it ends
test: chromium deps
	$(MAKE) --no-print-directory -j2 --output-sync=target browser-lane checks-lane

## built, browser-lane, checks-lane: the build, a step at a time; the two lanes of make test that follow it
built:
	$(MAKE) --no-print-directory -j1 build
browser-lane: built
	$(MAKE) --no-print-directory -j1 e2e test-go cdn-check
checks-lane: built test-web build-again
	$(MAKE) --no-print-directory -j1 same-build registry-check budgets

## test-go: every Go test; those of the site's own build fail rather than skip when it is missing. With go build's
## -trimpath, so that vet and the tests reuse the packages it compiled
test-go:
	go vet -trimpath . ./internal/... ./web ./bench/...
	UKGUIDE_REQUIRE_BUILD=1 go test -trimpath -race -count=1 . ./internal/... ./web ./bench/...

## test-web: types, lint, nothing unused (knip: files, dependencies, exports; web/knip.jsonc), the unit tests
test-web: deps
	cd web && npm run typecheck && npm run lint && npm run unused && npm test

## budgets: page-weight budgets in bytes (bench/budgets.json)
budgets:
	node --test bench/
	node bench/weight.mjs --check

## e2e: Playwright in Chromium against the real binary (started by the test run)
e2e: chromium
	cd web && UKGUIDE_BIN=$(CURDIR)/$(BIN) npx playwright test

## cdn-check: Cloudflare's runtime (wrangler pages dev, offline) serves web/build/client with the _headers the
## binary writes, and every route, redirect, missing path and file answers as from the binary
## (a Vitest suite, web/cdn-check/cdn.test.ts, one test per kind of path)
cdn-check: deps
	cd web && UKGUIDE_BIN=$(CURDIR)/$(BIN) npx vitest run --config vitest.cdn.config.ts $(ARGS)

## registry-check: install a sample of examples (every group; pricing, navbar, contact, modal) with
## `shadcn add` from the real binary into two hosts, a fresh Vite app and a Next.js + Tailwind v4 app
## with pages of its own; build both and compare each example, its overlays opened, with its preview in
## Chromium; the Next app's pages must keep their styles and each example's page its CSS under 60 KB.
## A Vitest suite, one test per example and host (web/registry-check/registry.test.ts says how to
## choose examples and hosts; ARGS="-t <id>" passes arguments to vitest)
registry-check: chromium deps
	cd web && UKGUIDE_BIN=$(CURDIR)/$(BIN) npx vitest run --config vitest.registry.config.ts $(ARGS)

## registry-check-all: the same for every example, on both hosts (over an hour)
registry-check-all: chromium deps
	cd web && UKGUIDE_BIN=$(CURDIR)/$(BIN) UKGUIDE_REGISTRY_ALL=1 npx vitest run --config vitest.registry.config.ts $(ARGS)

## pictures: the pictures of the examples on the group overviews (web/scripts/pictures.mjs): builds, then takes
## those of every example whose code changed since, in Chromium from the binary; ALL=1 takes every one (about
## 15 min). Not part of make test, whose test/pictures.test.ts only checks that the pictures match the code
pictures: build chromium
	cd web && node scripts/pictures.mjs --bin $(CURDIR)/$(BIN) $(if $(ALL),--all)

## fuzz: every Go fuzz target (found with go test -list) for $(FUZZTIME) each, e.g. FUZZTIME=10m make fuzz;
## not part of make test. A failing input is kept in testdata/fuzz/ and is then run by go test
fuzz:
	for pkg in $$(go list ./...); do \
		for target in $$(go test -list '^Fuzz' "$$pkg" | grep '^Fuzz' || true); do \
			go test -run='^$$' -fuzz="^$$target\$$" -fuzztime=$(FUZZTIME) "$$pkg"; \
		done; \
	done

## bench: page weight, server load next to Caddy and nginx (installed if missing), soak, Lighthouse (bench/README.md)
bench: build chromium
	node bench/weight.mjs
	command -v nginx >/dev/null || (apt-get update && apt-get install -y nginx)
	test -x "$$(go env GOPATH)/bin/caddy" || go install github.com/caddyserver/caddy/v2/cmd/caddy@v2.11.9
	go run ./bench/load -bin $(BIN)
	go run ./bench/load -bin $(BIN) -soak 60s
	go run ./bench/load -bin $(BIN) -startup
	cd bench/lighthouse && npm ci --no-audit --no-fund && node run.mjs --bin $(CURDIR)/$(BIN)

clean:
	rm -rf bin web/build web/build-again web/.react-router web/test-results web/playwright-report

## reproducible: a second build of the same commit (build-again, into web/build-again) is byte-identical to the first
## (same-build; web/vite.config.ts, buildTime)
reproducible: build-again
	$(MAKE) --no-print-directory same-build
build-again: deps
	cd web && rm -rf build-again && UKGUIDE_BUILD_DIR=build-again $(BUILD_NODE) npm run build >/dev/null
same-build:
	diff -r -x _headers web/build/client web/build-again/client && rm -rf web/build-again
