import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { floodBenchmark } from '../../src/benchmarks/flood/index.js';
import { auditPaths } from '../../src/benchmarks/flood/score.js';
import type { HouseholdContext } from '../../src/benchmarks/flood/context.js';
import { createRuleProvider } from '../../src/benchmarks/flood/providers/rule.js';
import { tempDir } from '../helpers.js';
import { loadConfigFile } from '../../src/config/load.js';
import { catalog } from '../catalog.js';
import { FIXTURES, runFlood, parseHousehold } from './sim-helpers.js';

const SCENARIO = 'fixtures/flood/scenario.json';

function context(over: Partial<HouseholdContext>): HouseholdContext {
  return {
    year: 2,
    agentId: 'H1',
    agentType: 'NMG_Owner',
    tenure: 'owner',
    income: 70000,
    propertyValue: 300000,
    contentsValue: 90000,
    zone: 'LOW',
    elevated: false,
    insuredLastYear: false,
    cumulativeDamage: 0,
    memories: [],
    premium: 100,
    subsidy: 0.5,
    options: ['buy_insurance', 'elevate_house', 'buyout_program', 'do_nothing'],
    ...over,
  };
}

/** The rule provider's reply to a household, as written and as the simulation reads it. */
async function ruleAnswer(c: HouseholdContext, floodedLastYear: boolean) {
  const ask = {
    year: c.year,
    agentId: c.agentId,
    attempt: 1,
    context: c,
    contextHash: '',
    messages: [],
    floodedLastYear,
  };
  const answer = await createRuleProvider().askHousehold(ask);
  if (!('reply' in answer) || answer.reply.kind !== 'text') throw new Error(`no text: ${JSON.stringify(answer)}`);
  const parsed = parseHousehold(answer.reply.text);
  expect(parsed.formatErrors).toEqual([]);
  return { text: answer.reply.text, parsed };
}

/** The appraisal and the skill the rule provider chose for a household. */
async function ruleAppraisal(c: HouseholdContext, floodedLastYear: boolean) {
  const { constructs, decisionNumber } = (await ruleAnswer(c, floodedLastYear)).parsed;
  return {
    TP: constructs.TP.level,
    CP: constructs.CP.level,
    SP: constructs.SP.level,
    SC: constructs.SC.level,
    PA: constructs.PA.level,
    skill: c.options[decisionNumber! - 1],
  };
}

describe('rule provider heuristic', () => {
  it('follows the first matching rule and writes the exact format', async () => {
    expect(await ruleAppraisal(context({}), false)).toMatchObject({
      TP: 'LOW',
      CP: 'HIGH',
      SP: 'HIGH',
      SC: 'MODERATE',
      PA: 'NONE',
      skill: 'do_nothing',
    });
    expect(await ruleAppraisal(context({ zone: 'HIGH' }), true)).toMatchObject({ TP: 'HIGH', skill: 'elevate_house' });
    expect(await ruleAppraisal(context({ zone: 'HIGH', subsidy: 0.49 }), true)).toMatchObject({
      TP: 'HIGH',
      SP: 'MODERATE',
      skill: 'buy_insurance',
    });
    expect(await ruleAppraisal(context({ cumulativeDamage: 200000 }), false)).toMatchObject({
      TP: 'HIGH',
      skill: 'buyout_program',
    }); // D > 0.5·390000
    expect(await ruleAppraisal(context({ cumulativeDamage: 200000, income: 30000 }), false)).toMatchObject({
      CP: 'LOW',
      skill: 'buy_insurance',
    });
    expect(await ruleAppraisal(context({ cumulativeDamage: 1, insuredLastYear: true }), false)).toMatchObject({
      TP: 'MODERATE',
      PA: 'PARTIAL',
      skill: 'buy_insurance',
    });
    expect(await ruleAppraisal(context({ zone: 'HIGH' }), false)).toMatchObject({
      TP: 'MODERATE',
      skill: 'do_nothing',
    });
    const renter = context({
      tenure: 'renter',
      agentType: 'MG_Renter',
      propertyValue: 0,
      contentsValue: 30000,
      cumulativeDamage: 20000,
      income: 40000,
      options: ['buy_contents_insurance', 'relocate', 'do_nothing'],
    });
    expect(await ruleAppraisal(renter, false)).toMatchObject({ TP: 'HIGH', CP: 'MODERATE', skill: 'relocate' });
    const { text, parsed } = await ruleAnswer(renter, false);
    expect(text.split('\n')[5]).toBe('Final Decision: 2');
    expect(parsed.constructs.TP.level).toBe('HIGH');
  });
});

