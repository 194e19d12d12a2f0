// The `gate` section of `--config` for the commands that gate documents (`compare`, `history`).
import path from 'node:path';
import type { BenchmarkCatalog } from '../plugin/benchmark.js';
import { loadConfigFile } from '../config/load.js';
import { success, type Result } from '../core/result.js';
import type { GateConfig } from '../gate/config.js';

/**
 * The config's gate section and the folder its relative baseline path resolves against (the
 * config file's); without `--config`, no section and the working directory.
 */
export async function gateSection(
  configArg: string | undefined,
  cwd: string,
  catalog: BenchmarkCatalog,
): Promise<Result<{ gate: GateConfig; gateCwd: string }>> {
  if (configArg === undefined) return success({ gate: {}, gateCwd: cwd });
  const loaded = await loadConfigFile(path.resolve(cwd, configArg), catalog);
  if (!loaded.ok) return loaded;
  return success({ gate: loaded.value.config.gate ?? {}, gateCwd: loaded.value.baseDir });
}
