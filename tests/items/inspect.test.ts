// The Inspect AI importer on variations of its log format: epochs, reductions, letters, numbers,
// dict values, errors (the logs Inspect itself wrote are read in inspect-eval.test.ts).
import { describe, expect, it } from 'vitest';
import {
  inspectLog,
  inspectSample,
  INSPECT_LOG,
  itemsOf,
  messages,
  readJson,
  scoreIn,
  tempDir,
  write,
} from './helpers.js';

const logFile = (dir: string, log: unknown) => write(dir, 'log.json', JSON.stringify(log, null, 2));

describe('Inspect variations', () => {
  it('value_to_float as Inspect reads scores: letters, booleans, yes/no, numeric strings; anything else null (counted as 0, warned)', async () => {
    const dir = tempDir();
    const values = ['C', 'I', 'P', 'N', true, false, 'yes', 'No', 'TRUE', '0.25', 3, 'maybe', null];
    const named = (of: unknown[]) => Object.fromEntries(of.map((v, k) => [`v${k}`, v]));
    // Sample 2's 0.75 makes every name a score (not a check), so sample 1's value is shown as read.
    const samples = [inspectSample(1, 1, named(values)), inspectSample(2, 1, named(values.map(() => 0.75)))];
    logFile(dir, inspectLog(samples));
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(suite.status).toBe('ok');
    const first = itemsOf(dir, suite)[0] as unknown as Record<string, unknown>;
    expect(values.map((_, k) => first[`v${k}`])).toEqual([1, 0, 0.5, 0, 1, 0, 1, 0, 1, 0.25, 3, 0, 0]);
    // null: the values it cannot convert, and only those.
    expect(suite.diagnostics.filter((d) => d.code === 'unconvertible').map((d) => [d.field, d.message])).toEqual([
      ['v11', '1 value(s) of v11 are not a grade or a number: counted as 0, as Inspect does'],
      ['v12', '1 value(s) of v12 are not a grade or a number: counted as 0, as Inspect does'],
    ]);
  });

  it('value_to_float of a list is null: not under 1, so its epoch is not a failed one for the detail', async () => {
    const dir = tempDir();
    // Had the list read as 0, epoch 2 would have failed and its detail replaced epoch 1's.
    logFile(dir, inspectLog([inspectSample(1, 1, { match: 'C' }), inspectSample(1, 2, { match: 'C', list: [1] })]));
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(itemsOf(dir, suite)).toEqual([
      {
        id: '1',
        match: true,
        reason: null,
        detail: { input: 'input 1', target: 'target', 'explanation, match': 'explanation 1/1' },
      },
    ]);
  });

  it('an epoch more: epochs are repeats of one item; a check passes when every epoch passed (the mean reducer), a score is their mean', async () => {
    const dir = tempDir();
    // The detail is the first epoch's that did not pass (a score under 1), else the first's: its
    // input, target and each scorer's explanation.
    const detailOf = (id: number, epoch: number) => ({
      input: `input ${id}`,
      target: 'target',
      'explanation, match': `explanation ${id}/${epoch}`,
      'explanation, f1': `explanation ${id}/${epoch}`,
    });
    const samples = [
      inspectSample(1, 1, { match: 'C', f1: 0.5 }),
      inspectSample(2, 1, { match: 'C', f1: 1 }),
      inspectSample(1, 2, { match: 'C', f1: 0.7 }),
      inspectSample(2, 2, { match: 'I', f1: 0 }),
    ];
    logFile(dir, inspectLog(samples));
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(suite.status).toBe('ok');
    expect(suite.total).toBe(2);
    expect(suite.rounds).toEqual([{ id: 'match', input: 2, passed: 1 }]);
    expect(suite.metrics.f1).toMatchObject({ count: 2, direction: 'higher' });
    expect(suite.metrics.f1!.value).toBeCloseTo((0.6 + 0.5) / 2, 12);
    expect(itemsOf(dir, suite)).toEqual([
      { id: '1', match: true, f1: 0.6, reason: null, detail: detailOf(1, 1) },
      { id: '2', match: false, f1: 0.5, reason: 'explanation 2/2', detail: detailOf(2, 2) },
    ]);
    expect((suite.details as { repeats: number }).repeats).toBe(2);
  });

  it("the log's reductions decide when present (Inspect's own reducer, here at_least_1), the epochs' letters the role", async () => {
    const dir = tempDir();
    const samples = [
      inspectSample(1, 1, { match: 'I' }),
      inspectSample(1, 2, { match: 'C' }),
      inspectSample(2, 1, { match: 'I' }),
      inspectSample(2, 2, { match: 'I' }),
    ];
    const reductions = [
      {
        scorer: 'match',
        reducer: 'at_least_1',
        samples: [
          { value: 1.0, explanation: 'one epoch right', sample_id: 1 },
          { value: 0, explanation: 'none right', sample_id: 2 },
        ],
      },
    ];
    logFile(
      dir,
      inspectLog(samples, {
        reductions,
        results: {
          total_samples: 4,
          completed_samples: 4,
          scores: [
            {
              name: 'match',
              scorer: 'match',
              reducer: 'at_least_1',
              metrics: { accuracy: { name: 'accuracy', value: 0.5 } },
            },
          ],
        },
      }),
    );
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(suite.rounds).toEqual([{ id: 'match', input: 2, passed: 1 }]);
    expect(itemsOf(dir, suite).map((i) => [i.id, i.match, i.reason])).toEqual([
      ['1', true, null],
      ['2', false, 'none right'],
    ]);
    expect((suite.details as { reported: unknown[] }).reported).toEqual([
      { label: 'match accuracy', reported: 0.5, recomputed: 0.5 },
    ]);
    // The older place of the reductions (results.sample_reductions) is read the same.
    logFile(
      dir,
      inspectLog(samples, {
        results: { total_samples: 4, completed_samples: 4, scores: [], sample_reductions: reductions },
      }),
    );
    const older = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(older.rounds).toEqual(suite.rounds);
  });

  it('a partial grade (P) fails the check; named as a score, the scorer is its mean as Inspect computes accuracy', async () => {
    const dir = tempDir();
    logFile(
      dir,
      inspectLog([
        inspectSample('a', 1, { qa: 'C' }),
        inspectSample('b', 1, { qa: 'P' }),
        inspectSample('c', 1, { qa: 'I' }),
      ]),
    );
    const check = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(check.rounds).toEqual([{ id: 'qa', input: 3, passed: 1 }]);
    const score = await scoreIn(dir, { format: 'inspect', input: 'log.json', scores: ['qa'] });
    expect(score.rounds).toEqual([]);
    expect(score.metrics.qa!.value).toBeCloseTo(0.5, 12);
    expect(score.finalScore).toBeNull();
  });

  it('dict values: one value per key, named scorer/key; a numeric scorer of 0 and 1 only is a check', async () => {
    const dir = tempDir();
    logFile(
      dir,
      inspectLog([
        inspectSample(1, 1, { multi: { correct: true, length: 12 }, exact: 1 }),
        inspectSample(2, 1, { multi: { correct: false, length: 30 }, exact: 0 }),
      ]),
    );
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(suite.rounds.map((r) => r.id)).toEqual(['multi/correct', 'exact']);
    expect(suite.metrics['multi/length']!.value).toBe(21);
  });

  it('a sample without an id is a row error located by pointer; a repeated id and epoch too', async () => {
    const dir = tempDir();
    logFile(
      dir,
      inspectLog([
        inspectSample(1, 1, { match: 'C' }),
        inspectSample(null, 1, { match: 'C' }),
        inspectSample(1, 1, { match: 'I' }),
        inspectSample(2, 1, { match: 'I' }),
      ]),
    );
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(suite.status).toBe('ok');
    expect(suite.total).toBe(4);
    expect(suite.errors).toBe(2);
    expect(messages(suite, dir, 'error')).toEqual([
      expect.stringMatching(
        /^log\.json:\d+:\d+ \[id\] \/samples\/1\/id: no item id: a sample's id must be an integer or a string, is null$/,
      ),
      expect.stringMatching(
        /^log\.json:\d+:\d+ \[epoch\] \/samples\/2\/epoch: sample 1 epoch 1 repeats samples\[0\]: not scored again$/,
      ),
    ]);
    expect(suite.rounds).toEqual([{ id: 'match', input: 2, passed: 1 }]);
  });

  it("a sample Inspect could not score is the tool's error: the suite is an error unless maxErrorRate allows it", async () => {
    const dir = tempDir();
    const samples = [
      inspectSample(1, 1, { match: 'C' }),
      inspectSample(2, 1, {}, { scores: null, error: { message: 'RuntimeError: sandbox died', traceback: '' } }),
      inspectSample(3, 1, { match: 'I' }),
    ];
    logFile(dir, inspectLog(samples));
    const strict = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(strict.status).toBe('error');
    expect(messages(strict, dir, 'error')).toEqual([
      expect.stringMatching(
        /^log\.json: 1 of 3 records are errors of inspect itself \(not the model's answers\): left out; more than maxErrorRate 0, so the suite could not be measured$/,
      ),
    ]);
    const lenient = await scoreIn(dir, { format: 'inspect', input: 'log.json', maxErrorRate: 0.5 });
    expect(lenient.status).toBe('ok');
    expect(lenient.total).toBe(2);
    expect(lenient.counts).toEqual({ items: 2, bad_records: 0, tool_errors: 1 });
    expect(messages(lenient, dir, 'warning')).toContainEqual(
      expect.stringMatching(
        /\[error\] \/samples\/1\/error: Inspect could not score this sample \(epoch 1\): RuntimeError: sandbox died$/,
      ),
    );
  });

  it('a log that did not finish, has no samples or is not an eval log is a suite error naming the pointer', async () => {
    const dir = tempDir();
    const base = readJson(INSPECT_LOG);
    logFile(dir, { ...base, status: 'cancelled' });
    const cancelled = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(cancelled.status).toBe('error');
    expect(messages(cancelled, dir)).toEqual([
      expect.stringMatching(/^log\.json:\d+:\d+ \[status\] \/status: the eval did not finish: status "cancelled"$/),
    ]);
    const { samples: _samples, ...header } = base;
    logFile(dir, header);
    expect(messages(await scoreIn(dir, { format: 'inspect', input: 'log.json' }), dir)).toEqual([
      'log.json:1:1 [samples]: the log holds no samples (written without samples, or dumped --header-only)',
    ]);
    logFile(dir, [1, 2]);
    expect(messages(await scoreIn(dir, { format: 'inspect', input: 'log.json' }), dir)).toEqual([
      'log.json:1:1 [eval]: not an Inspect eval log (a .eval file, or the JSON of --log-format json or `inspect log dump`): no "eval" object',
    ]);
    write(dir, 'log.json', '{"eval": {}, "status": "success", "samples": [}');
    expect(messages(await scoreIn(dir, { format: 'inspect', input: 'log.json' }), dir)[0]).toMatch(
      /^log\.json:1:\d+: not JSON: /,
    );
  });

  it('NaN and Infinity (pydantic writes them as constants) are read', async () => {
    const dir = tempDir();
    const text = JSON.stringify(
      inspectLog([inspectSample(1, 1, { match: 'C', ratio: 1.5 }), inspectSample(2, 1, { match: 'C', ratio: 2.5 })]),
    ).replace('"value":2.5', '"value":Infinity');
    write(dir, 'log.json', text);
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(suite.status).toBe('ok');
    // Not a measurement: a bad value of that item, left out of the mean, the item counted in errors; the run goes on.
    expect(messages(suite, dir, 'warning')).toEqual([
      'log.json [ratio]: 1 value(s) of ratio are not finite numbers (NaN, Infinity): bad values, left out of ratio and counted as errors',
    ]);
    expect(suite.errors).toBe(1);
    expect(suite.metrics.ratio).toMatchObject({ value: 1.5, count: 1 });
  });
});
