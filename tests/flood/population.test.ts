import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatePopulation, loadProfiles } from '../../src/benchmarks/flood/population.js';
import { createStream } from '../../src/benchmarks/flood/prng.js';
import { loadScenario } from '../../src/benchmarks/flood/scenario.js';
import { tempDir } from '../helpers.js';

function write(name: string, text: string): string {
  const file = path.join(tempDir(), name);
  writeFileSync(file, text);
  return file;
}

const TYPE_ORDER = ['MG_Owner', 'MG_Renter', 'NMG_Owner', 'NMG_Renter'];

/** A generated population's types in the order they are listed before the shuffle (MG owners, MG renters, NMG owners, NMG renters). */
const typeLabels = (n: number, mg: number, renter: number) =>
  generatePopulation(n, { mg, renter }, createStream(1, 'population'))
    .map((h) => h.agentType)
    .sort((a, b) => TYPE_ORDER.indexOf(a) - TYPE_ORDER.indexOf(b));

/** The id of the k-th household of a generated population of n. */
const householdId = (k: number, n: number) =>
  generatePopulation(n, { mg: 0.2, renter: 0.35 }, createStream(1, 'population'))[k - 1]!.agentId;

describe('generated population', () => {
  it('counts ⌊N·mg + 0.5⌋ MG and ⌊n·renter + 0.5⌋ renters per group, listed MG owners, MG renters, NMG owners, NMG renters', () => {
    expect(typeLabels(10, 0.2, 0.35)).toEqual([
      'MG_Owner',
      'MG_Renter',
      ...Array(5).fill('NMG_Owner'),
      ...Array(3).fill('NMG_Renter'),
    ]);
    expect(typeLabels(5, 0.5, 0.5).filter((t) => t.startsWith('MG_'))).toHaveLength(3); // ⌊3.0⌋
    expect(typeLabels(5, 0.5, 0.5)).toEqual(['MG_Owner', 'MG_Renter', 'MG_Renter', 'NMG_Owner', 'NMG_Renter']); // MG 3 → ⌊2.0⌋ renters; NMG 2 → ⌊1.5⌋
  });

  it('ids are H + k zero-padded to max(5, digits of N)', () => {
    expect(householdId(7, 10)).toBe('H00007');
    expect(householdId(1, 123456)).toBe('H000001');
    expect(householdId(99999, 99999)).toBe('H99999');
  });

  it('shuffles by Fisher–Yates on `population`, then draws each household in id order', () => {
    const people = generatePopulation(10, { mg: 0.2, renter: 0.35 }, createStream(5, 'population'));
    // Re-derive by hand from the same stream.
    const rng = createStream(5, 'population');
    const labels = [
      'MG_Owner',
      'MG_Renter',
      ...Array<string>(5).fill('NMG_Owner'),
      ...Array<string>(3).fill('NMG_Renter'),
    ];
    for (let i = 9; i >= 1; i -= 1) {
      const j = Math.floor(rng.uniform() * (i + 1));
      [labels[i], labels[j]] = [labels[j]!, labels[i]!];
    }
    expect(people.map((p) => p.agentType)).toEqual(labels);
    expect(people.map((p) => p.agentId)).toEqual(
      Array.from({ length: 10 }, (_, k) => `H${String(k + 1).padStart(5, '0')}`),
    );
    const first = people[0]!;
    const ranges: Record<string, [number, number, number, number, number, number]> = {
      // income a,b; value a,b; trust a,b
      MG_Owner: [30000, 50000, 200000, 300000, 0.3, 0.6],
      MG_Renter: [20000, 35000, 20000, 50000, 0.3, 0.6],
      NMG_Owner: [60000, 100000, 350000, 600000, 0.5, 0.8],
      NMG_Renter: [40000, 60000, 20000, 50000, 0.5, 0.8],
    };
    const [ia, ib, va, vb, ta, tb] = ranges[first.agentType]!;
    const income = Math.floor(ia + (ib - ia) * rng.uniform() + 0.5);
    const value = Math.floor(va + (vb - va) * rng.uniform() + 0.5);
    const zoneU = rng.uniform();
    const [h, m] = first.mg ? [0.7, 0.2] : [0.5, 0.25];
    const zone = zoneU < h ? 'HIGH' : zoneU < h + m ? 'MODERATE' : 'LOW';
    const trusts = [rng.uniform(), rng.uniform(), rng.uniform()].map((u) => ta + (tb - ta) * u);
    const insured = rng.uniform() < (zone === 'HIGH' ? (first.tenure === 'owner' ? 0.25 : 0.08) : 0.03);
    expect(first).toMatchObject({
      income,
      propertyValue: first.tenure === 'owner' ? value : 0,
      contentsValue: first.tenure === 'owner' ? Math.floor((value * 3) / 10 + 0.5) : value,
      floodZone: zone,
      trustInsurance: trusts[0],
      trustGovernment: trusts[1],
      trustNeighbors: trusts[2],
      insured,
      elevated: false,
      relocated: false,
    });
  });

  it('owner contents, when a profile does not give them, = 0.3 × property rounded half up on the exact value', async () => {
    const file = write(
      'owners.csv',
      [
        'agentId,tenure,income,floodZone,propertyValue,contentsValue',
        'a,owner,1,LOW,200005,',
        'b,owner,1,LOW,250000,',
      ].join('\n'),
    );
    const read = await loadProfiles(file);
    expect(read.ok && read.value.map((h) => h.contentsValue)).toEqual([60002, 75000]); // 60001.5 → 60002
  });
});

