#!/usr/bin/env bash
# The full schemathesis run (issue 16): every operation, `--checks all`, 150 examples per
# operation against the release server, 0 failures; writes the "schemathesis" section of
# docs/benchmarks.md. `make test` runs the same bounded (12 examples). See scripts/schemathesis.sh.
#
# Run by `make bench`, or alone: scripts/bench-schemathesis.sh (several minutes after the
# release build).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
build_release_server "$WORK/build.log"
MOCK_SERVER_BIN=target/release/mock-server scripts/schemathesis.sh --full
