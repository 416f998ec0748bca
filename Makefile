# The entry points of the project. `make` alone lists them.
#
#   make start   build the console and the mock server, then serve both on PORT (default 8080)
#   make test    every check: formatters, linters, types, Rust, unit, stories, end to end
#
# Nothing is installed by hand: npm packages and Debian's Chromium are
# installed here when they are missing.

SHELL := /bin/bash
.DEFAULT_GOAL := help

PORT ?= 8080
NPM_STAMP := node_modules/.install-stamp
RELEASE_BIN := target/release/mock-server
CHROMIUM := /usr/bin/chromium
# Playwright's journeys and the story tests run on the old headless shell (lighter; see e2e/playwright.config.ts).
HEADLESS_SHELL := /usr/bin/chromium-headless-shell
NGINX := /usr/sbin/nginx

.PHONY: help start test gen bench dev offline storybook storybook-build story-tests visual visual-accept e2e e2e-proxy proxy conformance scale-demo build build-ui build-offline build-server deps chromium nginx clean

# `make conformance` and `make proxy` (docs/proxy.md). The defaults are the mock server's demo
# accounts and clients (README); for another server, set each (the limited, customer and exchange
# ones may be left empty: their checks are then skipped, each with its reason).
UPSTREAM ?= http://127.0.0.1:8080
PROXY_PORT ?= 8081
export CONFORMANCE_ACCOUNT ?= backoffice
export CONFORMANCE_CLIENT_ID ?= brokerage.mobile
export CONFORMANCE_SCOPE ?= openid email phone profile offline_access roles brokerage.api
export CONFORMANCE_ADMIN_USER ?= admin
export CONFORMANCE_ADMIN_PASSWORD ?= password
export CONFORMANCE_LIMITED_USER ?= analyst
export CONFORMANCE_LIMITED_PASSWORD ?= password
export CONFORMANCE_CUSTOMER_USER ?= customer
export CONFORMANCE_CUSTOMER_PASSWORD ?= password
export CONFORMANCE_EXCHANGE_CLIENT_ID ?= brokerage.proxy
export CONFORMANCE_EXCHANGE_CLIENT_SECRET ?= brokerage-proxy-secret
export CONFORMANCE_EXCHANGE_SCOPE ?= brokerage.api

# Storybook's build is rebuilt only when a source it reads changed (it takes a while).
STORYBOOK_INDEX := stories/dist/index.json
STORYBOOK_SOURCES := $(shell find stories ui/src ui/public fixtures -type f -not -path 'stories/dist/*' 2>/dev/null) package.json

help: ## List the targets
	@echo "Brokerage back-office console: mock-first reference implementation"
	@echo
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{ printf "  make %-13s %s\n", $$1, $$2 }'
	@echo
	@echo "  PORT=18080 make start   serves on another port"

start: build storybook-build ## Serve the console, API, Swagger UI and Storybook on http://127.0.0.1:$(PORT)/
	@echo "Console:    http://127.0.0.1:$(PORT)/"
	@echo "Swagger UI: http://127.0.0.1:$(PORT)/swagger-ui/"
	@echo "Storybook:  http://127.0.0.1:$(PORT)/storybook/"
	@echo "Sign in as admin / password (also analyst, compliance, customer)."
	PORT=$(PORT) $(RELEASE_BIN) serve --ui-dir ui/dist --storybook-dir stories/dist

# scripts/test.sh installs packages itself, in a lane beside the Rust build.
test: ## Run every check; the last line counts tests passed and failed
	@scripts/test.sh

gen: deps ## Regenerate openapi/ and fixtures/ from the Rust models
	# The answers' examples first: the document reads them (mock-server/src/examples.rs).
	cargo run --quiet --locked -p mock-server -- examples > openapi/examples.json.tmp
	mv openapi/examples.json.tmp openapi/examples.json
	cargo run --quiet --locked -p mock-server -- openapi > openapi/openapi.json
	cargo run --quiet --locked -p mock-server -- fixtures --out fixtures --seed 42 --scale small
	# schema.d.ts and enums.ts: openapi/generate.ts, run through its drift test in update mode.
	./node_modules/.bin/vitest run --project unit openapi/schema.test.ts --update

