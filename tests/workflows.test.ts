// The example workflows in docs/workflows/ (issue #14, item 7): least privilege, no persisted
// credentials, the privileged report workflow never touches the PR's code, pinned actions, and
// only inputs that action.yml has. Every example is read; a new one must get a role here.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.join(ROOT, 'docs/workflows');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  [key: string]: unknown;
}
interface Job {
  permissions?: unknown;
  steps?: Step[];
  [key: string]: unknown;
}
interface Workflow {
  name?: string;
  on: unknown;
  permissions?: unknown;
  jobs: Record<string, Job>;
}

interface Example {
  file: string;
  text: string;
  doc: Workflow;
}

const examples: Example[] = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    return { file, text, doc: parse(text) as Workflow };
  });

const actionYml = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
};
const INPUTS = Object.keys(actionYml.inputs);

/** An input of this action in a step: its `with:` value, else the action's default; not a string: its JSON. */
function inputOf(s: Step, name: string): string {
  const v = s.with?.[name] ?? actionYml.inputs[name]?.default;
  if (typeof v === 'string') return v;
  return v === undefined ? '(not set)' : JSON.stringify(v);
}

/** A `uses:` of this action (any owner: the examples use the placeholder repository of package.json). */
const isThisAction = (uses: string) => /^[\w.-]+\/bench-action@/.test(uses);

function steps(doc: Workflow): Step[] {
  return Object.values(doc.jobs).flatMap((job) => job.steps ?? []);
}
function ourSteps(doc: Workflow): Step[] {
  return steps(doc).filter((s) => typeof s.uses === 'string' && isThisAction(s.uses));
}
function triggers(doc: Workflow): string[] {
  const on = doc.on;
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return Object.keys(on as Record<string, unknown>);
}

type Role = 'report' | 'score' | 'all' | 'cli';

/** What a workflow is, from the modes of this action it runs: one role per example. */
function roleOf(doc: Workflow): Role {
  // A workflow that runs only the CLI (repeats-matrix.yml: shards, merge, compare) reads the repository.
  if (ourSteps(doc).length === 0) return 'cli';
  const modes = new Set(ourSteps(doc).map((s) => inputOf(s, 'mode')));
  expect(modes.size, 'one mode of bench-action per example workflow').toBe(1);
  return [...modes][0] as Role;
}

/** Exactly the permissions each kind of workflow needs. */
const NEEDED: Record<Role, Record<string, string>> = {
  // Check out the default branch and look up the merge base; download artifacts; comment (and read the PR).
  report: { contents: 'read', actions: 'read', 'pull-requests': 'write' },
  // Runs the PR's code: the checkout, nothing else.
  score: { contents: 'read' },
  // Same-repository PRs in one job: checkout, comment, artifact baseline.
  all: { contents: 'read', 'pull-requests': 'write', actions: 'read' },
  // The CLI in matrix jobs (issue #27): the checkout, nothing else.
  cli: { contents: 'read' },
};

