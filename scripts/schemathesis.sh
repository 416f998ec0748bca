#!/usr/bin/env bash
# schemathesis against the mock server: every operation of the OpenAPI document, `--checks all`.
#
#   scripts/schemathesis.sh            the bounded run of `make test` (a few examples per operation)
#   scripts/schemathesis.sh --full     the full run of `make bench` (many more), which also writes
#                                      its section of docs/benchmarks.md
#
# Deterministic: a fixed hypothesis seed, no example database, one worker, and a fresh server
# world (`--seed 42 --scale small --now` the fixture epoch). The run's writes stay in its own mock
# sessions (scripts/schemathesis/hooks.py), and `positive_data_acceptance` is replaced by the
# hooks' version, which lets pass the 400s of the cross-field rules no schema can state (listed
# there, and in docs/mock-promises.md). Exits non-zero on any failure or error. Hypothesis's
# `too_slow` health check is off: it times the generator (the notification body's patterns), which
# on 2 busy cores says more about the machine than about the API.
#
# The server binary: $MOCK_SERVER_BIN, else target/debug/mock-server (built by the Rust tests).
# schemathesis: installed into .cache/schemathesis from scripts/schemathesis/requirements.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

MODE=bounded
[ "${1:-}" = "--full" ] && MODE=full
EXAMPLES=${EXAMPLES:-$([ "$MODE" = full ] && echo 150 || echo 12)}
SEED=${SCHEMATHESIS_SEED:-20261126}
BIN=${MOCK_SERVER_BIN:-target/debug/mock-server}
VENV=.cache/schemathesis
REQUIREMENTS=scripts/schemathesis/requirements.txt
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"; [ -n "${server:-}" ] && kill "$server" 2>/dev/null || true' EXIT

# The pinned schemathesis, installed once per requirements file.
if ! cmp -s "$REQUIREMENTS" "$VENV/requirements.txt" 2>/dev/null || [ ! -x "$VENV/bin/st" ]; then
  echo "installing schemathesis into $VENV..."
  rm -rf "$VENV"
  # Installed by the system's pip into a venv without one (`--python`, pip 22.3 and later), and not
  # compiled to bytecode ahead: of the 14 CPU s a fresh clone spent here, half went to installing pip
  # into the venv and to compiling every module of the packages, where a run imports a part of them
  # (and compiles those as it imports them). Without a system pip, the venv's own.
  if python3 -m venv --without-pip "$VENV" && python3 -m pip --python "$VENV/bin/python" --version >/dev/null 2>&1; then
    python3 -m pip --python "$VENV/bin/python" install --quiet --disable-pip-version-check --no-compile -r "$REQUIREMENTS"
  else
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check --no-compile -r "$REQUIREMENTS"
  fi
  cp "$REQUIREMENTS" "$VENV/requirements.txt"
fi
[ -x "$BIN" ] || { echo "no server binary at $BIN (build it: cargo build -p mock-server)"; exit 1; }

port=$(free_port)
"$BIN" serve --port "$port" --seed 42 --scale small --now 2026-01-15T15:30:00Z \
  --ui-dir "$WORK/no-ui" --storybook-dir "$WORK/no-storybook" --max-sessions 10000 >"$WORK/server.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
wait_for_http "$base/meta.json" 60 "$server" || { tail -20 "$WORK/server.log"; exit 1; }

started=$(date +%s)
status=0
# The bytecode of the modules a run imports, compiled by the first run (the install compiles none) and
# kept in the venv, even where the environment says not to write it (PYTHONDONTWRITEBYTECODE).
PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX="$PWD/$VENV/pycache" \
  SCHEMATHESIS_HOOKS=hooks PYTHONPATH=scripts/schemathesis SCHEMATHESIS_SESSION="schemathesis-$MODE" \
  "$VENV/bin/st" --no-color --config-file scripts/schemathesis/schemathesis.toml run "$base/api-docs/openapi.json" \
  --checks all --exclude-checks positive_data_acceptance \
  --seed "$SEED" --max-examples "$EXAMPLES" --workers 1 --generation-database none \
  --suppress-health-check too_slow --request-timeout 10 --report junit --report-junit-path "$WORK/junit.xml" \
  >"$WORK/output.txt" 2>&1 || status=$?
elapsed=$(($(date +%s) - started))
mkdir -p .cache/test-logs
cp "$WORK/output.txt" ".cache/test-logs/schemathesis-$MODE.txt"

# The summary's figures: operations tested, cases generated, failures and errors.
read -r operations cases failures errors < <(python3 - "$WORK/output.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
def number(pattern):
    found = re.search(pattern, text)
    return int(found.group(1)) if found else 0
operations = number(r"Tested: (\d+)")
cases = number(r"(\d+) generated")
failures = sum(int(n) for n in re.findall(r"❌ ST\d+ [^:\n]+: (\d+)", text))
errors = sum(int(n) for n in re.findall(r"🚫 [^:\n]+: (\d+)", text))
print(operations, cases, failures, errors)
PY
)
summary="schemathesis ($MODE): $operations operations, $cases cases, $failures failures, $errors errors in ${elapsed}s (seed $SEED, $EXAMPLES examples per operation)"
if [ "$status" -ne 0 ] || [ "$failures" -ne 0 ] || [ "$errors" -ne 0 ] || [ "$operations" -eq 0 ]; then
  sed -n '/= FAILURES =/,$p;/= ERRORS =/,$p' "$WORK/output.txt" | head -200
  echo "$summary"
  echo "the whole output: .cache/test-logs/schemathesis-$MODE.txt"
  exit 1
fi
echo "$summary"
# For scripts/test.sh's counts: the operations that passed.
echo "$operations" >".cache/test-logs/schemathesis-$MODE.passed"

if [ "$MODE" = full ]; then
  version=$("$VENV/bin/st" --version | awk '{print $NF}')
  section=$(
    cat <<MD
<!-- bench-schemathesis:start (written by scripts/schemathesis.sh --full; do not edit by hand) -->

## schemathesis: the document and the server agree

Command: \`make bench\` (runs \`scripts/bench-schemathesis.sh\`, that is \`scripts/schemathesis.sh --full\`):
schemathesis $version with \`--checks all\` against \`$BIN serve --seed 42 --scale small
--now 2026-01-15T15:30:00Z\`, every operation of the document, $EXAMPLES examples per operation, seed
$SEED, one worker, on the same machine ($(nproc) cores). \`make test\` runs the same with 12 examples.

| operations | cases | failures | errors | time |
| --- | --- | --- | --- | --- |
| $operations | $cases | $failures | $errors | ${elapsed} s |

The 400s that pass although the request fits the schema are the rules no schema states (a range whose end
is before its start, a body naming a record that does not exist, spec 5's notification rules, ...): the
list is \`RULES\` in \`scripts/schemathesis/hooks.py\`, explained in [mock-promises.md](mock-promises.md).
Measured $(date -u +%Y-%m-%d).

<!-- bench-schemathesis:end -->
MD
  )
  write_bench_section bench-schemathesis "$section"
fi
