# Helpers shared by the scripts (sourced, not run): ports, waiting for a
# server, Debian packages, the release build, wrk, and docs/benchmarks.md.

# free_port: a loopback port nobody listens on now.
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# port_is_free PORT
port_is_free() {
  python3 -c 'import socket, sys; s = socket.socket(); s.bind(("127.0.0.1", int(sys.argv[1])))' "$1" 2>/dev/null
}

# free_port_block COUNT: a port P such that P to P+COUNT-1 are all free.
free_port_block() {
  local count=$1 base i
  for _ in $(seq 1 20); do
    base=$(free_port)
    for ((i = 1; i < count; i++)); do port_is_free $((base + i)) || continue 2; done
    echo "$base"
    return 0
  done
  return 1
}

# wait_for_http URL [SECONDS] [PID]: polls URL until it answers 2xx; fails
# after SECONDS (default 60) or as soon as process PID has exited.
wait_for_http() {
  local url=$1 seconds=${2:-60} pid=${3:-} tries
  for ((tries = seconds * 50; tries > 0; tries--)); do
    curl -sf -o /dev/null "$url" && return 0
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then return 1; fi
    sleep 0.02
  done
  return 1
}

# ensure_debian_package PACKAGE COMMAND: installs PACKAGE when COMMAND is missing.
ensure_debian_package() {
  command -v "$2" >/dev/null || [ -x "/usr/sbin/$2" ] && return 0
  echo "installing Debian's $1..."
  local sudo
  sudo=$([ "$(id -u)" = 0 ] || echo sudo)
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$1" >/dev/null
}

# build_release_server LOG: the optimised server, with the log's tail on failure.
build_release_server() {
  echo "building the release server..."
  cargo build --release --locked -p mock-server >"$1" 2>&1 || {
    tail -n 30 "$1"
    return 1
  }
}

# sign_in BASE [SESSION]: an admin access token from the server at BASE.
sign_in() {
  curl -sf -X POST "$1/connect/token" ${2:+-H "X-Mock-Session: $2"} \
    -d 'grant_type=password&username=admin&password=password&client_id=brokerage.mobile' |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["access_token"])'
}

# wrk_figures OUTPUT CONNECTIONS WRK-ARGS...: one wrk run (2 threads, or 1
# for one connection), its report kept in OUTPUT; prints "p50 p99 requests/s"
# (milliseconds) and fails if any answer was not 2xx or 3xx.
wrk_figures() {
  local output=$1 connections=$2
  shift 2
  wrk -t"$((connections < 2 ? 1 : 2))" -c"$connections" -d"${DURATION:-10s}" --latency "$@" >"$output"
  python3 - "$output" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
def ms(label):
    value, unit = re.search(rf"^\s*{label}\s+([\d.]+)(us|ms|s)\s*$", text, re.M).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
if errors:
    sys.exit(f"{errors.group(1)} failed responses")
print(f"{ms('50%'):.2f} {ms('99%'):.2f} {rps:.0f}")
PY
}

# write_bench_section NAME TEXT: replaces the part of docs/benchmarks.md
# between `<!-- NAME:start` and `<!-- NAME:end -->` (or appends TEXT).
write_bench_section() {
  local doc=docs/benchmarks.md
  if [ ! -f "$doc" ]; then
    printf '# Benchmarks\n\nWritten by the scripts/bench-*.sh that `make bench` runs; each owns one section.\n' >"$doc"
  fi
  python3 - "$doc" "$1" "$2" <<'PY'
import re, sys
path, name, section = sys.argv[1:]
text = open(path).read()
pattern = re.compile(rf"<!-- {re.escape(name)}:start.*?<!-- {re.escape(name)}:end -->", re.S)
if pattern.search(text):
    text = pattern.sub(lambda _: section, text)
else:
    text = text.rstrip("\n") + "\n\n" + section + "\n"
open(path, "w").write(text)
PY
  if [ -x node_modules/.bin/prettier ]; then node_modules/.bin/prettier --write "$doc" >/dev/null; fi
  echo "wrote $doc"
}
