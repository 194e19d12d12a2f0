// Workflow event payloads for the action's end-to-end tests (issue #25): GitHub's own examples
// (@octokit/webhooks-examples) with the test's values filled in, checked against GitHub's webhook
// schemas (@octokit/webhooks-schemas) before a test may use them. runActionProcess checks every
// payload it writes, so no test runs the action on an event GitHub would never send.
import { createRequire } from 'node:module';
import AjvDraft07 from 'ajv';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
type Json = Record<string, unknown>;
const examples = require('@octokit/webhooks-examples/api.github.com/index.json') as {
  name: string;
  examples: Json[];
}[];
const schema = require('@octokit/webhooks-schemas/schema.json') as { definitions: Record<string, unknown> };

const ajv = new AjvDraft07.default({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema({ $id: 'https://github.com/webhooks', definitions: schema.definitions });

/** The first of GitHub's examples of this event that its schema accepts (not all do). */
function example(name: string, action: string | null): Json {
  const found = examples
    .find((e) => e.name === name)
    ?.examples.find((x) => (action === null || x.action === action) && checkEventPayload(name, x).length === 0);
  if (found === undefined)
    throw new Error(`no valid example of ${name}${action ? `.${action}` : ''} in @octokit/webhooks-examples`);
  return structuredClone(found);
}

/** The webhook schema a payload of this event must match (its definition in @octokit/webhooks-schemas). */
function definitionOf(name: string, payload: Json): string {
  return name === 'push' ? 'push$event' : `${name}$${String(payload.action)}`;
}

/** What is wrong with an event payload by GitHub's webhook schemas ([] when nothing). */
export function checkEventPayload(name: string, payload: unknown): string[] {
  const def = definitionOf(name, payload as Json);
  if (schema.definitions[def] === undefined) return [`${name}: no webhook schema ${def}`];
  const validate = ajv.getSchema(`https://github.com/webhooks#/definitions/${def}`)!;
  if (validate(payload)) return [];
  return (validate.errors ?? []).slice(0, 5).map((e) => `${def}${e.instancePath}: ${e.message ?? e.keyword}`);
}

function checked(name: string, payload: Json): { name: string; payload: Json } {
  const problems = checkEventPayload(name, payload);
  if (problems.length > 0)
    throw new Error(`the test's ${name} payload is not one GitHub sends: ${problems.join('; ')}`);
  return { name, payload };
}

function repository(template: Json, fullName: string): Json {
  const [owner, name] = fullName.split('/') as [string, string];
  return {
    ...template,
    name,
    full_name: fullName,
    html_url: `https://github.com/${fullName}`,
    owner: { ...(template.owner as Json), login: owner },
  };
}

/** A `pull_request` (synchronize) event of pull request `pr` in `repo` (default o/r). */
export function pullRequestEvent(
  pr: { number: number; head: { sha: string; ref: string }; base: { sha: string; ref: string } },
  repo = 'o/r',
): { name: string; payload: Json } {
  const p = example('pull_request', 'synchronize');
  const pull = p.pull_request as Json;
  const repoJson = repository(p.repository as Json, repo);
  p.number = pr.number;
  p.after = pr.head.sha;
  p.repository = repoJson;
  p.pull_request = {
    ...pull,
    number: pr.number,
    html_url: `https://github.com/${repo}/pull/${pr.number}`,
    head: {
      ...(pull.head as Json),
      sha: pr.head.sha,
      ref: pr.head.ref,
      label: `${repo.split('/')[0]}:${pr.head.ref}`,
      repo: repoJson,
    },
    base: {
      ...(pull.base as Json),
      sha: pr.base.sha,
      ref: pr.base.ref,
      label: `${repo.split('/')[0]}:${pr.base.ref}`,
      repo: repoJson,
    },
  };
  return checked('pull_request', p);
}

/** A `workflow_run` (completed) event for run `run` of workflow `workflow_id` in `repo`. */
export function workflowRunEvent(
  run: { id: number; workflow_id: number; head_sha: string; event: string; conclusion: string; head_branch?: string },
  repo = 'o/r',
): { name: string; payload: Json } {
  const p = example('workflow_run', 'completed');
  const wr = p.workflow_run as Json;
  p.repository = repository(p.repository as Json, repo);
  p.workflow = { ...(p.workflow as Json), id: run.workflow_id };
  p.workflow_run = {
    ...wr,
    id: run.id,
    workflow_id: run.workflow_id,
    head_sha: run.head_sha,
    head_branch: run.head_branch ?? 'feature',
    event: run.event,
    status: 'completed',
    conclusion: run.conclusion,
    html_url: `https://github.com/${repo}/actions/runs/${run.id}`,
    // Fork PRs leave this empty; the report job never trusts it (gate.md "Threat model").
    pull_requests: [],
    repository: repository(wr.repository as Json, repo),
    head_repository: repository(wr.head_repository as Json, repo),
  };
  return checked('workflow_run', p);
}

/** A `push` event of `sha` to `branch` in `repo`. */
export function pushEvent(sha: string, branch = 'main', repo = 'o/r'): { name: string; payload: Json } {
  const p = example('push', null);
  p.ref = `refs/heads/${branch}`;
  p.after = sha;
  p.base_ref = null;
  p.repository = repository(p.repository as Json, repo);
  return checked('push', p);
}
