#!/usr/bin/env bash
# Load and fault test of `swcmem serve` on loopback, 32 clients, 60 s per run (each run's
# setup loads the 8 LoCoMo conversations, a copy per client, and waits for their jobs):
#   (a) one process on SQLite: think time, none, kill -9 halfway;
#   (b) two server processes on one PostgreSQL store (a throwaway durable cluster per run),
#       each client picking one per request: think time, none, kill -9 halfway; and
#       `--workers 2` (one port, uvicorn's supervisor) with kill -9 of one worker process.
# Usage: run.sh [DATA] [sqlite|postgres|all]   (about 5 minutes per run on 2 CPUs)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data="${1:-$here/../../../shared/data/locomo8.json}"
which="${2:-all}"
py="${PY:-python}"
[[ $py == */* ]] && py="$(cd "$(dirname "$py")" && pwd)/$(basename "$py")"  # table.py runs from $here
load() { $py "$here/load.py" --data "$data" "$@" > /dev/null; }
if [[ $which == sqlite || $which == all ]]; then
    load --think 0.5:1.5 --out "$here/sqlite_think.json"
    load --think 0 --out "$here/sqlite_nothink.json"
    load --think 0.5:1.5 --kill --out "$here/sqlite_kill.json"
fi
if [[ $which == postgres || $which == all ]]; then
    pg=(--backend postgres)
    load "${pg[@]}" --servers 2 --think 0.5:1.5 --out "$here/postgres_think.json"
    load "${pg[@]}" --servers 2 --think 0 --out "$here/postgres_nothink.json"
    load "${pg[@]}" --servers 2 --think 0.5:1.5 --kill --out "$here/postgres_kill.json"
    load "${pg[@]}" --workers 2 --think 0.5:1.5 --kill --out "$here/postgres_workers_kill.json"
fi
cd "$here"
runs=()
for name in sqlite_think sqlite_nothink sqlite_kill postgres_think postgres_nothink \
    postgres_kill postgres_workers_kill; do
    [[ -f $name.json ]] && runs+=("$name.json")
done
"$py" table.py "${runs[@]}" > results.md
