import * as core from '@actions/core';

export type ActionMode = 'score';

/** Every action input, read once and validated into one typed object (action.yml documents them). */
export interface ActionSettings {
  /** Config file; empty = bench.config.{json,yml,yaml} in the workspace, else the bundled demo config. */
  config: string | undefined;
  mode: ActionMode;
  /** Where results.json is written, relative to the workspace. */
  resultsPath: string;
}

export type SettingsResult = { ok: true; settings: ActionSettings } | { ok: false; message: string };

export function readSettings(getInput: (name: string) => string = (name) => core.getInput(name)): SettingsResult {
  const mode = getInput('mode').trim() || 'score';
  if (mode !== 'score') return { ok: false, message: `input "mode" must be score, got "${mode}"` };
  const resultsPath = getInput('results-path').trim() || 'bench-results/results.json';
  const config = getInput('config').trim() || undefined;
  return { ok: true, settings: { config, mode, resultsPath } };
}
