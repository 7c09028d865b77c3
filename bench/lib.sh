# Sourced by the benchmark scripts: the server's first token and its request limit, and the wait for it.
# ADJUDICATOR_BOOTSTRAP_TOKEN: the ADMIN token of the fresh store (made here unless given); every
# request carries it. RATE_LIMIT: requests a second per account (and the burst) the server runs with,
# printed so that a limit never passes for a slow server (default 1000000: no limit in reach).
export ADJUDICATOR_BOOTSTRAP_TOKEN=${ADJUDICATOR_BOOTSTRAP_TOKEN:-$(python3 -c 'import secrets; print(secrets.token_hex(32))')}
RATE_LIMIT=${RATE_LIMIT:-1000000}
LIMIT_ARGS="--adjudicator.access.rate-limit.per-second=$RATE_LIMIT --adjudicator.access.rate-limit.burst=$RATE_LIMIT"
AUTH="Authorization: Bearer $ADJUDICATOR_BOOTSTRAP_TOKEN"
echo "server limit: $RATE_LIMIT requests a second per account (adjudicator.access.rate-limit.*)" >&2

# await_server PORT: until the server answers HTTP at all (its health check, or any answer from a build
# older than the health check, for side-by-side runs).
await_server() {
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1/api/health")" != 000 ]; do sleep 0.2; done
}
