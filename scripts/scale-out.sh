#!/usr/bin/env bash
# Identical mock-server replicas behind nginx (deploy/nginx.conf) on loopback:
# docs/scale-out.md. Run (`make scale-demo`), it starts them, prints the URLs
# and stops every process it started, by process id, on Ctrl-C or when one
# of them dies. Sourced (scripts/bench-scale.sh), it defines start_cluster
# and stop_cluster.
#
# Settings: BALANCER_PORT (default 8090; the replicas take the next REPLICAS
# ports), REPLICAS (2), SCALE (medium), BIN (target/release/mock-server),
# UI_DIR (ui/dist).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib.sh

BALANCER_PORT=${BALANCER_PORT:-8090}
REPLICAS=${REPLICAS:-2}
SCALE=${SCALE:-medium}
BIN=${BIN:-target/release/mock-server}
UI_DIR=${UI_DIR:-ui/dist}

cluster_pids=()

# render_nginx_config LISTEN REPLICA-PORT...: deploy/nginx.conf with its
# listen port and one `server` line per replica (the first line's options).
render_nginx_config() {
  local listen=$1
  shift
  awk -v listen="$listen" -v ports="$*" '
    BEGIN { n = split(ports, port, " ") }
    /^[[:space:]]*listen 127\.0\.0\.1:/ { sub(/127\.0\.0\.1:[0-9]+/, "127.0.0.1:" listen) }
    /^[[:space:]]*server 127\.0\.0\.1:/ {
      if (!done) {
        for (i = 1; i <= n; i++) { line = $0; sub(/127\.0\.0\.1:[0-9]+/, "127.0.0.1:" port[i], line); print line }
        done = 1
      }
      next
    }
    { print }
  ' deploy/nginx.conf
}

# start_cluster DIR: REPLICAS replicas on BALANCER_PORT+1.. and nginx on
# BALANCER_PORT, all sharing one clock start and token secret; logs in DIR.
start_cluster() {
  local dir ports=() port index
  mkdir -p "$1"
  dir=$(cd "$1" && pwd)
  for ((index = 0; index <= REPLICAS; index++)); do
    port=$((BALANCER_PORT + index))
    port_is_free "$port" || {
      echo "port $port is in use: choose another BALANCER_PORT" >&2
      return 1
    }
    [ "$index" = 0 ] || ports+=("$port")
  done
  # One world for all: the same seed and scale, the same clock start (whole
  # seconds), the same token key; the default world read-only.
  export MOCK_NOW=${MOCK_NOW:-$(date -u +%FT%TZ)}
  export MOCK_TOKEN_SECRET=${MOCK_TOKEN_SECRET:-$(head -c 24 /dev/urandom | base64)}
  export MOCK_REQUIRE_SESSION_FOR_WRITES=true MOCK_SCALE=$SCALE
  for index in "${!ports[@]}"; do
    "$BIN" serve --port "${ports[$index]}" --ui-dir "$UI_DIR" >"$dir/replica-$((index + 1)).log" 2>&1 &
    cluster_pids+=($!)
  done
  for index in "${!ports[@]}"; do
    wait_for_http "http://127.0.0.1:${ports[$index]}/meta.json" 120 "${cluster_pids[$index]}" || {
      echo "replica $((index + 1)) did not start:" >&2
      tail -n 20 "$dir/replica-$((index + 1)).log" >&2
      return 1
    }
  done
  render_nginx_config "$BALANCER_PORT" "${ports[@]}" >"$dir/nginx.conf"
  "$(command -v nginx || echo /usr/sbin/nginx)" -p "$dir" -c "$dir/nginx.conf" -e stderr 2>"$dir/nginx.log" &
  cluster_pids+=($!)
  wait_for_http "http://127.0.0.1:$BALANCER_PORT/meta.json" 30 "$!" || {
    echo "nginx did not start:" >&2
    cat "$dir/nginx.log" >&2
    return 1
  }
  replica_urls=()
  for port in "${ports[@]}"; do replica_urls+=("http://127.0.0.1:$port/"); done
}

# stop_cluster: TERM to every process start_cluster started (nginx's master
# then stops its workers), and wait for them.
stop_cluster() {
  local pid
  for pid in "${cluster_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${cluster_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  cluster_pids=()
}

demo() {
  local dir=.cache/scale-out
  [ -x "$BIN" ] || {
    echo "$BIN is missing: run \`make scale-demo\` (it builds it)" >&2
    exit 1
  }
  trap stop_cluster EXIT
  trap 'exit 130' INT TERM
  rm -rf "$dir"
  echo "starting $REPLICAS replicas at scale $SCALE and nginx..."
  start_cluster "$dir"
  cat <<EOF

Balancer:  http://127.0.0.1:$BALANCER_PORT/   (console, Swagger UI at /swagger-ui/, the API)
Replicas:  ${replica_urls[*]}
Logs:      $dir/

Every answer names its replica in X-Mock-Replica. A session's calls all reach one replica:
  curl -si -H 'X-Mock-Session: demo' http://127.0.0.1:$BALANCER_PORT/__mock/session | grep -i '^x-mock-replica'
A browser gets a session of its own (a cookie), so the console works as usual. A write without
a session is refused with a 400 that says why. Sign in as admin / password.

Ctrl-C stops the replicas and nginx.
EOF
  # Until Ctrl-C, or until any of them exits.
  wait -n "${cluster_pids[@]}"
  echo "a process of the cluster exited; stopping the others" >&2
  exit 1
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then demo; fi
