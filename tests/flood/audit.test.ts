import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreAudit } from '../../src/benchmarks/flood/audit-mode.js';
import type { ScoreContext } from '../../src/plugin/benchmark.js';
import { silentLogger } from '../../src/core/logger.js';
import { RunCache } from '../../src/core/cache.js';
import { validateValue } from '../../src/schemas/registry.js';
import { runFlood } from './sim-helpers.js';

const FIXTURES = path.resolve('fixtures/flood/audit');

function ctx(outDir: string | null): ScoreContext {
  return {
    baseDir: FIXTURES,
    sideFiles: outDir === null ? null : { dir: outDir, prefix: 'results' },
    shard: null,
    cache: new RunCache(),
    signal: new AbortController().signal,
    log: silentLogger,
    env: {},
  };
}

const suiteConfig = { id: 'flood-audit', benchmark: 'flood', task: null };

const levels = (tp: string, cp: string, sp: string, pa = 'NONE') => ({
  TP: { level: tp, explanation: null },
  CP: { level: cp, explanation: null },
  SP: { level: sp, explanation: null },
  SC: { level: 'LOW', explanation: null },
  PA: { level: pa, explanation: null },
});

describe('skill-audit schema', () => {
  it('requires the five fields and types levels, explanations and the number', () => {
    expect(
      validateValue('skill-audit', {
        year: 1,
        agent_id: 'a',
        agent_type: 'MG_Owner',
        constructs: {},
        decision_number: null,
      }),
    ).toEqual([]);
    expect(
      validateValue('skill-audit', {
        year: 1,
        agent_id: 'a',
        agent_type: 'MG_Owner',
        constructs: {},
        extra: 1,
        decision_number: 2,
      }),
    ).toEqual([]);
    expect(validateValue('skill-audit', { year: 1, agent_id: 'a', agent_type: 'MG_Owner', constructs: {} })).toEqual([
      { pointer: '', message: 'missing required property "decision_number"' },
    ]);
    expect(
      validateValue('skill-audit', {
        year: 1,
        agent_id: 'a',
        agent_type: 'MG_Owner',
        constructs: { TP: { level: 3 } },
        decision_number: 1.5,
      }).map((v) => v.pointer),
    ).toEqual(['/constructs/TP/level', '/decision_number']);
  });
});

/**
 * What scoreAudit makes of a log of one record: whether its decision passed every round, the
 * warnings located at its line, its failed round's diagnostic (code and message), and the skill it
 * is counted under.
 */
async function judged(record: object) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'flood-audit-'));
  writeFileSync(path.join(dir, 'one.jsonl'), `${JSON.stringify(record)}\n`);
  const suite = await scoreAudit(path.join(dir, 'one.jsonl'), suiteConfig, ctx(dir));
  expect([suite.status, suite.total, suite.errors]).toEqual(['ok', 1, 0]);
  const items = readFileSync(path.join(dir, suite.itemsFile!), 'utf8').trim().split('\n');
  expect(items).toHaveLength(1);
  const item = JSON.parse(items[0]!) as { format: boolean; admissible: boolean | null; coherent: boolean | null };
  const atLine = suite.diagnostics.filter((d) => d.line === 1);
  return {
    validated: item.format && item.admissible === true && item.coherent === true,
    warnings: atLine.filter((d) => d.severity === 'warning').map((d) => d.code),
    failed: atLine.filter((d) => d.severity === 'error').map((d) => [d.code, d.message]),
    counted: Object.keys(suite.counts ?? {}),
  };
}

