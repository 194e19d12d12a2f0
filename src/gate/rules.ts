// Per-target thresholds: the defaults of gate.md plus the config's `gate.rules`, later rules
// overriding earlier ones key by key.
import type { Direction } from '../results/types.js';
import type { GateRule, Thresholds } from './config.js';
import { HISTORY_DEFAULTS, type HistoryRule } from './history-stats.js';
import type { AppliedRule, BoundCrossed, EffectiveRule, Scale, TargetKind } from './model.js';

export type { AppliedRule, EffectiveRule, Scale, TargetKind } from './model.js';

/** The `kind`/`k`/`warnK`/`minHistory` keys of a rule over the history parameters so far (key by key, like thresholds). */
function mergeHistory(base: HistoryRule | undefined, rule: GateRule): HistoryRule | undefined {
  if (rule.kind === 'threshold') return undefined;
  const on = rule.kind === 'history' || base !== undefined;
  if (!on) return undefined;
  const out: HistoryRule = base ?? { k: HISTORY_DEFAULTS.k, warnK: null, minHistory: HISTORY_DEFAULTS.minHistory };
  return {
    k: rule.k ?? out.k,
    warnK: rule.warnK !== undefined ? rule.warnK : out.warnK,
    minHistory: rule.minHistory ?? out.minHistory,
  };
}

/** gate.md defaults: rates and finalScore warn 2 / fail 5 points; other metrics warn 2 % / fail 5 %. */
export function defaultRule(scale: Scale, direction: Direction): EffectiveRule {
  return scale === 'points'
    ? { direction, warn: { maxDrop: 2 }, fail: { maxDrop: 5 }, minEffect: null }
    : { direction, warn: { maxDropPct: 2 }, fail: { maxDropPct: 5 }, minEffect: null };
}

const globCache = new Map<string, RegExp>();

/** `*` matches any run of characters, `?` one character; everything else is literal. */
export function globToRegExp(glob: string): RegExp {
  let re = globCache.get(glob);
  if (re === undefined) {
    const body = Array.from(glob, (ch) =>
      ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[\\^$.+()[\]{}|]/g, '\\$&'),
    ).join('');
    re = new RegExp(`^${body}$`, 's');
    globCache.set(glob, re);
  }
  return re;
}

export function globMatches(glob: string | undefined, value: string): boolean {
  return glob === undefined || globToRegExp(glob).test(value);
}

/** Whether a rule addresses this target: `round` rules apply to rounds, `metric` rules to metrics, bare rules to both. */
export function ruleApplies(rule: GateRule, suiteId: string, kind: TargetKind, id: string): boolean {
  if (!globMatches(rule.suite, suiteId)) return false;
  if (rule.round === undefined && rule.metric === undefined) return true;
  if (kind === 'round') return rule.round !== undefined && globMatches(rule.round, id);
  return rule.metric !== undefined && globMatches(rule.metric, id);
}

function mergeThresholds(base: Thresholds, over: Thresholds | undefined): Thresholds {
  if (over === undefined) return base;
  const out: Thresholds = { ...base };
  for (const key of ['maxDrop', 'maxDropPct', 'min', 'max'] as const) {
    if (over[key] !== undefined) out[key] = over[key];
  }
  return out;
}

/** A target as the rules address it. */
export interface RuleTarget {
  kind: TargetKind;
  id: string;
  scale: Scale;
  direction: Direction;
  /** Other names of the same target (a metric that is the finalScore). */
  aliases?: readonly string[];
}

/** The defaults for the target, then every applicable rule in order (`from` lists them). */
export function effectiveRule(rules: readonly GateRule[], suiteId: string, target: RuleTarget): AppliedRule {
  const { kind, id, scale, direction, aliases = [] } = target;
  // A direction override can turn an informational metric into a gated one; its defaults follow.
  let result: EffectiveRule = defaultRule(scale, direction);
  const applied: number[] = [];
  rules.forEach((rule, index) => {
    // `aliases`: other names of the same target (a metric that is the finalScore).
    if (!ruleApplies(rule, suiteId, kind, id) && !aliases.some((alias) => ruleApplies(rule, suiteId, kind, alias)))
      return;
    applied.push(index);
    const history = mergeHistory(result.history, rule);
    result = {
      direction: rule.direction ?? result.direction,
      warn: mergeThresholds(result.warn, rule.warn),
      fail: mergeThresholds(result.fail, rule.fail),
      minEffect: rule.minEffect !== undefined ? rule.minEffect : result.minEffect,
      ...(history === undefined ? {} : { history }),
    };
  });
  return { ...result, from: { defaults: scale, rules: applied } };
}

/** Whether a drop (in the target's scale) exceeds a level's relative or absolute drop threshold. */
export function dropExceeds(drop: number, baseline: number, t: Thresholds): boolean {
  if (t.maxDrop !== undefined && t.maxDrop !== null && drop > t.maxDrop) return true;
  if (
    t.maxDropPct !== undefined &&
    t.maxDropPct !== null &&
    baseline !== 0 &&
    (drop / Math.abs(baseline)) * 100 > t.maxDropPct
  )
    return true;
  return false;
}

/** The absolute bound of a level the value is outside of (`min` first), or null when it is within them. */
export function boundViolation(value: number, t: Thresholds): Omit<BoundCrossed, 'level'> | null {
  if (t.min !== undefined && t.min !== null && value < t.min) return { bound: 'min', limit: t.min };
  if (t.max !== undefined && t.max !== null && value > t.max) return { bound: 'max', limit: t.max };
  return null;
}
