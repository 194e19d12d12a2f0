// The gate decides once (issue #26): nothing outside src/gate/ resolves a rule, tests a threshold,
// runs a statistic, decides a verdict or computes a mean score; the reports, the exports, the
// action's outputs and the exit code format the verdict model (src/gate/model.ts). Checked by
// import (no module outside src/gate/ imports a value from the gate's deciding modules) and by
// name (the functions that decide are defined in src/gate/ only).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers.js';

const SRC = path.join(REPO_ROOT, 'src');

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full, base);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

const FILES = sourceFiles(SRC);
const OUTSIDE = FILES.filter((f) => !f.startsWith('gate/'));
const text = (f: string) => readFileSync(path.join(SRC, f), 'utf8');

/** Where the gate decides: rule resolution, threshold tests, statistics, the judgement, gating, scores. */
const DECIDING = [
  'gate/rules.ts',
  'gate/judge.ts',
  'gate/stats.ts',
  'gate/history-stats.ts',
  'gate/compare.ts',
  'gate/gating.ts',
  'gate/scores.ts',
  'gate/sides.ts',
  'gate/items.ts',
  'gate/run-outcome.ts',
];

/** Functions that decide a verdict, resolve a rule, test a threshold, run a statistic or compute a mean score. */
const DECIDERS = [
  'effectiveRule',
  'defaultRule',
  'ruleApplies',
  'ruleOf',
  'dropExceeds',
  'boundViolation',
  'judge',
  'judgeHistory',
  'alphaOf',
  'runVerdict',
  'decideRun',
  'compareDocuments',
  'compareRuns',
  'measuredNothing',
  'verdictHash',
  'suiteGating',
  'untestedBecause',
  'ungatedSuites',
  'suiteOutcome',
  'scoreRow',
  'targetKind',
  'meanFinalScore',
  'overallScore',
  'finalScoreOutput',
  'scoresOutput',
  'runScores',
  'unscoredOf',
  'mcnemarOneSided',
  'newcombeOneSidedP',
  'median',
  'mad',
  'targetHistory',
  'pastValues',
];

/** Import and re-export statements of a module: what they name and whether they bring only types. */
function importStatements(file: string): { spec: string; typeOnly: boolean; dynamic: boolean }[] {
  const source = text(file);
  const found: { spec: string; typeOnly: boolean; dynamic: boolean }[] = [];
  for (const m of source.matchAll(/(?:^|\n)\s*(import|export)(\s+type)?\s*([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = m[3] ?? '';
    // `import { type A, type B }` brings types only too.
    const braced = /^\{([^}]*)\}$/.exec(names.trim());
    const allTypes = braced?.[1]?.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type ')) === true;
    found.push({ spec: m[4]!, typeOnly: m[2] !== undefined || allTypes, dynamic: false });
  }
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ spec: m[1]!, typeOnly: false, dynamic: true });
  return found;
}

function resolved(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)).replace(/\.js$/, '.ts');
}

describe('the gate decides once (issue #26)', () => {
  it('finds the modules and the deciding functions where they are', () => {
    expect(OUTSIDE.length).toBeGreaterThan(100);
    for (const f of DECIDING) expect(FILES, f).toContain(f);
    const defined = (name: string) =>
      FILES.filter((f) => new RegExp(`(?:^|\\n)\\s*(?:export\\s+)?(?:async\\s+)?function\\s+${name}\\b`).test(text(f)));
    for (const name of [
      'effectiveRule',
      'dropExceeds',
      'boundViolation',
      'judge',
      'meanFinalScore',
      'suiteGating',
      'scoreRow',
    ])
      expect(
        defined(name).every((f) => f.startsWith('gate/')),
        name,
      ).toBe(true);
  });

  it('no module outside src/gate/ imports a value from its rule resolution, threshold tests, statistics, judgement, gating or scores', () => {
    const offending = OUTSIDE.flatMap((from) =>
      importStatements(from)
        .filter((i) => !i.typeOnly && DECIDING.includes(resolved(from, i.spec) ?? ''))
        .map((i) => `src/${from} → ${resolved(from, i.spec)}`),
    );
    expect(offending).toEqual([]);
    // The pattern sees type-only imports as such and value imports as values.
    expect(importStatements('report/words.ts').some((i) => i.spec === '../gate/model.js' && i.typeOnly)).toBe(true);
    expect(
      importStatements('cli/commands/compare.ts').some((i) => i.spec === '../../gate/index.js' && !i.typeOnly),
    ).toBe(true);
  });

  it('no function that decides a verdict, resolves a rule, tests a threshold or computes a mean is defined outside src/gate/', () => {
    // The benchmarks score (a TransitLM route has its own `judge`); they never see a baseline.
    const checked = OUTSIDE.filter((f) => !f.startsWith('benchmarks/'));
    const declares = (name: string) =>
      new RegExp(
        `(?:^|\\n)\\s*(?:export\\s+)?(?:(?:async\\s+)?function\\s*\\*?\\s*${name}\\b|(?:const|let|var)\\s+${name}\\s*[=:])`,
      );
    const offending = checked.flatMap((f) =>
      DECIDERS.filter((name) => declares(name).test(text(f))).map((name) => `src/${f}: ${name}`),
    );
    expect(offending).toEqual([]);
  });

  it("the reports are given the verdict model alone: no renderer takes the config's rules or the benchmarks' gate hints", () => {
    const renderers = OUTSIDE.filter((f) => f.startsWith('report/'));
    const offending = renderers.filter((f) =>
      /\b(?:GateRule|GateHintsOf|ResolvedGateConfig|resolveGateConfig)\b/.test(text(f)),
    );
    expect(offending).toEqual([]);
  });
});

