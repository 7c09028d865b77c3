#!/usr/bin/env bash
# Append benchmark: commands per second through the HTTP API of the real server (the jar) on the
# embedded store, with the game-view projection live, after filling the store in bulk.
#   bench/append.sh STORED_EVENTS [SECONDS_PER_RUN] [RUNS]
# SERVER_ARGS (e.g. --adjudicator.embedded.synchronous=NORMAL) and SERVER_JAVA_OPTS go to the server, JAR
# names another build of it (default app/target/adjudicator.jar), to compare two side by side;
# CLIENTS lists the numbers of concurrent connections to measure (default "1 4 16"); WARMUP is the
# length in seconds of an unmeasured run with 4 connections before the first measured one (default 20).
# Requests carry the fresh store's ADMIN token; RATE_LIMIT is the server's per-account limit (bench/lib.sh).
# After each run it prints the write-ahead log's largest size in the run (it must stay near
# adjudicator.embedded.wal-limit, 64 MB by default) and the database's size.
# Needs wrk (apt-get install wrk) and a build (mvn -B -q install -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
stored=${1:?events to store first}; seconds=${2:-10}; runs=${3:-3}
port=${PORT:-18390}
dir=$(mktemp -d /tmp/append-bench.XXXXXX)
jar=${JAR:-$PWD/app/target/adjudicator.jar}
mvn -B -q -pl app test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt >/dev/null
cp="app/target/test-classes:app/target/classes:$(cat app/target/cp.txt)"

echo "filling $dir with $stored events"
# (the fill opens the store as the server would: the exported ADJUDICATOR_BOOTSTRAP_TOKEN makes its ADMIN)
java -cp "$cp" adjudicator.app.bench.BulkFill "$stored" "$dir/data"

(cd "$dir" && exec java ${SERVER_JAVA_OPTS:-} -jar "$jar" --server.port=$port --logging.level.root=WARN $LIMIT_ARGS ${SERVER_ARGS:-} >"$dir/server.log" 2>&1) &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
await_server $port

play() { # connections seconds label
  local threads=$1 games="$dir/games-$3.txt"
  : >"$games"
  # enough 100-ply games for up to 3,000 moves a second, so that no game is played twice in a run;
  # FIDE_2005, because the knights' shuffle repeats the start position, and under 2017/2023 the
  # fifth occurrence (9.6.1) would end each game at its 16th ply
  seq 1 $((threads * ($2 * 30 / threads + 5))) | xargs -P 8 -I{} curl -s -X POST "http://127.0.0.1:$port/api/games" \
    -H 'Content-Type: application/json' -H "$AUTH" -d '{"rules":"FIDE_2005","timeControl":"-"}' \
    | grep -o '"gameId":"[^"]*"' | cut -d'"' -f4 >"$games"
  GAMES="$games" THREADS=$threads TOKEN=$ADJUDICATOR_BOOTSTRAP_TOKEN wrk -t"$threads" -c"$threads" -d"$2s" -s bench/append.lua \
    "http://127.0.0.1:$port" | grep -E '^RESULT|unexpected'
}

echo "warm-up: ${WARMUP:-20} s, 4 connections (not counted)"
play 4 "${WARMUP:-20}" warmup >/dev/null
for threads in ${CLIENTS:-1 4 16}; do
  for run in $(seq 1 "$runs"); do
    printf 'stored=%s clients=%s run=%s ' "$stored" "$threads" "$run"
    echo 0 >"$dir/wal-max"
    # the write-ahead log must stay bounded (adjudicator.embedded.wal-limit): its largest size in the run
    ( max=0; while :; do size=$(stat -c %s "$dir/data/events.db-wal" 2>/dev/null || echo 0)
        if [ "$size" -gt "$max" ]; then max=$size; echo "$max" >"$dir/wal-max"; fi; sleep 0.5; done ) &
    sampler=$!
    play "$threads" "$seconds" "$threads-$run"
    kill $sampler; wait $sampler 2>/dev/null || true
    printf '  write-ahead log: at most %s MB in the run, %s MB at its end; database %s MB\n' \
      "$(( $(cat "$dir/wal-max") >> 20 ))" "$(( $(stat -c %s "$dir/data/events.db-wal" 2>/dev/null || echo 0) >> 20 ))" \
      "$(( $(stat -c %s "$dir/data/events.db") >> 20 ))"
    # the projection must keep up: how far behind the newest event it is when the load stops
    printf '  projection behind at the end of the run: %s events\n' \
      "$(curl -s -H "$AUTH" "http://127.0.0.1:$port/api/admin/projections" | grep -o '"behind":[0-9]*' | cut -d: -f2)"
  done
done
echo "events in the store now: $(sqlite3 "$dir/data/events.db" 'select count(*) from DomainEventEntry' 2>/dev/null || echo '(sqlite3 not installed)')"
rm -rf "$dir"
