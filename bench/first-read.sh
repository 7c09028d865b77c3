#!/usr/bin/env bash
# The first read of a long game after a restart: the latency of GET /api/games/{id} on a fresh JVM,
# against the real jar on the embedded store.
#   bench/first-read.sh [PLIES] [RESTARTS]
# The game: PLIES plies of knights' shuffles (FIDE 2005), each a touch, a move and a press (3 events):
# 1,666 plies make a game of 5,000 events. The server is then stopped and started RESTARTS times; each
# time, once it answers a health check, the game is read once (timed), then once more (warm).
# JAR (default app/target/adjudicator.jar) and SERVER_ARGS go to the server. Needs python3 and curl;
# the game is played by bench/shuffle.py, as for bench/asof.sh. Requests carry the fresh store's ADMIN
# token; RATE_LIMIT is the server's per-account limit (bench/lib.sh). A read that is not a 200 stops the run.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
plies=${1:-1666}; restarts=${2:-3}
port=${PORT:-18392}
jar=${JAR:-$PWD/app/target/adjudicator.jar}
dir=$(mktemp -d /tmp/first-read.XXXXXX)
server=
start() {
  (cd "$dir" && exec java ${SERVER_JAVA_OPTS:-} -jar "$jar" --server.port=$port --logging.level.root=WARN $LIMIT_ARGS ${SERVER_ARGS:-} \
    >>"$dir/server.log" 2>&1) &
  server=$!
  await_server $port
}
stop() { kill "$server"; wait "$server" 2>/dev/null || true; }
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$dir"; true' EXIT
start
read gid _ < <(python3 bench/shuffle.py "$port" "$plies" 360000)
events=$(curl -s -H "$AUTH" "http://127.0.0.1:$port/api/games/$gid" | grep -o '"lastEventSeq":[0-9]*' | cut -d: -f2)
echo "game of $plies plies, $((events + 1)) events"
stop
for run in $(seq 1 "$restarts"); do
  start
  read code1 first < <(curl -s -o /dev/null -H "$AUTH" -w '%{http_code} %{time_total}\n' "http://127.0.0.1:$port/api/games/$gid")
  read code2 second < <(curl -s -o /dev/null -H "$AUTH" -w '%{http_code} %{time_total}\n' "http://127.0.0.1:$port/api/games/$gid")
  [ "$code1" = 200 ] && [ "$code2" = 200 ] || { echo "read answered $code1, $code2" >&2; exit 1; }
  echo "restart $run: first read ${first}s, second ${second}s"
  stop
done
