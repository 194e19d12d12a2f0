import { describe, expect, it } from 'vitest';
import {
  parseGovernment,
  parseHouseholdReply,
  parseInsurance,
  providerErrorReason,
} from '../../src/benchmarks/flood/parse.js';
import { parseHousehold } from './sim-helpers.js';

const CONSTRUCTS = [
  'TP Assessment: HIGH - The flood last year damaged my house.',
  'CP Assessment: MODERATE - I can afford some measures.',
  'SP Assessment: HIGH - The subsidy is generous.',
  'SC Assessment: MODERATE - I am fairly confident.',
  'PA Assessment: NONE - No previous adaptation.',
];

function reply(decision: string, constructs: readonly string[] = CONSTRUCTS): string {
  return [...constructs, `Final Decision: ${decision}`].join('\n');
}

/** The TP construct of a reply whose TP line is `TP Assessment: <value>` (the other lines as CONSTRUCTS). */
const tp = (value: string) =>
  parseHousehold(reply('2', [`TP Assessment: ${value}`, ...CONSTRUCTS.slice(1)])).constructs.TP;

describe('think blocks', () => {
  it('are removed in any case, across lines', () => {
    expect(tp('HIGH - a<think>x\ny</think>b<THINK>z</Think>c')).toEqual({ level: 'HIGH', explanation: 'abc' });
  });
  it('an unclosed <think> removes the rest', () => {
    const p = parseHousehold(
      [...CONSTRUCTS.slice(1), 'Final Decision: 2', 'TP Assessment: HIGH - keep<think>drop', 'TP: LOW'].join('\n'),
    );
    expect(p.formatErrors).toEqual([]);
    expect(p.constructs.TP).toEqual({ level: 'HIGH', explanation: 'keep' });
  });
  it('an orphan </think> removes everything before it', () => {
    const p = parseHousehold(`reasoning\nTP Assessment: LOW - x\nmore</think>${reply('2')}`);
    expect(p.formatErrors).toEqual([]);
    expect(p.constructs.TP.level).toBe('HIGH');
  });
  it('a nested <think> stays inside the block', () => {
    expect(tp('HIGH - a<think>b<think>c</think>d')).toEqual({ level: 'HIGH', explanation: 'ad' });
  });
});

describe('a line of a reply', () => {
  it('loses * and __, the spaces around it, and heading, quote and bullet markers', () => {
    const p = parseHousehold(
      [
        '  **TP Assessment:** HIGH  ',
        '> - CP: LOW',
        '+ SP: MODERATE',
        ...CONSTRUCTS.slice(3, 4),
        'PA Assessment: NONE - do_nothing stays',
        '## __Final Decision__: 2',
      ].join('\n'),
    );
    expect(p.formatErrors).toEqual([]);
    expect([p.constructs.TP, p.constructs.CP.level, p.constructs.SP.level]).toEqual([
      { level: 'HIGH', explanation: '' },
      'LOW',
      'MODERATE',
    ]);
    expect(p.constructs.PA.explanation).toBe('do_nothing stays');
    expect(p.decisionNumber).toBe(2);
  });
});

describe('a value: the first token without brackets, and the explanation minus one separator', () => {
  it('reads the level and the explanation', () => {
    expect(tp('HIGH - because')).toEqual({ level: 'HIGH', explanation: 'because' });
    expect(tp('[HIGH] - [because]')).toEqual({ level: 'HIGH', explanation: '[because]' });
    expect(tp('high, because')).toEqual({ level: 'HIGH', explanation: 'because' });
    expect(tp('HIGH—because')).toEqual({ level: 'HIGH', explanation: 'because' });
    expect(tp('HIGH')).toEqual({ level: 'HIGH', explanation: '' });
  });
  it('keeps a token with a slash whole (an unknown level, not the first of two)', () => {
    const p = parseHousehold(reply('2', ['TP Assessment: LOW/HIGH - x', ...CONSTRUCTS.slice(1)]));
    expect(p.constructs.TP.explanation).toBe('x');
    expect(p.formatErrors.join('; ')).toContain('LOW/HIGH');
  });
});

