import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout of src/benchmarks/transitlm: layers that point one way (reference ← fast ← input ←
 * stations ← tasks ← parallel ← the driver), no import cycle between its files, and no file over
 * 500 lines.
 */

const ROOT = path.resolve(import.meta.dirname, '../../src/benchmarks/transitlm');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/** Relative imports of a file, as files under ROOT (type-only imports included: they still tie modules). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm)) {
    const spec = (m[1] ?? m[2])!;
    const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
    if (target.startsWith(ROOT + path.sep)) out.push(target);
  }
  return out;
}

const ALL = files(ROOT);
const GRAPH = new Map(ALL.map((f) => [f, importsOf(f)]));
const rel = (f: string) => path.relative(ROOT, f);

/** The layer of a file: its folder under ROOT (tasks/general is part of tasks), '.' for the driver and the benchmark object. */
function layer(file: string): string {
  const r = rel(file);
  return r.includes(path.sep) ? r.split(path.sep)[0]! : '.';
}

/** Types generated from the suite schema (scripts/compile-schemas.ts): any layer may read the suite's keys. */
const GENERATED_TYPES = new Set(['suite-config.ts']);

/** Which layers each layer may import (besides itself). */
const MAY_IMPORT: Record<string, string[]> = {
  reference: [],
  fast: ['reference'],
  input: ['reference', 'fast'],
  stations: ['reference', 'fast', 'input'],
  tasks: ['reference', 'fast', 'input', 'stations'],
  parallel: ['reference', 'fast', 'input', 'stations', 'tasks'],
  '.': ['reference', 'fast', 'input', 'stations', 'tasks', 'parallel'],
};

describe('TransitLM source layout', () => {
  it('has the layers it names', () => {
    expect(new Set(ALL.map(layer))).toEqual(new Set(Object.keys(MAY_IMPORT)));
  });

  it('imports point one way between layers', () => {
    const wrong: string[] = [];
    for (const [file, targets] of GRAPH) {
      for (const t of targets)
        if (layer(t) !== layer(file) && !MAY_IMPORT[layer(file)]!.includes(layer(t)) && !GENERATED_TYPES.has(rel(t)))
          wrong.push(`${rel(file)} → ${rel(t)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has no import cycle between its files', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (f: string, stack: string[]): void => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...stack.slice(stack.indexOf(f)), f].map(rel).join(' → '));
        return;
      }
      state.set(f, 'open');
      for (const t of GRAPH.get(f) ?? []) visit(t, [...stack, f]);
      state.set(f, 'done');
    };
    for (const f of ALL) visit(f, []);
    expect(cycles).toEqual([]);
  });

  it('has no file over 500 lines', () => {
    const long = ALL.map((f) => [rel(f), readFileSync(f, 'utf8').split('\n').length - 1] as const).filter(
      ([, n]) => n > 500,
    );
    expect(long).toEqual([]);
  });
});
