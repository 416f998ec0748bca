#!/usr/bin/env bash
# Benchmark of the fixture world (issue 3): for the small, medium and large
# scales, how fast the world is generated (records per second), how long the
# server takes from process start to its first successful `GET /meta.json`,
# and its peak resident memory (max RSS, by /usr/bin/time -v). The figures
# replace the "Fixture world" section of docs/benchmarks.md.
#
# Run by `make bench`, or alone: scripts/bench-fixtures.sh  (about a minute
# after the release build). SCALES="small large" limits the scales.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

BIN=target/release/mock-server
SCALES=${SCALES:-small medium large}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

build_release_server "$WORK/build.log"

# field NAME FILE: the value of `NAME=` in the server's start-up log line.
field() {
  sed -E 's/\x1b\[[0-9;]*m//g' "$2" | grep -m1 'world records' | grep -oE "$1=[^ ]+" | cut -d= -f2
}

load=$(cut -d' ' -f1-3 /proc/loadavg)
rows=()
for scale in $SCALES; do
  port=$(free_port)
  log="$WORK/$scale.log"
  rss="$WORK/$scale.time"
  start=$(date +%s%N)
  /usr/bin/time -v -o "$rss" "$BIN" serve --scale "$scale" --port "$port" --ui-dir "$WORK/no-ui" >"$log" 2>&1 &
  timer=$!
  ready=""
  for _ in $(seq 1 6000); do
    if curl -sf -o /dev/null "http://127.0.0.1:$port/meta.json"; then
      ready=$(date +%s%N)
      break
    fi
    if ! kill -0 "$timer" 2>/dev/null; then break; fi
    sleep 0.01
  done
  # The server builds the listing indexes in the background after it answers;
  # wait for it too, so the peak memory includes it.
  indexed=""
  if [ -n "$ready" ]; then
    for _ in $(seq 1 6000); do
      if grep -qE 'index(es)? built' "$log"; then
        indexed=$(date +%s%N)
        break
      fi
      if ! kill -0 "$timer" 2>/dev/null; then break; fi
      sleep 0.01
    done
  fi
  # Stop the server (the child of /usr/bin/time) gracefully, so time reports.
  server=$(pgrep -P "$timer" || true)
  if [ -n "$server" ]; then kill -TERM "$server"; fi
  wait "$timer" || true
  if [ -z "$ready" ]; then
    echo "the $scale server never answered /meta.json:"
    tail -n 20 "$log"
    exit 1
  fi
  ready_ms=$(((ready - start) / 1000000))
  indexed_ms="n/a"
  if [ -n "$indexed" ]; then indexed_ms=$(((indexed - start) / 1000000)); fi
  peak_mb=$(($(grep 'Maximum resident set size' "$rss" | awk '{print $NF}') / 1024))
  records=$(field records "$log")
  micros=$(field elapsed_us "$log")
  per_second=$(python3 -c "print(f'{$records / max($micros, 1) * 1e6:,.0f}')")
  row="| $scale | $(field customers "$log") | $(field transfers "$log") | $(field trades "$log") | $(field orders "$log") | $records | $(python3 -c "print(f'{$micros / 1000:,.0f}')") | $per_second | $ready_ms | $indexed_ms | $peak_mb |"
  echo "$row"
  rows+=("$row")
done

section=$(
  cat <<MD
<!-- bench-fixtures:start (written by scripts/bench-fixtures.sh; do not edit by hand) -->

## Fixture world: generation, time to ready, peak memory

Command: \`make bench\` (runs \`scripts/bench-fixtures.sh\`), which builds the release server and then,
per scale, runs \`/usr/bin/time -v target/release/mock-server serve --scale <scale> --port <free port>\`
and polls \`GET /meta.json\` every 10 ms.

- Records: every record of the world (customers, trading accounts, bank accounts, transfers, trades,
  positions, orders, FIX orders, executions, account history, balances, staff and roles).
- Generation: the time \`fixtures::generate\` took, as the server logs it (\`world records\`); records/s is records over it.
- Ready: from process start to the first successful \`GET /meta.json\`.
- Indexed: from process start to the log line saying the listing indexes (transfers, trades,
  orders) are built: the server builds them in the background once it answers.
- Peak RSS: the process's maximum resident memory until the indexes are built (\`/usr/bin/time -v\`).
- Targets (issue 3): large answers within 5 000 ms and stays under 1 536 MB.

Measured $(date -u +'%Y-%m-%d %H:%M UTC') at commit $(git rev-parse --short HEAD) on $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')),
load average before the run $load (the machine may be shared: a load above the core count slows every figure).

| Scale | Customers | Transfers | Trades | Orders | Records | Generation (ms) | Records/s | Ready (ms) | Indexed (ms) | Peak RSS (MB) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
$(printf '%s\n' "${rows[@]}")

<!-- bench-fixtures:end -->
MD
)

write_bench_section bench-fixtures "$section"