describe('parseHousehold: the exact format', () => {
  it('parses five constructs and the decision', () => {
    const p = parseHousehold(reply('2'));
    expect(p.formatErrors).toEqual([]);
    expect(p.decisionNumber).toBe(2);
    expect(p.constructs.TP).toEqual({ level: 'HIGH', explanation: 'The flood last year damaged my house.' });
    expect(p.constructs.PA).toEqual({ level: 'NONE', explanation: 'No previous adaptation.' });
  });

  it('tolerates any case, bold markers, bullets, headings, free order, other lines and dashes', () => {
    const text = [
      'Here is my answer.',
      '### **Final Decision**: 3',
      '- **tp assessment** – high – risky',
      '* CP: low',
      '> SP Assessment — Moderate',
      '+ SC-HIGH',
      '1. ignored line',
      '__PA__: partial - insured',
    ].join('\n');
    const p = parseHousehold(text);
    expect(p.formatErrors).toEqual([]);
    expect(p.decisionNumber).toBe(3);
    expect(p.constructs.TP).toEqual({ level: 'HIGH', explanation: 'risky' });
    expect(p.constructs.CP.level).toBe('LOW');
    expect(p.constructs.SP).toEqual({ level: 'MODERATE', explanation: '' });
    expect(p.constructs.SC.level).toBe('HIGH');
    expect(p.constructs.PA).toEqual({ level: 'PARTIAL', explanation: 'insured' });
  });

  it('accepts brackets around the level and the number', () => {
    const p = parseHousehold(['TP Assessment: [HIGH] - [x]', ...CONSTRUCTS.slice(1), 'Final Decision: [4]'].join('\n'));
    expect(p.formatErrors).toEqual([]);
    expect(p.constructs.TP.level).toBe('HIGH');
    expect(p.decisionNumber).toBe(4);
  });

  it('ignores think blocks, including one that mentions other levels', () => {
    const p = parseHousehold(`<think>TP Assessment: LOW\nFinal Decision: 1</think>\n${reply('2')}`);
    expect(p.formatErrors).toEqual([]);
    expect(p.constructs.TP.level).toBe('HIGH');
    expect(p.decisionNumber).toBe(2);
  });

  it('needs a separator after the label', () => {
    const p = parseHousehold(reply('2', ['TP Assessment HIGH', ...CONSTRUCTS.slice(1)]));
    expect(p.formatErrors).toEqual(['missing TP']);
    expect(p.constructs.TP).toEqual({ level: null, explanation: null });
  });
});

