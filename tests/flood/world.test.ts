import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jcsJson, compareCodePoints, contextHash } from '../../src/benchmarks/flood/canonical.js';
import { coveredValue, subsidyShare } from '../../src/benchmarks/flood/context.js';
import { damageRatio, EXPOSURE_THRESHOLD, insurancePayout } from '../../src/benchmarks/flood/hazard.js';
import { formatDollars } from '../../src/benchmarks/flood/money.js';
import { createStream } from '../../src/benchmarks/flood/prng.js';
import type { AuditRecord, InstitutionAuditRecord } from '../../src/benchmarks/flood/types.js';
import { tempDir } from '../helpers.js';
import { runFlood, scenarioOf } from './sim-helpers.js';

const PROFILES = [
  'agentId,tenure,income,floodZone,propertyValue,contentsValue,mg,insured,elevated',
  'a,owner,70000,HIGH,300000,90000,false,true,false',
  'b,owner,70000,MODERATE,200000,,false,false,true',
].join('\n');

/** A seed where both households are exposed in year 1 and a's damage ratio stays ≤ 0.5 (found from the streams directly). */
function pickSeed(): { seed: number; s: number; ra: number; rb: number } {
  for (let seed = 0; ; seed += 1) {
    const s = 0.5 + 0.5 * createStream(seed, 'flood').uniform();
    const exposure = createStream(seed, 'exposure');
    if (!(exposure.uniform() < 0.9 && exposure.uniform() < 0.5)) continue;
    const damage = createStream(seed, 'damage');
    const z = () => {
      const u1 = damage.uniform();
      const u2 = damage.uniform();
      return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
    };
    const clip = (x: number) => Math.min(1, Math.max(0, x));
    const ra = clip(s * s * Math.exp(0.2 * z()));
    const rb = clip(s * s * Math.exp(0.2 * z())) * (s > 0.9 ? 0.5 : 0.05);
    if (ra <= 0.5) return { seed, s, ra, rb };
  }
}

describe('one flood, by hand', () => {
  it('premium, exposure, damage with the elevation factor, payout, trust, budget and memories', async () => {
    const { seed, ra, rb } = pickSeed();
    const dir = tempDir();
    writeFileSync(path.join(dir, 'p.csv'), PROFILES);
    writeFileSync(
      path.join(dir, 's.json'),
      JSON.stringify({ seed, households: 'p.csv', floodYears: [1], years: 2, government: { annualBudget: 50000 } }),
    );
    const run = await runFlood({ scenario: 's.json' }, { baseDir: dir });
    expect(run.suite.status).toBe('ok');
    const audit = run.lines<AuditRecord>('flood.skill_audit.jsonl');
    const [a1, b1, a2, b2] = audit;

    // Year 1: a (insured last year, HIGH zone → TP MODERATE) renews; b (elevated, MODERATE, no damage) does nothing.
    expect(a1).toMatchObject({
      year: 1,
      agent_id: 'a',
      executed_skill: 'buy_insurance',
      insured: true,
      flooded: true,
      subsidy_paid: 0,
    });
    expect(b1).toMatchObject({ year: 1, agent_id: 'b', executed_skill: 'do_nothing', insured: false, flooded: true });
    const buildingA = ra * 300000;
    const contentsA = ra * 90000;
    expect(a1!.damage).toBe(buildingA + contentsA);
    expect(a1!.payout).toBe(Math.max(0, Math.min(buildingA, 250000) + Math.min(contentsA, 100000) - 2000) * 0.8);
    expect(b1!.damage).toBe(rb * 200000 + rb * 60000);
    expect(b1!.payout).toBe(0);

    // Year 2: state carries the damage, the trust bonus (+0.1 after a payout) and last year's policy.
    expect(a2!.state).toMatchObject({ insured_last_year: true, cumulative_damage: a1!.damage, trust_insurance: 0.6 });
    expect(b2!.state).toMatchObject({
      insured_last_year: false,
      cumulative_damage: b1!.damage,
      trust_insurance: 0.5,
      elevated: true,
    });
    expect(a2!.memory_used.slice(0, 4)).toEqual(
      expect.arrayContaining([
        'Year 1: I chose to buy_insurance',
        `A flood occurred causing ${formatDollars(a1!.damage)} in damages`,
      ]),
    );
    // Flooded last year in HIGH zone → TP HIGH; CP HIGH, SP HIGH (0.5), not elevated → elevate; the budget caps the subsidy.
    expect(a2).toMatchObject({ executed_skill: 'elevate_house', subsidy_paid: 50000, insured: false, flooded: false });

    // Institutions: year 2 sees year 1's figures.
    const inst = run.lines<InstitutionAuditRecord>('flood.institution_audit.jsonl');
    const ins2 = inst.find((r) => r.year === 2 && r.agent_id === 'insurance') as Extract<
      InstitutionAuditRecord,
      { agent_id: 'insurance' }
    >;
    const premium = 0.02 * (250000 + 90000);
    expect(ins2).toMatchObject({
      premiums_last_year: premium,
      claims_last_year: a1!.payout,
      loss_ratio: a1!.payout / premium,
      total_policies: 1,
      uptake: 0.5,
    });
    const gov2 = inst.find((r) => r.year === 2 && r.agent_id === 'government') as Extract<
      InstitutionAuditRecord,
      { agent_id: 'government' }
    >;
    expect(gov2).toMatchObject({
      budget_remaining: 50000,
      budget_remaining_share: 1,
      flood_last_year: true,
      mg_adoption_rate: null,
      nmg_adoption_rate: 1,
    }); // a insured, b elevated
    expect(run.suite.metrics.budget_used_share!.value).toBe(50000 / (50000 * 2));
    // Year 2 nobody is exposed (no flood), and the run's audit has 4 lines in (year, agentId) order.
    expect(audit.map((r) => `${r.year}/${r.agent_id}`)).toEqual(['1/a', '1/b', '2/a', '2/b']);
  });

  it('a relocated profile never decides; the run still goes on to `years` with no active household', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'p.csv'),
      'agentId,tenure,income,floodZone,contentsValue,relocated\nr,renter,1,LOW,5,true\n',
    );
    writeFileSync(path.join(dir, 's.json'), JSON.stringify({ households: 'p.csv', floodYears: [2], years: 3 }));
    const run = await runFlood({ scenario: 's.json' }, { baseDir: dir });
    expect(run.suite.status).toBe('ok');
    expect(run.suite.total).toBe(0);
    expect(run.suite.series!.map((e) => e.at)).toEqual([1, 2, 3]);
    expect(run.lines('flood.institution_audit.jsonl')).toHaveLength(6);
    expect(run.suite.metrics.buyout_rate).toMatchObject({ passed: 1, input: 1 });
    expect(run.suite.finalScore).toBeNull();
  });
});

