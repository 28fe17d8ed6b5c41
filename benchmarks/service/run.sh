#!/usr/bin/env bash
# Load and fault test of `swcmem serve` on loopback: one process on SQLite with the 8 LoCoMo
# conversations (a copy per client), 32 clients, 60 s per run; about 7 minutes in all.
# Writes sqlite_think.json, sqlite_nothink.json, sqlite_kill.json and results.md.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data="${1:-$here/../../../shared/data/locomo8.json}"
py="${PY:-python}"
$py "$here/load.py" --data "$data" --think 0.5:1.5 --out "$here/sqlite_think.json" > /dev/null
$py "$here/load.py" --data "$data" --think 0 --out "$here/sqlite_nothink.json" > /dev/null
$py "$here/load.py" --data "$data" --think 0.5:1.5 --kill --out "$here/sqlite_kill.json" > /dev/null
$py "$here/table.py" "$here"/sqlite_think.json "$here"/sqlite_nothink.json "$here"/sqlite_kill.json \
    > "$here/results.md"
