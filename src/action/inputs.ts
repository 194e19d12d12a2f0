import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { failure, type Result } from '../core/result.js';
import * as core from '@actions/core';
import { DEFAULT_ARTIFACT_LIMITS, type ArtifactLimits } from '../github/artifacts.js';
import { COMMENT_MODES, type CommentMode } from '../github/comment.js';
import type { BaselineSource, MissingBaselinePolicy, RemovedSuitePolicy } from '../gate/config.js';
import type { ConfigChoice } from '../config/load.js';
import type { ResultsLimitsConfig } from '../gate/limits.js';

export type ActionMode = 'score' | 'report' | 'all';

/** The longest history the `history` input asks for (each run may cost an artifact download). */
const MAX_HISTORY_INPUT = 100;

/** The login of GITHUB_TOKEN's comments. */
const DEFAULT_COMMENT_AUTHOR = 'github-actions[bot]';

/** The `baseline` input: a source name, or a file path (source `path`). */
export interface BaselineInput {
  source: BaselineSource;
  path: string | null;
}

/** Every action input, read once and validated into one typed object (action.yml documents them). */
export interface ActionSettings {
  /** `config`: a file; empty = bench.config.{json,yml,yaml} in the workspace (none there is an error); `demo` = the bundled demo. */
  config: ConfigChoice;
  mode: ActionMode;
  /** Where results.json is written, relative to the workspace. */
  resultsPath: string;
  token: string | null;
  comment: CommentMode;
  commentKey: string;
  /** Login whose comments may be the sticky one: the token's identity (`github-actions[bot]` for GITHUB_TOKEN). */
  commentAuthor: string;
  failOnRegression: boolean;
  /** null: the config's gate.baseline (default file .bench/baseline.json). */
  baseline: BaselineInput | null;
  artifactName: string;
  /** null: the config's value (default 14). */
  baselineMaxAgeDays: number | null;
  /** null: the config's value (default warn). */
  onMissingBaseline: MissingBaselinePolicy | null;
  /** Caps on a downloaded artifact (the PR's in mode report, a baseline's): hostile zips stop there. */
  artifactLimits: ArtifactLimits;
  /** Past base-branch runs shown as history (baseline `artifact` only); 0 turns it off; null: the config's gate.history (default 20). */
  history: number | null;
  /** The `results-max-*` inputs that were given (over the config's gate.limits). */
  resultsLimits: ResultsLimitsConfig;
  /** null: the config's value (default warn). */
  onRemovedSuite: RemovedSuitePolicy | null;
  /** Write the HTML report beside report.md, upload it as an artifact and link it (docs/html-report.md). */
  htmlReport: boolean;
}

/** The `results-max-*` inputs and the gate.limits key each sets. */
const RESULTS_LIMIT_INPUTS: readonly [string, keyof ResultsLimitsConfig][] = [
  ['results-max-mib', 'maxDocumentMiB'],
  ['results-max-suites', 'maxSuites'],
  ['results-max-rounds', 'maxRounds'],
  ['results-max-metrics', 'maxMetrics'],
  ['results-max-diagnostics', 'maxDiagnostics'],
  ['results-max-string-length', 'maxStringLength'],
];

/** The settings, or every input problem at once (one diagnostic each, `field`: the input's name). */
export type SettingsResult = Result<ActionSettings>;

/** The `config` input: empty searches the workspace, `demo` (reserved; `./demo` names a file) scores the bundled demo. */
function configChoice(value: string): ConfigChoice {
  if (value === '') return { kind: 'search' };
  return value === 'demo' ? { kind: 'demo' } : { kind: 'file', path: value };
}

/** What the "no config" error suggests in a workflow. */
export const ACTION_NO_CONFIG_HINT =
  'Commit a config (`npx bench-check init` writes a starter) or set the input `config:` to its path; `config: demo` scores the bundled demo on purpose.';

/** The inputs, trimmed, and how one that breaks its rule is refused (readSettings). */
interface InputReader {
  input: (name: string) => string;
  refuse: (name: string, rule: string, got: string) => void;
}

/** The inputs `artifact-max-*`: whole numbers > 0 (MiB for sizes). */
function artifactLimitsOf({ input, refuse }: InputReader): ArtifactLimits {
  const limit = (name: string, fallback: number, unit: number): number => {
    const raw = input(name);
    if (raw === '') return fallback;
    const n = Number(raw);
    if (!(Number.isInteger(n) && n > 0)) refuse(name, 'must be a whole number > 0', raw);
    return n * unit;
  };
  const MIB = 1024 * 1024;
  return {
    maxCompressedBytes: limit('artifact-max-compressed-mib', DEFAULT_ARTIFACT_LIMITS.maxCompressedBytes, MIB),
    maxExpandedBytes: limit('artifact-max-expanded-mib', DEFAULT_ARTIFACT_LIMITS.maxExpandedBytes, MIB),
    maxEntries: limit('artifact-max-entries', DEFAULT_ARTIFACT_LIMITS.maxEntries, 1),
  };
}

