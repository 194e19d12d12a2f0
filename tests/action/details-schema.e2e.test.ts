// What the schema accepts, the renderer accepts: an imported suite whose details its report section
// could not read (a key missing, null, or of another type) is refused wherever a results document
// is read — `validate results`, `compare`, the action's report mode — with exit 2 and the field's
// JSON pointer, never "internal error"; in report mode the refusal replaces an earlier "pass"
// comment of the bot.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { E2E_TARGET, runCli, tempDir } from '../helpers.js';
import { BASE, HEAD, runActionStep } from '../github/action-process.js';
import { useFakeGitHub } from '../github/helpers.js';
import { workflowRunEvent } from '../github/events.js';
import type { ResultsDocument, Suite } from '../../src/results/types.js';

const gh = useFakeGitHub();
beforeEach(() => {
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
});

const DETAILS = {
  format: 'lm-eval',
  info: { task: 'arc_easy', shots: 0 },
  checks: ['acc'],
  scores: [],
  reported: [{ label: 'acc', reported: 0.9, recomputed: 0.9 }],
  excluded: { acc_norm: 'not one value per item' },
  repeats: 1,
};

const importedSuite = (details: unknown, passed = 9): Suite => ({
  id: 'arc',
  benchmark: 'imported',
  task: null,
  status: 'ok',
  inputs: [],
  total: 10,
  errors: 0,
  rounds: [{ id: 'acc', input: 10, passed }],
  metrics: {},
  finalScore: passed * 10,
  details: details as Record<string, unknown>,
  diagnostics: [],
});

