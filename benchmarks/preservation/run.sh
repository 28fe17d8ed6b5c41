#!/usr/bin/env bash
# Preservation analysis on the 8 LoCoMo conversations beside the checkout: offline extractive
# gists, spaCy extractor when installed (else the heuristic), both budget policies; then the
# audit-overhead timing. Writes extractive_{staged,paper}.{json,md,png} and audit_overhead.*.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data="${1:-$here/../../../shared/data/locomo8.json}"
for policy in staged paper; do
  swcmem bench preservation --data "$data" --gister extractive --extractor auto \
    --policy "$policy" --json "$here/extractive_$policy.json"
done
python3 "$here/audit_overhead.py" --data "$data"