/** Files scripts/compile-schemas.ts writes (their types are the schemas', not written by hand). */
const GENERATED = (f: string) => f === 'schemas/config-types.ts' || /^benchmarks\/[^/]+\/suite-config\.ts$/.test(f);

describe('typed seams (issue #26 item 2)', () => {
  it('no config is cast: configs, suite entries and the gate section are typed from their schemas and validated once', () => {
    const cast =
      /\bas\s+(?:unknown\s+as\s+)?(?:GateConfig|BenchConfig|GateRule|Thresholds|ResultsLimitsConfig|BaselineConfig|SuiteConfig|SuiteEntry|\w+SuiteConfig|\w+SuiteKeys)\b/;
    const offending = FILES.filter((f) => !GENERATED(f)).flatMap((f) =>
      text(f)
        .split('\n')
        .map((line, i) => (cast.test(line) ? `src/${f}:${i + 1}: ${line.trim().slice(0, 120)}` : null))
        .filter((x): x is string => x !== null),
    );
    expect(offending).toEqual([]);
    // The pattern would see one.
    expect(cast.test('const c = config as TransitSuiteConfig;')).toBe(true);
    expect(cast.test('gate: scored.value.config.gate as GateConfig | undefined')).toBe(true);
  });

  it('every benchmark has its generated suite config, and its descriptor is typed by it', () => {
    const descriptors = FILES.filter((f) => /^benchmarks\/[^/]+\/index\.ts$/.test(f));
    expect(descriptors.length).toBeGreaterThanOrEqual(4);
    for (const f of descriptors) {
      const folder = f.replace(/index\.ts$/, '');
      expect(FILES, `${folder}suite-config.ts`).toContain(`${folder}suite-config.ts`);
      expect(text(f), f).toMatch(/: Benchmark<\w+SuiteConfig> = \{/);
    }
  });

  it('no exported function or type name is defined twice in src/ (two bodies under one name)', () => {
    const declared = new Map<string, string[]>();
    const declaration =
      /^\s*export\s+(?:declare\s+)?(?:async\s+)?(?:function\s*\*?\s*|interface\s+|type\s+|class\s+)([A-Za-z_$][\w$]*)\b(.*)$/;
    for (const f of FILES) {
      text(f)
        .split('\n')
        .forEach((line, i) => {
          const m = declaration.exec(line);
          // An overload signature (ends with `;`) is the same function; a re-export `type X = Y` names one too.
          if (m === null || (line.includes('function') && /;\s*$/.test(line))) return;
          declared.set(m[1]!, [...(declared.get(m[1]!) ?? []), `src/${f}:${i + 1}`]);
        });
    }
    // Left to the TransitLM restructuring (issue #26 item 3, another branch): the fast path's and the
    // reference's twins of one grammar, and the worker protocol's name for the remote call.
    const pending = new Set(['parseUnit', 'evaluateBatch', 'Answer']);
    const twice = [...declared]
      .filter(([name, at]) => at.length > 1 && !pending.has(name))
      .map(([name, at]) => `${name}: ${at.join(', ')}`);
    expect(twice).toEqual([]);
    expect(declared.get('ScoredCommit')).toHaveLength(1);
  });
});

/**
 * The names that are target verdicts only ('unchanged', 'new' and 'removed' also name suite
 * outcomes and states, and are left out).
 */
const VERDICT_NAMES = ['regressed', 'possible-regression', 'not-shown', 'insufficient-data', 'improved'];

/** The files under src/ that write `name` as a quoted string literal. */
function filesNaming(name: string, files: readonly string[] = FILES): string[] {
  const literal = new RegExp(`(['"])${name.replace(/-/g, '\\-')}\\1`);
  return files.filter((f) => literal.test(text(f)));
}

describe('one verdict table (gate/verdicts.ts)', () => {
  it('each verdict name is a literal in at most three files: the table, the words, where judge() decides it', () => {
    const allowed = ['gate/verdicts.ts', 'report/words.ts', 'gate/judge.ts'];
    for (const name of VERDICT_NAMES) {
      const naming = filesNaming(name);
      expect(naming.length, `${name}: ${naming.join(', ')}`).toBeLessThanOrEqual(3);
      expect(
        naming.filter((f) => !allowed.includes(f)),
        name,
      ).toEqual([]);
    }
  });

  it('the count sees a fourth file', () => {
    expect(filesNaming('regressed', ['gate/verdicts.ts', 'report/words.ts', 'gate/judge.ts'])).toHaveLength(3);
    const literal = new RegExp(`(['"])not\\-shown\\1`);
    expect(literal.test(`if (v === 'not-shown') return;`)).toBe(true);
    expect(literal.test('the `not-shown` verdict')).toBe(false);
  });

  it('the run is decided in one function: no exit code of a run is worked out elsewhere', () => {
    const deciding = FILES.filter((f) => /\bworstExitCode\(/.test(text(f)) && f !== 'core/exit.ts');
    expect(deciding).toEqual(['gate/run-outcome.ts']);
    const defines = FILES.filter((f) => /function\s+decideRun\b/.test(text(f)));
    expect(defines).toEqual(['gate/run-outcome.ts']);
  });
});