describe('docs/workflows examples', () => {
  it('are the four documented ones, one per role', () => {
    expect(examples.map((e) => e.file)).toEqual([
      'fork-report.yml',
      'fork-score.yml',
      'repeats-matrix.yml',
      'same-repo.yml',
    ]);
    expect(examples.map((e) => roleOf(e.doc)).sort()).toEqual(['all', 'cli', 'report', 'score']);
  });

  it.each(examples)(
    '$file: every job has exactly the permissions its workflow needs, never write-all or read-all',
    ({ doc, text }) => {
      const needed = NEEDED[roleOf(doc)];
      // `permissions: write-all` / `read-all` (or any string) instead of a map is refused wherever it is.
      for (const block of [doc.permissions, ...Object.values(doc.jobs).map((j) => j.permissions)])
        expect(typeof block).not.toBe('string');
      expect(text).not.toMatch(/permissions:\s*(write-all|read-all)/);
      for (const [id, job] of Object.entries(doc.jobs)) {
        // A job without a block of its own (or the workflow's) would get the repository's default token permissions.
        const effective = job.permissions ?? doc.permissions;
        expect(effective, `job ${id}: permissions`).toBeTypeOf('object');
        expect(effective, `job ${id}: permissions`).toEqual(needed);
      }
    },
  );

  it.each(examples)('$file: every actions/checkout step has persist-credentials: false', ({ doc }) => {
    const checkouts = steps(doc).filter((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const s of checkouts) expect(s.with?.['persist-credentials'], JSON.stringify(s)).toBe(false);
  });

  it.each(examples)('$file: never runs on pull_request_target', ({ doc, text }) => {
    expect(triggers(doc)).not.toContain('pull_request_target');
    expect(text).not.toContain('pull_request_target');
  });

  it.each(examples.filter((e) => roleOf(e.doc) !== 'cli'))(
    '$file: bench-action gets only inputs action.yml has, and a known mode',
    ({ doc }) => {
      const ours = ourSteps(doc);
      expect(ours.length).toBeGreaterThan(0);
      for (const s of ours) {
        for (const key of Object.keys(s.with ?? {})) expect(INPUTS, `input "${key}" of ${s.uses}`).toContain(key);
        expect(['score', 'report', 'all']).toContain(inputOf(s, 'mode'));
      }
    },
  );

  it.each(examples)(
    '$file: third-party actions are pinned by full commit SHA with the version in a comment; this action by @v1 or a SHA',
    ({ doc, text }) => {
      const lines = text.split('\n').filter((l) => /^\s*(-\s+)?uses:/.test(l));
      // The raw lines and the parsed steps agree (no `uses:` hidden where the scan does not look).
      expect(lines.map((l) => /uses:\s*(\S+)/.exec(l)![1])).toEqual(
        steps(doc).flatMap((s) => (s.uses === undefined ? [] : [s.uses])),
      );
      for (const line of lines) {
        const uses = /uses:\s*(\S+)/.exec(line)![1]!;
        if (isThisAction(uses)) expect(uses, line).toMatch(/@(v1|[0-9a-f]{40})$/);
        else
          expect(line, 'pin by full commit SHA, with the release in a comment').toMatch(
            /uses:\s*[\w.-]+\/[\w./-]+@[0-9a-f]{40}\s+#\s*v\d+(\.\d+)*\s*$/,
          );
      }
    },
  );

  // Issue #29: without one, a job holds its runner for GitHub's 6 hours; the report job (a pull
  // request's artifact, bounded by the action's limits) needs minutes at most.
  it.each(examples)('$file: every job has a timeout-minutes; the report job a short one', ({ doc }) => {
    for (const [id, job] of Object.entries(doc.jobs)) {
      const minutes = job['timeout-minutes'];
      expect(minutes, `job ${id}: timeout-minutes`).toBeTypeOf('number');
      expect(minutes as number, `job ${id}`).toBeGreaterThan(0);
      expect(minutes as number, `job ${id}`).toBeLessThanOrEqual(roleOf(doc) === 'report' ? 15 : 120);
    }
  });

  it("this repository's own workflows: a timeout on every job; the self-test runs the demo by name (no config file there)", () => {
    const own = path.join(ROOT, '.github/workflows');
    for (const file of readdirSync(own).filter((f) => f.endsWith('.yml'))) {
      const doc = parse(readFileSync(path.join(own, file), 'utf8')) as {
        jobs: Record<string, Record<string, unknown>>;
      };
      for (const [id, job] of Object.entries(doc.jobs))
        expect(job['timeout-minutes'], `${file} job ${id}: timeout-minutes`).toBeTypeOf('number');
    }
    const self = parse(readFileSync(path.join(own, 'self.yml'), 'utf8')) as {
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
    };
    const step = Object.values(self.jobs)
      .flatMap((j) => j.steps)
      .find((s) => s.uses === './');
    expect(step?.with?.config).toBe('demo');
  });

  it('the pinning note is in every example and in docs/gate.md', () => {
    for (const { file, text } of examples)
      expect(text, file).toMatch(/Pinning: third-party actions (are pinned )?by full commit SHA/);
    const gate = readFileSync(path.join(ROOT, 'docs/gate.md'), 'utf8');
    expect(gate).toMatch(/full commit SHA/);
    expect(gate).toMatch(/@v1/);
  });
});

describe('the fork-safe pair', () => {
  const report = examples.find((e) => roleOf(e.doc) === 'report')!;
  const score = examples.find((e) => roleOf(e.doc) === 'score')!;

  it('the report workflow runs on workflow_run of the score workflow, and only there', () => {
    expect(triggers(report.doc)).toEqual(['workflow_run']);
    const on = report.doc.on as { workflow_run: { workflows: string[] } };
    expect(on.workflow_run.workflows).toEqual([score.doc.name]);
  });

  it('the report workflow never checks out or runs the PR head', () => {
    // No ref/repository that points at the triggering run's head (or anything of the PR).
    expect(report.text).not.toMatch(
      /workflow_run\.head_(sha|branch|repository|commit)|github\.head_ref|pull_request\.head/,
    );
    for (const s of steps(report.doc)) {
      expect(s.run, 'the report workflow runs no commands').toBeUndefined();
      if (s.uses?.startsWith('actions/checkout@')) {
        expect(s.with?.ref, 'checkout of the default branch only').toBeUndefined();
        expect(s.with?.repository, 'checkout of this repository only').toBeUndefined();
      }
    }
  });

  it('the score workflow runs on pull_request with no secrets and no token', () => {
    expect(triggers(score.doc)).toContain('pull_request');
    expect(score.text).not.toMatch(/secrets\.|github\.token|GITHUB_TOKEN/);
    for (const s of steps(score.doc)) expect(Object.keys(s.with ?? {})).not.toContain('github-token');
  });

  it('the report reads the artifact the score workflow uploads, where the action writes it', () => {
    const upload = steps(score.doc).find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload).toBeDefined();
    const reportStep = ourSteps(report.doc)[0]!;
    expect(reportStep.with?.['artifact-name'] ?? actionYml.inputs['artifact-name']?.default).toBe(upload!.with?.name);
    const scoreStep = ourSteps(score.doc)[0]!;
    const resultsPath = inputOf(scoreStep, 'results-path');
    expect(String(upload!.with?.path).replace(/\/$/, '')).toBe(path.posix.dirname(resultsPath));
  });
});
