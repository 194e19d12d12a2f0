import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditRecord, InstitutionAuditRecord } from '../../src/benchmarks/flood/types.js';
import { validateValue } from '../../src/schemas/registry.js';
import { buildFixtures, writeFixtures, type Expected } from './generate-fixtures.js';
import { tempDir } from '../helpers.js';
import { FIXTURES, runFlood } from './sim-helpers.js';

const SCENARIO = 'fixtures/flood/scenario.json';

describe('flood simulation: determinism and the rule provider', () => {
  it('same scenario and seed give byte-identical audit logs, items and record files; another seed differs', async () => {
    const recA = path.join(tempDir(), 'rec.jsonl');
    const recB = path.join(tempDir(), 'rec.jsonl');
    const a = await runFlood({ scenario: SCENARIO, record: recA });
    const b = await runFlood({ scenario: SCENARIO, record: recB });
    expect(a.suite.status).toBe('ok');
    for (const f of ['flood.skill_audit.jsonl', 'flood.institution_audit.jsonl', 'flood.items.jsonl'])
      expect(a.read(f)).toBe(b.read(f));
    expect(a.read(recA)).toBe(b.read(recB));
    expect(JSON.stringify(a.suite)).toBe(JSON.stringify(b.suite));

    const dir = a.dir;
    const other = path.join(dir, 'seed9.json');
    writeFileSync(
      other,
      JSON.stringify({ ...JSON.parse(readFileSync(path.join(FIXTURES, 'scenario.json'), 'utf8')), seed: 9 }),
    );
    const c = await runFlood({ scenario: other });
    expect(c.read('flood.skill_audit.jsonl')).not.toBe(a.read('flood.skill_audit.jsonl'));
  });

  it('the rule provider passes every round and every institution output is valid', async () => {
    for (const memory of ['simple', 'cognitive'] as const) {
      const run = await runFlood({ scenario: SCENARIO, task: memory });
      const s = run.suite;
      expect(s.task).toBe(memory);
      expect(s.total).toBe(s.rounds[0]!.input);
      for (const r of s.rounds) expect(r.passed).toBe(s.total);
      expect(s.series).toHaveLength(7);
      expect(s.metrics.validity_rate!.value).toBe(1);
      expect(s.metrics.institution_validity_rate!.value).toBe(1);
      const audit = run.lines<AuditRecord>('flood.skill_audit.jsonl');
      expect(audit).toHaveLength(s.total);
      expect(audit.every((r) => r.validated && r.validation_warnings.length === 0 && r.attempts === 1)).toBe(true);
      const inst = run.lines<InstitutionAuditRecord>('flood.institution_audit.jsonl');
      expect(inst.map((r) => `${r.year}/${r.agent_id}`).slice(0, 4)).toEqual([
        '1/government',
        '1/insurance',
        '2/government',
        '2/insurance',
      ]);
      expect(inst.every((r) => r.validated)).toBe(true);
    }
  });

  it('audit lines keep the spec key order and validate against the skill-audit schema', async () => {
    const run = await runFlood({ scenario: SCENARIO });
    const first = run.read('flood.skill_audit.jsonl').split('\n')[0]!;
    const record = JSON.parse(first) as Record<string, unknown>;
    expect(Object.keys(record)).toEqual([
      'year',
      'agent_id',
      'agent_type',
      'state',
      'constructs',
      'decision_number',
      'decision_skill',
      'validated',
      'validation_errors',
      'validation_warnings',
      'executed_skill',
      'attempts',
      'attempt_log',
      'memory_used',
      'context_hash',
      'insured',
      'subsidy_paid',
      'flooded',
      'damage',
      'payout',
    ]);
    expect(Object.keys(record.state as object)).toEqual([
      'tenure',
      'mg',
      'zone',
      'elevated',
      'insured_last_year',
      'cumulative_damage',
      'trust_insurance',
    ]);
    expect(Object.keys(record.constructs as object)).toEqual(['TP', 'CP', 'SP', 'SC', 'PA']);
    expect(validateValue('skill-audit', record)).toEqual([]);
    const [gov, ins] = run
      .read('flood.institution_audit.jsonl')
      .split('\n')
      .map((l) => (l === '' ? {} : (JSON.parse(l) as object)));
    expect(Object.keys(gov!)).toEqual([
      'year',
      'agent_id',
      'budget_remaining',
      'budget_remaining_share',
      'mg_adoption_rate',
      'nmg_adoption_rate',
      'flood_last_year',
      'subsidy_rate',
      'decision',
      'adjustment_pct',
      'priority',
      'new_subsidy_rate',
      'validated',
      'validation_errors',
      'validation_warnings',
      'analysis',
      'reason',
      'text',
    ]);
    expect(Object.keys(ins!)).toEqual([
      'year',
      'agent_id',
      'loss_ratio',
      'uptake',
      'total_policies',
      'premiums_last_year',
      'claims_last_year',
      'premium_rate',
      'decision',
      'adjustment_pct',
      'new_premium_rate',
      'validated',
      'validation_errors',
      'validation_warnings',
      'analysis',
      'reason',
      'text',
    ]);
  });

  it('the committed fixtures are what the rule provider records today', async () => {
    const built = await buildFixtures();
    if (process.env.UPDATE_FLOOD_FIXTURES === '1') writeFixtures(built);
    expect(built.rule).toBe(readFileSync(path.join(FIXTURES, 'rule.replay.jsonl'), 'utf8'));
    expect(built.corrupt).toBe(readFileSync(path.join(FIXTURES, 'corrupt.replay.jsonl'), 'utf8'));
    expect(built.expected).toEqual(JSON.parse(readFileSync(path.join(FIXTURES, 'corrupt.expected.json'), 'utf8')));
  });
});

