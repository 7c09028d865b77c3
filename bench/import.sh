#!/usr/bin/env bash
# PGN import into the embedded store: events written a second by POST /api/games/import, against the
# real jar on a fresh store.
#   bench/import.sh [GAMES] [RUNS]
# The file: GAMES games of GameGenerator (benchmarks module; about 80 plies, a [%clk] after every move,
# so about 165 events a game: the creation, the clocks started, each move and its press, the source's
# ending), written once. Each run starts a server on a fresh store, posts the whole file in one request
# (timed by curl), checks every game was imported, stops the server, and counts the events written with
# the read-only verify (which also checks every hash and signature). JAR (default app/target/adjudicator.jar)
# and SERVER_ARGS go to the server. Needs curl and python3; the benchmarks jar is built if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
games=${1:-300}; runs=${2:-3}
port=${PORT:-18393}
jar=${JAR:-$PWD/app/target/adjudicator.jar}
[ -f benchmarks/target/benchmarks.jar ] || mvn -B -q package -pl benchmarks -am -DskipTests
work=$(mktemp -d /tmp/import-bench.XXXXXX)
server=
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$work"; true' EXIT
java -cp benchmarks/target/benchmarks.jar adjudicator.bench.GameGenerator "$games" 7 > "$work/games.pgn"
echo "file: $games games, $(wc -c < "$work/games.pgn") bytes"
for run in $(seq 1 "$runs"); do
  dir="$work/store$run"
  mkdir -p "$dir"
  (cd "$dir" && exec java ${SERVER_JAVA_OPTS:-} -jar "$jar" --server.port=$port --logging.level.root=WARN $LIMIT_ARGS \
    --adjudicator.access.max-import-bytes=1000000000 ${SERVER_ARGS:-} >>"$dir/server.log" 2>&1) &
  server=$!
  await_server $port
  read code seconds < <(curl -s -o "$dir/answer.json" -w '%{http_code} %{time_total}\n' -H "$AUTH" \
    -H 'Content-Type: application/x-chess-pgn' --data-binary @"$work/games.pgn" \
    "http://127.0.0.1:$port/api/games/import?rules=FIDE_2017")
  [ "$code" = 200 ] || { echo "import answered $code: $(head -c 500 "$dir/answer.json")" >&2; exit 1; }
  imported=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["imported"])' "$dir/answer.json")
  [ "$imported" = "$games" ] || { echo "imported $imported of $games games" >&2; exit 1; }
  kill "$server"; wait "$server" 2>/dev/null || true; server=
  verified=$(cd "$dir" && java -jar "$jar" verify --logging.level.root=ERROR 2>/dev/null | tail -1)
  events=$(echo "$verified" | sed -E 's/^verified [0-9]+ games, ([0-9]+) events.*/\1/')
  echo "run $run: $games games, $events events in ${seconds}s: $(python3 -c "print(round($events / $seconds))") events/s; $verified" \
    | cut -c1-200
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
