#!/usr/bin/env bash
# Runs the API test suite a second time against a real PostgreSQL server: installs Debian's postgresql
# when missing, starts a throw-away cluster on a local port (PGTEST_PORT, default 55432) in a temp
# directory, exports DATABASE_URL, runs `npm test -w api`, stops the cluster and exits with the test status.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${PGTEST_PORT:-55432}"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(find_bin || true)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "postgres-test: installing PostgreSQL (apt-get install postgresql)"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  BIN="$(find_bin)"
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

cleanup() {
  as_owner "$BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

as_owner "$BIN/initdb" -D "$WORK/data" -U beacon --auth=trust -E UTF8 --no-locale >/dev/null
# Durability is pointless for a throw-away test cluster; turning it off keeps the suite fast.
as_owner "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 60 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U beacon beacon_test

export DATABASE_URL="postgres://beacon@127.0.0.1:${PORT}/beacon_test"
echo "postgres-test: $("$BIN/postgres" --version) on port $PORT; running the API suite"

cd "$ROOT"
status=0
npm test -w api || status=$?
if [ "$status" -ne 0 ]; then
  echo "postgres-test: API suite failed (status $status); server log tail:"
  tail -n 20 "$WORK/server.log" || true
fi
exit "$status"
