#!/usr/bin/env bash
# The cluster test: the production topology of deploy/ (PostgreSQL, Redis, two API instances, the page
# servers, nginx in front; `npm run cluster`) started on its own ports in a temp folder, then checked
# through nginx (scripts/cluster-test.ts). Installs Debian's postgresql, pgbackrest, redis-server, nginx, prometheus
# and its exporters when missing, builds the apps when a build is missing, and exits with the test's status.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

missing=()
ls -d /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
# Prometheus and its exporters (each package's program has the package's name).
for package in prometheus prometheus-postgres-exporter prometheus-redis-exporter prometheus-nginx-exporter prometheus-node-exporter; do
  command -v "$package" >/dev/null 2>&1 || missing+=("$package")
done
command -v pgbackrest >/dev/null 2>&1 || missing+=(pgbackrest)
if [ ${#missing[@]} -gt 0 ]; then
  echo "cluster-test: installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# Debian starts the packaged services on install; the test runs its own and needs none of them.

for app in host mfe-media mfe-engage mfe-events mfe-admin mfe-landing; do
  if [ ! -f "$app/dist/index.html" ]; then
    echo "cluster-test: $app has no build; building every app"
    npm run build
    break
  fi
done

WORK="$(mktemp -d /tmp/beacon-cluster.XXXXXX)"
# PostgreSQL, Redis and nginx run as their packages' users: they must reach the folder.
chmod 755 "$WORK"
cleanup() { rm -rf "$WORK"; }
trap cleanup EXIT

status=0
CLUSTER_DIR="$WORK" npx tsx scripts/cluster-test.ts || status=$?
exit "$status"
