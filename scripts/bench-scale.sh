#!/usr/bin/env bash
# Benchmark of the scale-out (issue 18, docs/scale-out.md): the listing query
# of scripts/bench-api.sh at 32 connections against one server alone, then
# through nginx (deploy/nginx.conf) in front of two replicas: without a
# session header (spread round-robin over both) and with 32 sessions (each
# kept to its replica). Everything runs on this machine, wrk included, so
# with few cores it shows what the balancer costs, not a speed-up. The
# figures replace the "Scale-out" section of docs/benchmarks.md.
#
# Run by `make bench`, or alone: scripts/bench-scale.sh (about two minutes
# after the release build). Needs wrk and nginx (installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/scale-out.sh

SCALE=${SCALE:-large}
DURATION=${DURATION:-10s}
QUERY='/api/admin/transfers?status=Pending,Error,OnHold&kind=WITHDRAW&sort=Amount&dir=desc&page=3&pageSize=25'
WORK=$(mktemp -d)
trap 'stop_cluster; rm -rf "$WORK"' EXIT
export MOCK_TOKEN_SECRET=bench MOCK_NOW=$(date -u +%FT%TZ)
load=$(cut -d' ' -f1-3 /proc/loadavg)

ensure_debian_package wrk wrk
ensure_debian_package nginx nginx
build_release_server "$WORK/build.log"

# Each request in one of 32 sessions, as a fleet of test workers would send.
cat >"$WORK/sessions.lua" <<'LUA'
local counter = 0
function init(args) auth = args[1] end
function request()
  counter = counter + 1
  return wrk.format(nil, nil, { ["Authorization"] = auth, ["X-Mock-Session"] = "bench-" .. (counter % 32) })
end
LUA

# measure NAME BASE TOKEN: "p50 p99 rps" without and with sessions.
measure() {
  local name=$1 base=$2 token=$3
  wrk_figures "$WORK/$name.txt" 32 -H "Authorization: Bearer $token" "$base$QUERY"
  wrk_figures "$WORK/$name-sessions.txt" 32 -s "$WORK/sessions.lua" "$base$QUERY" -- "Bearer $token"
}

echo "one server alone at scale $SCALE..."
port=$(free_port)
"$BIN" serve --scale "$SCALE" --port "$port" --ui-dir "$WORK/no-ui" --require-session-for-writes >"$WORK/alone.log" 2>&1 &
cluster_pids=($!)
wait_for_http "http://127.0.0.1:$port/meta.json" 120 "$!"
token=$(sign_in "http://127.0.0.1:$port" bench)
# The first query waits for the listing index built at start-up.
curl -sf -o /dev/null -H "Authorization: Bearer $token" "http://127.0.0.1:$port$QUERY"
figures=$(measure alone "http://127.0.0.1:$port" "$token")
{ read -r a_p50 a_p99 a_rps; read -r as_p50 as_p99 as_rps; } <<<"$figures"
stop_cluster

echo "nginx and two replicas at scale $SCALE..."
BALANCER_PORT=$(free_port_block 3) REPLICAS=2 UI_DIR="$WORK/no-ui"
start_cluster "$WORK/cluster"
balancer="http://127.0.0.1:$BALANCER_PORT"
token=$(sign_in "$balancer" bench)
for url in "${replica_urls[@]}"; do curl -sf -o /dev/null -H "Authorization: Bearer $token" "${url%/}$QUERY"; done
figures=$(measure balancer "$balancer" "$token")
{ read -r b_p50 b_p99 b_rps; read -r bs_p50 bs_p99 bs_rps; } <<<"$figures"
# Both replicas served: the default world's journal (header-less calls) and
# the sessions each replica holds.
served=()
for url in "${replica_urls[@]}"; do
  served+=("$(curl -sf "${url%/}/__mock/journal?kind=request" | python3 -c 'import json, sys; print(len(json.load(sys.stdin)["entries"]))'):$(curl -sf "${url%/}/__mock/session" | python3 -c 'import json, sys; print(json.load(sys.stdin)["liveSessions"] - 1)')")
done
stop_cluster
for figures in "${served[@]}"; do
  [ "${figures%%:*}" -gt 0 ] && [ "${figures##*:}" -gt 0 ] || {
    echo "a replica served no traffic (default-world calls:sessions per replica: ${served[*]})" >&2
    exit 1
  }
done

share() { python3 -c "print(f'{$1 / $2:.2f}')"; }
echo "alone:    ${a_rps}/s (p99 ${a_p99} ms), with sessions ${as_rps}/s (p99 ${as_p99} ms)"
echo "balancer: ${b_rps}/s (p99 ${b_p99} ms), with sessions ${bs_rps}/s (p99 ${bs_p99} ms)"

write_bench_section bench-scale "$(
  cat <<MD
<!-- bench-scale:start (written by scripts/bench-scale.sh; do not edit by hand) -->

## Scale-out: one server alone, and nginx in front of two replicas

Command: \`make bench\` (runs \`scripts/bench-scale.sh\`): the query of "Listing queries" above at
\`--scale $SCALE\`, \`wrk -t2 -c32 -d$DURATION\`, first against one release server alone, then through
nginx (\`deploy/nginx.conf\`, [docs/scale-out.md](scale-out.md)) in front of two replicas. "No session":
the default world, which nginx spreads round-robin over the replicas. "32 sessions": each request
names one of 32 \`X-Mock-Session\` ids, each kept to its replica (a wrk Lua script).

| setup | sessions | p50 (ms) | p99 (ms) | requests/s | share of alone |
| --- | --- | --- | --- | --- | --- |
| one server | none | $a_p50 | $a_p99 | $a_rps | 1.00 |
| one server | 32 | $as_p50 | $as_p99 | $as_rps | 1.00 |
| nginx + 2 replicas | none | $b_p50 | $b_p99 | $b_rps | $(share "$b_rps" "$a_rps") |
| nginx + 2 replicas | 32 | $bs_p50 | $bs_p99 | $bs_rps | $(share "$bs_rps" "$as_rps") |

Both replicas served (default-world calls and sessions journalled per replica: ${served[*]}).
Measured $(date -u +'%Y-%m-%d %H:%M UTC') at commit $(git rev-parse --short HEAD) on $(nproc) cores, load
average before the run $load. On one machine the replicas, nginx and wrk
share the same $(nproc) cores, so this is the balancer's cost (an extra hop per call), not a speed-up:
the replicas scale a fleet out when each runs on its own machine.

<!-- bench-scale:end -->
MD
)"
