#!/usr/bin/env bash
# Re-adjudication of a whole store (readjudicate --all), one game at a time and several at once, side by side.
#   bench/readjudicate.sh [GAMES] [RUNS] [THREADS]
# The store: GAMES games of GameGenerator (benchmarks module; about 80 plies, a [%clk] after every move), imported once
# with import-pgn under FIDE 2017 into a fresh embedded store. Each run replays every game under its own edition with
# --threads 1, then with --threads THREADS (default: the processors' count), and prints the rate readjudicate reports
# (games a second after the list of games is read, so start-up excluded), the wall time and the load average before.
# Both runs must print the same reports. JAR defaults to app/target/adjudicator.jar.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-2000}; runs=${2:-3}; threads=${3:-$(nproc)}
jar=${JAR:-$PWD/app/target/adjudicator.jar}
[ -f benchmarks/target/benchmarks.jar ] || mvn -B -q package -pl benchmarks -am -DskipTests
work=$(mktemp -d /tmp/readjudicate-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
java -cp benchmarks/target/benchmarks.jar adjudicator.bench.GameGenerator "$games" 7 > "$work/games.pgn"
java -jar "$jar" import-pgn "$work/games.pgn" --rules FIDE_2017 --adjudicator.data-dir="$work/data" \
  --logging.level.root=ERROR > /dev/null 2> "$work/import.err" || { tail -3 "$work/import.err" >&2; exit 1; }
echo "store: $(tail -1 "$work/import.err")"
for run in $(seq 1 "$runs"); do
  for t in 1 "$threads"; do
    load=$(cut -d' ' -f1 /proc/loadavg)
    start=$(date +%s.%N)
    java -jar "$jar" readjudicate --all --threads "$t" --adjudicator.data-dir="$work/data" > "$work/out$t.txt" 2> "$work/err$t.txt"
    end=$(date +%s.%N)
    echo "run $run, --threads $t, load $load: $(tail -1 "$work/err$t.txt"), wall $(python3 -c "print(round($end - $start, 1))") s"
  done
  cmp -s "$work/out1.txt" "$work/out$threads.txt" || { echo "the reports differ between 1 and $threads threads" >&2; exit 1; }
done