/** The inputs of RESULTS_LIMIT_INPUTS that are set: whole numbers > 0. */
function resultsLimitsOf({ input, refuse }: InputReader): ResultsLimitsConfig {
  const resultsLimits: ResultsLimitsConfig = {};
  for (const [name, key] of RESULTS_LIMIT_INPUTS) {
    const raw = input(name);
    if (raw === '') continue;
    const n = Number(raw);
    if (Number.isInteger(n) && n > 0) resultsLimits[key] = n;
    else refuse(name, 'must be a whole number > 0', raw);
  }
  return resultsLimits;
}

export function readSettings(getInput: (name: string) => string = (name) => core.getInput(name)): SettingsResult {
  const input = (name: string) => getInput(name).trim();
  const problems: Diagnostic[] = [];
  /** An input that breaks its rule: `input "NAME" RULE, got "VALUE"`, located at the input. */
  const refuse = (name: string, rule: string, got: string) =>
    problems.push(diagnostic({ code: 'input', field: name, message: `input "${name}" ${rule}, got "${got}"` }));
  const pick = <T extends string>(name: string, fallback: T, allowed: readonly T[]): T => {
    const got = input(name) || fallback;
    if (!(allowed as readonly string[]).includes(got)) refuse(name, `must be one of ${allowed.join(', ')}`, got);
    return got as T;
  };
  const mode = pick<ActionMode>('mode', 'score', ['score', 'report', 'all']);
  const comment = pick<CommentMode>('comment', 'always', COMMENT_MODES);
  const failRaw = (input('fail-on-regression') || 'true').toLowerCase();
  if (!['true', 'false'].includes(failRaw)) refuse('fail-on-regression', 'must be true or false', failRaw);
  const htmlRaw = (input('html-report') || 'false').toLowerCase();
  if (!['true', 'false'].includes(htmlRaw)) refuse('html-report', 'must be true or false', htmlRaw);
  const missingRaw = input('on-missing-baseline');
  const onMissingBaseline =
    missingRaw === '' ? null : pick<MissingBaselinePolicy>('on-missing-baseline', 'warn', ['pass', 'warn', 'fail']);
  const ageRaw = input('baseline-max-age-days');
  const age = ageRaw === '' ? null : Number(ageRaw);
  if (age !== null && !(Number.isFinite(age) && age >= 0))
    refuse('baseline-max-age-days', 'must be a number ≥ 0', ageRaw);
  const baselineRaw = input('baseline');
  const baseline: BaselineInput | null =
    baselineRaw === ''
      ? null
      : baselineRaw === 'file' || baselineRaw === 'artifact'
        ? { source: baselineRaw, path: null }
        : { source: 'path', path: baselineRaw };
  const commentKey = input('comment-key') || 'default';
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(commentKey))
    refuse('comment-key', 'must be 1–64 characters of A–Z a–z 0–9 . _ -', commentKey);
  const artifactLimits = artifactLimitsOf({ input, refuse });
  const historyRaw = input('history');
  const history = historyRaw === '' ? null : Number(historyRaw);
  if (history !== null && !(Number.isInteger(history) && history >= 0 && history <= MAX_HISTORY_INPUT))
    refuse('history', `must be a whole number from 0 to ${MAX_HISTORY_INPUT}`, historyRaw);
  const resultsLimits = resultsLimitsOf({ input, refuse });
  const removedRaw = input('on-removed-suite');
  const onRemovedSuite =
    removedRaw === '' ? null : pick<RemovedSuitePolicy>('on-removed-suite', 'warn', ['warn', 'fail']);
  const commentAuthor = input('comment-author') || DEFAULT_COMMENT_AUTHOR;
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(commentAuthor))
    refuse('comment-author', 'must be a GitHub login (e.g. github-actions[bot] or my-app[bot])', commentAuthor);
  if (problems.length > 0) return failure(...problems);
  return {
    ok: true,
    value: {
      config: configChoice(input('config')),
      mode,
      resultsPath: input('results-path') || 'bench-results/results.json',
      token: input('github-token') || null,
      comment,
      commentKey,
      commentAuthor,
      failOnRegression: failRaw === 'true',
      baseline,
      artifactName: input('artifact-name') || 'bench-results',
      baselineMaxAgeDays: age,
      onMissingBaseline,
      artifactLimits,
      history,
      resultsLimits,
      onRemovedSuite,
      htmlReport: htmlRaw === 'true',
    },
  };
}
