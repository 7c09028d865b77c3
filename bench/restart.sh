#!/usr/bin/env bash
# Restart benchmark: how long a server takes to answer after a restart on a large embedded store.
#   bench/restart.sh STORED_EVENTS [RESTARTS]
# Fills a fresh store with STORED_EVENTS events in bulk (synthetic 100-event games, BulkFill, which
# waits for the projection), then starts the real jar on it RESTARTS times, each time timing, from
# the launch of the JVM, the first answer of GET /api/health and the first read of a stored game;
# then stops it. JAR names another build, SERVER_ARGS go to the server. CDS=1 starts it as the
# Docker image does (docs/operations.md): the jar extracted, with an archive of the classes a start
# loads (class data sharing), made by one training start first. EMPTY=1 restarts on an empty store
# beside the filled one, alternating, to tell the store's share of the time from the fixed cost.
# Needs a build (mvn -B -q install -DskipTests), curl and python3.
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
java_opts=${SERVER_JAVA_OPTS:-}
if [ "${CDS:-0}" = 1 ]; then
  echo "class data sharing: extracting the jar and training the archive"
  java -Djarmode=tools -jar "$jar" extract --destination "$dir/cds" >/dev/null
  (cd "$dir" && java -XX:ArchiveClassesAtExit="$dir/cds/app.jsa" -Dspring.context.exit=onRefresh -jar "$dir/cds/adjudicator.jar" \
    --adjudicator.data-dir="$dir/training" --adjudicator.integrity.key-dir="$dir/training-keys" --server.port=0 \
    --logging.level.root=WARN >"$dir/training.log" 2>&1)
  jar="$dir/cds/adjudicator.jar"; java_opts="$java_opts -XX:SharedArchiveFile=$dir/cds/app.jsa"
fi
now() { python3 -c 'import time; print(time.monotonic())'; }
stores="data"; [ "${EMPTY:-0}" = 1 ] && stores="data empty"
for run in $(seq 1 "$restarts"); do
 for store in $stores; do
  start=$(now)
  (cd "$dir" && exec java $java_opts -jar "$jar" --server.port=$port --logging.level.root=WARN $LIMIT_ARGS ${SERVER_ARGS:-} \
    --adjudicator.data-dir="$dir/$store" --adjudicator.integrity.key-dir="$dir/$store-keys" >>"$dir/server.log" 2>&1) &
  server=$!
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health")" = 200 ]; do sleep 0.1; done
  health=$(now)
  game=$(curl -s -H "$AUTH" "http://127.0.0.1:$port/api/games?limit=1" | grep -o '"gameId":"[^"]*"' | head -1 | cut -d'"' -f4 || true)
  if [ -n "$game" ]; then
    code=$(curl -s -o /dev/null -w '%{http_code}' -H "$AUTH" "http://127.0.0.1:$port/api/games/$game")
    [ "$code" = 200 ] || { echo "read of $game answered $code" >&2; kill "$server"; exit 1; }
  fi
  read=$(now)
  python3 -c "print('restart $run ($store): health after %.1f s, first game read after %.1f s (load %s)' % ($health - $start, $read - $start, '$(cut -d' ' -f1 /proc/loadavg)'))"
  kill "$server"; wait "$server" 2>/dev/null || true
 done
done
