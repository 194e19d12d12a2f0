// Regenerates the committed flood fixtures from the `rule` provider (through vitest, whose state
// tests/helpers.ts reads):
//   UPDATE_FLOOD_FIXTURES=1 npx vitest run tests/flood/engine.test.ts
// - fixtures/flood/rule.replay.jsonl: the rule run of scenario.json recorded with --record;
// - fixtures/flood/corrupt.replay.jsonl + corrupt.expected.json: the same run with chosen
//   household records corrupted. Only records whose executed skill was do_nothing are corrupted
//   to a failure, so the world evolves exactly as in the rule run and exactly those decisions fail.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AuditRecord } from '../../src/benchmarks/flood/types.js';
import type { AttemptRecord } from '../../src/benchmarks/flood/providers/record.js';
import { tempDir } from '../helpers.js';
import { FIXTURES, runFlood } from './sim-helpers.js';

export interface Expected {
  /** Failed decisions: item id → failed round, errors (exact) and attempts on the final decision. */
  failed: Record<string, { round: string; errors: string[]; attempts: number }>;
  /** Decisions that pass only on a re-ask. */
  reasked: Record<string, { attempts: number }>;
  /** Institution outputs made invalid: "<year>/<agent_id>". */
  invalidInstitutions: string[];
}

type Rec = AttemptRecord;

const replaceLine = (text: string, label: string, line: string) =>
  text
    .split('\n')
    .map((l) => (l.startsWith(label) ? line : l))
    .join('\n');

