// The base branch's history from artifacts (issue #18 parts 1 and 5; docs/gate.md "History: where it
// comes from"): the action as a process in mode report, against a loopback GitHub holding 25
// base-branch runs. Which runs are downloaded, skipped and why, the cache, conditional requests,
// `history: 0`, and a rate limit that cuts the history short without failing the run.
import { readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../gate/helpers.js';
import { BASE, HEAD, hurricaneWorkspace, PR_EVENT, runActionStep } from './action-process.js';
import { workflowRunEvent } from './events.js';
import { useFakeGitHub } from './helpers.js';
import type { FakeRun } from './server.js';

const gh = useFakeGitHub();
beforeEach(() => {
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
});

const OTHER_HASH = `sha256:${'0'.repeat(64)}`;
/** The 25 base-branch runs: ids 1001 (oldest) … 1025 (newest). */
const IDS = Array.from({ length: 25 }, (_, i) => 1001 + i);
const FORK = 1024; // a fork PR's run from its own `main`
const EXPIRED = 1020;
const NO_ARTIFACT = 1017;
const OTHER_CONFIG = [1022, 1015, 1008];
const MERGE_BASE = 1023; // the baseline
const sha = (id: number) => id.toString(16).padStart(40, 'a');
const artifactId = (id: number) => id * 10;

interface Doc {
  run: { createdAt: string; commit: string | null; configHash: string };
  suites: { finalScore: number | null }[];
}

/** Mode score on the PR, its folder as the artifact of run 555; and the 25 base-branch runs built from the same document. */
async function setUp(): Promise<{ reportWs: string; wrEvent: { name: string; payload: unknown } }> {
  const ws = hurricaneWorkspace({ baseline: { source: 'artifact' } });
  const scored = await runActionStep(gh, ws, { mode: 'score' }, PR_EVENT);
  expect(scored.code, scored.stdout).toBe(0);
  const outDir = path.join(ws, 'bench-results');
  const files = Object.fromEntries(
    readdirSync(outDir).map((f) => [`bench-results/${f}`, readFileSync(path.join(outDir, f))]),
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
  const doc = JSON.parse(String(files['bench-results/results.json'])) as Doc;
  for (const id of IDS) {
    const day = String(id - 1000).padStart(2, '0');
    const created = `2026-10-${day}T00:00:00Z`;
    const past: Doc = {
      ...doc,
      run: {
        ...doc.run,
        createdAt: created,
        commit: sha(id),
        configHash: OTHER_CONFIG.includes(id) ? OTHER_HASH : doc.run.configHash,
      },
    };
    past.suites = doc.suites.map((s) => ({
      ...s,
      finalScore: s.finalScore === null ? null : s.finalScore - ((id % 3) - 1),
    }));
    const run: FakeRun = {
      id,
      workflow_id: 42,
      head_sha: sha(id),
      head_branch: 'main',
      conclusion: 'success',
      created_at: created,
      artifacts: [
        {
          id: artifactId(id),
          name: id === NO_ARTIFACT ? 'coverage' : 'bench-results',
          expired: id === EXPIRED,
          files: { 'bench-results/results.json': JSON.stringify(past) },
        },
      ],
    };
    if (id === FORK) Object.assign(run, { event: 'pull_request', headRepository: 'mallory/r' });
    gh.runs.push(run);
  }
  gh.mergeBases.set(`${BASE}...${HEAD}`, { sha: sha(MERGE_BASE), date: '2026-10-23T00:00:00Z' });
  const reportWs = tempDir();
  writeFileSync(path.join(reportWs, 'bench.config.json'), readFileSync(path.join(ws, 'bench.config.json')));
  const wrEvent = workflowRunEvent({
    id: 555,
    workflow_id: 42,
    head_sha: HEAD,
    event: 'pull_request',
    conclusion: 'success',
  });
  return { reportWs, wrEvent };
}

/** Artifact ids whose zip was requested, in order. */
const idsOf = (pattern: RegExp) => gh.requests.flatMap((r) => pattern.exec(r.path)?.[1] ?? []).map(Number);
const downloads = () => idsOf(/\/actions\/artifacts\/(\d+)\/zip$/);
/** Run ids whose artifact list was requested, in order. */
const artifactLists = () => idsOf(/\/actions\/runs\/(\d+)\/artifacts/);
const runLists = () => gh.requests.filter((r) => r.path.includes('/actions/workflows/42/runs'));

const TRUSTED_WITH_DOC = IDS.filter((id) => ![FORK, EXPIRED, NO_ARTIFACT].includes(id));
const USABLE = TRUSTED_WITH_DOC.filter((id) => !OTHER_CONFIG.includes(id));

describe("history from the base branch's artifacts (mode report)", () => {
  it("downloads the trusted runs once, skips the others with a reason, never touches the fork's run; a second run uses the cache and conditional requests", async () => {
    const { reportWs, wrEvent } = await setUp();
    const toolCache = tempDir();
    gh.requests = [];
    const first = await runActionStep(gh, reportWs, { mode: 'report', 'github-token': 'tkn', history: '20' }, wrEvent, {
      RUNNER_TOOL_CACHE: toolCache,
    });
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs.verdict).toBe('pass');
    // Each artifact once: the PR's, the baseline's (run 1023, not downloaded again for the history), and every other trusted run's.
    const got = downloads();
    expect(new Set(got).size).toBe(got.length);
    expect(got.sort()).toEqual([77, ...TRUSTED_WITH_DOC.map(artifactId)].sort());
    // The fork's run: neither its artifact list nor its artifact was ever asked for.
    expect(artifactLists()).not.toContain(FORK);
    expect(got).not.toContain(artifactId(FORK));
    // The expired artifact is known from the list (no download attempt).
    expect(got).not.toContain(artifactId(EXPIRED));
    // What was used and what was skipped, and why.
    expect(first.stdout).toContain(
      `history: ${USABLE.length} runs, 6 skipped (1 × a pull_request run: only push, schedule and workflow_dispatch runs of this repository are trusted, 1 × artifact expired, 1 × no artifact "bench-results", 3 × config hash differs)`,
    );
    expect(first.stdout).toContain(
      "of the last 20 wanted, from 24 trusted run(s) on main (0 from the cache, 21 downloaded, 1 the baseline run's)",
    );
    expect(first.stdout).toContain(`history: run ${FORK} skipped: a pull_request run`);
    expect(first.stdout).toContain(
      `history: run ${EXPIRED} skipped: artifact expired (GitHub keeps artifacts 90 days by default)`,
    );
    expect(first.stdout).toContain(`history: run ${NO_ARTIFACT} skipped: no artifact "bench-results"`);
    for (const id of OTHER_CONFIG) expect(first.stdout).toContain(`history: run ${id} skipped: config hash differs`);
    // The PR comment (issue #18 "done means"): a history column in the overview, a note of what was
    // used, and the suite's trend chart inside its <details>.
    const body = gh.comments.at(-1)!.body;
    const top = body.slice(0, body.indexOf('<details>'));
    expect(top).toContain('| history (runs), this run |');
    expect(top).toMatch(new RegExp(`\\(${USABLE.length}\\), (within|below|above) \\|`));
    expect(top).toContain(`History: ${USABLE.length} runs of the base branch, 6 skipped`);
    expect(top).not.toContain('```mermaid');
    expect(body.slice(body.indexOf('<details>'))).toContain('title "Final score');
    // The cache: one checked results.json per downloaded run, by run id.
    const cacheDir = path.join(toolCache, 'bench-check/history/o/r/bench-results');
    expect(readdirSync(cacheDir).sort()).toEqual(TRUSTED_WITH_DOC.map((id) => `${id}.json`).sort());

    // A cached document is checked again: a broken one is dropped and its run downloaded again; a link is not followed.
    writeFileSync(path.join(cacheDir, '1010.json'), '{"schemaVersion": 1}');
    rmSync(path.join(cacheDir, '1011.json'));
    const outside = path.join(tempDir(), 'planted.json');
    writeFileSync(outside, readFileSync(path.join(cacheDir, '1012.json')));
    rmSync(path.join(cacheDir, '1012.json'));
    symlinkSync(outside, path.join(cacheDir, '1012.json'));
    gh.requests = [];
    const second = await runActionStep(
      gh,
      reportWs,
      { mode: 'report', 'github-token': 'tkn', history: '20' },
      wrEvent,
      { RUNNER_TOOL_CACHE: toolCache },
    );
    expect(second.code, second.stdout).toBe(0);
    // Only the PR's and the baseline's artifacts (the baseline lookup's own), and the three runs whose cache entry was not usable.
    expect(downloads().sort()).toEqual(
      [77, artifactId(MERGE_BASE), artifactId(1010), artifactId(1011), artifactId(1012)].sort(),
    );
    expect(second.stdout).toMatch(/history: the cached 1010\.json is not used: not a valid results document/);
    expect(second.stdout).toMatch(/history: the cached 1012\.json is not used: results\.json is not a regular file/);
    expect(second.stdout).toContain(`history: ${USABLE.length} runs, 6 skipped`);
    expect(second.stdout).toContain('(19 from the cache, 3 downloaded)');
    // The runs list (once, for the baseline and the history) and the artifact lists the first run
    // asked for are conditional requests, answered 304: the PR's, the baseline's, the runs without a
    // usable artifact and the three runs downloaded again.
    const conditional = gh.requests.filter((r) => r.ifNoneMatch !== undefined);
    expect(conditional.map((r) => r.status)).toEqual(conditional.map(() => 304));
    expect(runLists().map((r) => r.status)).toEqual([304]);
    expect(
      conditional
        .flatMap((r) => /\/runs\/(\d+)\/artifacts/.exec(r.path)?.[1] ?? [])
        .map(Number)
        .sort(),
    ).toEqual([555, MERGE_BASE, EXPIRED, NO_ARTIFACT, 1010, 1011, 1012].sort());
    expect(artifactLists()).not.toContain(FORK);
  });

  it('history: 0 makes no history request at all', async () => {
    const { reportWs, wrEvent } = await setUp();
    gh.requests = [];
    const res = await runActionStep(gh, reportWs, { mode: 'report', 'github-token': 'tkn', history: '0' }, wrEvent);
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs.verdict).toBe('pass');
    // The PR's artifact and the baseline's: nothing else was listed or downloaded.
    expect(downloads().sort()).toEqual([77, artifactId(MERGE_BASE)].sort());
    // Each artifact list once, with the name filter: the baseline's artifact is downloaded as the lookup found it.
    expect(artifactLists().sort()).toEqual([555, MERGE_BASE].sort());
    expect(runLists()).toHaveLength(1);
    expect(res.stdout).not.toContain('history:');
    expect(gh.comments.at(-1)!.body).not.toContain('history (runs)');
    expect(gh.comments.at(-1)!.body).not.toContain('title "Final score');
  });

  it('pages through the runs only as far as needed', async () => {
    const { reportWs, wrEvent } = await setUp();
    gh.runsPageSize = 5;
    gh.requests = [];
    const res = await runActionStep(gh, reportWs, { mode: 'report', 'github-token': 'tkn', history: '3' }, wrEvent);
    expect(res.code, res.stdout).toBe(0);
    // Newest first: 1025, (fork 1024 skipped), 1023 (the baseline), (1022: another config), 1021 → 3 runs from the first page.
    expect(res.stdout).toContain('history: 3 runs, 2 skipped (1 × a pull_request run');
    const pages = runLists().map((r) => new URL(r.path, gh.url).searchParams.get('page'));
    // The baseline lookup reads pages until the merge-base run (page 1); the history needs page 1 only.
    expect(pages.filter((p) => p !== null)).toEqual([]);
    expect(downloads().sort()).toEqual(
      [77, artifactId(1025), artifactId(1023), artifactId(1022), artifactId(1021)].sort(),
    );
  });

  it("mode all: the history comes with the artifact baseline; this run's workflow is looked up once for both", async () => {
    await setUp();
    const ws = hurricaneWorkspace({ baseline: { source: 'artifact' }, history: 5 });
    gh.runs.push({
      id: 900,
      workflow_id: 42,
      head_sha: HEAD,
      head_branch: 'feature',
      conclusion: 'in_progress',
      created_at: '2026-11-21T00:00:00Z',
      event: 'pull_request',
      artifacts: [],
    });
    gh.requests = [];
    const res = await runActionStep(gh, ws, { mode: 'all', 'github-token': 'tkn' }, PR_EVENT);
    expect(res.code, res.stdout).toBe(0);
    expect(gh.requests.filter((r) => r.path.endsWith('/actions/runs/900'))).toHaveLength(1);
    // gate.history 5 from the config: 1025, 1023, 1021, 1019, 1018 (1022 has another config, 1020 expired).
    expect(res.stdout).toContain('history: 5 runs, 3 skipped');
    expect(downloads()).not.toContain(artifactId(1017));
  });

  it('one base-branch lookup per job (mode all, baseline artifact, history 20): no list is requested twice', async () => {
    await setUp();
    const ws = hurricaneWorkspace({ baseline: { source: 'artifact' }, history: 20 });
    gh.runs.push({
      id: 900,
      workflow_id: 42,
      head_sha: HEAD,
      head_branch: 'feature',
      conclusion: 'in_progress',
      created_at: '2026-11-21T00:00:00Z',
      event: 'pull_request',
      artifacts: [],
    });
    gh.requests = [];
    const res = await runActionStep(gh, ws, { mode: 'all', 'github-token': 'tkn' }, PR_EVENT);
    expect(res.code, res.stdout).toBe(0);
    const gets = gh.requests.filter((r) => r.method === 'GET').map((r) => r.path);
    // Every GET once: this run, the compare, the runs list (one page, for the baseline and the
    // history), one artifact list per trusted run (with the name filter), one download each, the comments.
    expect(gets.filter((p, i) => gets.indexOf(p) !== i)).toEqual([]);
    expect(runLists()).toHaveLength(1);
    expect(gh.requests.filter((r) => r.path.endsWith('/actions/runs/900'))).toHaveLength(1);
    const lists = gh.requests.filter((r) => /\/actions\/runs\/\d+\/artifacts/.test(r.path));
    expect(lists.every((r) => new URL(r.path, gh.url).searchParams.get('name') === 'bench-results')).toBe(true);
    expect(artifactLists().filter((id) => id === MERGE_BASE)).toHaveLength(1);
    // 1 run + 1 compare + 1 runs page + 24 artifact lists (the trusted runs) + 22 zips + 1 comment list + 1 POST:
    // 51. Before issue #25 the same job sent 53: the runs list twice (baseline, then history) and
    // the baseline run's artifact list twice (the lookup, then the download).
    expect(gh.requests).toHaveLength(1 + 1 + 1 + 24 + TRUSTED_WITH_DOC.length + 1 + 1);
    expect(res.stdout).toContain(`history: ${USABLE.length} runs, 6 skipped`);
  });

  it('a primary rate limit during the history does not fail the run: the history is cut short with a notice, and the 403 is not waited out', async () => {
    const { reportWs, wrEvent } = await setUp();
    gh.requests = [];
    const reset = String(Math.floor(Date.now() / 1000) + 30);
    gh.failOn(/\/actions\/runs\/1018\/artifacts/, 403, 1, {
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      message: 'API rate limit exceeded for installation ID 1.',
    });
    const res = await runActionStep(gh, reportWs, { mode: 'report', 'github-token': 'tkn', history: '20' }, wrEvent);
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs.verdict).toBe('pass');
    expect(res.stdout).toMatch(
      /::notice::bench-check: the API rate limit was reached \(GET .*\/actions\/runs\/1018\/artifacts\S* → HTTP 403 .*\); the history was cut short, the baseline still gates \(\d+ runs? not fetched\)/,
    );
    // Not retried (a 5-minute wait is not spent on an extra), and nothing older was asked for.
    expect(artifactLists().filter((id) => id === 1018)).toHaveLength(1);
    expect(artifactLists().filter((id) => IDS.includes(id) && id < 1018)).toEqual([]);
    // 1025, 1023 (baseline), 1021, 1019: the usable runs newer than 1018.
    expect(res.stdout).toContain('history: 4 runs, 3 skipped');
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toContain('bench-check: **pass**');
  });
});
