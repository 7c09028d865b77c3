#!/usr/bin/env bash
# Live followers of a round on one node: how long a new follower waits for its first event, whether every
# follower gets every event, and the delay from a command's answer to a follower's receipt.
#   bench/round-followers.sh [FOLLOWERS] [SECONDS] [RATE] [BOARDS] [SAMPLED]     (defaults 1000 60 10 250 200)
#   STORE=/tmp/big JAR=/tmp/before.jar bench/round-followers.sh 1000             (on a copy of a kept store)
# The server (JAR, default app/target/adjudicator.jar; SERVER_ARGS) runs on a copy of STORE (a store kept by
# bench/tournament-reads.sh, its token in STORE/bench.token: a first event's wait on a big store) or on a fresh
# store. bench/round_followers.py then sets up BOARDS games of a new round, opens FOLLOWERS streams of it
# (JOIN_RATE a second, default 2,000), plays RATE moves a second for SECONDS, and prints the figures; SAMPLED followers parse every
# event for the delays, all count theirs. Then the server's RSS and the load average. The client runs on the
# same machine and takes CPU from the server: the figures are an upper bound of the server's own delay.
set -euo pipefail
[ -z "${STORE:-}" ] || STORE=$(realpath -m "$STORE")
[ -z "${JAR:-}" ] || JAR=$(realpath -m "$JAR")
cd "$(dirname "$0")/.."
followers=${1:-1000}; seconds=${2:-60}; rate=${3:-10}; boards=${4:-250}; sampled=${5:-200}
port=${PORT:-18396}
jar=${JAR:-$PWD/app/target/adjudicator.jar}
work=$(mktemp -d /tmp/round-followers.XXXXXX)
if [ -n "${STORE:-}" ]; then
  [ -f "$STORE/bench.token" ] || { echo "$STORE holds no store kept by bench/tournament-reads.sh" >&2; exit 2; }
  export ADJUDICATOR_BOOTSTRAP_TOKEN=$(cat "$STORE/bench.token")
  cp -a "$STORE" "$work/run"
else
  mkdir -p "$work/run"
fi
. bench/lib.sh
server=
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$work"' EXIT
echo "jar $jar ($(stat -c '%y' "$jar" | cut -d. -f1)), store ${STORE:-fresh} ($(du -sh "$work/run" | cut -f1))"
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
(cd "$work/run" && exec java ${SERVER_JAVA_OPTS:-} -jar "$jar" --server.port=$port --logging.level.root=WARN $LIMIT_ARGS \
  ${SERVER_ARGS:-} >>"$work/run/server.log" 2>&1) &
server=$!
await_server $port
python3 bench/round_followers.py $port "$followers" "$seconds" "$rate" "$boards" "$sampled"
echo "server RSS: $(awk '/^VmRSS/ {printf "%.0f MB", $2 / 1024}' /proc/$server/status)"
echo "load average: $load_start at start, $(cut -d' ' -f1-3 /proc/loadavg) at end"
