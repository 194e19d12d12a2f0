#!/usr/bin/env bash
# Re-records the demo baseline (fixtures/baseline/) that the embedded default config gates
# against. Run it after changing the bundled fixtures or a scorer's output on them, then commit.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=(${BENCH_CHECK:-node dist/cli/index.js})
tmp=bench-results/fixture-baseline
rm -rf "$tmp" fixtures/baseline
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-1795219200}
"${cli[@]}" run --demo --out "$tmp/results.json" --quiet || true   # no baseline yet: a warning, not a failure
"${cli[@]}" baseline update --from "$tmp/results.json" --to fixtures/baseline/results.json \
  --reason "Demo baseline for the bundled fixtures (scripts/update-fixture-baseline.sh)"
rm -rf "$tmp"