describe('hazard', () => {
  it('damage ratio: clipped, × 0.05 when elevated, × 0.5 instead when s > 0.9', () => {
    expect(damageRatio(0.6, 0, false)).toBeCloseTo(0.36, 15);
    expect(damageRatio(0.6, 0, true)).toBeCloseTo(0.018, 15);
    expect(damageRatio(0.95, 0, true)).toBeCloseTo(0.45125, 15);
    expect(damageRatio(1, 5, false)).toBe(1); // e^1 > 1 → clipped
    expect(damageRatio(1, 5, true)).toBe(0.5);
  });

  it('payout: limits, deductible and payout ratio, never negative', async () => {
    const t = (await scenarioOf({})).insurance;
    expect(insurancePayout(300000, 50000, t)).toBe((250000 + 50000 - 2000) * 0.8);
    expect(insurancePayout(0, 120000, t)).toBe((100000 - 2000) * 0.8);
    expect(insurancePayout(500, 1000, t)).toBe(0);
    expect(EXPOSURE_THRESHOLD).toEqual({ HIGH: 0.9, MODERATE: 0.5, LOW: 0.1 });
  });
});

describe('random flood mode', () => {
  it('draws one `flood` U per year (flood iff U < p), then the severity in a flood year', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 's.json'),
      JSON.stringify({ seed: 11, households: 5, floodMode: 'random', floodProbability: 0.5, years: 8 }),
    );
    const run = await runFlood({ scenario: 's.json' }, { baseDir: dir });
    const flood = createStream(11, 'flood');
    const expected: { year: number; severity: number | null }[] = [];
    for (let year = 1; year <= 8; year += 1) {
      const hit = flood.uniform() < 0.5;
      expected.push({ year, severity: hit ? 0.5 + 0.5 * flood.uniform() : null });
    }
    const years = (run.suite.details!.institutions as { year: number; severity: number | null; flood: boolean }[]).map(
      (y) => ({ year: y.year, severity: y.severity }),
    );
    expect(expected.some((e) => e.severity !== null) && expected.some((e) => e.severity === null)).toBe(true);
    expect(years).toEqual(expected);
    expect(run.suite.details!.floodYears).toEqual(expected.filter((e) => e.severity !== null).map((e) => e.year));
    expect(run.suite.series).toHaveLength(8);
  });
});

describe('context helpers', () => {
  it('JCS: sorted keys by UTF-16 code units, JSON.stringify numbers and strings, no whitespace', () => {
    expect(jcsJson({ b: [1, 0.1, 1e21, -0], a: 'x"\u2028', é: null, Z: true })).toBe(
      '{"Z":true,"a":"x\\"\u2028","b":[1,0.1,1e+21,0],"é":null}',
    );
    expect(jcsJson({ '\ud83d\ude00': 1, '\uffff': 2 })).toBe('{"\ud83d\ude00":1,"\uffff":2}'); // surrogates sort before U+FFFF
    expect(contextHash({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
    expect(contextHash({ a: 1, b: 2 })).toBe(contextHash({ b: 2, a: 1 }));
  });

  it('agent ids sort by code point (not UTF-16 units)', () => {
    expect(['\uffff', '\ud83d\ude00', 'a'].sort(compareCodePoints)).toEqual(['a', '\uffff', '\ud83d\ude00']);
  });

  it('covered value, and the subsidy share ×1.2 for MG under priority, capped at 1', async () => {
    const t = (await scenarioOf({})).insurance;
    expect(coveredValue('owner', 300000, 120000, t)).toBe(350000);
    expect(coveredValue('renter', 0, 30000, t)).toBe(30000);
    expect(subsidyShare(0.5, true, true)).toBe(0.6);
    expect(subsidyShare(0.5, true, false)).toBe(0.5);
    expect(subsidyShare(0.9, true, true)).toBe(1);
  });
});