export async function buildFixtures(): Promise<{ rule: string; corrupt: string; expected: Expected }> {
  const recordFile = path.join(tempDir('flood-fixtures-'), 'rule.replay.jsonl');
  const run = await runFlood({ scenario: 'fixtures/flood/scenario.json', provider: 'rule', record: recordFile });
  const rule = run.read(recordFile);
  // The first line holds the rule run's settings; the corrupted copy has none (its answers are no
  // provider's: it also keeps a replay file without a settings line in the tests).
  const records = rule
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Rec | { settings: unknown })
    .filter((r): r is Rec => !('settings' in r));
  const audit = run.lines<AuditRecord>('flood.skill_audit.jsonl');

  // Pick do_nothing decisions spread over households and years (one per household).
  const used = new Set<string>();
  const idle = audit.filter((a) => a.executed_skill === 'do_nothing');
  const pick = (year: number, predicate: (a: AuditRecord) => boolean = () => true): AuditRecord => {
    const found = idle.find((a) => a.year >= year && !used.has(a.agent_id) && predicate(a));
    if (found === undefined) throw new Error(`no do_nothing decision left from year ${year}`);
    used.add(found.agent_id);
    return found;
  };
  const expected: Expected = { failed: {}, reasked: {}, invalidInstitutions: [] };
  const id = (a: AuditRecord) => `${a.year}/${a.agent_id}`;
  const key = (r: Rec) => `${r.year}/${r.agentId}/${r.role}/${r.attempt}`;
  const replacements = new Map<string, Rec[] | null>();
  const original = (a: AuditRecord) =>
    records.find((r) => r.role === 'household' && r.year === a.year && r.agentId === a.agent_id && r.attempt === 1)!;
  const doNothingNumber = (a: AuditRecord) => String(a.decision_number);
  const corrupt = (
    a: AuditRecord,
    texts: (string | { error: string })[],
    round: string,
    errors: string[],
    attempts = texts.length,
  ) => {
    const base = original(a);
    replacements.set(
      key(base),
      texts.map((t, i) =>
        typeof t === 'string'
          ? { ...base, attempt: i + 1, text: t }
          : {
              year: base.year,
              agentId: base.agentId,
              role: base.role,
              attempt: i + 1,
              text: null,
              error: t.error,
              contextHash: base.contextHash,
            },
      ),
    );
    expected.failed[id(a)] = { round, errors, attempts };
  };

  // Missing record → no response recorded.
  const missing = pick(1);
  replacements.set(key(original(missing)), null);
  expected.failed[id(missing)] = { round: 'format', errors: ['no response recorded'], attempts: 1 };
  // Unknown level.
  const medium = pick(2);
  corrupt(
    medium,
    [replaceLine(original(medium).text!, 'TP Assessment:', 'TP Assessment: MEDIUM - Not sure.')],
    'format',
    ['unknown level "MEDIUM" for TP'],
  );
  // Two numbers.
  const two = pick(2);
  corrupt(
    two,
    [replaceLine(original(two).text!, 'Final Decision:', `Final Decision: ${doNothingNumber(two)} (50% subsidy)`)],
    'format',
    ['decision needs exactly one number, found 2'],
  );
  // Empty text.
  const empty = pick(3);
  corrupt(empty, [''], 'format', ['empty response']);
  // A missing construct line.
  const noPa = pick(3);
  corrupt(
    noPa,
    [replaceLine(original(noPa).text!, 'PA Assessment:', 'I have not thought about my prior adaptation.')],
    'format',
    ['missing PA'],
  );
  // A number that is not an option (hallucination).
  const nine = pick(4);
  corrupt(nine, [replaceLine(original(nine).text!, 'Final Decision:', 'Final Decision: 9')], 'admissible', [
    'decision 9 is not an option',
  ]);
  // R1: HIGH threat and HIGH coping but do_nothing.
  const r1 = pick(4);
  corrupt(
    r1,
    [
      replaceLine(
        replaceLine(original(r1).text!, 'TP Assessment:', 'TP Assessment: HIGH - Floods are coming.'),
        'CP Assessment:',
        'CP Assessment: HIGH - I can afford anything.',
      ),
    ],
    'coherent',
    ['R1: HIGH threat and HIGH coping but chose do_nothing'],
  );
  // A recorded transport failure.
  const error = pick(5);
  corrupt(error, [{ error: 'provider-error: 500' }], 'format', ['provider-error: 500']);
  // Re-asked until maxRetries (2) runs out: attempts 1–3 fail; the recorded attempt 4 is never used.
  const stubborn = pick(5);
  const good = original(stubborn).text!;
  corrupt(
    stubborn,
    [
      '',
      replaceLine(good, 'Final Decision:', 'Final Decision: two'),
      replaceLine(good, 'SC Assessment:', 'SC Assessment: VERY HIGH - Sure.'),
      good,
    ],
    'format',
    ['unknown level "VERY" for SC'],
    3,
  );
  // Re-asked once and then valid (any decision: the final attempt is the original text).
  const fixed = audit.find((a) => a.year === 6 && a.executed_skill !== 'do_nothing' && !used.has(a.agent_id))!;
  const fixedBase = original(fixed);
  replacements.set(key(fixedBase), [
    {
      ...fixedBase,
      attempt: 1,
      text: replaceLine(fixedBase.text!, 'CP Assessment:', 'CP Assessment: MOD - Some means.'),
    },
    { ...fixedBase, attempt: 2 },
  ]);
  expected.reasked[id(fixed)] = { attempts: 2 };
  // An institution output that cannot be parsed: the rule policy applies (as in the rule run).
  const govKey = '4/government/government/1';
  expected.invalidInstitutions.push('4/government');

  const out: string[] = [];
  for (const r of records) {
    const k = key(r);
    if (k === govKey) {
      out.push(JSON.stringify({ ...r, text: 'Decision: spend more' }));
      continue;
    }
    if (!replacements.has(k)) {
      out.push(JSON.stringify(r));
      continue;
    }
    for (const x of replacements.get(k) ?? []) out.push(JSON.stringify(x));
  }
  return { rule, corrupt: `${out.join('\n')}\n`, expected };
}

/** Writes what buildFixtures made into fixtures/flood/. */
export function writeFixtures(built: Awaited<ReturnType<typeof buildFixtures>>): void {
  writeFileSync(path.join(FIXTURES, 'rule.replay.jsonl'), built.rule);
  writeFileSync(path.join(FIXTURES, 'corrupt.replay.jsonl'), built.corrupt);
  writeFileSync(path.join(FIXTURES, 'corrupt.expected.json'), `${JSON.stringify(built.expected, null, 2)}\n`);
}
