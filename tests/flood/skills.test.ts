import { describe, expect, it } from 'vitest';
import {
  actualPa,
  agentTypeOf,
  insuranceSkillFor,
  isInsuranceSkill,
  isLeaveSkill,
  isMg,
  leaveSkillFor,
  skillForNumber,
  skillGroup,
  skillOptions,
  tenureOf,
} from '../../src/benchmarks/flood/skills.js';

describe('the skills table', () => {
  it('gives the options row by tenure and start-of-year elevation', () => {
    expect(skillOptions('owner', false)).toEqual(['buy_insurance', 'elevate_house', 'buyout_program', 'do_nothing']);
    expect(skillOptions('owner', true)).toEqual(['buy_insurance', 'buyout_program', 'do_nothing']);
    expect(skillOptions('renter', false)).toEqual(['buy_contents_insurance', 'relocate', 'do_nothing']);
    expect(skillOptions('renter', true)).toEqual(['buy_contents_insurance', 'relocate', 'do_nothing']);
  });

  it('maps numbers to skills (admissibility table)', () => {
    const cases: [Parameters<typeof skillOptions>, number, string | null][] = [
      [['owner', false], 1, 'buy_insurance'],
      [['owner', false], 2, 'elevate_house'],
      [['owner', false], 3, 'buyout_program'],
      [['owner', false], 4, 'do_nothing'],
      [['owner', false], 5, null],
      [['owner', true], 2, 'buyout_program'],
      [['owner', true], 3, 'do_nothing'],
      [['owner', true], 4, null],
      [['renter', false], 1, 'buy_contents_insurance'],
      [['renter', false], 2, 'relocate'],
      [['renter', false], 3, 'do_nothing'],
      [['renter', false], 4, null],
      [['renter', false], 0, null],
      [['renter', false], -1, null],
    ];
    for (const [row, n, skill] of cases)
      expect(skillForNumber(skillOptions(...row), n), `${row.join('/')} #${n}`).toBe(skill);
  });

  it('knows the insurance and leave sets and the entropy groups', () => {
    expect(['buy_insurance', 'buy_contents_insurance'].every((s) => isInsuranceSkill(s as never))).toBe(true);
    expect(isInsuranceSkill('elevate_house')).toBe(false);
    expect(isLeaveSkill('buyout_program') && isLeaveSkill('relocate')).toBe(true);
    expect(isLeaveSkill('do_nothing')).toBe(false);
    expect([
      insuranceSkillFor('owner'),
      insuranceSkillFor('renter'),
      leaveSkillFor('owner'),
      leaveSkillFor('renter'),
    ]).toEqual(['buy_insurance', 'buy_contents_insurance', 'buyout_program', 'relocate']);
    expect(
      ['buy_contents_insurance', 'elevate_house', 'relocate', 'do_nothing'].map((s) => skillGroup(s as never)),
    ).toEqual(['insurance', 'elevate', 'leave', 'do_nothing']);
  });

  it('computes actual PA', () => {
    expect(actualPa(true, true)).toBe('FULL');
    expect(actualPa(true, false)).toBe('PARTIAL');
    expect(actualPa(false, true)).toBe('PARTIAL');
    expect(actualPa(false, false)).toBe('NONE');
  });

  it('names agent types', () => {
    expect(agentTypeOf(true, 'owner')).toBe('MG_Owner');
    expect(agentTypeOf(false, 'renter')).toBe('NMG_Renter');
    expect(tenureOf('NMG_Owner')).toBe('owner');
    expect(tenureOf('MG_Renter')).toBe('renter');
    expect(isMg('MG_Renter')).toBe(true);
    expect(isMg('NMG_Owner')).toBe(false);
  });
});
