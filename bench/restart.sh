#!/usr/bin/env bash
# Restart benchmark: how long a server takes to answer after a restart on a large embedded store.
#   bench/restart.sh STORED_EVENTS [RESTARTS]
# Fills a fresh store with STORED_EVENTS events in bulk (synthetic 100-event games, BulkFill, which
# waits for the projection), then starts the real jar on it RESTARTS times, each time timing, from
# the launch of the JVM, the first answer of GET /api/health and the first read of a stored game (by
# its id; on the empty store the same id, answered 404), then how long the first list of games
# (GET /api/games?limit=1) took after it; then stops it. JAR names another build, SERVER_ARGS go to
# the server, JAVA the java to start it with (default: the one on the PATH).
# MODES says how it is started, each restart in every mode in turn (side by side):
#   jar         java -jar on the build's jar
#   extracted   the jar extracted by Spring Boot's jarmode tools
#   cds         extracted, with an archive of the classes a start loads (class data sharing), made
#               by one training start first
#   aot         extracted, with an ahead-of-time cache recorded by one training start
#               (-XX:AOTCacheOutput, JDK 25 and later): as the Docker image starts (docs/operations.md)
#   spring-aot  as aot, with the bean definitions Spring's ahead-of-time processing fixed at build
#               time (-Dspring.aot.enabled=true, in training too): as bench/aot.sh starts
# A mode may name its own java after an @ ("jar@/usr/lib/jvm/java-17-openjdk-amd64/bin/java") to set
# two JDKs side by side; the archive and the cache are trained with JAVA. Default "jar"; CDS=1 means
# "cds", AOT=1 "extracted aot spring-aot". EMPTY=1 restarts on an empty store beside the filled one,
# alternating, to tell the store's share of the time from the fixed cost. Needs a build
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
java -cp "$cp" adjudicator.app.bench.BulkFill "$stored" "$dir/data" | tee "$dir/fill.log"
game=$(sed -n 's/^a game: //p' "$dir/fill.log")
java=${JAVA:-java}
modes=${MODES:-jar}
[ "${CDS:-0}" = 1 ] && modes=cds
[ "${AOT:-0}" = 1 ] && modes="extracted aot spring-aot"
echo "$("$java" -version 2>&1 | head -1); modes: $modes"
train() { # a training start on a throwaway store, which exits once the context has refreshed
  (cd "$dir" && "$java" "$@" -Dspring.context.exit=onRefresh -jar "$dir/x/adjudicator.jar" \
    --adjudicator.data-dir="$dir/training" --adjudicator.integrity.key-dir="$dir/training-keys" --server.port=0 \
    --logging.level.root=WARN >>"$dir/training.log" 2>&1)
  rm -rf "$dir/training" "$dir/training-keys"
}
if [ "$modes" != jar ]; then
  "$java" -Djarmode=tools -jar "$jar" extract --destination "$dir/x" >/dev/null
fi
case " $modes " in *" cds "*) echo "class data sharing: training the archive"; train -XX:ArchiveClassesAtExit="$dir/x/app.jsa";; esac
case " $modes " in *" aot "*) echo "ahead-of-time cache: training it"; train -XX:AOTCacheOutput="$dir/x/app.aot";; esac
case " $modes " in *" spring-aot "*) echo "ahead-of-time cache with Spring's AOT: training it"
  train -Dspring.aot.enabled=true -XX:AOTCacheOutput="$dir/x/app-spring.aot";; esac
launch() { # MODE: the java options and the jar of that mode
  case "$1" in
    jar) echo "${SERVER_JAVA_OPTS:-} -jar $jar";;
    extracted) echo "${SERVER_JAVA_OPTS:-} -jar $dir/x/adjudicator.jar";;
    cds) echo "${SERVER_JAVA_OPTS:-} -XX:SharedArchiveFile=$dir/x/app.jsa -jar $dir/x/adjudicator.jar";;
    aot) echo "${SERVER_JAVA_OPTS:-} -XX:AOTCache=$dir/x/app.aot -jar $dir/x/adjudicator.jar";;
    spring-aot) echo "${SERVER_JAVA_OPTS:-} -Dspring.aot.enabled=true -XX:AOTCache=$dir/x/app-spring.aot -jar $dir/x/adjudicator.jar";;
    *) echo "unknown mode $1" >&2; exit 2;;
  esac
}
now() { python3 -c 'import time; print(time.monotonic())'; }
stores="data"; [ "${EMPTY:-0}" = 1 ] && stores="data empty"
for run in $(seq 1 "$restarts"); do
 for store in $stores; do
 for mode in $modes; do
  run_java=$java; [ "${mode#*@}" != "$mode" ] && run_java=${mode#*@}
  start=$(now)
  (cd "$dir" && exec "$run_java" $(launch "${mode%%@*}") --server.port=$port --logging.level.root=WARN $LIMIT_ARGS ${SERVER_ARGS:-} \
    --adjudicator.data-dir="$dir/$store" --adjudicator.integrity.key-dir="$dir/$store-keys" >>"$dir/server.log" 2>&1) &
  server=$!
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health")" = 200 ]; do sleep 0.1; done
  health=$(now)
  code=$(curl -s -o /dev/null -w '%{http_code}' -H "$AUTH" "http://127.0.0.1:$port/api/games/$game")
  expected=200; [ "$store" = empty ] && expected=404
  [ "$code" = "$expected" ] || { echo "read of $game answered $code" >&2; kill "$server"; exit 1; }
  read=$(now)
  curl -s -o /dev/null -H "$AUTH" "http://127.0.0.1:$port/api/games?limit=1"
  list=$(now)
  python3 -c "print('restart $run ($store, $mode): health after %.1f s, first read of a game after %.1f s ($code), then the first list of games %.1f s (load %s)' % ($health - $start, $read - $start, $list - $read, '$(cut -d' ' -f1 /proc/loadavg)'))"
  kill "$server"; wait "$server" 2>/dev/null || true
 done
 done
done