describe('profile files', () => {
  it('reads CSV: booleans, defaults, MG inference, code-point order', async () => {
    const file = write(
      'p.csv',
      [
        'agentId,tenure,income,floodZone,propertyValue,contentsValue,mg,trustInsurance,housingCostRatio,hasVehicle,insured,elevated,relocated',
        'b2,owner,25000,HIGH,200000,,,,0.4,,1,true,',
        'a1,renter,50000,LOW,,30000,true,0.9,,,false,,0',
        'c3,owner,25000,MODERATE,100000,5000,,,,false,,,1',
        'é4,renter,20000,HIGH,,1000,,,,,,,',
      ].join('\n'),
    );
    const r = await loadProfiles(file);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.value.map((h) => h.agentId)).toEqual(['a1', 'b2', 'c3', 'é4']);
    const [a1, b2, c3, e4] = r.value;
    expect(a1).toMatchObject({
      agentType: 'MG_Renter',
      trustInsurance: 0.9,
      trustGovernment: 0.5,
      insured: false,
      relocated: false,
      propertyValue: 0,
    });
    expect(b2).toMatchObject({ agentType: 'MG_Owner', contentsValue: 60000, elevated: true, insured: true }); // income + housing cost
    expect(c3).toMatchObject({ agentType: 'MG_Owner', contentsValue: 5000, relocated: true }); // income + no vehicle
    expect(e4).toMatchObject({ agentType: 'NMG_Renter' }); // only one criterion met
    expect(r.warnings).toEqual([]);
  });

  it('warns on a renter elevated or with a property value and ignores them', async () => {
    const file = write(
      'p.csv',
      'agentId,tenure,income,floodZone,propertyValue,contentsValue,elevated\nr1,renter,40000,HIGH,100000,20000,true\n',
    );
    const r = await loadProfiles(file);
    if (!r.ok) throw new Error('expected ok');
    expect(r.value[0]).toMatchObject({ propertyValue: 0, elevated: false });
    expect(r.warnings.map((w) => [w.code, w.line, w.field])).toEqual([
      ['profile-contradiction', 2, 'propertyValue'],
      ['profile-contradiction', 2, 'elevated'],
    ]);
  });

  it('names file, line and field for a bad CSV profile and a duplicate id', async () => {
    const file = write(
      'bad.csv',
      'agentId,tenure,income,floodZone,propertyValue\nx,owner,abc,HIGH,1\ny,owner,1,HIGH,\nx,renter,1,LOW,\nz,owner,1,high,1\n',
    );
    const r = await loadProfiles(file);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map((d) => [d.line, d.field, d.message])).toEqual([
      [2, 'income', 'income must be a number, is "abc"'],
      [3, 'propertyValue', 'propertyValue is required for owners'],
      [4, 'contentsValue', 'contentsValue is required for renters'],
      [5, 'floodZone', 'floodZone must be one of HIGH, MODERATE, LOW, is "high"'],
    ]);
    expect(r.diagnostics[0]!.file).toContain('bad.csv');
    const dup = await loadProfiles(
      write('dup.csv', 'agentId,tenure,income,floodZone,contentsValue\nx,renter,1,LOW,5\nx,renter,1,LOW,5\n'),
    );
    expect(dup.ok ? [] : dup.diagnostics.map((d) => [d.line, d.field, d.message])).toEqual([
      [3, 'agentId', 'agentId "x" is a duplicate (first on line 2)'],
    ]);
  });

  it('reads a JSON array and locates problems by line and pointer; an empty file is an error', async () => {
    const file = write(
      'p.json',
      '[\n  {"agentId": "a", "tenure": "owner", "income": 1, "floodZone": "LOW", "propertyValue": 10},\n  {"agentId": "b", "tenure": "owner", "income": 1, "floodZone": "LOW", "propertyValue": 10, "trustGovernment": 2}\n]\n',
    );
    const r = await loadProfiles(file);
    expect(r.ok ? [] : r.diagnostics.map((d) => [d.line, d.pointer, d.message])).toEqual([
      [3, '/1/trustGovernment', 'trustGovernment must be in [0, 1], is 2'],
    ]);
    const ok = await loadProfiles(
      write(
        'q.json',
        '[{"agentId": "a", "tenure": "owner", "income": 1, "floodZone": "LOW", "propertyValue": 10, "insured": true}]',
      ),
    );
    expect(ok.ok && ok.value[0]).toMatchObject({ contentsValue: 3, insured: true });
    const none = await loadProfiles(write('e.csv', 'agentId,tenure,income,floodZone\n'));
    expect(none.ok ? [] : none.diagnostics.map((d) => d.message)).toEqual(['no household profiles']);
    const missing = await loadProfiles(path.join(tempDir(), 'nope.csv'));
    expect(missing.ok ? [] : missing.diagnostics.map((d) => d.message)).toEqual(['file not found']);
  });
});

