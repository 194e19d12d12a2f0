import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ItemsWriter } from '../../src/results/items.js';
import { tempDir } from '../helpers.js';
import {
  decideGovernment,
  decideInsurance,
  failedDecisionDiagnostic,
  judgeHousehold,
  ruleGovernmentText,
  ruleInsuranceText,
  writeDecisionItem,
} from '../../src/benchmarks/flood/funnel.js';
import type { AgentState, GovernmentFigures, InsuranceFigures } from '../../src/benchmarks/flood/types.js';
import { parseHousehold } from './sim-helpers.js';

const OWNER: AgentState = { tenure: 'owner', elevated: false, insuredLastYear: false };
const RENTER: AgentState = { tenure: 'renter', elevated: false, insuredLastYear: false };

function text(tp: string, cp: string, sp: string, pa: string, n: number | string): string {
  return [
    `TP Assessment: ${tp} - a`,
    `CP Assessment: ${cp} - b`,
    `SP Assessment: ${sp} - c`,
    'SC Assessment: MODERATE - d',
    `PA Assessment: ${pa} - e`,
    `Final Decision: ${n}`,
  ].join('\n');
}

interface JudgeAs {
  state?: AgentState;
  pa?: string;
}

/** `state` is the agent at the start of the year, `pa` the answered PA appraisal. */
function judge(tp: string, cp: string, sp: string, n: number, { state = OWNER, pa = 'NONE' }: JudgeAs = {}) {
  return judgeHousehold(parseHousehold(text(tp, cp, sp, pa, n)), state);
}

