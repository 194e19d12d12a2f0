// The run's tests as one family (gate.md "Many tests, one run"): one p per distinct hypothesis,
// adjusted by `gate.multipleTesting`, then every tested target judged again with its adjusted p.
import type { Suite } from '../results/types.js';
import type { ResolvedGateConfig } from './config.js';
import { alphaOf, judge, type JudgeInput } from './judge.js';
import type { SuiteComparison, TargetComparison } from './model.js';
import { adjustFamily } from './stats.js';

/**
 * What the second pass needs of a target: its judge input and the data its test is on (the
 * rounds whose conjunction is its outcome, as a key; null: data no other target shares).
 */
export interface FamilyInput {
  input: JudgeInput;
  data: string | null;
}

interface Member extends FamilyInput {
  si: number;
  t: TargetComparison;
}

/** The key of the data a test on the conjunction of these rounds is on. */
export function roundsData(rounds: readonly string[]): string {
  return JSON.stringify([...rounds].sort());
}

/**
 * The data a tested finalScore's test is on: the rounds it is the conjunction of, when both sides
 * have the same rounds (else the two sides' finalScores are not the same outcome), else null.
 */
export function finalScoreData(
  rounds: readonly string[] | null,
  current: Suite | undefined,
  baseline: Suite | undefined,
): string | null {
  const ids = (s: Suite | undefined) => JSON.stringify((s?.rounds ?? []).map((r) => r.id));
  if (rounds === null || current === undefined || ids(current) !== ids(baseline)) return null;
  return roundsData(rounds);
}

/** A target below minItems tested only to say a collapse (judge.ts smallCollapse). */
const isSmall = (t: TargetComparison) => t.reasons.some((r) => r.kind === 'too-few-items');

/**
 * Judge every tested target again with its p adjusted over the run. A target whose test is the
 * same test, in the same direction, on the same data of the same suite as an earlier one (with
 * the same p) is the same hypothesis: counted once, its adjusted p shared, `sameTestAs` set. The
 * targets below minItems are kept out of the family (they cannot change anyone else's verdict)
 * and each is held to Bonferroni over the family and themselves. Returns the family's size and
 * the indexes of the suites whose targets were judged again.
 */
export function judgeFamily(
  suites: readonly SuiteComparison[],
  inputs: ReadonlyMap<TargetComparison, FamilyInput>,
  cfg: Pick<ResolvedGateConfig, 'level' | 'multipleTesting'>,
): { size: number; touched: Set<number> } {
  const alpha = alphaOf(cfg.level);
  const members: Member[] = suites.flatMap((s, si) =>
    s.targets.filter((t) => t.p !== null).map((t) => ({ si, t, ...inputs.get(t)! })),
  );
  const first = new Map<string, Member>();
  const sharing = new Map<Member, Member>();
  for (const m of members) {
    const key = m.data === null ? null : JSON.stringify([m.si, m.t.test, m.t.direction, m.data, m.t.p]);
    const earlier = key === null ? undefined : first.get(key);
    if (earlier !== undefined) sharing.set(m, earlier);
    else if (key !== null) first.set(key, m);
  }
  const distinct = members.filter((m) => !sharing.has(m));
  const gated = distinct.filter((m) => !isSmall(m.t));
  const small = distinct.filter((m) => isSmall(m.t));
  const adjusted = new Map<Member, number>();
  adjustFamily(
    gated.map((m) => m.t.p!),
    cfg.multipleTesting,
    alpha,
  ).forEach((p, i) => adjusted.set(gated[i]!, p));
  const bonferroni = cfg.multipleTesting === 'none' ? 1 : gated.length + small.length;
  const smallPs = adjustFamily(
    small.map((m) => Math.min(1, m.t.p! * bonferroni)),
    'none',
    alpha,
  );
  small.forEach((m, i) => adjusted.set(m, smallPs[i]!));
  const touched = new Set<number>();
  for (const m of members) {
    const shared = sharing.get(m);
    const { t } = m;
    // The first pass's repeats and item values stay on the target: the second judges the p only.
    const test = { test: t.test!, p: t.p! };
    const j = judge({ ...m.input, family: { test, pAdjusted: adjusted.get(shared ?? m)! } });
    Object.assign(t, { test: j.test, p: j.p, pAdjusted: j.pAdjusted, verdict: j.verdict, reasons: j.reasons });
    if (shared !== undefined) t.sameTestAs = { kind: shared.t.kind, id: shared.t.id };
    touched.add(m.si);
  }
  return { size: gated.length, touched };
}

/** The targets whose test gave no finite p (judge.ts): the run cannot be judged. */
export function untestable(suites: readonly SuiteComparison[]): { suite: string; target: TargetComparison }[] {
  return suites.flatMap((s) =>
    s.targets.filter((t) => t.reasons.some((r) => r.kind === 'no-p')).map((target) => ({ suite: s.id, target })),
  );
}
