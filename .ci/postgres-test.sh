#!/usr/bin/env bash
# Runs the API test suite a second time against a real PostgreSQL server and a Redis: installs Debian's
# postgresql and redis-server when missing, starts a throw-away cluster on a local port (PGTEST_PORT,
# default 25432) in a temp directory and a memory-only Redis (REDIS_TEST_PORT, default 26379), exports
# DATABASE_URL and REDIS_URL (which also selects the *.redis.test.ts files), runs `npm test -w api`, stops
# both and exits with the test status.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Below the kernel's ephemeral range (32768–60999): an outgoing connection can never hold the port.
PORT="${PGTEST_PORT:-25432}"
REDIS_PORT="${REDIS_TEST_PORT:-26379}"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
APT_UPDATED=""
apt_install() {
  if [ -z "$APT_UPDATED" ]; then $SUDO apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

BIN="$(find_bin || true)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "postgres-test: installing PostgreSQL (apt-get install postgresql)"
  apt_install postgresql
  BIN="$(find_bin)"
fi
if ! command -v redis-server >/dev/null 2>&1; then
  echo "postgres-test: installing Redis (apt-get install redis-server)"
  apt_install redis-server
fi

WORK="$(mktemp -d /tmp/beacon-pg.XXXXXX)"
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root: the cluster belongs to the postgres system user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  chown postgres: "$WORK"
  RUN_AS=(runuser -u postgres --)
fi
as_owner() { if [ ${#RUN_AS[@]} -gt 0 ]; then "${RUN_AS[@]}" "$@"; else "$@"; fi; }

REDIS_PID=""
cleanup() {
  if [ -n "$REDIS_PID" ]; then kill "$REDIS_PID" 2>/dev/null || true; wait "$REDIS_PID" 2>/dev/null || true; fi
  as_owner "$BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

as_owner "$BIN/initdb" -D "$WORK/data" -U beacon --auth=trust -E UTF8 --no-locale >/dev/null
# Durability is pointless for a throw-away test cluster; turning it off keeps the suite fast.
if ! as_owner "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 60 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null; then
  # The log goes with the temp directory: say why here.
  echo "postgres-test: PostgreSQL did not start on port $PORT; the end of its log:" >&2
  tail -n 30 "$WORK/server.log" >&2 || true
  exit 1
fi
as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U beacon beacon_test

export DATABASE_URL="postgres://beacon@127.0.0.1:${PORT}/beacon_test"

# A Redis that keeps nothing on disk, reachable from this machine only; stopped by cleanup.
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$WORK" >"$WORK/redis.log" 2>&1 &
REDIS_PID=$!
for _ in $(seq 1 50); do
  if redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; then break; fi
  if ! kill -0 "$REDIS_PID" 2>/dev/null; then echo "postgres-test: redis-server did not start:"; cat "$WORK/redis.log"; exit 1; fi
  sleep 0.1
done
export REDIS_URL="redis://127.0.0.1:${REDIS_PORT}"

echo "postgres-test: $("$BIN/postgres" --version) on port $PORT, $(redis-server --version | cut -d' ' -f1-3) on port $REDIS_PORT; running the API suite"

cd "$ROOT"
status=0
npm test -w api || status=$?
if [ "$status" -ne 0 ]; then
  echo "postgres-test: API suite failed (status $status); server log tail:"
  tail -n 20 "$WORK/server.log" || true
fi
exit "$status"
