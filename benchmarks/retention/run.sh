#!/usr/bin/env bash
# Model-free retention benchmark on the 8 LoCoMo conversations beside the checkout.
# Writes results.json (full report, incl. wall seconds of ingest + measurement) and
# results.md (Markdown tables).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data="${1:-$here/../../../shared/data/locomo8.json}"
swcmem bench retention --data "$data" --budget 4000 --json "$here/results.json"
python3 "$here/table.py" "$here/results.json" > "$here/results.md"
