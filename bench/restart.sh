#!/usr/bin/env bash
# Restart benchmark: how long a server takes to answer after a restart on a large embedded store.
#   bench/restart.sh STORED_EVENTS [RESTARTS]
# Fills a fresh store with STORED_EVENTS events in bulk (synthetic 100-event games, BulkFill, which
# waits for the projection), then starts the real jar on it RESTARTS times, each time timing, from
# the launch of the JVM, the first answer of GET /api/health and the first read of a stored game;
# then stops it. JAR names another build, SERVER_ARGS go to the server. Needs a build
# (mvn -B -q install -DskipTests), curl and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
stored=${1:?events to store first}; restarts=${2:-3}
port=${PORT:-18394}
dir=$(mktemp -d /tmp/restart-bench.XXXXXX)
jar=${JAR:-$PWD/app/target/adjudicator.jar}
trap 'rm -rf "$dir"' EXIT
mvn -B -q -pl app test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt >/dev/null
cp="app/target/test-classes:app/target/classes:$(cat app/target/cp.txt)"
echo "filling $dir with $stored events"
java -cp "$cp" adjudicator.app.bench.BulkFill "$stored" "$dir/data"
now() { python3 -c 'import time; print(time.monotonic())'; }
for run in $(seq 1 "$restarts"); do
  start=$(now)
  (cd "$dir" && exec java ${SERVER_JAVA_OPTS:-} -jar "$jar" --server.port=$port --logging.level.root=WARN $LIMIT_ARGS ${SERVER_ARGS:-} \
    >>"$dir/server.log" 2>&1) &
  server=$!
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health")" = 200 ]; do sleep 0.1; done
  health=$(now)
  game=$(curl -s -H "$AUTH" "http://127.0.0.1:$port/api/games?limit=1" | grep -o '"gameId":"[^"]*"' | head -1 | cut -d'"' -f4)
  code=$(curl -s -o /dev/null -w '%{http_code}' -H "$AUTH" "http://127.0.0.1:$port/api/games/$game")
  read=$(now)
  [ "$code" = 200 ] || { echo "read of $game answered $code" >&2; kill "$server"; exit 1; }
  python3 -c "print('restart $run: health after %.1f s, first game read after %.1f s' % ($health - $start, $read - $start))"
  kill "$server"; wait "$server" 2>/dev/null || true
done
