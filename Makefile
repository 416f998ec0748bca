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

.PHONY: help start test gen bench dev offline storybook e2e build build-ui build-server deps chromium clean

help: ## List the targets
	@echo "Brokerage back-office console: mock-first reference implementation"
	@echo
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{ printf "  make %-13s %s\n", $$1, $$2 }'
	@echo
	@echo "  PORT=18080 make start   serves on another port"

start: build ## Serve the console, API and Swagger UI on http://127.0.0.1:$(PORT)/
	@echo "Console:    http://127.0.0.1:$(PORT)/"
	@echo "Swagger UI: http://127.0.0.1:$(PORT)/swagger-ui/"
	@echo "Sign in as admin / password (also analyst, compliance, customer)."
	PORT=$(PORT) $(RELEASE_BIN) serve --ui-dir ui/dist

test: deps chromium ## Run every check; the last line counts tests passed and failed
	@scripts/test.sh

gen: deps ## Regenerate openapi/ and fixtures/ from the Rust models
	cargo run --quiet --locked -p mock-server -- openapi > openapi/openapi.json
	cargo run --quiet --locked -p mock-server -- fixtures --out fixtures --seed 42 --scale small
	# schema.d.ts and enums.ts: openapi/generate.ts, run through its drift test in update mode.
	./node_modules/.bin/vitest run --project unit openapi/schema.test.ts --update

bench: deps ## Run the benchmarks and write docs/benchmarks.md
	@shopt -s nullglob; scripts=(scripts/bench-*.sh); \
	  if [ $${#scripts[@]} -eq 0 ]; then echo "no benchmarks yet"; fi; \
	  for script in "$${scripts[@]}"; do echo "== $$script"; bash "$$script" || exit 1; done

dev: deps ## The console on Vite (http://127.0.0.1:5173), calling a mock server on :8080
	./node_modules/.bin/vite --config ui/vite.config.ts --host 127.0.0.1

offline: deps ## The console on Vite with the API answered in the browser by MSW (no Rust)
	./node_modules/.bin/vite --config ui/vite.config.ts --mode offline --host 127.0.0.1

storybook: deps ## Storybook on http://127.0.0.1:6006
	./node_modules/.bin/storybook dev -c stories/.storybook -p 6006 --host 127.0.0.1 --no-open

e2e: deps chromium build ## Only the Playwright journeys
	cd e2e && ../node_modules/.bin/playwright test -c playwright.config.ts

build: build-ui build-server ## Build the console and the release mock server

build-ui: deps
	./node_modules/.bin/vite build --config ui/vite.config.ts --logLevel warn

build-server:
	cargo build --release --locked -p mock-server

deps: $(NPM_STAMP)

# npm install, not npm ci: the lockfile made here omits optional binaries of
# other platforms, which npm ci's strict check refuses (toolchain notes).
$(NPM_STAMP): package.json package-lock.json
	npm install --no-audit --no-fund --loglevel=error
	@touch $@

chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  echo "Installing Debian's Chromium for the browser tests..."; \
	  SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

clean: ## Remove build output (not node_modules)
	rm -rf ui/dist stories/dist e2e/test-results .cache
	cargo clean