describe('replay files', () => {
  it('a malformed line or a duplicate key is a suite error naming the line', async () => {
    const dir = tempDir();
    const lines = readFileSync(path.join(FIXTURES, 'rule.replay.jsonl'), 'utf8').split('\n');
    // lines[0] is the settings line, [1] and [2] the institutions, [3] the first household.
    writeFileSync(
      path.join(dir, 'bad.jsonl'),
      [
        lines[0],
        '{"year": 1, "agentId": "x"',
        lines[3],
        lines[3],
        '{"year": 1, "agentId": "x", "role": "household", "attempt": 0, "text": null}',
      ].join('\n'),
    );
    const run = await runFlood(
      { scenario: path.resolve(SCENARIO), provider: 'replay', replay: 'bad.jsonl' },
      { baseDir: dir },
    );
    expect(run.suite.status).toBe('error');
    expect(run.suite.diagnostics.map((d) => [d.line, d.pointer ?? null, d.message.slice(0, 30)])).toEqual([
      [2, null, expect.stringContaining('invalid JSON')],
      [4, null, 'duplicate record for year 1, h'],
      [5, '', 'missing required property "err'],
      [5, '/attempt', 'must be >= 1, is 0'],
    ]);
    expect(run.suite.diagnostics.every((d) => d.file!.endsWith('bad.jsonl'))).toBe(true);
  });

  it('reads records back by byte offset: CRLF line ends, a BOM and non-ASCII texts replay the same', async () => {
    const dir = tempDir();
    const lines = readFileSync(path.join(FIXTURES, 'rule.replay.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l !== '');
    // Non-ASCII explanations shift byte offsets away from character offsets.
    const accented = lines.map((l) => l.replace(/fairly confident/g, 'fairly confident — ça va, 确定'));
    writeFileSync(path.join(dir, 'crlf.jsonl'), `\ufeff${accented.join('\r\n')}\r\n\r\n`);
    const run = await runFlood(
      { scenario: path.resolve(SCENARIO), provider: 'replay', replay: 'crlf.jsonl' },
      { baseDir: dir },
    );
    expect(run.suite.status).toBe('ok');
    expect(run.suite.metrics.validity_rate!.value).toBe(1);
    const audit = run.lines<{ constructs: { SC: { explanation: string } } }>('flood.skill_audit.jsonl');
    expect(
      audit.every(
        (a) => a.constructs.SC.explanation === 'I am fairly confident — ça va, 确定 I can carry out a decision.',
      ),
    ).toBe(true);
  });

  it('a contextHash unlike the current one gives replay-context-mismatch; an absent attempt-1 record is "no response recorded"', async () => {
    const dir = tempDir();
    const lines = readFileSync(path.join(FIXTURES, 'rule.replay.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l !== '');
    const i = lines.findIndex((l) => l.includes('"agentId":"H00005"'));
    lines[i] = lines[i]!.replace(/"contextHash":"[0-9a-f]{16}"/, '"contextHash":"0000000000000000"');
    writeFileSync(path.join(dir, 'r.jsonl'), lines.join('\n'));
    const run = await runFlood(
      { scenario: path.resolve(SCENARIO), provider: 'replay', replay: 'r.jsonl' },
      { baseDir: dir },
    );
    expect(run.suite.status).toBe('ok');
    expect(
      run.suite.diagnostics.filter((d) => d.code === 'replay-context-mismatch').map((d) => [d.line, d.item]),
    ).toEqual([[i + 1, '1/H00005']]);
    expect(run.suite.metrics.validity_rate!.value).toBe(1);
    // A replay that knows only the government of year 1: every other answer is "no response recorded".
    writeFileSync(path.join(dir, 's.json'), JSON.stringify({ households: 3, floodYears: [1], years: 1 }));
    writeFileSync(path.join(dir, 'gov.jsonl'), `${lines.find((l) => l.includes('"role":"government"'))}\n`);
    const none = await runFlood({ scenario: 's.json', provider: 'replay', replay: 'gov.jsonl' }, { baseDir: dir });
    expect(none.suite.status).toBe('ok');
    expect(none.suite.rounds[0]).toMatchObject({ input: 3, passed: 0 });
    expect(
      none.lines<{ validation_errors: string[] }>('flood.skill_audit.jsonl').map((r) => r.validation_errors),
    ).toEqual(Array(3).fill(['no response recorded']));
    expect(
      none
        .lines<{ validated: boolean; validation_errors: string[] }>('flood.institution_audit.jsonl')
        .map((r) => r.validation_errors),
    ).toEqual([[], ['no response recorded']]);
  });

  it('a replay file with no records, or none that matches the scenario, is a whole-input error', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 's.json'), JSON.stringify({ households: 3, floodYears: [1], years: 1 }));
    writeFileSync(path.join(dir, 'empty.jsonl'), '\n');
    const empty = await runFlood({ scenario: 's.json', provider: 'replay', replay: 'empty.jsonl' }, { baseDir: dir });
    expect(empty.suite.status).toBe('error');
    expect(empty.suite.diagnostics.map((d) => [d.code, d.file?.endsWith('empty.jsonl')])).toEqual([
      ['empty-file', true],
    ]);
    // Records of another run (year 9 only): nothing this scenario asks is in the file.
    const other = readFileSync(path.join(FIXTURES, 'rule.replay.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .slice(1, 6)
      .map((l) => l.replace(/"year":\d+/, '"year":9'));
    writeFileSync(path.join(dir, 'other.jsonl'), `${other.join('\n')}\n`);
    const mismatch = await runFlood(
      { scenario: 's.json', provider: 'replay', replay: 'other.jsonl' },
      { baseDir: dir },
    );
    expect(mismatch.suite.status).toBe('error');
    const errors = mismatch.suite.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.code)).toEqual(['replay-mismatch']);
    expect(errors[0]!.message).toContain('none of the 5 records matches');
  });
});

describe('suite config and CLI flags', () => {
  it('maps flags to the suite config and rejects incomplete provider flags', () => {
    const to = (flags: Record<string, unknown>) => floodBenchmark.cli.toSuiteConfig(flags);
    expect(
      to({
        scenario: 's.json',
        provider: 'openai',
        baseUrl: 'http://x/v1',
        model: 'm',
        apiKeyEnv: 'K',
        timeoutS: 5,
        auditOut: 'a.jsonl',
      }),
    ).toEqual({
      ok: true,
      value: {
        id: 'flood',
        benchmark: 'flood',
        scenario: 's.json',
        provider: 'openai',
        baseUrl: 'http://x/v1',
        model: 'm',
        apiKeyEnv: 'K',
        timeoutS: 5,
        auditOut: 'a.jsonl',
      },
    });
    expect(to({ audit: 'log.jsonl' })).toEqual({
      ok: true,
      value: { id: 'flood', benchmark: 'flood', audit: 'log.jsonl' },
    });
    for (const flags of [
      { provider: 'replay' },
      { provider: 'openai', model: 'm' },
      { replay: 'x.jsonl' },
      { audit: 'a', scenario: 's' },
    ]) {
      expect(to(flags)).toHaveProperty('diagnostics.0.code', 'usage');
    }
  });

  it('an invalid suite config is refused where the config is read (once); an invalid scenario is a suite error', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'bench.config.json');
    writeFileSync(
      file,
      JSON.stringify({ suites: [{ id: 'f', benchmark: 'flood', provider: 'openai', concurrency: 0 }] }),
    );
    const bad = await loadConfigFile(file, catalog);
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.diagnostics.map((d) => d.pointer)).toEqual(expect.arrayContaining(['/suites/0/concurrency']));
    writeFileSync(path.join(dir, 's.json'), '{"households": "missing.csv"}');
    const missing = await runFlood({ scenario: 's.json' }, { baseDir: dir });
    expect(missing.suite.status).toBe('error');
    expect(missing.suite.diagnostics[0]!.message).toBe('file not found');
  });

  it('audit files: next to the results document, or --audit-out with the institution log beside it', () => {
    expect(auditPaths(null, { dir: '/out', prefix: 'shard-2' }, 'my suite')).toEqual({
      skill: '/out/shard-2.my_suite.skill_audit.jsonl',
      institution: '/out/shard-2.my_suite.institution_audit.jsonl',
    });
    expect(auditPaths('/a/run.skill_audit.jsonl', { dir: '/out', prefix: 'results' }, 'x')).toEqual({
      skill: '/a/run.skill_audit.jsonl',
      institution: '/a/run.institution_audit.jsonl',
    });
    expect(auditPaths('/a/log.jsonl', null, 'x')).toEqual({
      skill: '/a/log.jsonl',
      institution: '/a/log.institution.jsonl',
    });
    expect(auditPaths(null, null, 'x')).toBeNull();
  });

  it('the shards other than 1 skip the suite', async () => {
    const { RunCache } = await import('../../src/core/cache.js');
    const { silentLogger } = await import('../../src/core/logger.js');
    const suite = await floodBenchmark.score(
      { id: 'f', benchmark: 'flood' },
      {
        baseDir: '.',
        sideFiles: null,
        shard: { index: 2, total: 3 },
        cache: new RunCache(),
        signal: new AbortController().signal,
        log: silentLogger,
        env: {},
      },
    );
    expect(suite.status).toBe('skipped');
  });
});
