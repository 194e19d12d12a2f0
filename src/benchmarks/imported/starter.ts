// The suite `bench-check init imported` writes: commented YAML, one entry of `suites:`.
export const IMPORTED_STARTER = `  # Per-item results of another harness (docs/items.md): lm-evaluation-harness samples, an Inspect
  # eval log or promptfoo results, gated item by item (paired test on shared ids) like the others.
  - id: my-eval
    benchmark: imported
    # lm-eval: the samples_<task>_<date>.jsonl of --log_samples (a glob matching one file is fine).
    # Inspect: \`format: inspect\` and its log (the .eval file, or JSON); promptfoo: \`format: promptfoo\`
    # and the results.json of \`promptfoo eval -o results.json\`.
    format: lm-eval
    input: lm-eval-out/*/samples_arc_easy_*.jsonl
    # lm-eval only, optional: its results_<date>.json; the aggregates it reported are shown beside ours.
    # results: lm-eval-out/*/results_*.json
    # Optional: the pass/fail checks, in this order (the rounds); default: every pass/fail value found.
    # checks: [acc]
`;
