#!/usr/bin/env bash
# Soak (issue 16): a few minutes of mixed reads and writes in 16 mock sessions against the
# release server, with wrk; counts the errors (any answer not 2xx, any socket error) and samples
# the server's resident memory (VmRSS of /proc/<pid>/status) every 10 s. Passes with 0 errors and
# memory flat after warm-up: the last 40 % of the run grows by less than 5 % (the warm-up is each
# session's copy-on-write world and its journal filling to the cap, about 2.5 minutes at 2500
# requests/s). The figures replace the "Soak" section of docs/benchmarks.md.
#
# The writes are the console's own edits, repeated (an asset's flags, a bank account's review
# state, a fault rule set and cleared), so a session's world reaches its copy-on-write size in
# the warm-up and stays there; each session's journal fills to its cap of 10,000 entries.
#
# Run by `make bench`, or alone: scripts/bench-soak.sh (DURATION, default 5m, after the release
# build). Needs wrk (Debian's package; installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

BIN=${MOCK_SERVER_BIN:-target/release/mock-server}
DURATION=${DURATION:-5m}
SESSIONS=16
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"; kill ${sampler:-} ${server:-} 2>/dev/null || true' EXIT

ensure_debian_package wrk wrk
# $MOCK_SERVER_BIN names another build (a quick try with the debug one); else the release build.
[ -n "${MOCK_SERVER_BIN:-}" ] || build_release_server "$WORK/build.log"

port=$(free_port)
"$BIN" serve --port "$port" --now 2026-01-15T15:30:00Z --ui-dir "$WORK/no-ui" >"$WORK/server.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
wait_for_http "$base/meta.json" 60 "$server"
token=$(sign_in "$base")
auth="Authorization: Bearer $token"
asset=$(curl -sf -H "$auth" "$base/api/v1/Asset/1")
bank=$(curl -sf -H "$auth" "$base/api/admin/bank-accounts?pageSize=1" | python3 -c 'import json, sys; print(json.load(sys.stdin)["data"][0]["BankAccountId"])')

# The mix, one request after another in each connection, each in session `soak-<n>`.
python3 - "$WORK/soak.lua" "$asset" "$bank" "$SESSIONS" <<'PY'
import json, sys
path, asset, bank, sessions = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
rule = json.dumps({"rules": [{"pathPattern": "/nowhere/*", "status": 503, "times": 1}]})
mix = [
    ("GET", "/api/admin/transfers?status=Pending,OnHold&sort=Amount&dir=desc&page=2&pageSize=25", None),
    ("GET", "/api/admin/users?pageSize=25&sort=LastName", None),
    ("GET", "/api/admin/orders?pageSize=25", None),
    ("GET", "/api/admin/trading-accounts?pageSize=10&search=a", None),
    ("PUT", "/api/v1/Asset", asset),
    ("GET", "/api/admin/trades?pageSize=25&side=BUY", None),
    ("POST", f"/api/admin/bank-accounts/{bank}/review", json.dumps({"reviewState": "Passed"})),
    ("GET", "/api/admin/dashboard", None),
    ("PUT", "/__mock/rules", rule),
    ("GET", "/__mock/journal?kind=mutation&since=999999999", None),
    ("PUT", "/__mock/rules", json.dumps({"rules": []})),
    ("GET", "/api/v2/Notification", None),
]
def lua(text):
    return "nil" if text is None else "[==[" + text + "]==]"
entries = ",\n".join(f'  {{ "{m}", "{p}", {lua(b)} }}' for m, p, b in mix)
open(path, "w").write(f"""
local mix = {{
{entries}
}}
local counter = 0
function init(args) auth = args[1] end
function request()
  counter = counter + 1
  local entry = mix[(counter % #mix) + 1]
  local headers = {{ ["Authorization"] = auth, ["X-Mock-Session"] = "soak-" .. (counter % {sessions}) }}
  if entry[3] then headers["Content-Type"] = "application/json" end
  return wrk.format(entry[1], entry[2], headers, entry[3])
end
""")
PY