describe('flood simulation: replay', () => {
  it('replaying a --record file reproduces the run bit for bit, and its own record equals the input', async () => {
    const rule = await runFlood({ scenario: SCENARIO });
    const replay = await runFlood({
      scenario: SCENARIO,
      provider: 'replay',
      replay: 'fixtures/flood/rule.replay.jsonl',
      record: path.join(rule.dir, 'again.jsonl'),
    });
    expect(replay.suite.status).toBe('ok');
    for (const f of ['flood.skill_audit.jsonl', 'flood.institution_audit.jsonl', 'flood.items.jsonl'])
      expect(replay.read(f)).toBe(rule.read(f));
    expect(replay.read(path.join(rule.dir, 'again.jsonl'))).toBe(
      readFileSync(path.join(FIXTURES, 'rule.replay.jsonl'), 'utf8'),
    );
    expect(replay.suite.metrics).toEqual(rule.suite.metrics);
    expect(replay.suite.inputs.map((i) => i.path)).toEqual(
      ['fixtures/flood/scenario.json', 'fixtures/flood/rule.replay.jsonl'].map((p) => expect.stringContaining(p)),
    );
    expect(replay.suite.diagnostics).toEqual([]);
  });

  it('a corrupted replay completes and exactly the corrupted records fail the round they should', async () => {
    const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'corrupt.expected.json'), 'utf8')) as Expected;
    const rule = await runFlood({ scenario: SCENARIO });
    const rec = path.join(tempDir(), 'rec.jsonl');
    // One recorded decision is a provider error: allowed here (1 of 280), so the suite is scored.
    const run = await runFlood({
      scenario: SCENARIO,
      provider: 'replay',
      replay: 'fixtures/flood/corrupt.replay.jsonl',
      record: rec,
      maxProviderErrorRate: 0.01,
    });
    expect(run.suite.status).toBe('ok');
    expect(run.suite.counts?.provider_errors).toBe(1);
    const audit = run.lines<AuditRecord>('flood.skill_audit.jsonl');
    const ruleAudit = rule.lines<AuditRecord>('flood.skill_audit.jsonl');
    expect(audit.map((a) => `${a.year}/${a.agent_id}`)).toEqual(ruleAudit.map((a) => `${a.year}/${a.agent_id}`));
    const failed = audit.filter((a) => !a.validated);
    expect(failed.map((a) => `${a.year}/${a.agent_id}`)).toEqual(Object.keys(expected.failed));
    for (const a of failed) {
      const want = expected.failed[`${a.year}/${a.agent_id}`]!;
      expect(a.validation_errors).toEqual(want.errors);
      expect(a.attempts).toBe(want.attempts);
      expect(a.attempt_log.at(-1)!.failed_round).toBe(want.round);
      expect(a.executed_skill).toBe('do_nothing');
    }
    for (const [id, want] of Object.entries(expected.reasked)) {
      const a = audit.find((x) => `${x.year}/${x.agent_id}` === id)!;
      expect(a.validated).toBe(true);
      expect(a.attempts).toBe(want.attempts);
      expect(a.attempt_log[0]).toMatchObject({
        attempt: 1,
        failed_round: 'format',
        errors: ['unknown level "MOD" for CP'],
      });
      expect(a.attempt_log[0]!.text).toContain('CP Assessment: MOD');
      expect(a.attempt_log[1]).toEqual({ attempt: 2, failed_round: null, errors: [], text: null });
    }
    // Same world: states, hashes and money are those of the rule run.
    const strip = (a: AuditRecord) => ({
      ...a,
      constructs: null,
      decision_number: null,
      decision_skill: null,
      validated: null,
      validation_errors: null,
      attempts: null,
      attempt_log: null,
    });
    expect(audit.map(strip)).toEqual(ruleAudit.map(strip));
    expect(run.suite.diagnostics.filter((d) => d.code === 'replay-context-mismatch')).toEqual([]);
    // Rounds: the provider error is not a decision of the model (left out); of the rest, the
    // format round fails 6, admissible 1, coherent 1.
    const n = audit.length - 1;
    expect(run.suite.total).toBe(n);
    expect(run.suite.rounds.map((r) => [r.id, r.input, r.passed])).toEqual([
      ['format', n, n - 6],
      ['admissible', n - 6, n - 7],
      ['coherent', n - 7, n - 8],
    ]);
    expect(run.suite.metrics.hallucination_rate).toMatchObject({ passed: 1, input: n });
    const unanswered = audit.find((a) => a.validation_errors.includes('provider-error: 500'))!;
    expect(run.lines('flood.items.jsonl').map((i) => i.id)).not.toContain(`${unanswered.year}/${unanswered.agent_id}`);
    // With the default maxProviderErrorRate (0), that one unanswered decision makes the suite an error.
    const strict = await runFlood({
      scenario: SCENARIO,
      provider: 'replay',
      replay: 'fixtures/flood/corrupt.replay.jsonl',
    });
    expect(strict.suite.status).toBe('error');
    expect(strict.suite.counts?.provider_errors).toBe(1);
    expect(
      strict.suite.diagnostics.filter((d) => d.severity === 'error' && d.item === null).map((d) => d.code),
    ).toEqual(['provider-errors']);
    // Items and diagnostics name the failed decisions.
    const items = run.lines('flood.items.jsonl');
    expect(items.find((i) => i.id === '4/H00019')).toEqual({
      id: '4/H00019',
      format: true,
      admissible: false,
      coherent: null,
      reason: 'decision 9 is not an option',
      // What the household decided, in what state, and the model's text (the decision that was not an option).
      detail: {
        decision: '9: not an option',
        executed: 'do_nothing',
        state: 'zone LOW, elevated no, insured last year no',
        appraisals: 'TP LOW, CP HIGH, SP MODERATE, SC MODERATE, PA NONE',
        response: expect.stringMatching(/^TP Assessment: LOW - [^]*\nFinal Decision: 9$/) as unknown,
      },
    });
    expect(items.find((i) => i.id === '3/H00006')).toMatchObject({
      id: '3/H00006',
      format: false,
      admissible: null,
      coherent: null,
      reason: 'empty response',
    });
    // They are errors (a round failed), and the decision the provider never answered is not among them.
    const failedDiags = run.suite.diagnostics.filter(
      (d) => d.item !== null && ['format', 'admissible', 'coherent'].includes(d.code),
    );
    const unansweredId = `${unanswered.year}/${unanswered.agent_id}`;
    expect(failedDiags.map((d) => d.item).sort()).toEqual(
      Object.keys(expected.failed)
        .filter((id) => id !== unansweredId)
        .sort(),
    );
    expect(new Set(failedDiags.map((d) => d.severity))).toEqual(new Set(['error']));
    expect(run.suite.diagnostics.filter((d) => d.item === unansweredId)).toEqual([]);
    // The institution output that could not be parsed is a diagnostic with its year and role.
    expect(
      run.suite.diagnostics.filter((d) => d.code === 'institution').map((d) => [d.severity, d.item, d.message]),
    ).toEqual([
      [
        'error',
        '4/government',
        'year 4, government: unknown decision "spend"; missing priority (the rule policy applied instead) | text: Decision: spend more',
      ],
    ]);
    // The government output of year 4 is invalid and the rule policy applied.
    const inst = run.lines<InstitutionAuditRecord>('flood.institution_audit.jsonl');
    const ruleInst = rule.lines<InstitutionAuditRecord>('flood.institution_audit.jsonl');
    const invalid = inst.filter((r) => !r.validated).map((r) => `${r.year}/${r.agent_id}`);
    expect(invalid).toEqual(expected.invalidInstitutions);
    const gov4 = inst.find((r) => r.year === 4 && r.agent_id === 'government')!;
    expect(gov4.text).toBe('Decision: spend more');
    expect({
      ...gov4,
      validated: true,
      validation_errors: [],
      validation_warnings: [],
      analysis: null,
      reason: null,
      text: null,
    }).toEqual({
      ...ruleInst.find((r) => r.year === 4 && r.agent_id === 'government')!,
      validation_warnings: [],
      analysis: null,
      reason: null,
    });
    // Its record replays to the same run (the missing record is recorded as "no response recorded").
    const again = await runFlood({ scenario: SCENARIO, provider: 'replay', replay: rec });
    for (const f of ['flood.skill_audit.jsonl', 'flood.institution_audit.jsonl', 'flood.items.jsonl'])
      expect(again.read(f)).toBe(run.read(f));
  });
});
