// GitHub's own description of its REST API (@octokit/openapi, pinned in package.json) as the judge
// of the loopback GitHub (tests/github/server.ts, issue #25 item 5): every request it receives and
// every answer it sends is checked against the operation GitHub describes — method and path, path
// and query parameters (declared, typed, enums, the "max 100" of per_page), the JSON body, the
// status and the answer's body. Its examples are the templates of the fake's objects.
//
// The description is 13 MB; the operations the fake serves and the schemas they reach are cut out
// of it once into node_modules/.cache/ (keyed by the package version and the list below), and
// OpenAPI 3.0's `nullable` is turned into JSON Schema's null type there, so ajv checks it as written.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AjvDraft07, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { REPO_ROOT } from '../helpers.js';

/** The operations the fake GitHub serves: `METHOD /path/{template}`. */
export const SERVED = [
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits',
  'GET /repos/{owner}/{repo}/compare/{basehead}',
  'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
  'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
  'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
  'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
] as const;
export type Served = (typeof SERVED)[number];

/** The examples used as templates (components/examples). */
const EXAMPLES = [
  'workflow-run',
  'artifact',
  'issue-comment',
  'pull-request',
  'commit',
  'commit-comparison',
  'simple-user',
] as const;

/** The REST API version the fake accepts, as GitHub answers 400 to one it does not support. */
export const SUPPORTED_API_VERSIONS: ReadonlySet<string> = new Set(['2022-11-28']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = Record<string, Json>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonObject;
}

interface Operation {
  key: Served;
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  parameters: Parameter[];
  body: JsonObject | null;
  /** Status → the JSON schema of the body (null: none described). */
  responses: Record<string, JsonObject | null>;
}

interface Pruned {
  version: string;
  operations: Omit<Operation, 'pattern' | 'names'>[];
  schemas: Record<string, JsonObject>;
  examples: Record<string, Json>;
}

const PACKAGE = path.join(REPO_ROOT, 'node_modules/@octokit/openapi');

/** OpenAPI 3.0's `nullable: true` as JSON Schema: null added to the type, or the schema in an anyOf with null. */
function jsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(jsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node))
    if (k !== 'nullable' && k !== 'example' && k !== 'examples') out[k] = jsonSchema(v);
  if (node.nullable !== true) return out;
  if (typeof out.type === 'string')
    return { ...out, type: [out.type, 'null'], ...(Array.isArray(out.enum) ? { enum: [...out.enum, null] } : {}) };
  return { anyOf: [out, { type: 'null' }] };
}

/** `#/components/<kind>/<name>` of a local $ref. */
function refOf(node: Json): { kind: string; name: string } | null {
  if (node === null || typeof node !== 'object' || Array.isArray(node) || typeof node.$ref !== 'string') return null;
  const m = /^#\/components\/([^/]+)\/(.+)$/.exec(node.$ref);
  return m ? { kind: m[1]!, name: m[2]! } : null;
}

/** The operations of SERVED and the schemas they reach, cut out of the 13 MB description. */
function prune(): Pruned {
  const version = (JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
  const spec = JSON.parse(readFileSync(path.join(PACKAGE, 'generated/api.github.com.json'), 'utf8')) as {
    paths: Record<string, Record<string, JsonObject>>;
    components: Record<string, Record<string, JsonObject>>;
  };
  const deref = (node: Json): JsonObject => {
    const ref = refOf(node);
    return ref === null ? (node as JsonObject) : deref(spec.components[ref.kind]![ref.name]!);
  };
  const operations = SERVED.map((key) => {
    const [method, template] = key.split(' ') as [string, string];
    const item = spec.paths[template];
    const op = item?.[method.toLowerCase()];
    if (op === undefined) throw new Error(`${key} is not in GitHub's description ${version}`);
    const parameters = [
      ...((item!.parameters as Json[] | undefined) ?? []),
      ...((op.parameters as Json[] | undefined) ?? []),
    ].map((p) => jsonSchema(deref(p)) as unknown as Parameter);
    const content = (deref(op.requestBody ?? null) as JsonObject | null)?.content as
      Record<string, JsonObject> | undefined;
    const body = content?.['application/json']?.schema
      ? (jsonSchema(content['application/json'].schema) as JsonObject)
      : null;
    const responses: Record<string, JsonObject | null> = {};
    for (const [status, r] of Object.entries(op.responses as JsonObject)) {
      const schema = (deref(r).content as Record<string, JsonObject> | undefined)?.['application/json']?.schema ?? null;
      responses[status] = schema === null ? null : (jsonSchema(schema) as JsonObject);
    }
    return { key, method, template, parameters, body, responses };
  });
  // Every schema the operations reach, following $refs.
  const schemas: Record<string, JsonObject> = {};
  const walk = (node: Json): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const ref = refOf(node);
    if (ref !== null && ref.kind === 'schemas' && schemas[ref.name] === undefined) {
      schemas[ref.name] = jsonSchema(spec.components.schemas![ref.name]!) as JsonObject;
      walk(schemas[ref.name]!);
    }
    Object.values(node).forEach(walk);
  };
  walk(operations as unknown as Json);
  for (const name of ['simple-user', 'commit', 'issue-comment', 'pull-request', 'workflow-run', 'artifact'])
    walk({ $ref: `#/components/schemas/${name}` });
  const examples = Object.fromEntries(EXAMPLES.map((name) => [name, spec.components.examples![name]?.value ?? null]));
  examples.commit = (spec.components.examples!['commit-items']!.value as Json[])[0]!;
  examples['simple-user'] = (examples['issue-comment'] as JsonObject).user!;
  return { version, operations, schemas, examples };
}

