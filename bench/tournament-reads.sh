#!/usr/bin/env bash
# A big Swiss tournament's reads: the latency of the tournament's views (the tournament, standings, cross
# table, a round's results, the round's PGN, the TRF, the report as PDF) and of the console's round page,
# against the real jar on an embedded store holding the tournament with all its games.
#   bench/tournament-reads.sh [PLAYERS] [ROUNDS] [SAMPLES]                (defaults 500 10 50)
#   STORE=/tmp/big JAR=/tmp/before.jar bench/tournament-reads.sh          (build into /tmp/big once, keep it)
#   STORE=/tmp/big JAR=/tmp/before.jar bench/tournament-reads.sh; STORE=/tmp/big JAR=app/target/adjudicator.jar \
#     bench/tournament-reads.sh                                            (the same store, two jars side by side)
# BUILD (skipped when STORE already holds a store): on a fresh store, all through the HTTP API, the tournament
# "Bench Open" (SWISS, FIDE_2017, 5400+30, tie-breaks BH-C1 BH SB DE), PLAYERS players registered one
# RegisterPlayer at a time (PLAYERS even, ROUNDS at most PLAYERS/2), then each round paired with PairRound (the
# top half against the bottom half shifted by the round, so nobody meets twice; colours alternating) and its
# games imported onto the pairings in one POST /api/games/import?tournament=&round= (GameGenerator's games,
# about 80 plies with a [%clk] after each move and a result, their tags rewritten to the pairing's players and
# FIDE IDs and their clocks to 90 minutes + 30 s); every round is checked to have all its games and results;
# the times are printed. The store is then STORE (kept, with the ADMIN token in STORE/bench.token) or a
# temporary directory (deleted); a build that fails leaves STORE without bench.token, refused next time.
# MEASURE: the server is started on a copy of the store (cp -a: each jar starts from the same files), the
# projections awaited (GET /api/admin/projections: complete, none behind), then for each read WARMUP (3)
# requests, the first of them printed as "first" (the fresh JVM's), then SAMPLES sequential requests on one
# keep-alive connection, printed as p50, p90, p99 and max in ms (the report REPORT_SAMPLES, default 10). Then
# the round's PGN as the public's feed address gives it under a 15-minute broadcast delay (SetBroadcastDelay, a
# feed issued), DELAY_SAMPLES (default 10; 0 for none) a second apart, each rendered for a new cutoff. The
# round is the middle one. The round page is console/round.html as round.js loads it, on 6 connections as a
# browser's: its static files, GET /api/tournaments?event=, .../rounds/R, /api/games?limit=1000&event=&round=&views=true
# (each game's view with it; from a server without views=true, each game's view read alone, as its console did),
# /v3/api-docs (PAGE_SAMPLES, default 10); then "round stream, first event" (STREAM_SAMPLES,
# default 3; 0 for none) is its follow(): the time a new follower of /api/events/E/rounds/R/stream waits for its
# first event (the round's state, or on a server that starts from the store's first event, the round's first). Then the
# server's RSS and the load average at start and end. JAR (default app/target/adjudicator.jar; BUILD_JAR for
# the build, default JAR) and SERVER_ARGS go to the server; the ADMIN token is TOKEN, else STORE/bench.token.
# Any answer other than a 200 (201 for the creation) stops the run, non-zero. Needs curl, python3
# (bench/tournament_reads.py) and benchmarks/target/benchmarks.jar (mvn -B -q package -pl benchmarks -am -DskipTests).
set -euo pipefail
[ -z "${STORE:-}" ] || STORE=$(realpath -m "$STORE")
[ -z "${JAR:-}" ] || JAR=$(realpath -m "$JAR")
[ -z "${BUILD_JAR:-}" ] || BUILD_JAR=$(realpath -m "$BUILD_JAR")
cd "$(dirname "$0")/.."
players=${1:-500}; rounds=${2:-10}; samples=${3:-50}
port=${PORT:-18395}
jar=${JAR:-$PWD/app/target/adjudicator.jar}
build_jar=${BUILD_JAR:-$jar}
work=$(mktemp -d /tmp/tournament-reads.XXXXXX)
store=${STORE:-$work/store}
built=0
if [ -f "$store/data/events.db" ]; then
  built=1
  [ -n "${TOKEN:-}" ] || [ -f "$store/bench.token" ] \
    || { echo "$store holds a store but no bench.token (a build that failed, or give TOKEN)" >&2; exit 2; }
  export ADJUDICATOR_BOOTSTRAP_TOKEN=${TOKEN:-$(cat "$store/bench.token")}
elif [ -e "$store" ] && [ -n "$(ls -A "$store")" ]; then
  echo "$store is neither empty nor a store" >&2; exit 2
fi
. bench/lib.sh
store=$(mkdir -p "$store" && cd "$store" && pwd)
server=
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$work"' EXIT
start() { # start DIR JAR [ARGS...]: the server, run in DIR (its store DIR/data)
  local dir=$1 j=$2; shift 2
  (cd "$dir" && exec java ${SERVER_JAVA_OPTS:-} -jar "$j" --server.port=$port --logging.level.root=WARN $LIMIT_ARGS \
    "$@" ${SERVER_ARGS:-} >>"$dir/server.log" 2>&1) &
  server=$!
  await_server $port
}
stop() { kill "$server"; wait "$server" 2>/dev/null || true; server=; }

if [ $built = 0 ]; then
  [ -f benchmarks/target/benchmarks.jar ] || { echo "no benchmarks/target/benchmarks.jar: mvn -B -q package -pl benchmarks -am -DskipTests" >&2; exit 2; }
  games=$((players / 2 * rounds))
  java -cp benchmarks/target/benchmarks.jar adjudicator.bench.GameGenerator "$games" 7 > "$work/games.pgn"
  echo "build: $players players, $rounds rounds, $games games ($(wc -c < "$work/games.pgn") bytes of generated PGN) into $store with $build_jar"
  start "$store" "$build_jar" --adjudicator.access.max-import-bytes=1000000000
  began=$(date +%s.%N)
  python3 bench/tournament_reads.py build $port "$players" "$rounds" "$work/games.pgn"
  echo "build took $(python3 -c "print(round($(date +%s.%N) - $began, 1))") s (from the first request to the last check)"
  stop
  echo "$ADJUDICATOR_BOOTSTRAP_TOKEN" > "$store/bench.token" # the mark of a build that went through
  rm -f "$work/games.pgn"
fi

echo "measure: jar $jar ($(stat -c '%y' "$jar" | cut -d. -f1)), store $store ($(du -sh "$store/data" | cut -f1)), copied for this run"
cp -a "$store" "$work/run"
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
start "$work/run" "$jar"
python3 bench/tournament_reads.py measure $port "$samples"
echo "server RSS after the reads: $(awk '/^VmRSS/ {printf "%.0f MB", $2 / 1024}' /proc/$server/status)"
echo "load average: $load_start at start, $(cut -d' ' -f1-3 /proc/loadavg) at end"
stop