describe('scenario', () => {
  it('applies defaults: fixed [3, 4, 9] → years 10; random → 10; partial nested objects keep the other defaults', async () => {
    const d = await loadScenario(null);
    expect(d.ok && d.value).toMatchObject({
      seed: 42,
      households: { count: 100 },
      floodYears: [3, 4, 9],
      years: 10,
      memory: 'simple',
      maxRetries: 2,
    });
    const s = await loadScenario(write('s.json', '{"floodMode": "random", "insurance": {"rate": 0.05}}'));
    expect(s.ok && s.value).toMatchObject({
      years: 10,
      floodYears: [],
      insurance: { rate: 0.05, payoutRatio: 0.8, deductible: 2000 },
    });
  });

  it('warns flood-year-ignored for flood years after `years`', async () => {
    const s = await loadScenario(write('s.json', '{\n  "floodYears": [2, 12, 5],\n  "years": 6\n}'));
    if (!s.ok) throw new Error('expected ok');
    expect(s.value.floodYears).toEqual([2, 5]);
    expect(s.warnings.map((w) => [w.code, w.line, w.pointer])).toEqual([['flood-year-ignored', 2, '/floodYears/1']]);
  });

  it('names file and field for invalid scenarios; fixed mode without flood years needs years', async () => {
    const bad = await loadScenario(write('s.json', '{\n  "seed": -1,\n  "floodYears": [3, 3],\n  "colour": "red"\n}'));
    expect(bad.ok ? [] : bad.diagnostics.map((d) => [d.line, d.pointer])).toEqual(
      expect.arrayContaining([
        [2, '/seed'],
        [3, '/floodYears'],
        [4, '/colour'],
      ]),
    );
    const empty = await loadScenario(write('s.json', '{"floodYears": []}'));
    expect(empty.ok ? [] : empty.diagnostics.map((d) => [d.pointer, d.message])).toEqual([
      ['/floodYears', 'fixed mode with no flood years needs an explicit "years"'],
    ]);
    const fine = await loadScenario(write('s.json', '{"floodYears": [], "years": 3}'));
    expect(fine.ok && fine.value.years).toBe(3);
  });
});
