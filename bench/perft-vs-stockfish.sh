#!/usr/bin/env bash
# Perft speed of our engine beside Stockfish's, single-threaded, both counting leaves in bulk (at depth 1
# the legal moves are counted, not made): startpos to depth 6 (119,060,324 nodes) and Kiwipete to depth 5
# (193,690,690 nodes), in ROUNDS alternating rounds (default 3).
#   bench/perft-vs-stockfish.sh [ROUNDS]
# Each round, per position: Stockfish (one process; after uci/isready, "go perft N" three times, timed
# from the command to its "Nodes searched" line, so start-up and network loading are not counted), then
# our engine (one JVM: java -cp engine/target/classes adjudicator.engine.Perft N FEN, best of three runs
# in the same JVM, the first of which warms up the JIT). Both report the best of three, so both are warm.
# Prints the nodes/s of each and the ratio ours/Stockfish per round, then the best over all rounds.
# STOCKFISH=path picks the binary (default: stockfish on PATH, else /usr/games/stockfish, where Debian
# puts it); JAVA_OPTS go to the JVM. Builds engine/target/classes if missing. Run on a quiet machine:
# the two engines run one after the other, never at the same time, but anything else running skews both.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}

sf=${STOCKFISH:-$(command -v stockfish || true)}
if [[ -z $sf && -x /usr/games/stockfish ]]; then
  sf=/usr/games/stockfish
fi
if [[ -z $sf || ! -x $sf ]]; then
  cat >&2 <<'EOF'
Stockfish not found. Install it (Debian/Ubuntu, as root):
    apt-get update && apt-get install -y stockfish
(the binary goes to /usr/games/stockfish), or give the binary with STOCKFISH=/path/to/stockfish.
EOF
  exit 2
fi
if [[ ! -f engine/target/classes/adjudicator/engine/Perft.class ]]; then
  echo "building engine/target/classes" >&2
  mvn -B -q -pl engine compile
fi

startpos="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
cases=("startpos 6 $startpos" "kiwipete 5 $kiwipete")

# stockfish_best FEN DEPTH -> "NODES NANOS": best of three "go perft" in one Stockfish process
stockfish_best() {
  local fen=$1 depth=$2 line t0 t1 best="" nodes=""
  coproc SF { exec "$sf"; }
  printf 'uci\nisready\n' >&"${SF[1]}"
  while read -r line <&"${SF[0]}"; do [[ $line == readyok ]] && break; done
  for _ in 1 2 3; do
    printf 'position fen %s\n' "$fen" >&"${SF[1]}"
    t0=$(date +%s%N)
    printf 'go perft %s\n' "$depth" >&"${SF[1]}"
    while read -r line <&"${SF[0]}"; do
      if [[ $line == "Nodes searched:"* ]]; then
        t1=$(date +%s%N)
        nodes=${line##*: }
        break
      fi
    done
    if [[ -z $best || $((t1 - t0)) -lt $best ]]; then best=$((t1 - t0)); fi
  done
  printf 'quit\n' >&"${SF[1]}"
  wait "$SF_PID" 2>/dev/null || true
  echo "$nodes $best"
}

# ours_best FEN DEPTH -> "NODES NANOS" from Perft.main's "perft(D) = N nodes, best of 3: S s, ..."
ours_best() {
  local out
  out=$(java ${JAVA_OPTS:-} -cp engine/target/classes adjudicator.engine.Perft "$2" $1)
  awk '{ for (i = 1; i <= NF; i++) { if ($i == "nodes,") n = $(i - 1); if ($i == "s,") s = $(i - 1) } }
       END { printf "%s %.0f\n", n, s * 1e9 }' <<<"$out"
}

mnps() { awk -v n="$1" -v t="$2" 'BEGIN { printf "%.1f", n / (t / 1e9) / 1e6 }'; }

echo "Stockfish: $sf ($(printf 'quit\n' | "$sf" 2>/dev/null | head -1))"
echo "Java: $(java -version 2>&1 | head -1)"
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'); load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-5s %-9s %5s %12s %12s %12s %7s\n' round position depth nodes "Stockfish" "ours" "ours/SF"
declare -A best_sf best_ours
for ((r = 1; r <= rounds; r++)); do
  for c in "${cases[@]}"; do
    read -r name depth fen <<<"$c"
    read -r sf_nodes sf_ns < <(stockfish_best "$fen" "$depth")
    read -r our_nodes our_ns < <(ours_best "$fen" "$depth")
    if [[ $sf_nodes != "$our_nodes" ]]; then
      echo "node counts differ for $name depth $depth: Stockfish $sf_nodes, ours $our_nodes" >&2
      exit 1
    fi
    sf_m=$(mnps "$sf_nodes" "$sf_ns"); our_m=$(mnps "$our_nodes" "$our_ns")
    printf '%-5s %-9s %5s %12s %10s M/s %8s M/s %6.2f\n' "$r" "$name" "$depth" "$sf_nodes" "$sf_m" "$our_m" \
      "$(awk -v a="$our_m" -v b="$sf_m" 'BEGIN { print a / b }')"
    key="$name $depth"
    if [[ -z ${best_sf[$key]:-} ]] || awk -v a="$sf_m" -v b="${best_sf[$key]}" 'BEGIN { exit !(a > b) }'; then
      best_sf[$key]=$sf_m
    fi
    if [[ -z ${best_ours[$key]:-} ]] || awk -v a="$our_m" -v b="${best_ours[$key]}" 'BEGIN { exit !(a > b) }'; then
      best_ours[$key]=$our_m
    fi
  done
done
echo "best over $rounds rounds (M nodes/s):"
for c in "${cases[@]}"; do
  read -r name depth _ <<<"$c"
  key="$name $depth"
  printf '  %-9s depth %s: Stockfish %8s, ours %8s, ours/Stockfish %.2f\n' "$name" "$depth" "${best_sf[$key]}" \
    "${best_ours[$key]}" "$(awk -v a="${best_ours[$key]}" -v b="${best_sf[$key]}" 'BEGIN { print a / b }')"
done
