// The action's input html-report: report.html beside report.md, uploaded with the toolkit's
// artifact library to a loopback of the runner's artifact service, its link in the outputs and the
// job summary; without an artifact service, a warning and everything else as before.
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE, HEAD, hurricaneWorkspace, PR_EVENT, runActionProcess, runActionStep } from '../github/action-process.js';
import { useFakeGitHub } from '../github/helpers.js';
import { workflowRunEvent } from '../github/events.js';
import { tempDir } from '../gate/helpers.js';
import { ARTIFACT_ID, startResultsService, type ResultsService } from './results-service.js';

const gh = useFakeGitHub();
let service: ResultsService;
beforeEach(async () => {
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
  service = await startResultsService();
});
afterEach(() => service.close());

describe('action input html-report', () => {
  it('mode all: report.html is written, uploaded as bench-results-html, and linked from the outputs and the summary', async () => {
    const ws = hurricaneWorkspace();
    // As a process of the bundled action: the artifact library is loaded from the bundle, as on a runner.
    const res = await runActionProcess(
      gh,
      ws,
      { mode: 'all', 'github-token': 'tkn', 'html-report': 'true' },
      PR_EVENT,
      service.env,
    );
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs['html-report-path']).toBe('bench-results/report.html');
    const url = `https://github.com/o/r/actions/runs/900/artifacts/${ARTIFACT_ID}`;
    expect(res.outputs['html-report-url']).toBe(url);
    expect(res.summary).toContain(`**[HTML report](${url})**`);
    expect(gh.comments[0]!.body).toContain(`[HTML report](${url})`);
    const page = readFileSync(path.join(ws, 'bench-results/report.html'));
    expect(page.toString()).toContain('Content-Security-Policy" content="default-src \'none\'');
    expect(service.artifacts.map((a) => a.name)).toEqual(['bench-results-html']);
    expect(Object.keys(service.artifacts[0]!.files)).toEqual(['report.html']);
    expect(Buffer.from(service.artifacts[0]!.files['report.html']!).equals(page)).toBe(true);
  });

  it("without the runner's artifact service: written, not uploaded, a warning; the verdict and the comment as before", async () => {
    const ws = hurricaneWorkspace();
    const res = await runActionStep(gh, ws, { mode: 'all', 'github-token': 'tkn', 'html-report': 'true' }, PR_EVENT);
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs['html-report-path']).toBe('bench-results/report.html');
    expect(res.outputs['html-report-url']).toBe('');
    expect(res.stdout).toMatch(
      /the HTML report was written beside report.md but not uploaded as artifact "bench-results-html"/,
    );
    expect(res.summary).toContain('it was not uploaded');
    expect(gh.comments).toHaveLength(1);
  });

  it("mode report (the fork-safe report job): the page is made from the PR run's artifact, uploaded and linked", async () => {
    const ws = hurricaneWorkspace();
    const scored = await runActionStep(gh, ws, { mode: 'score' }, PR_EVENT);
    expect(scored.code, scored.stdout).toBe(0);
    const out = path.join(ws, 'bench-results');
    const files = Object.fromEntries(
      readdirSync(out).map((f) => [`bench-results/${f}`, readFileSync(path.join(out, f))]),
    );
    gh.runs.push({
      id: 555,
      workflow_id: 42,
      head_sha: HEAD,
      head_branch: 'feature',
      conclusion: 'success',
      created_at: '2026-11-21T00:00:00Z',
      event: 'pull_request',
      artifacts: [{ id: 77, name: 'bench-results', files }],
    });
    const event = workflowRunEvent({
      id: 555,
      workflow_id: 42,
      head_sha: HEAD,
      event: 'pull_request',
      conclusion: 'success',
    });
    const reportWs = tempDir();
    copyFileSync(path.join(ws, 'bench.config.json'), path.join(reportWs, 'bench.config.json'));
    const res = await runActionStep(
      gh,
      reportWs,
      { mode: 'report', 'github-token': 'tkn', 'html-report': 'true' },
      event,
      service.env,
    );
    expect(res.code, res.stdout).toBe(0);
    const url = `https://github.com/o/r/actions/runs/900/artifacts/${ARTIFACT_ID}`;
    expect(res.outputs['html-report-url']).toBe(url);
    expect(gh.comments.at(-1)!.body).toContain(`[HTML report](${url})`);
    const page = Buffer.from(service.artifacts[0]!.files['report.html']!).toString();
    expect(page).toContain('"id":"trips"');
  });

  it('off by default: no page, empty outputs, nothing uploaded', async () => {
    const res = await runActionStep(
      gh,
      hurricaneWorkspace(),
      { mode: 'all', 'github-token': 'tkn' },
      PR_EVENT,
      service.env,
    );
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs['html-report-path']).toBe('');
    expect(service.requests).toEqual([]);
  });
});