function loadPruned(): Pruned {
  const version = (JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
  const key = createHash('sha256')
    .update(readFileSync(new URL(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(REPO_ROOT, 'node_modules/.cache/bench-check-openapi', `api.github.com-${version}-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Pruned;
  } catch {
    const pruned = prune();
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(pruned));
    renameSync(tmp, file);
    return pruned;
  }
}

/** A string parameter value as its schema's type (query and path parameters arrive as text). */
function coerce(value: string, schema: JsonObject): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/** The judge: one per process (the cut-out description is read once). */
export class ApiDescription {
  readonly version: string;
  private readonly operations: Operation[];
  private readonly examples: Record<string, Json>;
  private readonly ajv: InstanceType<typeof AjvDraft07.default>;
  private readonly compiled = new Map<object, ValidateFunction>();

  private constructor(pruned: Pruned) {
    this.version = pruned.version;
    this.examples = pruned.examples;
    this.operations = pruned.operations.map((op) => {
      const names: string[] = [];
      const pattern = new RegExp(
        `^${op.template.replace(/\{([^}]+)\}/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`,
      );
      return { ...op, names, pattern };
    });
    this.ajv = new AjvDraft07.default({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: 'https://api.github.com/schemas', components: { schemas: pruned.schemas } });
  }

  private static instance: ApiDescription | null = null;
  static load(): ApiDescription {
    return (ApiDescription.instance ??= new ApiDescription(loadPruned()));
  }

  /** A copy of one of GitHub's examples (a template the fake fills in). */
  example(name: (typeof EXAMPLES)[number]): JsonObject {
    return structuredClone(this.examples[name]) as JsonObject;
  }

  private validator(schema: JsonObject): ValidateFunction {
    const known = this.compiled.get(schema);
    if (known !== undefined) return known;
    // Local refs point into the components the description's schemas were added under.
    const text = JSON.stringify(schema).replace(/"#\/components\//g, '"https://api.github.com/schemas#/components/');
    const v = this.ajv.compile(JSON.parse(text) as JsonObject);
    this.compiled.set(schema, v);
    return v;
  }

  private errors(schema: JsonObject, value: unknown, what: string): string[] {
    const v = this.validator(schema);
    if (v(value)) return [];
    return (v.errors ?? [])
      .slice(0, 5)
      .map((e) => `${what}${e.instancePath}: ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
  }

  /** The operation a request is for, and its path parameters; null when GitHub describes none the fake serves. */
  match(method: string, pathname: string): { op: Operation; params: Record<string, string> } | null {
    for (const op of this.operations) {
      if (op.method !== method) continue;
      const m = op.pattern.exec(pathname);
      if (m !== null)
        return { op, params: Object.fromEntries(op.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
    }
    return null;
  }

  /** What is wrong with a request by the description ([] when nothing). */
  checkRequest(
    method: string,
    url: URL,
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): { op: Operation | null; problems: string[] } {
    const found = this.match(method, url.pathname);
    if (found === null)
      return {
        op: null,
        problems: [
          `${method} ${url.pathname}: no operation the fake GitHub serves (${SERVED.length} of GitHub's description ${this.version})`,
        ],
      };
    const { op, params } = found;
    const problems: string[] = [];
    const version = headers['x-github-api-version'];
    if (typeof version !== 'string' || !SUPPORTED_API_VERSIONS.has(version))
      problems.push(`X-GitHub-Api-Version ${JSON.stringify(version ?? null)}: not a version GitHub supports`);
    for (const p of op.parameters.filter((x) => x.in === 'path'))
      problems.push(...this.errors(p.schema, coerce(params[p.name] ?? '', p.schema), `path parameter ${p.name}`));
    const query = op.parameters.filter((x) => x.in === 'query');
    for (const name of new Set(url.searchParams.keys())) {
      const p = query.find((x) => x.name === name);
      const values = url.searchParams.getAll(name);
      if (p === undefined) {
        problems.push(`query parameter ${name}: not a parameter of ${op.key}`);
        continue;
      }
      if (values.length > 1) problems.push(`query parameter ${name}: given ${values.length} times`);
      const value = coerce(values[0]!, p.schema);
      problems.push(...this.errors(p.schema, value, `query parameter ${name}`));
      // Limits GitHub states in words: per_page "(max 100)".
      const max = /\(max (\d+)\)/.exec(p.description ?? '');
      if (max !== null && typeof value === 'number' && value > Number(max[1]))
        problems.push(`query parameter ${name}: ${value}, more than the maximum of ${max[1]}`);
    }
    for (const p of query.filter((x) => x.required === true))
      if (!url.searchParams.has(p.name)) problems.push(`query parameter ${p.name}: required`);
    if (op.body !== null) problems.push(...this.errors(op.body, body, 'body'));
    else if (body !== null && body !== undefined) problems.push(`body: ${op.key} takes none`);
    return { op, problems: problems.map((p) => `${method} ${url.pathname}${url.search}: ${p}`) };
  }

  /** What is wrong with an answer by the description. `conditional`: the request carried If-None-Match (a 304 may answer it). */
  checkResponse(
    op: Operation,
    status: number,
    body: unknown,
    headers: Record<string, string>,
    conditional: boolean,
  ): string[] {
    const where = `${op.key} → ${status}`;
    if (status === 304 && conditional && op.method === 'GET')
      return body === null ? [] : [`${where}: a 304 has no body`];
    if (!(String(status) in op.responses))
      return [`${where}: not a status GitHub describes for it (${Object.keys(op.responses).join(', ')})`];
    if (status >= 300 && status < 400 && !headers.location) return [`${where}: a redirect without a Location`];
    const schema = op.responses[String(status)];
    if (schema === null || schema === undefined)
      return body === null ? [] : [`${where}: GitHub describes no body for it`];
    return this.errors(schema, body, `${where} body`);
  }
}
