import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pkg from '../../package.json' with { type: 'json' };

export const TOOL_NAME = 'bench-check';
export const TOOL_VERSION: string = pkg.version;

let root: string | null = null;

/**
 * The package's root folder (where fixtures/ and schemas/ live), found by walking up from this
 * module: works from src/ (tests), dist/ and dist/cli/ (bundles).
 */
export function packageRoot(): string {
  if (root !== null) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg.name) return (root = dir);
      } catch {
        // not our manifest; keep walking
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the bench-check package root');
    dir = parent;
  }
}