describe('parseHousehold: failure reasons', () => {
  it('empty response (also after think removal)', () => {
    expect(parseHousehold('  \n ').formatErrors).toEqual(['empty response']);
    expect(parseHousehold('<think>only thinking</think>\n').formatErrors).toEqual(['empty response']);
    expect(parseHousehold('<think>never closed\nTP: HIGH').formatErrors).toEqual(['empty response']);
  });

  it('no response recorded and provider errors come through as the only reason', () => {
    expect(parseHouseholdReply({ kind: 'failure', reason: 'no response recorded' }).formatErrors).toEqual([
      'no response recorded',
    ]);
    expect(parseHouseholdReply({ kind: 'failure', reason: providerErrorReason(503) }).formatErrors).toEqual([
      'provider-error: 503',
    ]);
    expect(parseHouseholdReply({ kind: 'text', text: reply('1') }).formatErrors).toEqual([]);
  });

  it('missing constructs and decision, every one in order', () => {
    const p = parseHousehold('CP Assessment: LOW - x\nSC Assessment: LOW - y\nSomething else');
    expect(p.formatErrors).toEqual(['missing TP', 'missing SP', 'missing PA', 'missing decision']);
    expect(p.decisionNumber).toBeNull();
  });

  it('unknown levels keep the raw token', () => {
    const p = parseHousehold(
      reply('2', [
        'TP Assessment: MEDIUM - x',
        'CP Assessment: MOD - y',
        'SP Assessment: VERY HIGH - z',
        'SC Assessment: LOW/HIGH - w',
        'PA Assessment: HIGH - v',
      ]),
    );
    expect(p.formatErrors).toEqual([
      'unknown level "MEDIUM" for TP',
      'unknown level "MOD" for CP',
      'unknown level "VERY" for SP',
      'unknown level "LOW/HIGH" for SC',
      'unknown level "HIGH" for PA',
    ]);
    expect(p.constructs.TP.level).toBe('MEDIUM');
    expect(p.constructs.PA.level).toBe('HIGH');
    expect(p.decisionNumber).toBe(2);
  });

  it('a repeated construct: same level accepted (first explanation), another level conflicts', () => {
    const same = parseHousehold(reply('2', [...CONSTRUCTS, 'tp: high - second']));
    expect(same.formatErrors).toEqual([]);
    expect(same.constructs.TP.explanation).toBe('The flood last year damaged my house.');
    const other = parseHousehold(reply('2', [...CONSTRUCTS, 'TP: LOW - second']));
    expect(other.formatErrors).toEqual(['conflicting levels for TP']);
    expect(other.constructs.TP.level).toBeNull();
    const unknownToo = parseHousehold(reply('2', [...CONSTRUCTS, 'TP: MEDIUM']));
    expect(unknownToo.formatErrors).toEqual(['unknown level "MEDIUM" for TP', 'conflicting levels for TP']);
  });

  it('the decision needs exactly one distinct integer', () => {
    expect(parseHousehold(reply('2 (50% subsidy)')).formatErrors).toEqual([
      'decision needs exactly one number, found 2',
    ]);
    expect(parseHousehold(reply('Option 2 – costs 150,000')).formatErrors).toEqual([
      'decision needs exactly one number, found 3',
    ]);
    expect(parseHousehold(reply('two')).formatErrors).toEqual(['decision needs exactly one number, found 0']);
    expect(parseHousehold(reply('')).formatErrors).toEqual(['decision needs exactly one number, found 0']);
    const same = parseHousehold(reply('2, i.e. option 02'));
    expect(same.formatErrors).toEqual([]);
    expect(same.decisionNumber).toBe(2);
    expect(parseHousehold(reply('-1')).decisionNumber).toBe(-1);
    expect(parseHousehold(reply('7')).decisionNumber).toBe(7);
  });

  it('repeated decision lines must agree', () => {
    expect(parseHousehold(`${reply('2')}\nFinal Decision: 2`).decisionNumber).toBe(2);
    const conflict = parseHousehold(`${reply('2')}\nFinal Decision: 3`);
    expect(conflict.formatErrors).toEqual(['conflicting decisions']);
    expect(conflict.decisionNumber).toBeNull();
    expect(parseHousehold(`${reply('2')}\nFinal Decision: 2 or 3`).formatErrors).toEqual([
      'decision needs exactly one number, found 2',
    ]);
  });

  it('lists construct reasons before the decision', () => {
    const p = parseHousehold(['TP: MEDIUM', 'CP: LOW', 'SP: LOW', 'SC: LOW', 'Final Decision: two'].join('\n'));
    expect(p.formatErrors).toEqual([
      'unknown level "MEDIUM" for TP',
      'missing PA',
      'decision needs exactly one number, found 0',
    ]);
  });
});

describe('the Adjustment line: N with %, as a fraction (≤ 1) or a percentage (> 1)', () => {
  const adjustment = (value: string) =>
    parseInsurance(['Analysis: a', 'Decision: raise', `Adjustment: ${value}`, 'Reason: r'].join('\n'));
  it('reads the number as the insurer meant it', () => {
    expect(adjustment('10%').adjustment).toBe(0.1);
    expect(adjustment('10 % increase').adjustment).toBe(0.1);
    expect(adjustment('0.05').adjustment).toBe(0.05);
    expect(adjustment('5').adjustment).toBe(0.05);
    expect(adjustment('0.5%').adjustment).toBe(0.005);
    // 1 is a fraction (100 %), over the cap: clamped, and said so.
    expect([adjustment('1').adjustment, adjustment('1').warnings]).toEqual([0.18, ['adjustment clamped to 0.18']]);
    expect(adjustment('-5%').errors).toEqual(['negative adjustment -5']);
    expect(adjustment('none').errors).toEqual(['adjustment needs a number']);
  });
});