describe('judging a record from its fields', () => {
  it('format: levels in their sets and an integer decision_number', async () => {
    const record = { year: 1, agent_id: 'x', agent_type: 'MG_Owner' };
    const a = await judged({
      ...record,
      constructs: { ...levels('HIGH', 'LOW', 'LOW'), TP: { level: 'high' } },
      decision_number: null,
    });
    expect(a.failed).toEqual([['format', 'unknown level "high" for TP; missing decision']]);
    const b = await judged({ ...record, constructs: { CP: { level: 'LOW' } }, decision_number: 1 });
    expect(b.failed).toEqual([['format', 'missing TP; missing SP; missing SC; missing PA']]);
  });

  it('without state.elevated an owner number is admissible if either row has it (state-missing)', async () => {
    const base = {
      year: 1,
      agent_id: 'x',
      agent_type: 'MG_Owner' as const,
      constructs: levels('HIGH', 'MODERATE', 'HIGH'),
    };
    // The skill found is the one counted: the record names no executed_skill and passed every round.
    const a = await judged({ ...base, decision_number: 2, decision_skill: 'buyout_program' });
    expect(a).toEqual({
      validated: true,
      warnings: ['state-missing'],
      failed: [],
      counted: ['MG_Owner/buyout_program'],
    });
    const b = await judged({ ...base, decision_number: 2, decision_skill: 'relocate' });
    expect([b.counted, b.warnings]).toEqual([['MG_Owner/elevate_house'], ['state-missing', 'skill-mismatch']]);
    const c = await judged({ ...base, decision_number: 3 });
    expect(c.counted).toEqual(['MG_Owner/buyout_program']);
    expect((await judged({ ...base, decision_number: 5 })).failed).toEqual([
      ['admissible', 'decision 5 is not an option'],
    ]);
    // renters do not need the state; the rules' warnings (R7) are not audit mode's: its items show
    // the record's own validation_warnings
    const renter = {
      ...base,
      agent_type: 'MG_Renter' as const,
      decision_number: 2,
      constructs: levels('HIGH', 'MODERATE', 'HIGH', 'FULL'),
    };
    const r = await judged(renter);
    expect([r.warnings, r.counted]).toEqual([[], ['MG_Renter/relocate']]);
    const elevated = {
      ...base,
      state: { elevated: true, insured_last_year: false },
      decision_number: 2,
      constructs: levels('HIGH', 'MODERATE', 'HIGH', 'FULL'),
    };
    const r7 = await judged(elevated);
    expect([r7.warnings, r7.counted]).toEqual([[], ['MG_Owner/buyout_program']]);
  });
});