bench: deps nginx ## Run the benchmarks and write docs/benchmarks.md
	@shopt -s nullglob; scripts=(scripts/bench-*.sh); \
	  if [ $${#scripts[@]} -eq 0 ]; then echo "no benchmarks yet"; fi; \
	  for script in "$${scripts[@]}"; do echo "== $$script"; bash "$$script" || exit 1; done

dev: deps ## The console on Vite (http://127.0.0.1:5173), calling a mock server on :8080
	./node_modules/.bin/vite --config ui/vite.config.ts --host 127.0.0.1

offline: deps ## The console on Vite with the API answered in the browser by MSW (no Rust)
	./node_modules/.bin/vite --config ui/vite.config.ts --mode offline --host 127.0.0.1

storybook: deps ## Storybook on http://127.0.0.1:6006
	./node_modules/.bin/storybook dev -c stories/.storybook -p 6006 --host 127.0.0.1 --no-open

storybook-build: deps $(STORYBOOK_INDEX) ## Build Storybook into stories/dist (served at /storybook/)

$(STORYBOOK_INDEX): $(STORYBOOK_SOURCES)
	./node_modules/.bin/storybook build -c stories/.storybook -o stories/dist --quiet

story-tests: deps chromium storybook-build ## The story tests against the built Storybook; STORIES='Components/DataTable' runs those whose title matches
	cd e2e && ../node_modules/.bin/playwright test -c stories.config.ts $(if $(STORIES),-g '$(STORIES)')

visual: deps chromium build-ui build-server storybook-build ## The visual catalogue: screen stories against the baselines
	cd e2e && ../node_modules/.bin/playwright test -c visual.config.ts

visual-accept: deps chromium build-ui build-server storybook-build ## Accept intended visual changes: rewrite changed and new baselines
	cd e2e && ../node_modules/.bin/playwright test -c visual.config.ts --update-snapshots=changed

e2e: deps chromium build build-offline ## Only the Playwright journeys (against the server, and the offline console)
	cd e2e && ../node_modules/.bin/playwright test -c playwright.config.ts

e2e-proxy: deps chromium build ## The journeys through the validating proxy, which must see 0 violations
	cd e2e && E2E_PROXY=1 ../node_modules/.bin/playwright test -c playwright.config.ts --project desktop --project short-token --project proxy

conformance: ## BASE_URL=http://host:port: the behavioural API suite against any server
	@if [ -z "$(BASE_URL)" ]; then echo "usage: make conformance BASE_URL=http://host:port (docs/proxy.md)"; exit 2; fi
	@cargo build --quiet --locked -p mock-server
	target/debug/mock-server conformance --base-url "$(BASE_URL)"

proxy: ## UPSTREAM=http://host:port: the validating proxy on :8081 (PROXY_PORT; docs/proxy.md)
	@cargo build --quiet --locked -p mock-server
	target/debug/mock-server proxy --upstream "$(UPSTREAM)" --port $(PROXY_PORT)

scale-demo: build nginx ## Two replicas behind nginx on :8090 (docs/scale-out.md); Ctrl-C stops them
	@scripts/scale-out.sh

build: build-ui build-server ## Build the console and the release mock server

build-ui: deps
	./node_modules/.bin/vite build --config ui/vite.config.ts --logLevel warn

build-offline: deps ## The offline console (MSW in the browser) in ui/dist-offline, for the parity journeys
	./node_modules/.bin/vite build --config ui/vite.config.ts --mode offline --logLevel warn

build-server:
	cargo build --release --locked -p mock-server

deps: $(NPM_STAMP)

# npm install, not npm ci: the lockfile made here omits optional binaries of
# other platforms, which npm ci's strict check refuses (toolchain notes).
$(NPM_STAMP): package.json package-lock.json
	npm install --no-audit --no-fund --loglevel=error
	@touch $@

chromium:
	@if [ ! -x $(CHROMIUM) ] || [ ! -x $(HEADLESS_SHELL) ]; then \
	  echo "Installing Debian's Chromium and its headless shell for the browser tests..."; \
	  SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null; \
	fi

# The load balancer of the scale-out (docs/scale-out.md), Debian's package.
nginx:
	@if [ ! -x $(NGINX) ]; then \
	  echo "Installing Debian's nginx for the scale-out..."; \
	  SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq nginx >/dev/null; \
	fi

clean: ## Remove build output (not node_modules)
	rm -rf ui/dist ui/dist-offline stories/dist e2e/test-results e2e/offline-results e2e/visual-results .cache
	cargo clean
