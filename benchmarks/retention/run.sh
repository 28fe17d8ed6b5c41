#!/usr/bin/env bash
# Model-free retention benchmark on the 8 LoCoMo conversations beside the checkout.
# Writes results.json (the full report, with the wall seconds of ingest + measurement and the
# load average when it started), then results.md and README.md's retention table from it.
# Run it on a quiet machine (check `uptime`): the wall time is part of the result.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data="${1:-$here/../../../shared/data/locomo8.json}"
py="${PYTHON:-python3}"
"$py" -m swcmem bench retention --data "$data" --budget 4000 --json "$here/results.json"
"$py" "$here/table.py" "$here/results.json"