const results = (suite: Suite): ResultsDocument => ({
  schemaVersion: 1,
  tool: { name: 'bench-check', version: '0.1.0' },
  run: { createdAt: '2026-11-20T10:00:00Z', commit: HEAD, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
  verdict: null,
  suites: [suite],
});

const without = (key: string) => Object.fromEntries(Object.entries(DETAILS).filter(([k]) => k !== key));

/** The 8 variants that crashed the report, each with the pointer and message that now refuse it. */
const VARIANTS: { name: string; details: unknown; pointer: string; message: string }[] = [
  ...['excluded', 'info', 'checks', 'scores', 'reported'].map((key) => ({
    name: `no ${key}`,
    details: without(key),
    pointer: '/suites/0/details',
    message: `missing required property "${key}"`,
  })),
  {
    name: 'info null',
    details: { ...DETAILS, info: null },
    pointer: '/suites/0/details/info',
    message: 'must be object, is null',
  },
  {
    name: 'checks a string',
    details: { ...DETAILS, checks: 'acc' },
    pointer: '/suites/0/details/checks',
    message: 'must be array, is string',
  },
  {
    name: 'excluded a string',
    details: { ...DETAILS, excluded: 'acc_norm' },
    pointer: '/suites/0/details/excluded',
    message: 'must be object, is string',
  },
];

describe(`details a renderer could not read (${E2E_TARGET})`, () => {
  it('validate results and compare refuse each of the 8 variants with exit 2, the field named; the complete details pass', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'base.json'), JSON.stringify(results(importedSuite(DETAILS))));
    writeFileSync(path.join(dir, 'good.json'), JSON.stringify(results(importedSuite(DETAILS))));
    const good = await runCli(['validate', 'results', 'good.json'], { cwd: dir });
    expect(good.code, good.stderr).toBe(0);
    const compared = await runCli(
      ['compare', '--baseline', 'base.json', '--current', 'good.json', '--markdown', 'm.md'],
      {
        cwd: dir,
      },
    );
    expect(compared.code, compared.stderr).toBe(0);
    for (const [i, v] of VARIANTS.entries()) {
      const file = `bad${i}.json`;
      writeFileSync(path.join(dir, file), JSON.stringify(results(importedSuite(v.details)), null, 2));
      for (const args of [
        ['validate', 'results', file],
        ['compare', '--baseline', 'base.json', '--current', file, '--markdown', 'm.md'],
      ]) {
        const r = await runCli(args, { cwd: dir });
        expect(r.code, `${v.name}: ${args[0]}\n${r.stderr}`).toBe(2);
        // Located: file:line:column, then the pointer and what is wrong there.
        expect(r.stderr, v.name).toMatch(new RegExp(`${file}:\\d+:\\d+ ${v.pointer}: ${v.message}`));
        expect(r.stderr, v.name).not.toMatch(/internal error|\n\s+at /);
      }
    }
  });

  it('report mode refuses each variant with exit 2 and replaces the earlier "pass" comment with one saying why', async () => {
    const ws = reportWorkspace();
    const reportOn = (doc: string) => reportJob(ws, { 'bench-results/results.json': doc });
    // The bot's own comment saying pass, from an earlier report of this pull request.
    const passed = await reportOn(JSON.stringify(results(importedSuite(DETAILS))));
    expect(passed.code, passed.stdout).toBe(0);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toContain('bench-check: **pass**');
    const id = gh.comments[0]!.id;
    for (const v of VARIANTS) {
      const res = await reportOn(JSON.stringify(results(importedSuite(v.details)), null, 2));
      expect(res.code, `${v.name}\n${res.stdout}`).toBe(2);
      expect(res.outputs.verdict).toBe('error');
      expect(res.stdout, v.name).toContain(`${v.pointer}: ${v.message}`);
      expect(res.stdout, v.name).not.toMatch(/internal error|\n\s+at /);
      expect(gh.comments, v.name).toHaveLength(1);
      const body = gh.comments[0]!.body;
      expect(gh.comments[0]!.id).toBe(id);
      expect(body, v.name).not.toContain('**pass**');
      expect(body, v.name).toContain('bench-check: **error** · the results document was refused, nothing was compared');
      expect(body, v.name).toContain('is not a valid results document');
      expect(body, v.name).toContain(v.pointer);
    }
  });

  it('an artifact with pr.json but no results.json (the PR run died before writing it) replaces the "pass" comment too', async () => {
    const ws = reportWorkspace();
    const passed = await reportJob(ws, {
      'bench-results/results.json': JSON.stringify(results(importedSuite(DETAILS))),
    });
    expect(passed.code, passed.stdout).toBe(0);
    expect(gh.comments[0]!.body).toContain('bench-check: **pass**');
    const res = await reportJob(ws, {});
    expect(res.code, res.stdout).toBe(2);
    expect(res.outputs.verdict).toBe('error');
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).not.toContain('**pass**');
    expect(gh.comments[0]!.body).toContain('it has no results.json');
  });
});

/** The report job's workspace: the default branch's config and its committed baseline. */
function reportWorkspace(): string {
  const ws = tempDir();
  writeFileSync(path.join(ws, 'baseline.json'), JSON.stringify(results(importedSuite(DETAILS))));
  writeFileSync(
    path.join(ws, 'bench.config.json'),
    JSON.stringify({
      suites: [{ id: 'arc', benchmark: 'imported', format: 'lm-eval', input: 'samples.jsonl' }],
      gate: { baseline: { source: 'path', path: 'baseline.json' } },
    }),
  );
  return ws;
}

let runId = 500;

/** The report job on a new PR run whose artifact holds these files and a valid pr.json. */
function reportJob(ws: string, files: Record<string, string>) {
  runId += 1;
  gh.runs.push({
    id: runId,
    workflow_id: 42,
    head_sha: HEAD,
    head_branch: 'feature',
    conclusion: 'success',
    created_at: '2026-11-21T00:00:00Z',
    event: 'pull_request',
    artifacts: [
      {
        id: runId,
        name: 'bench-results',
        files: { ...files, 'bench-results/pr.json': JSON.stringify({ number: 7, headSha: HEAD }) },
      },
    ],
  });
  const event = workflowRunEvent({
    id: runId,
    workflow_id: 42,
    head_sha: HEAD,
    event: 'pull_request',
    conclusion: 'success',
  });
  return runActionStep(gh, ws, { mode: 'report', 'github-token': 'tkn' }, event);
}