describe('household funnel', () => {
  it('passes a coherent decision and executes it', () => {
    const j = judge('HIGH', 'MODERATE', 'HIGH', 2);
    expect(j).toEqual({
      format: true,
      admissible: true,
      coherent: true,
      failedRound: null,
      errors: [],
      warnings: [],
      proposedSkill: 'elevate_house',
      executedSkill: 'elevate_house',
      validated: true,
    });
  });

  it('fails format with the parser reasons; admissible and coherent are not entered', () => {
    const j = judgeHousehold(parseHousehold('Final Decision: 1'), OWNER);
    expect([j.format, j.admissible, j.coherent, j.failedRound]).toEqual([false, null, null, 'format']);
    expect(j.errors).toEqual(['missing TP', 'missing CP', 'missing SP', 'missing SC', 'missing PA']);
    expect(j.executedSkill).toBe('do_nothing');
    expect(j.proposedSkill).toBe('buy_insurance');
  });

  it('fails admissible for a number outside the options (a hallucination)', () => {
    const j = judge('HIGH', 'HIGH', 'HIGH', 4, {
      state: { tenure: 'owner', elevated: true, insuredLastYear: false },
      pa: 'PARTIAL',
    });
    expect([j.format, j.admissible, j.coherent, j.failedRound]).toEqual([true, false, null, 'admissible']);
    expect(j.errors).toEqual(['decision 4 is not an option']);
    expect(j.proposedSkill).toBeNull();
    expect(j.executedSkill).toBe('do_nothing');
    expect(judge('LOW', 'LOW', 'LOW', 0).errors).toEqual(['decision 0 is not an option']);
  });

  it('R1: HIGH threat and HIGH coping but do_nothing is an error; fatalism is valid', () => {
    const j = judge('HIGH', 'HIGH', 'MODERATE', 4);
    expect([j.coherent, j.failedRound, j.executedSkill]).toEqual([false, 'coherent', 'do_nothing']);
    expect(j.errors).toEqual(['R1: HIGH threat and HIGH coping but chose do_nothing']);
    expect(judge('HIGH', 'LOW', 'MODERATE', 4).validated).toBe(true);
  });

  it('R2: LOW coping with elevate, relocate or buyout', () => {
    expect(judge('HIGH', 'LOW', 'HIGH', 2).errors).toEqual(['R2: LOW coping but chose elevate_house']);
    expect(judge('HIGH', 'LOW', 'HIGH', 3).errors).toEqual(['R2: LOW coping but chose buyout_program']);
    expect(judge('HIGH', 'LOW', 'HIGH', 2, { state: RENTER }).errors).toEqual(['R2: LOW coping but chose relocate']);
    expect(judge('HIGH', 'LOW', 'HIGH', 1).validated).toBe(true);
  });

  it('R3: LOW threat with a leave skill (R2 too when coping is LOW)', () => {
    expect(judge('LOW', 'HIGH', 'HIGH', 3).errors).toEqual(['R3: LOW threat but chose buyout_program']);
    expect(judge('LOW', 'LOW', 'HIGH', 2, { state: RENTER }).errors).toEqual([
      'R2: LOW coping but chose relocate',
      'R3: LOW threat but chose relocate',
    ]);
    expect(judge('LOW', 'HIGH', 'HIGH', 2).validated).toBe(true); // elevating under LOW threat is not an R3 case
  });

  it('R4 error, R5 and R6 warnings on insurance (both insurance skills)', () => {
    const r4 = judge('LOW', 'MODERATE', 'LOW', 1, { state: RENTER });
    expect([r4.failedRound, r4.errors, r4.warnings]).toEqual([
      'coherent',
      ['R4: LOW threat and LOW support but chose insurance'],
      [],
    ]);
    const r5 = judge('LOW', 'MODERATE', 'MODERATE', 1);
    expect([r5.validated, r5.errors, r5.warnings]).toEqual([
      true,
      [],
      ['R5: LOW threat but chose insurance - precautionary behavior'],
    ]);
    expect(r5.executedSkill).toBe('buy_insurance');
    const r6 = judge('MODERATE', 'MODERATE', 'LOW', 1, { state: RENTER });
    expect([r6.validated, r6.warnings]).toEqual([true, ['R6: LOW support but chose insurance']]);
    expect(judge('HIGH', 'LOW', 'LOW', 4).validated).toBe(true);
  });

  it('R7: PA against actual PA from start-of-year elevated and insuredLastYear', () => {
    const full = { tenure: 'owner', elevated: true, insuredLastYear: true } as const;
    expect(judge('HIGH', 'MODERATE', 'HIGH', 1, { state: full, pa: 'FULL' }).warnings).toEqual([]);
    const j = judge('HIGH', 'MODERATE', 'HIGH', 1, { state: full, pa: 'NONE' });
    expect([j.validated, j.warnings]).toEqual([true, ['R7: PA NONE but actual FULL']]);
    expect(
      judge('HIGH', 'MODERATE', 'HIGH', 1, { state: { ...RENTER, insuredLastYear: true }, pa: 'FULL' }).warnings,
    ).toEqual(['R7: PA FULL but actual PARTIAL']);
  });

  it('keeps warnings when an error rule fails the round', () => {
    const j = judge('HIGH', 'HIGH', 'LOW', 4, { state: OWNER, pa: 'FULL' });
    expect(j.errors).toEqual(['R1: HIGH threat and HIGH coping but chose do_nothing']);
    expect(j.warnings).toEqual(['R7: PA FULL but actual NONE']);
  });

  it('makes item lines and failed-decision diagnostics', async () => {
    const j = judge('HIGH', 'HIGH', 'MODERATE', 4);
    const file = path.join(tempDir(), 'items.jsonl');
    const items = new ItemsWriter(file, 'items.jsonl');
    await writeDecisionItem(items, '3/H00001', j, null);
    await items.close();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      id: '3/H00001',
      format: true,
      admissible: true,
      coherent: false,
      reason: 'R1: HIGH threat and HIGH coping but chose do_nothing',
    });
    const d = failedDecisionDiagnostic('3/H00001', j, 'x'.repeat(250));
    expect(d.code).toBe('coherent');
    expect(d.item).toBe('3/H00001');
    expect(d.message).toBe(`R1: HIGH threat and HIGH coping but chose do_nothing | text: ${'x'.repeat(200)}`);
  });
});

const INS: InsuranceFigures = {
  lossRatio: null,
  uptake: 0.1,
  totalPolicies: 10,
  premiumsLastYear: 0,
  claimsLastYear: 0,
  premiumRate: 0.02,
};
const GOV: GovernmentFigures = {
  budgetRemaining: 1_000_000,
  budgetRemainingShare: 1,
  mgAdoptionRate: 0.1,
  nmgAdoptionRate: 0.2,
  floodLastYear: false,
  subsidyRate: 0.5,
};
const say = (...lines: string[]) => ({ kind: 'text', text: lines.join('\n') }) as const;

