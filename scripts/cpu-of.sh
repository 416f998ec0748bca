#!/usr/bin/env bash
# Usage: scripts/cpu-of.sh COMMAND...
# Runs COMMAND and prints the CPU seconds of every process it started (browsers, servers,
# compilers included), as `make test` counts a step's: from a cpuacct cgroup of its own where
# one can be made (as root on Linux), else from bash's `times` (children it reaped only).
# For measuring a cut to the suite's CPU (issue 26, item 3) one step at a time.
set -uo pipefail
group=/sys/fs/cgroup/cpuacct/cpu-of-$$
start=$(date +%s.%N)
if mkdir "$group" 2>/dev/null; then
  (echo "$BASHPID" >"$group/cgroup.procs" && exec "$@")
  status=$?
  cpu=$(awk '{ printf "%.1f", $1 / 1e9 }' "$group/cpuacct.usage")
  # A process left behind keeps the cgroup; it is only a figure lost.
  rmdir "$group" 2>/dev/null || true
  how='every process (cgroup)'
else
  "$@"
  status=$?
  cpu=$(times | awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.1f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }')
  how='reaped children only (no cgroup)'
fi
wall=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
load=$(cut -d' ' -f1 /proc/loadavg)
printf 'cpu-of: %s CPU s (%s), %s s wall, load %s, exit %d: %s\n' "$cpu" "$how" "$wall" "$load" "$status" "$*" >&2
exit "$status"