describe('scoreAudit', () => {
  it('scores a complete log by (year, agent_id) with every benchmark', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'flood-audit-'));
    const suite = await scoreAudit('complete.jsonl', suiteConfig, ctx(out));
    expect(suite.status).toBe('ok');
    expect([suite.total, suite.errors]).toEqual([4, 0]);
    expect(suite.inputs[0]!.items).toBe(4);
    expect(suite.rounds.map((r) => [r.input, r.passed])).toEqual([
      [4, 4],
      [4, 4],
      [4, 4],
    ]);
    expect(suite.series!.map((s) => [s.at, s.rounds[0]!.input])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(suite.counts).toEqual({
      'MG_Renter/relocate': 1,
      'MG_Renter/do_nothing': 1,
      'NMG_Owner/buy_insurance': 1,
      'NMG_Owner/elevate_house': 1,
    });
    const v = (id: string) => suite.metrics[id]!.value;
    expect(v('validity_rate')).toBe(1);
    expect(v('insurance_rate_sfha')).toBe(0); // H1 active at the end, uninsured in year 2
    expect(v('insurance_rate_all')).toBe(0);
    expect(v('elevation_rate')).toBe(1); // H1 elevated in year 2
    expect(v('buyout_rate')).toBe(0.5); // H2 relocated (executed skill derived: all rounds passed)
    expect(v('do_nothing_rate_postflood')).toBe(0); // both flooded in 1, neither did nothing in 2
    expect(v('mg_adaptation_gap')).toBe(0);
    expect(v('renter_uninsured_rate')).toBeNull(); // no HIGH-zone renter active at the end
    expect(suite.metrics.insurance_lapse_rate).toMatchObject({ value: 1, passed: 2, input: 2 });
    expect(suite.metrics.epi).toEqual({ value: 0, direction: 'higher' });
    expect(suite.finalScore).toBe(50);
    expect(suite.metrics.final_premium_rate).toBeUndefined();
    expect(suite.diagnostics).toEqual([]);
    const items = readFileSync(path.join(out, suite.itemsFile!), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(items.map((i) => i.id)).toEqual(['1/H1', '1/H2', '2/H1', '2/H2']);
    expect(items[0]).toEqual({
      id: '1/H1',
      format: true,
      admissible: true,
      coherent: true,
      reason: null,
      detail: {
        decision: '1: buy_insurance',
        executed: 'buy_insurance',
        state: 'zone HIGH, elevated no, insured last year no',
        appraisals: 'TP HIGH, CP HIGH, SP HIGH, SC MODERATE, PA NONE',
      },
    });
  });

  it('reports bad lines as located row errors and still scores the good ones', async () => {
    const suite = await scoreAudit(path.join(FIXTURES, 'bad-lines.jsonl'), suiteConfig, ctx(null));
    expect(suite.status).toBe('ok');
    expect([suite.total, suite.errors]).toEqual([9, 4]);
    expect(suite.itemsFile).toBeUndefined();
    expect(suite.rounds.map((r) => [r.input, r.passed])).toEqual([
      [5, 4],
      [4, 3],
      [3, 3],
    ]);
    expect(suite.metrics.validity_rate).toMatchObject({ passed: 3, input: 5 });
    expect(suite.metrics.hallucination_rate).toMatchObject({ passed: 1, input: 5 });
    expect(suite.counts).toEqual({
      'MG_Owner/buyout_program': 1,
      'MG_Owner/do_nothing': 1,
      'MG_Renter/do_nothing': 1,
      'NMG_Owner/buy_insurance': 1,
      'NMG_Renter/buy_contents_insurance': 1,
    });
    expect(suite.metrics.buyout_rate).toMatchObject({ value: 0.2, passed: 1, input: 5 });
    expect(suite.metrics.insurance_rate_all!.value).toBeNull();
    expect(suite.metrics.epi).toEqual({ value: 0, direction: 'higher' });
    expect(suite.finalScore).toBeCloseTo(30, 12);

    const diag = suite.diagnostics.map((d) => [d.severity, d.code, d.line, d.column, d.pointer, d.item]);
    // Located problems first, in file order; the whole-file conclusion after them (cause before consequence).
    expect(diag).toEqual([
      ['error', 'invalid-json', 2, expect.any(Number), null, null],
      ['error', 'schema', 4, 95, '/decision_number', null],
      ['error', 'duplicate-record', 5, 1, '/agent_id', null],
      ['warning', 'state-missing', 6, null, null, null],
      ['warning', 'skill-mismatch', 7, null, null, null],
      ['error', 'format', 8, null, null, '1/H6'],
      ['error', 'admissible', 9, null, null, '1/H7'],
      ['error', 'schema', 10, 10, '/year', null],
      ['warning', 'state-missing', null, null, null, null],
    ]);
    const byCode = (code: string, line: number | null) =>
      suite.diagnostics.find((d) => d.code === code && d.line === line)!.message;
    expect(byCode('duplicate-record', 5)).toBe('year 1, agent_id "H1" repeats line 1');
    expect(byCode('format', 8)).toBe(
      'unknown level "MEDIUM" for TP | text: TP Assessment: MEDIUM - unsure\nFinal Decision: 4',
    );
    expect(byCode('admissible', 9)).toBe('decision 4 is not an option');
    expect(byCode('state-missing', 6)).toContain('1 record(s)');
    expect(byCode('state-missing', null)).toContain('insurance_rate_sfha (a valid record lacks "state", "insured")');
    expect(suite.diagnostics.every((d) => d.file?.endsWith('fixtures/flood/audit/bad-lines.jsonl'))).toBe(true);
    const doc = {
      schemaVersion: 1,
      tool: { name: 'bench-check', version: '0.1.0' },
      run: { createdAt: '2026-11-21T00:00:00Z', commit: null, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
      verdict: null,
      suites: [suite],
    };
    expect(validateValue('results', doc)).toEqual([]);
  });

  it('a missing file is a whole-file error', async () => {
    const suite = await scoreAudit('nope.jsonl', suiteConfig, ctx(null));
    expect(suite.status).toBe('error');
    expect(suite.diagnostics.map((d) => [d.code, d.message])).toEqual([['io', 'file not found']]);
  });

  it('a log with no records is a whole-input error, not a score', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'flood-audit-'));
    writeFileSync(path.join(dir, 'empty.jsonl'), '\n\n');
    const suite = await scoreAudit(path.join(dir, 'empty.jsonl'), suiteConfig, ctx(null));
    expect([suite.status, suite.total, suite.errors, suite.finalScore]).toEqual(['error', 0, 0, null]);
    expect(suite.diagnostics.map((d) => [d.severity, d.code, d.file?.endsWith('empty.jsonl')])).toEqual([
      ['error', 'empty-file', true],
    ]);
  });

  it("reproduces the simulation's household metrics from its own audit log", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'flood-audit-'));
    writeFileSync(path.join(dir, 'scenario.json'), JSON.stringify({ households: 60, seed: 11, memory: 'cognitive' }));
    const sim = await runFlood({ scenario: 'scenario.json', provider: 'rule' }, { baseDir: dir });
    expect(sim.suite.status).toBe('ok');
    const log = readdirSync(sim.dir).find((f) => f.endsWith('skill_audit.jsonl'))!;
    const audit = await scoreAudit(path.join(sim.dir, log), suiteConfig, ctx(null));
    expect([audit.status, audit.total, audit.errors]).toEqual(['ok', sim.suite.total, 0]);
    expect(audit.rounds).toEqual(sim.suite.rounds);
    expect(audit.series).toEqual(sim.suite.series);
    expect(audit.counts).toEqual(sim.suite.counts);
    const household = Object.keys(sim.suite.metrics).filter(
      (k) =>
        ![
          'institution_validity_rate',
          'final_premium_rate',
          'final_subsidy_rate',
          'mean_loss_ratio_flood_years',
          'budget_used_share',
        ].includes(k),
    );
    expect(household.length).toBe(12);
    for (const k of household) expect(audit.metrics[k], k).toEqual(sim.suite.metrics[k]);
    expect(Object.keys(audit.metrics).sort()).toEqual([...household].sort());
    expect(audit.finalScore).toBe(sim.suite.finalScore);
  });
});
