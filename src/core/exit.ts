/**
 * Exit codes of the CLI and the action (results.md "Exit codes"): 0 ok · 1 a gated metric
 * regressed · 2 the run could not be measured (bad input, config, usage, baseline or provider) ·
 * 3 baseline missing under `onMissingBaseline: fail`. Precedence 2 > 3 > 1 > 0.
 */
export function worstExitCode(...codes: number[]): number {
  const rank = (c: number) => (c === 2 ? 4 : c === 3 ? 3 : c === 1 ? 2 : c === 0 ? 1 : 5);
  return codes.reduce((a, b) => (rank(b) > rank(a) ? b : a), 0);
}
