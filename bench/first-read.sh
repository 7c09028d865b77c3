#!/usr/bin/env bash
# The first read of a long game after a restart: the latency of GET /api/games/{id} on a fresh JVM,
# against the real jar on the embedded store.
#   bench/first-read.sh [PLIES] [RESTARTS]
# The game: PLIES plies of knights' shuffles (FIDE 2005), each a touch, a move and a press (3 events):
# 1,666 plies make a game of 5,000 events. The server is then stopped and started RESTARTS times; each
# time, once it answers a health check, the game is read once (timed), then once more (warm).
# JAR (default app/target/adjudicator.jar) and SERVER_ARGS go to the server. Needs python3 and curl;
# the game is played by bench/shuffle.py, as for bench/asof.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
plies=${1:-1666}; restarts=${2:-3}
port=${PORT:-18392}
jar=${JAR:-$PWD/app/target/adjudicator.jar}
dir=$(mktemp -d /tmp/first-read.XXXXXX)
server=
start() {
  (cd "$dir" && exec java ${SERVER_JAVA_OPTS:-} -jar "$jar" --server.port=$port --logging.level.root=WARN ${SERVER_ARGS:-} \
    >>"$dir/server.log" 2>&1) &
  server=$!
  until curl -sf "http://127.0.0.1:$port/api/games?limit=1" >/dev/null; do
    sleep 0.2
  done
}
stop() { kill "$server"; wait "$server" 2>/dev/null || true; }
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$dir"; true' EXIT
start
read gid _ < <(python3 bench/shuffle.py "$port" "$plies" 360000)
events=$(curl -s "http://127.0.0.1:$port/api/games/$gid" | grep -o '"lastEventSeq":[0-9]*' | cut -d: -f2)
echo "game of $plies plies, $((events + 1)) events"
stop
for run in $(seq 1 "$restarts"); do
  start
  first=$(curl -s -o /dev/null -w '%{time_total}' "http://127.0.0.1:$port/api/games/$gid")
  second=$(curl -s -o /dev/null -w '%{time_total}' "http://127.0.0.1:$port/api/games/$gid")
  echo "restart $run: first read ${first}s, second ${second}s"
  stop
done
