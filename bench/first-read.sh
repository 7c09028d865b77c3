#!/usr/bin/env bash
# The first read of a long game after a restart: the latency of GET /api/games/{id} on a fresh JVM,
# against the real jar on the embedded store.
#   bench/first-read.sh [PLIES] [RESTARTS]
# The game: PLIES plies of knights' shuffles (FIDE 2005), each a touch, a move and a press (3 events):
# 1,666 plies make a game of 5,000 events. The server is then stopped and started RESTARTS times; each
# time, once it answers a health check, the game is read once (timed), then once more (warm).
# JAR (default app/target/adjudicator.jar) and SERVER_ARGS go to the server. Needs python3 and curl.
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
gid=$(python3 - "$port" "$plies" <<'PY'
import http.client, json, sys
port, plies = int(sys.argv[1]), int(sys.argv[2])
c = http.client.HTTPConnection("127.0.0.1", port)
def call(method, path, body=None):
    c.request(method, path, body=None if body is None else json.dumps(body), headers={"Content-Type": "application/json"})
    r = c.getresponse(); data = r.read(); return r.status, data
status, data = call("POST", "/api/games", {"rules": "FIDE_2005", "timeControl": "360000"})
gid = json.loads(data)["gameId"]
def at(s): return "2026-03-01T%02d:%02d:%02dZ" % (10 + s // 3600, (s // 60) % 60, s % 60)
assert call("POST", "/api/games/%s/commands" % gid, {"type": "StartClocks", "at": at(0)})[0] == 200
cycle = ["g1f3", "g8f6", "f3g1", "f6g8"]
s = 0
for ply in range(plies):
    player = "WHITE" if ply % 2 == 0 else "BLACK"
    mv = cycle[ply % 4]
    for kind in ("TouchPiece", "MakeMove", "PressClock"):
        s += 1
        body = {"type": kind, "at": at(s), "player": player}
        if kind == "TouchPiece": body["square"] = mv[:2]
        if kind == "MakeMove": body["move"] = mv
        st, d = call("POST", "/api/games/%s/commands" % gid, body)
        assert st == 200, d
print(gid)
PY
)
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
