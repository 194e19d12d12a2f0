// A slow link (issue #25 item 2): the report job downloads the PR's artifact from blob storage that
// sends it slowly. The timeout is an idle one, so a transfer that takes many times the timeout
// finishes as long as bytes keep coming; one that stalls for longer fails with a clear message and
// exit 2. The blob storage never sees the token.
//
// Scaled down from the 20 MB at 200 KB/s (≈ 100 s against the default 30 s): 2 MB at
// 400 KB/s (≈ 5 s) against an idle timeout of 1 s (BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S), so the
// transfer takes five times the timeout — a limit on the whole request of that length would fail
// it — while no gap between two pieces (50 ms) comes near it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../gate/helpers.js';
import { BASE, HEAD, hurricaneWorkspace, PR_EVENT, runActionStep } from './action-process.js';
import { workflowRunEvent } from './events.js';
import { useFakeGitHub } from './helpers.js';

const gh = useFakeGitHub();
beforeEach(() => {
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
});

const SIZE = 2 * 1024 * 1024;
const IDLE_S = '1';

/** Bytes no compressor shrinks (a deterministic generator): the zip is as large as they are. */
function noise(n: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = 2463534242;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** Mode score on the PR; its results, pr.json and a 2 MB file as the artifact of run 555; the report job's workspace. */
async function largePrArtifact(): Promise<{ reportWs: string; event: ReturnType<typeof workflowRunEvent> }> {
  const ws = hurricaneWorkspace();
  const scored = await runActionStep(gh, ws, { mode: 'score' }, PR_EVENT);
  expect(scored.code, scored.stdout).toBe(0);
  const out = path.join(ws, 'bench-results');
  const files: Record<string, Uint8Array> = Object.fromEntries(
    readdirSync(out).map((f) => [`bench-results/${f}`, readFileSync(path.join(out, f))]),
  );
  files['bench-results/trace.bin'] = noise(SIZE);
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
  const reportWs = tempDir();
  writeFileSync(path.join(reportWs, 'bench.config.json'), readFileSync(path.join(ws, 'bench.config.json')));
  return {
    reportWs,
    event: workflowRunEvent({ id: 555, workflow_id: 42, head_sha: HEAD, event: 'pull_request', conclusion: 'success' }),
  };
}

describe('a slow link (mode report)', () => {
  it('a 2 MB artifact at 400 KB/s, five times the idle timeout, downloads and is reported; the blob never sees the token', async () => {
    const { reportWs, event } = await largePrArtifact();
    expect((await gh.zipOf(gh.runs[0]!.artifacts[0]!)).byteLength).toBeGreaterThan(SIZE);
    gh.blob.behaviour = { bytesPerSecond: 400 * 1024 };
    const started = Date.now();
    const res = await runActionStep(gh, reportWs, { mode: 'report', 'github-token': 'tkn' }, event, {
      BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S: IDLE_S,
      BENCH_CHECK_PROGRESS_INTERVAL_MS: '1000',
    });
    const took = Date.now() - started;
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs.verdict).toMatch(/^(warn|no-baseline)$/); // no baseline file in the report job's workspace
    expect(gh.comments).toHaveLength(1);
    // One transfer, no retry: it took far longer than the idle timeout.
    expect(gh.blob.requests).toHaveLength(1);
    expect(took).toBeGreaterThan(5 * Number(IDLE_S) * 1000);
    expect(gh.blob.requests[0]!.authorization).toBeUndefined();
    expect(gh.requests.every((r) => r.authorization === 'token tkn')).toBe(true);
    // Progress in bytes, as CI log lines, every second.
    expect(res.stdout).toMatch(/^artifact bench-results: [\d.]+ KiB \/ 2\.0 MiB \(\d+ %\)/m);
    expect(res.stdout).toMatch(/^artifact bench-results: 2\.0 MiB in \d+ s/m);
  });

  it('a transfer that stalls longer than the idle timeout fails after the retries: exit 2, with why', async () => {
    const { reportWs, event } = await largePrArtifact();
    // Every transfer stops after 100 KB for 5 s: each retry resumes and stalls again.
    gh.blob.behaviour = { stallAfterBytes: 100 * 1024, stallMs: 5_000 };
    const res = await runActionStep(gh, reportWs, { mode: 'report', 'github-token': 'tkn' }, event, {
      BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S: IDLE_S,
    });
    expect(res.code, res.stdout).toBe(2);
    expect(res.outputs.verdict).toBe('error');
    expect(res.stdout).toMatch(
      /cannot get artifact "bench-results" of run 555: artifact "bench-results" of run 555: GET http:\/\/127\.0\.0\.1:\d+\/artifacts\/77\.zip failed: no byte for 1 s after 4 attempts/,
    );
    expect(res.stdout).not.toContain('sig=');
    expect(gh.blob.requests.map((r) => r.range)).toEqual([
      undefined,
      'bytes=102400-',
      'bytes=204800-',
      'bytes=307200-',
    ]);
    expect(gh.blob.requests.every((r) => r.authorization === undefined)).toBe(true);
    expect(gh.comments).toEqual([]);
  });
});
