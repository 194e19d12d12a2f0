// What decides a recorded run's answers, written as the first line of every `--record` file: the
// scenario (its hash), who answered, and for a live model the model, endpoint and sampling. A
// `--resume` goes on from a record only when these are the run's own, so a record never answers
// for another model or scenario (docs/flood.md "--resume").
import { createHash } from 'node:crypto';
import { withoutUserinfo } from '../../../core/url.js';
import { jcsJson, type CanonicalValue } from '../canonical.js';
import type { Scenario } from '../scenario.js';
import type { ProviderName } from './types.js';

export interface RecordSettings {
  /** Who answered: `rule`, `openai`, or `replay` (answers replayed from a file that says nothing of their origin). */
  provider: ProviderName;
  /** `sha256:` of the effective scenario (defaults filled in, the memory version used, a profile file by its content). */
  scenarioHash: string;
  /** The live model's, for `openai` (and a replay of an `openai` record). */
  model?: string;
  /** Without userinfo (`https://user:pass@host/v1` → `https://host/v1`), without a trailing slash. */
  baseUrl?: string;
  temperature?: number;
  seed?: number;
  maxTokens?: number;
  /** `PROMPT_VERSION` of prompts.ts: another wording asks another question. */
  promptVersion?: number;
}

/** The first line of a record file. */
export interface RecordHeader {
  settings: RecordSettings;
}

/** The keys in the order they are written and compared. */
const KEYS = [
  'provider',
  'scenarioHash',
  'model',
  'baseUrl',
  'temperature',
  'seed',
  'maxTokens',
  'promptVersion',
] as const;

/** The base URL as settings hold it: no userinfo, no trailing slash. */
export function settingsBaseUrl(url: string): string {
  return withoutUserinfo(url).replace(/\/+$/, '');
}

/** `sha256:` of the effective scenario; `profileSha256`: the profile file's content hash when households come from one. */
export function scenarioHash(scenario: Scenario, profileSha256: string | null): string {
  const { file: _file, households, ...rest } = scenario;
  const population = 'count' in households ? { count: households.count } : { profileSha256 };
  const value = { ...rest, households: population } as unknown as CanonicalValue;
  return `sha256:${createHash('sha256').update(jcsJson(value), 'utf8').digest('hex')}`;
}

/** The header line's object, keys in a fixed order (the same settings give the same bytes). */
export function recordHeader(settings: RecordSettings): RecordHeader {
  const ordered: Record<string, unknown> = {};
  for (const key of KEYS) if (settings[key] !== undefined) ordered[key] = settings[key];
  return { settings: ordered as unknown as RecordSettings };
}

const shown = (v: unknown) => (v === undefined ? 'not recorded' : JSON.stringify(v));

/** Each setting that differs, as `model: recorded "a", now "b"`; empty when they agree. */
export function settingsDifferences(recorded: RecordSettings, current: RecordSettings): string[] {
  const out: string[] = [];
  for (const key of KEYS) {
    if (recorded[key] !== current[key])
      out.push(`${key}: recorded ${shown(recorded[key])}, now ${shown(current[key])}`);
  }
  return out;
}