/** The rule policy: what an institution decides when its reply could not be used (here, none came). */
const NO_REPLY = { kind: 'failure', reason: 'no response recorded' } as const;
const insuranceRulePolicy = (f: InsuranceFigures) => {
  const o = decideInsurance(NO_REPLY, f);
  return { decision: o.decision, adjustment: o.adjustment };
};
const governmentRulePolicy = (f: GovernmentFigures, mgPriority: boolean) => {
  const o = decideGovernment(NO_REPLY, f, mgPriority);
  return { decision: o.decision, adjustment: o.adjustment, priority: o.priority };
};

describe('institution rule policy', () => {
  it('insurance: raise 10 % above 0.80, lower 5 % below 0.30 with uptake < 0.40, else maintain', () => {
    expect(insuranceRulePolicy({ ...INS, lossRatio: 0.81 })).toEqual({ decision: 'raise', adjustment: 0.1 });
    expect(insuranceRulePolicy({ ...INS, lossRatio: 0.8 })).toEqual({ decision: 'maintain', adjustment: 0 });
    expect(insuranceRulePolicy({ ...INS, lossRatio: 0.29, uptake: 0.39 })).toEqual({
      decision: 'lower',
      adjustment: 0.05,
    });
    expect(insuranceRulePolicy({ ...INS, lossRatio: 0.29, uptake: 0.4 })).toEqual({
      decision: 'maintain',
      adjustment: 0,
    });
    expect(insuranceRulePolicy({ ...INS, lossRatio: null })).toEqual({ decision: 'maintain', adjustment: 0 });
  });

  it('government: decrease 10 %, increase 20 % after a flood with low MG adoption, else maintain', () => {
    expect(governmentRulePolicy({ ...GOV, budgetRemainingShare: 0.19 }, true)).toEqual({
      decision: 'decrease',
      adjustment: 0.1,
      priority: 'MG',
    });
    expect(governmentRulePolicy({ ...GOV, mgAdoptionRate: 0.61 }, false)).toEqual({
      decision: 'decrease',
      adjustment: 0.1,
      priority: 'all',
    });
    expect(governmentRulePolicy({ ...GOV, floodLastYear: true, mgAdoptionRate: 0.29 }, true)).toEqual({
      decision: 'increase',
      adjustment: 0.2,
      priority: 'MG',
    });
    expect(governmentRulePolicy({ ...GOV, floodLastYear: true, mgAdoptionRate: 0.3 }, true).decision).toBe('maintain');
    expect(governmentRulePolicy({ ...GOV, budgetRemainingShare: 0.2 }, true).decision).toBe('maintain');
  });

  it('its texts parse back to the same decision and never trip an error rule', () => {
    for (const f of [{ ...INS, lossRatio: 0.9 }, { ...INS, lossRatio: 0.1 }, INS]) {
      const o = decideInsurance({ kind: 'text', text: ruleInsuranceText(f) }, f);
      expect(o.validated).toBe(true);
      expect({ decision: o.decision, adjustment: o.adjustment }).toEqual(insuranceRulePolicy(f));
    }
    for (const f of [
      { ...GOV, budgetRemainingShare: 0.1 },
      { ...GOV, floodLastYear: true },
      { ...GOV, mgAdoptionRate: 0.5 },
    ]) {
      const o = decideGovernment({ kind: 'text', text: ruleGovernmentText(f, true) }, f, true);
      expect(o.validated).toBe(true);
      expect({ decision: o.decision, adjustment: o.adjustment, priority: o.priority }).toEqual(
        governmentRulePolicy(f, true),
      );
    }
  });
});

