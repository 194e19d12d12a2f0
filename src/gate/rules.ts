// Per-target thresholds: the defaults of gate.md plus the config's `gate.rules`, later rules
// overriding earlier ones key by key.
import type { Direction } from '../results/types.js';
import { THRESHOLD_ALIASES } from '../config/load.js';
import type { GateRule, Thresholds } from './config.js';
import { HISTORY_DEFAULTS, type HistoryRule } from './history-stats.js';
import type { AppliedRule, BoundCrossed, EffectiveRule, Scale, TargetKind } from './model.js';
import { usageMetric } from './usage.js';

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

/**
 * gate.md defaults: rates and finalScore warn 2 / fail 5 points; other metrics warn 2 % / fail 5 %;
 * the usage metrics (`metric`: the target is a metric of that id) their own (usage.ts).
 */
function defaultRule(scale: Scale, direction: Direction, metric?: string): EffectiveRule {
  const usage = metric === undefined ? undefined : usageMetric(metric);
  if (usage !== undefined)
    return { direction, warn: mergeThresholds({}, usage.warn), fail: mergeThresholds({}, usage.fail), minEffect: null };
  return scale === 'points'
    ? { direction, warn: { maxDrop: 2 }, fail: { maxDrop: 5 }, minEffect: null }
    : { direction, warn: { maxDropPct: 2 }, fail: { maxDropPct: 5 }, minEffect: null };
}

const globCache = new Map<string, RegExp>();

/** `*` matches any run of characters, `?` one character; everything else is literal. */
function globToRegExp(glob: string): RegExp {
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

function globMatches(glob: string | undefined, value: string): boolean {
  return glob === undefined || globToRegExp(glob).test(value);
}

/** Whether a rule addresses this target: `round` rules apply to rounds, `metric` rules to metrics, bare rules to both. */
function ruleApplies(rule: GateRule, suiteId: string, kind: TargetKind, id: string): boolean {
  if (!globMatches(rule.suite, suiteId)) return false;
  if (rule.round === undefined && rule.metric === undefined) return true;
  if (kind === 'round') return rule.round !== undefined && globMatches(rule.round, id);
  return rule.metric !== undefined && globMatches(rule.metric, id);
}

/**
 * The keys of a thresholds object in the resolved rule, and the other name a key may be given by
 * (config/load.ts THRESHOLD_ALIASES, which also refuses an object giving both names of one): the
 * rule keeps the first name only.
 */
const THRESHOLD_KEYS = [...THRESHOLD_ALIASES, { key: 'min', alias: null }, { key: 'max', alias: null }] as const;

/** `over`'s thresholds over `base`, key by key (each under its canonical key; `null` clears). */
function mergeThresholds(base: Thresholds, over: Thresholds | undefined): Thresholds {
  if (over === undefined) return base;
  const out: Thresholds = { ...base };
  for (const { key, alias } of THRESHOLD_KEYS) {
    const given = alias !== null && over[alias] !== undefined ? over[alias] : over[key];
    if (given !== undefined) out[key] = given;
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
  const usage = kind === 'metric' && usageMetric(id) !== undefined;
  // A direction override can turn an informational metric into a gated one; its defaults follow.
  let result: EffectiveRule = defaultRule(scale, direction, kind === 'metric' ? id : undefined);
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
  return { ...result, from: { defaults: usage ? 'usage' : scale, rules: applied } };
}

/** A drop (in the target's scale) in % of |baseline|; null when the baseline is 0 (no relative change). */
export function relativeDrop(drop: number, baseline: number): number | null {
  return baseline === 0 ? null : (drop / Math.abs(baseline)) * 100;
}

/** Whether a drop (in the target's scale) exceeds a level's relative or absolute drop threshold. */
export function dropExceeds(drop: number, baseline: number, t: Thresholds): boolean {
  if (t.maxDrop !== undefined && t.maxDrop !== null && drop > t.maxDrop) return true;
  const pct = relativeDrop(drop, baseline);
  return t.maxDropPct !== undefined && t.maxDropPct !== null && pct !== null && pct > t.maxDropPct;
}

/** The absolute bound of a level the value is outside of (`min` first), or null when it is within them. */
export function boundViolation(value: number, t: Thresholds): Omit<BoundCrossed, 'level'> | null {
  if (t.min !== undefined && t.min !== null && value < t.min) return { bound: 'min', limit: t.min };
  if (t.max !== undefined && t.max !== null && value > t.max) return { bound: 'max', limit: t.max };
  return null;
}
