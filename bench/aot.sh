#!/usr/bin/env bash
# Starts the server with an ahead-of-time cache (JDK 25 or later; docs/operations.md, "Starting faster"):
#   JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java bench/aot.sh [SERVER SETTINGS...]
# The first time (or when the jar or the JDK changed) it extracts app/target/adjudicator.jar into AOT_DIR (default
# ./aot), records the cache with one training start on a throwaway store (it exits once the application context has
# refreshed), then starts the server from the extracted jar with the cache; the settings go to the server
# (e.g. --adjudicator.data-dir=DIR). On the embedded store it also takes the bean definitions that Spring's
# ahead-of-time processing fixed at build time (-Dspring.aot.enabled=true); with MONGODB_URI, or a setting
# naming a MongoDB or turning the process managers off, it starts without them (SPRING_AOT=0 forces that).
# The README's commands need none of this and run on JDK 17.
set -euo pipefail
java=${JAVA:-java}
jar=${JAR:-$(cd "$(dirname "$0")/.." && pwd)/app/target/adjudicator.jar}
dir=${AOT_DIR:-$PWD/aot}
version=$("$java" -XX:+PrintFlagsFinal -version 2>/dev/null | grep -c ' AOTCacheOutput ' || true)
[ "$version" -ge 1 ] || { echo "aot.sh: $java has no -XX:AOTCacheOutput: JDK 25 or later is needed (set JAVA)" >&2; exit 2; }
spring_aot=${SPRING_AOT:-1}
[ -n "${MONGODB_URI:-}" ] && spring_aot=0
for arg in "$@"; do case "$arg" in *mongodb.uri=?*|*consequences.enabled=false*) spring_aot=0;; esac; done
flags=""; [ "$spring_aot" = 1 ] && flags="-Dspring.aot.enabled=true"
stamp="$(sha256sum "$jar" | cut -c1-64) $("$java" -version 2>&1 | head -1) $flags"
if [ ! -f "$dir/app.aot" ] || [ "$(cat "$dir/stamp" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$dir"
  "$java" -Djarmode=tools -jar "$jar" extract --destination "$dir" >/dev/null
  training=$(mktemp -d /tmp/aot-training.XXXXXX)
  echo "aot.sh: recording the cache in $dir/app.aot" >&2
  (cd "$training" && env -u MONGODB_URI "$java" $flags -XX:AOTCacheOutput="$dir/app.aot" -Dspring.context.exit=onRefresh -jar "$dir/adjudicator.jar" \
    --server.port=0 --logging.level.root=WARN --adjudicator.data-dir="$training/data" \
    --adjudicator.integrity.key-dir="$training/keys" > "$training/log" 2>&1) || { tail -20 "$training/log" >&2; exit 1; }
  rm -rf "$training"
  echo "$stamp" > "$dir/stamp"
fi
exec "$java" $flags -XX:AOTCache="$dir/app.aot" -jar "$dir/adjudicator.jar" "$@"
