// A local or self-hosted runner whose RUNNER_TEMP names a folder that is not there: the action
// creates it and goes on; one it cannot create is named in a one-line error (exit 2), never
// "internal error (please report)" with a stack trace.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { E2E_TARGET, tempDir } from '../helpers.js';
import { BASE, HEAD, runActionProcess } from '../github/action-process.js';
import { useFakeGitHub } from '../github/helpers.js';
import { workflowRunEvent } from '../github/events.js';
import type { ResultsDocument } from '../../src/results/types.js';

const gh = useFakeGitHub();
beforeEach(() => {
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
});

const doc: ResultsDocument = {
  schemaVersion: 1,
  tool: { name: 'bench-check', version: '0.1.0' },
  run: { createdAt: '2026-11-20T10:00:00Z', commit: HEAD, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
  verdict: null,
  suites: [
    {
      id: 's',
      benchmark: 'custom',
      task: null,
      status: 'ok',
      inputs: [],
      total: 10,
      errors: 0,
      rounds: [],
      metrics: {},
      finalScore: 90,
      diagnostics: [],
    },
  ],
};

function reportJob(runnerTemp: string) {
  const ws = tempDir();
  writeFileSync(path.join(ws, 'baseline.json'), JSON.stringify(doc));
  writeFileSync(
    path.join(ws, 'bench.config.json'),
    JSON.stringify({
      suites: [{ id: 's', benchmark: 'hurricane', input: 'x.json', groundtruth: 'y.json' }],
      gate: { baseline: { source: 'path', path: 'baseline.json' } },
    }),
  );
  gh.runs.push({
    id: 555,
    workflow_id: 42,
    head_sha: HEAD,
    head_branch: 'feature',
    conclusion: 'success',
    created_at: '2026-11-21T00:00:00Z',
    event: 'pull_request',
    artifacts: [
      {
        id: 77,
        name: 'bench-results',
        files: {
          'bench-results/results.json': JSON.stringify(doc),
          'bench-results/pr.json': JSON.stringify({ number: 7, headSha: HEAD }),
        },
      },
    ],
  });
  const event = workflowRunEvent({
    id: 555,
    workflow_id: 42,
    head_sha: HEAD,
    event: 'pull_request',
    conclusion: 'success',
  });
  return runActionProcess(gh, ws, { mode: 'report', 'github-token': 'tkn' }, event, { RUNNER_TEMP: runnerTemp });
}

describe(`RUNNER_TEMP (${E2E_TARGET})`, () => {
  it('naming a folder that does not exist: created, and the report job reports', async () => {
    const missing = path.join(tempDir(), 'not', 'there', 'yet');
    const res = await reportJob(missing);
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs.verdict).toBe('pass');
    expect(gh.comments).toHaveLength(1);
    expect(statSync(missing).isDirectory()).toBe(true);
    expect(res.stdout).not.toContain('internal error');
  });

  it('naming something that cannot be a folder: one line naming it, exit 2, no stack trace', async () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, 'x');
    const res = await reportJob(path.join(file, 'temp'));
    expect(res.code, res.stdout).toBe(2);
    expect(res.stdout).toContain(
      `::error::bench-check: RUNNER_TEMP "${path.join(file, 'temp')}" does not exist and cannot be created: a parent of it is not a directory`,
    );
    expect(res.stdout).not.toMatch(/internal error|\n\s+at /);
    expect(res.outputs.verdict).toBe('error');
    expect(existsSync(path.join(file, 'temp'))).toBe(false);
  });
});
