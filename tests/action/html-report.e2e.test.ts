// The action's input html-report: report.html beside report.md, uploaded with the toolkit's
// artifact library to a loopback of the runner's artifact service, its link in the outputs and the
// job summary; without an artifact service, a warning and everything else as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE, HEAD, hurricaneWorkspace, PR_EVENT, runActionProcess, runActionStep } from '../github/action-process.js';
import { useFakeGitHub } from '../github/helpers.js';
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
