#!/usr/bin/env bash
# Writes fixtures/items/promptfoo/: what promptfoo 0.121.20 itself writes for the suite in
# fixtures/items/promptfoo/suite/ (twelve tests carrying different assertions, a scripted model
# in provider.js, one question answered by a provider error: the 429 of a rate-limited API).
#
#   run-1.json, run-1.jsonl   promptfoo eval --repeat 2 -o run-1.json -o run-1.jsonl
#   run-1.export.json         promptfoo export eval <id of that run> -o run-1.export.json
#   run-2.json                the same suite with the regressed answers, no repeat
#   usage-1.json, .jsonl      the suite of run-1 on metered-provider.js (tokens, cost in USD and a
#                             latency per answer), --repeat 2
#   usage-2.json              the same answers billed for twice the completion tokens, --repeat 2
#   <run>.expected.json       promptfoo's own figures: its stats (with stats.tokenUsage), the sums
#                             of its prompts' metrics (cost, totalLatencyMs) and the lines its CLI
#                             printed (results, token totals)
#
# Needs promptfoo 0.121.20 from the npm registry, installed outside the project:
#   mkdir -p /tmp/promptfoo && cd /tmp/promptfoo && npm init -y && npm install promptfoo@0.121.20
#   PROMPTFOO=/tmp/promptfoo/node_modules/.bin/promptfoo bash tests/items/make_promptfoo_fixtures.sh
# (from the repository root); name runs (run-1 run-2 usage-1 usage-2) to make only those. Offline: it runs in a network namespace of its own when `unshare`
# can make one (root), with promptfoo's telemetry, update check, sharing and remote generation
# off, its database and logs in a temporary folder. Eval ids, timestamps and latencies are left as
# promptfoo wrote them.
set -euo pipefail
VERSION=0.121.20
PROMPTFOO=${PROMPTFOO:-promptfoo}
OUT=fixtures/items/promptfoo
SUITE=$OUT/suite

have=$("$PROMPTFOO" --version 2>/dev/null | tail -n 1)
if [ "$have" != "$VERSION" ]; then
  echo "promptfoo $VERSION is needed, found: ${have:-none}" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PROMPTFOO_DISABLE_TELEMETRY=1 PROMPTFOO_DISABLE_UPDATE=1 PROMPTFOO_DISABLE_SHARING=1 \
  PROMPTFOO_DISABLE_REMOTE_GENERATION=1 PROMPTFOO_DISABLE_REDTEAM_REMOTE_GENERATION=1 \
  PROMPTFOO_DISABLE_ADAPTIVE_SCHEDULER=1 PROMPTFOO_CONFIG_DIR="$work/config" PROMPTFOO_CACHE_PATH="$work/cache" NO_COLOR=1 FORCE_COLOR=0
offline=()
if unshare -n true 2>/dev/null; then offline=(unshare -n); fi
abs() { (cd "$(dirname "$1")" && echo "$PWD/$(basename "$1")"); }
pf=$(command -v "$PROMPTFOO" || abs "$PROMPTFOO")

# One eval: its outputs and its figures. promptfoo exits 100 when some test failed.
run() {
  local name=$1 config=$2
  shift 2
  rm -f "$OUT/$name.json" "$OUT/$name.jsonl"
  local outputs=(-o "$PWD/$OUT/$name.json")
  if [ "${JSONL:-}" = 1 ]; then outputs+=(-o "$PWD/$OUT/$name.jsonl"); fi
  (cd "$SUITE" && "${offline[@]}" "$pf" eval -c "$config" -j 1 --no-cache --no-table --no-progress-bar \
    "${outputs[@]}" "$@") >"$work/$name.log" 2>&1 || [ $? -eq 100 ]
  node - "$OUT/$name.json" "$work/$name.log" "$OUT/$name.expected.json" "$VERSION" <<'JS'
const fs = require('node:fs');
const [results, log, out, version] = process.argv.slice(2);
const doc = JSON.parse(fs.readFileSync(results, 'utf8'));
const { successes, failures, errors, tokenUsage } = doc.results.stats;
const lines = fs.readFileSync(log, 'utf8').split('\n').map((l) => l.trim());
// The summary promptfoo printed: "✓ 20 passed (83.33%)", "✗ 2 failed (8.33%)", "✗ 2 errors (8.33%)".
const printed = lines
  .filter((l) => /^\S+ \d+ (passed|failed|errors?) \(\d+(\.\d+)?%\)$/.test(l))
  .map((l) => l.replace(/^\S+ /, ''));
if (printed.length === 0) throw new Error(`no summary in promptfoo's output (${log})`);
// Its token lines: "Total Tokens: 1,234" and "Eval: 1,234 (1,000 prompt, 234 completion, 40 cached)".
const printedTokens = lines.filter((l) => /^(Total Tokens|Eval): /.test(l));
// Cost and latency promptfoo summed per prompt (prompts[].metrics, the evaluator's running sums);
// the total cost is their sum, as promptfoo's own eval summary (totalCost) adds them.
const metrics = doc.results.prompts.map((p) => p.metrics);
const figures = {
  promptfoo: version,
  evalId: doc.evalId,
  stats: { successes, failures, errors },
  tokenUsage: {
    prompt: tokenUsage.prompt,
    completion: tokenUsage.completion,
    cached: tokenUsage.cached,
    total: tokenUsage.total,
    numRequests: tokenUsage.numRequests,
  },
  cost: metrics.reduce((sum, m) => sum + (m.cost || 0), 0),
  totalLatencyMs: metrics.reduce((sum, m) => sum + (m.totalLatencyMs || 0), 0),
  printed,
  printedTokens,
};
fs.writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
JS
}

runs=("$@")
if [ ${#runs[@]} -eq 0 ]; then runs=(run-1 run-2 usage-1 usage-2); fi
for name in "${runs[@]}"; do
  case $name in
    run-1)
      JSONL=1 run run-1 promptfooconfig.yaml --repeat 2
      id=$(node -e "console.log(JSON.parse(require('fs').readFileSync('$OUT/run-1.json','utf8')).evalId)")
      (cd "$SUITE" && "${offline[@]}" "$pf" export eval "$id" -o "$PWD/../run-1.export.json") >"$work/export.log" 2>&1
      ;;
    run-2) run run-2 promptfooconfig.regressed.yaml ;;
    usage-1) JSONL=1 run usage-1 promptfooconfig.usage.yaml --repeat 2 ;;
    usage-2) run usage-2 promptfooconfig.usage-verbose.yaml --repeat 2 ;;
    *)
      echo "unknown run: $name (run-1, run-2, usage-1, usage-2)" >&2
      exit 2
      ;;
  esac
  echo "wrote $OUT/$name.* and its figures"
done
