#!/usr/bin/env bash
# As-of reads: the latency of GET /api/games/{id}?at=INSTANT on a long game, warm, through HTTP with a
# kept-alive connection, against the real jar on a fresh embedded store.
#   bench/asof.sh [PLIES] [READS]
# The game: PLIES plies of knights' shuffles (FIDE 2005, so no automatic repetition), each ply a
# touch, a move and a press (3 events). Then READS reads at random instants, after as many unmeasured.
# SERVER_ARGS go to the server (e.g. --adjudicator.read-cache-size=0 to read every event from the store);
# JAR names another build of the server (default app/target/adjudicator.jar), to compare two side by side.
# Requests carry the fresh store's ADMIN token; RATE_LIMIT is the server's per-account limit (bench/lib.sh).
# Needs python3 and a build (mvn -B -q install -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
plies=${1:-300}; reads=${2:-2000}
port=${PORT:-18391}
dir=$(mktemp -d /tmp/asof-bench.XXXXXX)
jar=${JAR:-$PWD/app/target/adjudicator.jar}
(cd "$dir" && exec java ${SERVER_JAVA_OPTS:-} -jar "$jar" --server.port=$port --logging.level.root=WARN $LIMIT_ARGS ${SERVER_ARGS:-} >"$dir/server.log" 2>&1) &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true; rm -rf "$dir"' EXIT
await_server $port
read gid s < <(python3 bench/shuffle.py "$port" "$plies" 36000)
python3 - "$port" "$reads" "$gid" "$s" "$plies" <<'PY'
import http.client, json, random, sys, time
sys.path.insert(0, "bench")
from shuffle import at, HEADERS
port, reads, gid, s, plies = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
c = http.client.HTTPConnection("127.0.0.1", port)
def call(method, path, body=None):
    c.request(method, path, body=None if body is None else json.dumps(body), headers=HEADERS)
    r = c.getresponse(); data = r.read(); return r.status, data
events = len(json.loads(call("GET", "/api/games/%s/events" % gid)[1]))
random.seed(1)
def one():
    t = time.perf_counter(); st, _ = call("GET", "/api/games/%s?at=%s" % (gid, at(random.randint(0, s)))); assert st == 200
    return (time.perf_counter() - t) * 1000
for _ in range(reads): one()
lat = sorted(one() for _ in range(reads))
print("game of %d plies, %d events; %d as-of reads: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms"
      % (plies, events, reads, lat[reads // 2], lat[int(reads * 0.9)], lat[int(reads * 0.99)], lat[-1]))
PY
