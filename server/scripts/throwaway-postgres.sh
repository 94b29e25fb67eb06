#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster (Debian's packages) in a temporary folder on a free port and prints
# `DATABASE_URL=…` and `PG_THROWAWAY_DIR=…`; `throwaway-postgres.sh stop <dir>` stops it and removes the folder.
# Runs the server as the `postgres` user when started by root (initdb refuses root).
set -euo pipefail
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ "${1:-start}" = stop ]; then
  dir="${2:?usage: throwaway-postgres.sh stop <dir>}"
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi

dir="$(mktemp -d /tmp/pg-throwaway.XXXXXX)"
chmod 755 "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=256MB" start >/dev/null
echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "PG_THROWAWAY_DIR=$dir"