# Resident memory every 10 s, in kB.
(
  start=$(date +%s)
  while kill -0 "$server" 2>/dev/null; do
    echo "$(($(date +%s) - start)) $(awk '/^VmRSS/ { print $2 }' "/proc/$server/status")"
    sleep 10
  done
) >"$WORK/rss.txt" &
sampler=$!

echo "soak: $DURATION of mixed reads and writes in $SESSIONS sessions..."
wrk -t2 -c"$SESSIONS" -d"$DURATION" --latency -s "$WORK/soak.lua" "$base" -- "Bearer $token" >"$WORK/wrk.txt"
kill "$sampler" 2>/dev/null || true
cp "$WORK/wrk.txt" "$WORK/rss.txt" "$WORK/soak.lua" .cache/ 2>/dev/null || true

read -r requests rps non2xx socket p50 p99 < <(python3 - "$WORK/wrk.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
requests = int(re.search(r"(\d+) requests in", text).group(1))
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
socket = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
def ms(label):
    value, unit = re.search(rf"^\s*{label}\s+([\d.]+)(us|ms|s)\s*$", text, re.M).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]
print(requests, f"{rps:.0f}", int(non2xx.group(1)) if non2xx else 0,
      sum(int(n) for n in socket.groups()) if socket else 0, f"{ms('50%'):.2f}", f"{ms('99%'):.2f}")
PY
)
read -r warm_mb end_mb growth samples < <(python3 - "$WORK/rss.txt" <<'PY'
import sys
rows = [tuple(map(int, line.split())) for line in open(sys.argv[1]) if len(line.split()) == 2]
half = rows[len(rows) * 6 // 10][1]
end = rows[-1][1]
print(f"{half / 1024:.0f}", f"{end / 1024:.0f}", f"{(end - half) / half * 100:.1f}", " ".join(f"{t}s:{kb // 1024}" for t, kb in rows))
PY
)
errors=$((non2xx + socket))
echo "soak: $requests requests ($rps/s), $errors errors; RSS ${warm_mb} MB at 60 % of the run, ${end_mb} MB at the end (${growth} %)"
echo "RSS (MB) over time: $samples"

section=$(
  cat <<MD
<!-- bench-soak:start (written by scripts/bench-soak.sh; do not edit by hand) -->

## Soak: mixed reads and writes in $SESSIONS sessions

Command: \`make bench\` (runs \`scripts/bench-soak.sh\`): the release server (\`serve --now 2026-01-15T15:30:00Z\`,
the default scale), wrk with $SESSIONS connections for $DURATION, each request in one of $SESSIONS mock sessions,
cycling through listings (transfers, users, orders, trading accounts, trades, notifications, the dashboard),
the console's repeated edits (an asset's flags, a bank account's review) and the control plane (a fault
rule set and cleared, the journal), on the same machine as the server ($(nproc) cores).

| requests | requests/s | errors (not 2xx, socket) | p50 (ms) | p99 (ms) | RSS at 60 % of the run | RSS at the end | growth in the last 40 % |
| --- | --- | --- | --- | --- | --- | --- | --- |
| $requests | $rps | $errors ($non2xx, $socket) | $p50 | $p99 | $warm_mb MB | $end_mb MB | $growth % |

RSS every 10 s (seconds: MB): $samples. Target: 0 errors, and memory flat after warm-up (under 5 %
growth in the last 40 % of the run: each session's world is copied on its first write and its journal
is capped at 10,000 entries, which at this rate fills in about 2.5 minutes). Measured $(date -u +%Y-%m-%d).

<!-- bench-soak:end -->
MD
)
write_bench_section bench-soak "$section"
if [ "$errors" -ne 0 ]; then
  echo "the soak had $errors errors"
  exit 1
fi
python3 -c "import sys; sys.exit(0 if float('$growth') < 5 else 'memory grew by $growth % in the last 40 % of the run')"