describe('institution decisions', () => {
  it('applies a valid insurance reply: new rate = rate × (1 ± N)', () => {
    const o = decideInsurance(say('Analysis: a', 'Decision: raise', 'Adjustment: 10%', 'Reason: r'), {
      ...INS,
      lossRatio: 0.5,
    });
    expect(o).toMatchObject({
      decision: 'raise',
      adjustment: 0.1,
      validated: true,
      errors: [],
      warnings: [],
      analysis: 'a',
      reason: 'r',
      text: null,
    });
    expect(o.newRate).toBeCloseTo(0.022, 15);
    expect(decideInsurance(say('Decision: lower', 'Adjustment: 0.5'), INS).newRate).toBeCloseTo(0.02 * 0.82, 15);
  });

  it('clamps the new rate to [0.01, 0.15] and [0.30, 0.80]', () => {
    const raise18 = say('Decision: raise', 'Adjustment: 18%');
    expect(decideInsurance(raise18, { ...INS, lossRatio: 0.5, premiumRate: 0.14 }).newRate).toBe(0.15);
    const lower18 = say('Decision: lower', 'Adjustment: 18%');
    expect(decideInsurance(lower18, { ...INS, lossRatio: 0.5, premiumRate: 0.011 }).newRate).toBe(0.01);
    expect(
      decideGovernment(
        say('Decision: decrease', 'Adjustment: 20%', 'Priority: all'),
        { ...GOV, subsidyRate: 0.35 },
        true,
      ).newRate,
    ).toBe(0.3);
    expect(
      decideGovernment(
        say('Decision: increase', 'Adjustment: 20%', 'Priority: all'),
        { ...GOV, subsidyRate: 0.75 },
        true,
      ).newRate,
    ).toBe(0.8);
  });

  it('RI1 makes the reply invalid and the rule policy applies; RI2 is a warning', () => {
    const f = { ...INS, lossRatio: 0.85 };
    const reply = say('Decision: lower', 'Adjustment: 5%');
    const o = decideInsurance(reply, f);
    expect(o).toMatchObject({
      decision: 'raise',
      adjustment: 0.1,
      validated: false,
      errors: ['RI1: loss ratio > 0.80 but chose lower'],
      text: reply.text,
    });
    expect(o.newRate).toBeCloseTo(0.022, 15);
    const ri2 = decideInsurance(say('Decision: raise', 'Adjustment: 5%'), { ...INS, lossRatio: 0.2 });
    expect([ri2.validated, ri2.decision, ri2.warnings]).toEqual([
      true,
      'raise',
      ['RI2: loss ratio < 0.30 but chose raise'],
    ]);
  });

  it('RG1 makes the reply invalid; RG2 is a warning; the fallback takes priority from mgPriority', () => {
    const f = { ...GOV, budgetRemainingShare: 0.1 };
    const o = decideGovernment(say('Decision: increase', 'Adjustment: 10%', 'Priority: all'), f, true);
    expect(o).toMatchObject({
      decision: 'decrease',
      adjustment: 0.1,
      priority: 'MG',
      validated: false,
      errors: ['RG1: budget left < 20% but chose increase'],
    });
    expect(o.newRate).toBeCloseTo(0.45, 15);
    const rg2 = decideGovernment(say('Decision: decrease', 'Adjustment: 5%', 'Priority: all'), GOV, true);
    expect([rg2.validated, rg2.priority, rg2.warnings]).toEqual([
      true,
      'all',
      ['RG2: decrease while MG adoption < NMG adoption'],
    ]);
  });

  it('a provider error or missing record is invalid with no text and falls back', () => {
    const o = decideInsurance({ kind: 'failure', reason: 'provider-error: timeout' }, { ...INS, lossRatio: 0.9 });
    expect(o).toMatchObject({
      decision: 'raise',
      adjustment: 0.1,
      validated: false,
      errors: ['provider-error: timeout'],
      text: null,
      analysis: null,
    });
    const g = decideGovernment({ kind: 'failure', reason: 'no response recorded' }, GOV, false);
    expect(g).toMatchObject({ decision: 'maintain', adjustment: 0, priority: 'all', newRate: 0.5, validated: false });
  });

  it('a clamped adjustment is applied with its warning', () => {
    const o = decideGovernment(say('Decision: increase', 'Adjustment: 50%', 'Priority: MG'), GOV, false);
    expect(o).toMatchObject({
      decision: 'increase',
      adjustment: 0.2,
      priority: 'MG',
      validated: true,
      warnings: ['adjustment clamped to 0.2'],
    });
    expect(o.newRate).toBeCloseTo(0.6, 15);
  });
});