describe('parseInsurance', () => {
  const ins = (lines: string[]) => parseInsurance(lines.join('\n'));

  it('parses the four lines', () => {
    const p = ins([
      'Analysis: Loss ratio is high.',
      'Decision: Raise',
      'Adjustment: 10%',
      'Reason: Claims exceeded premiums.',
    ]);
    expect(p).toEqual({
      decision: 'raise',
      adjustment: 0.1,
      priority: null,
      analysis: 'Loss ratio is high.',
      reason: 'Claims exceeded premiums.',
      errors: [],
      warnings: [],
    });
  });

  it('maintain without Adjustment is 0; with N ≠ 0 it is invalid', () => {
    expect(ins(['Decision: maintain']).adjustment).toBe(0);
    expect(ins(['Decision: maintain', 'Adjustment: 0%']).errors).toEqual([]);
    expect(ins(['Decision: maintain', 'Adjustment: none']).adjustment).toBe(0);
    expect(ins(['Decision: maintain', 'Adjustment: 5%']).errors).toEqual(['maintain with adjustment 5']);
  });

  it('clamps N above the 0.18 cap with a warning', () => {
    const p = ins(['Decision: raise', 'Adjustment: 25%']);
    expect(p.adjustment).toBe(0.18);
    expect(p.warnings).toEqual(['adjustment clamped to 0.18']);
    expect(ins(['Decision: lower', 'Adjustment: 18%']).warnings).toEqual([]);
  });

  it('invalid outputs', () => {
    expect(ins(['Analysis: x']).errors).toEqual(['missing decision']);
    expect(ins(['Decision: increase', 'Adjustment: 5%']).errors).toEqual(['unknown decision "increase"']);
    expect(ins(['Decision: raise']).errors).toEqual(['missing adjustment']);
    expect(ins(['Decision: raise', 'Adjustment: some']).errors).toEqual(['adjustment needs a number']);
    expect(ins(['Decision: raise', 'Adjustment: -5%']).errors).toEqual(['negative adjustment -5']);
    expect(ins(['Decision: raise', 'Adjustment: 0%']).errors).toEqual(['raise with adjustment 0']);
    expect(ins(['Decision: raise', 'Decision: lower', 'Adjustment: 5%']).errors).toEqual(['conflicting decisions']);
    expect(ins(['Decision: raise', 'Adjustment: 5%', 'Adjustment: 6%']).errors).toEqual(['conflicting adjustments']);
    expect(ins(['Decision: raise', 'Decision: raise.', 'Adjustment: 5%', 'Adjustment: 0.05']).errors).toEqual([]);
    expect(ins(['', ' ']).errors).toEqual(['empty response']);
    const invalid = ins(['Decision: raise', 'Adjustment: -5%']);
    expect([invalid.decision, invalid.adjustment]).toEqual([null, null]);
  });
});

describe('parseGovernment', () => {
  const gov = (lines: string[]) => parseGovernment(lines.join('\n'));

  it('parses decision, adjustment and priority', () => {
    const p = gov([
      '**Analysis:** MG adoption lags.',
      '**Decision:** increase',
      '**Adjustment:** 0.2',
      '**Priority:** MG',
      '**Reason:** Help MG households.',
    ]);
    expect(p.errors).toEqual([]);
    expect([p.decision, p.adjustment, p.priority]).toEqual(['increase', 0.2, 'MG']);
    expect(gov(['Decision: decrease', 'Adjustment: 10%', 'Priority: ALL']).priority).toBe('all');
  });

  it('clamps above the 0.20 cap', () => {
    const p = gov(['Decision: increase', 'Adjustment: 30%', 'Priority: all']);
    expect(p.adjustment).toBe(0.2);
    expect(p.warnings).toEqual(['adjustment clamped to 0.2']);
  });

  it('needs a known, consistent priority', () => {
    expect(gov(['Decision: maintain']).errors).toEqual(['missing priority']);
    expect(gov(['Decision: maintain', 'Priority: renters']).errors).toEqual(['unknown priority "renters"']);
    expect(gov(['Decision: maintain', 'Priority: MG', 'Priority: all']).errors).toEqual(['conflicting priorities']);
    expect(gov(['Decision: raise', 'Adjustment: 5%', 'Priority: MG']).errors).toEqual(['unknown decision "raise"']);
  });
});
