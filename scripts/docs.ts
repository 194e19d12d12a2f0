// `npm run docs`: writes the references that must never be copied by hand (issue #17 part 4).
//
// 1. README.md, between `<!-- inputs:start -->` … `<!-- inputs:end -->` and `<!-- outputs:start -->`
//    … `<!-- outputs:end -->`: the action's inputs and outputs, from action.yml.
// 2. docs/config.md: every config key (path, type, default, allowed values, description, example)
//    from schemas/config.schema.json and the suite schema each benchmark branch refers to.
// 3. README.md and docs/*.md, between `<!-- file: PATH -->` … `<!-- file:end -->`: the text of
//    PATH (an example config or workflow that a test runs or validates) as a fenced block, so a
//    snippet in the docs is always a file that works.
// 4. README.md: links to files of the repository as absolute URLs on the repository's main branch
//    (from package.json `repository`), so they also work on the npm registry's page.
//
// tests/docs.test.ts fails ("run npm run docs") while any of these files differs from what this
// script writes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

// ---------------------------------------------------------------------------------------------
// The repository

/** `owner/name` of the GitHub repository, from package.json `repository` (a placeholder until it is known). */
export function repositorySlug(): string {
  const pkg = JSON.parse(read('package.json')) as { repository?: string | { url?: string } };
  const url = typeof pkg.repository === 'string' ? pkg.repository : (pkg.repository?.url ?? '');
  const m =
    /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?$/.exec(url) ?? /^(?:github:)?([\w.-]+)\/([\w.-]+)$/.exec(url);
  if (!m) throw new Error(`package.json repository ${JSON.stringify(url)} is not a GitHub repository`);
  return `${m[1]}/${m[2]}`;
}

// ---------------------------------------------------------------------------------------------
// Markdown helpers

/** One table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
/** A value as a code span (backticks inside get a longer fence). */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');

/** Replaces the text between `start` and `end` (markers kept); throws when a marker is missing. */
export function replaceBetween(
  text: string,
  [start, end]: readonly [string, string],
  body: string,
  file: string,
): string {
  const a = text.indexOf(start);
  const b = text.indexOf(end, a + start.length);
  if (a < 0 || b < 0) throw new Error(`${file}: markers ${start} … ${end} not found`);
  return `${text.slice(0, a + start.length)}\n${body}\n${text.slice(b)}`;
}

// ---------------------------------------------------------------------------------------------
// 1. action.yml → README tables

interface ActionYml {
  // A YAML default can be a number or a boolean (`default: 20`, `default: true`).
  inputs: Record<string, { description?: string; required?: boolean; default?: string | number | boolean }>;
  outputs: Record<string, { description?: string }>;
}

export function actionTables(text = read('action.yml')): { inputs: string; outputs: string } {
  const action = parseYaml(text) as ActionYml;
  const inputs = table(
    ['input', 'default', 'description'],
    Object.entries(action.inputs).map(([name, input]) => [
      code(name),
      input.default === undefined || input.default === ''
        ? input.required
          ? 'required'
          : 'empty: see description'
        : code(String(input.default)),
      input.description ?? '',
    ]),
  );
  const outputs = table(
    ['output', 'description'],
    Object.entries(action.outputs).map(([name, output]) => [code(name), output.description ?? '']),
  );
  return { inputs, outputs };
}

// ---------------------------------------------------------------------------------------------
// 3. Embedded files

const FENCE_LANG: Record<string, string> = {
  '.json': 'json',
  '.yml': 'yaml',
  '.yaml': 'yaml',
  '.jsonc': 'jsonc',
  '.sh': 'sh',
};
const EMBED = /<!-- file: ([^\s]+) -->\n[\s\S]*?<!-- file:end -->/g;

/** The files a markdown text embeds (paths relative to the repository root). */
export function embeddedFiles(markdown: string): string[] {
  return [...markdown.matchAll(EMBED)].map((m) => m[1]!);
}

function embed(markdown: string): string {
  return markdown.replace(EMBED, (_, file: string) => {
    const body = read(file).replace(/\n$/, '');
    const lang = FENCE_LANG[path.extname(file)] ?? '';
    return `<!-- file: ${file} -->\n\`\`\`${lang}\n${body}\n\`\`\`\n<!-- file:end -->`;
  });
}

// ---------------------------------------------------------------------------------------------
// 4. README links

/**
 * Markdown links and images to files of this repository, relative or already absolute (on GitHub or
 * raw.githubusercontent.com): `[text](target)`, `![alt](target)`.
 */
const LINK =
  /(!?)\[([^\]]*)\]\((?:https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(?:blob|tree)\/main\/|https:\/\/raw\.githubusercontent\.com\/[\w.-]+\/[\w.-]+\/main\/)?((?:docs|examples|schemas|fixtures|src|scripts|\.github)\/[^)#\s]*|LICENSE|CHANGELOG\.md|action\.yml|package\.json)(#[^)\s]*)?\)/g;

/**
 * README links to repository files as absolute URLs on the main branch of `slug`: pages on
 * github.com (`tree/` for a folder), images from raw.githubusercontent.com (a `blob/` page is HTML,
 * not an image).
 */
export function absoluteLinks(markdown: string, slug = repositorySlug()): string {
  return markdown.replace(LINK, (_, bang: string, text: string, target: string, anchor: string | undefined) => {
    const file = target.replace(/\/$/, '');
    if (bang === '!') return `![${text}](https://raw.githubusercontent.com/${slug}/main/${file})`;
    let kind = 'blob';
    try {
      if (statSync(path.join(ROOT, target)).isDirectory()) kind = 'tree';
    } catch {
      // a missing file: tests/docs.test.ts names it
    }
    return `[${text}](https://github.com/${slug}/${kind}/main/${file}${anchor ?? ''})`;
  });
}

// ---------------------------------------------------------------------------------------------
// 2. The config schema → docs/config.md

type Schema = boolean | SchemaObject;
interface SchemaObject {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  if?: SchemaObject;
  then?: SchemaObject;
  $defs?: Record<string, Schema>;
  additionalProperties?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
}

/** Every schema of schemas/ by $id, for `$ref`s between files. */
function loadSchemas(): Map<string, SchemaObject> {
  const map = new Map<string, SchemaObject>();
  for (const f of readdirSync(path.join(ROOT, 'schemas')).filter((n) => n.endsWith('.schema.json'))) {
    const s = JSON.parse(read(`schemas/${f}`)) as SchemaObject;
    map.set(s.$id ?? f, s);
  }
  return map;
}

class Resolver {
  constructor(
    private readonly schemas: Map<string, SchemaObject>,
    readonly root: SchemaObject,
  ) {}
  /** Follows `$ref` (in this file, `#/$defs/x`, or another file, `x.schema.json`). */
  deref(schema: Schema): SchemaObject {
    if (typeof schema === 'boolean') return {};
    if (schema.$ref === undefined) return schema;
    const [file, pointer] = schema.$ref.split('#') as [string, string | undefined];
    const doc = file === '' ? this.root : this.schemas.get(file);
    if (!doc) throw new Error(`$ref ${schema.$ref}: no such schema in schemas/`);
    let target: unknown = doc;
    for (const part of (pointer ?? '').split('/').filter(Boolean)) target = (target as Record<string, unknown>)[part];
    if (target === undefined) throw new Error(`$ref ${schema.$ref}: not found`);
    return this.deref(target as Schema);
  }
  forFile(schema: SchemaObject): Resolver {
    return new Resolver(this.schemas, schema);
  }
}

const json = (v: unknown) => JSON.stringify(v);

function typeOf(s: SchemaObject, r: Resolver): string {
  if (s.const !== undefined) return typeof s.const === 'string' ? 'string' : s.const === null ? 'null' : typeof s.const;
  if (s.enum) return [...new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)))].join(' | ');
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return alternatives.map((a) => typeOf(r.deref(a), r)).join(' | ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return (
    types
      .map((t) => (t === 'array' && s.items !== undefined ? `array of ${typeOf(r.deref(s.items), r)}` : t))
      .join(' | ') || 'any'
  );
}

function allowed(s: SchemaObject, r: Resolver): string {
  const parts: string[] = [];
  if (s.const !== undefined) parts.push(code(json(s.const)));
  if (s.enum) parts.push(s.enum.map((v) => code(typeof v === 'string' ? v : json(v))).join(', '));
  if (s.minimum !== undefined) parts.push(`≥ ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) parts.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined) parts.push(`≤ ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) parts.push(`< ${s.exclusiveMaximum}`);
  if (s.minLength !== undefined && s.minLength > 0) parts.push('not empty');
  if (s.minItems !== undefined) parts.push(`at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`);
  if (s.pattern !== undefined) parts.push(`matches ${code(s.pattern)}`);
  for (const a of s.anyOf ?? s.oneOf ?? []) {
    const sub = allowed(r.deref(a), r);
    if (sub) parts.push(`${typeOf(r.deref(a), r)}: ${sub}`);
  }
  if (s.items !== undefined && typeof s.items !== 'boolean' && s.items.$ref === undefined) {
    const sub = allowed(r.deref(s.items), r);
    if (sub) parts.push(`items: ${sub}`);
  }
  return parts.join('; ');
}

/** Values of each key in the example configs, by documentation path (`gate.level`, `suites[hurricane].input`). */
function exampleValues(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        const bench =
          at === 'suites' && item && typeof item === 'object' ? (item as { benchmark?: unknown }).benchmark : undefined;
        walk(item, typeof bench === 'string' ? `suites[${bench}]` : `${at}[]`);
        if (at === 'suites') walk(item, 'suites[]');
      }
      return;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const p = at === '' ? k : `${at}.${k}`;
        if (!found.has(p) && (v === null || typeof v !== 'object' || Array.isArray(v))) found.set(p, v);
        walk(v, p);
      }
    }
  };
  // The demo config first: its paths are relative to the package root, as a user's would be to theirs.
  for (const file of ['fixtures/demo.config.json', ...exampleConfigFiles()]) walk(loadConfigFile(file), '');
  return found;
}

/** The runnable example configs: examples/*.config.{json,yml,yaml} (tests/examples runs each). */
export function exampleConfigFiles(): string[] {
  return readdirSync(path.join(ROOT, 'examples'))
    .filter((f) => /\.config\.(json|ya?ml)$/.test(f))
    .sort()
    .map((f) => `examples/${f}`);
}

export function loadConfigFile(file: string): unknown {
  const text = read(file);
  return file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
}

function exampleOf(s: SchemaObject, key: string, examples: Map<string, unknown>): string {
  if (s.examples?.length) return code(json(s.examples[0]));
  // Objects and arrays of objects: their keys have rows (and examples) of their own.
  const item = s.items === undefined || typeof s.items === 'boolean' ? undefined : s.items;
  if (s.type === 'object' || s.properties || item?.type === 'object' || item?.$ref !== undefined) return '–';
  // warn and fail take the same thresholds: an example of one is an example of the other.
  const sibling = key.replace(/\.(warn|fail)\./, (_, level: string) => (level === 'warn' ? '.fail.' : '.warn.'));
  if (!examples.has(key) && examples.has(sibling)) key = sibling;
  if (examples.has(key)) {
    const v = examples.get(key);
    const text = json(v);
    return code(text.length > 60 ? `${text.slice(0, 57)}…` : text);
  }
  if (s.const !== undefined) return code(json(s.const));
  if (s.enum?.length) return code(json(s.enum.find((v) => v !== null) ?? s.enum[0]));
  if (s.default !== undefined) return code(json(s.default));
  return '–';
}

interface Row {
  path: string;
  schema: SchemaObject;
  required: boolean;
  exampleKey: string;
}

/** Where an object sits: its path in the docs and its key path in the examples ('' at the root). */
interface RowsAt {
  at: string;
  exampleAt: string;
}

/** The rows of an object's properties, recursing into objects and arrays of objects. */
function rows(
  obj: SchemaObject,
  { at, exampleAt }: RowsAt,
  r: Resolver,
  skip: (name: string, s: Schema) => boolean = () => false,
): Row[] {
  const out: Row[] = [];
  for (const [name, raw] of Object.entries(obj.properties ?? {})) {
    if (skip(name, raw)) continue;
    const s = r.deref(raw);
    const p = at === '' ? name : `${at}.${name}`;
    const ep = exampleAt === '' ? name : `${exampleAt}.${name}`;
    out.push({ path: p, schema: s, required: obj.required?.includes(name) ?? false, exampleKey: ep });
    if (s.properties && p !== 'suites') out.push(...rows(s, { at: p, exampleAt: ep }, r));
    const item = s.items === undefined ? undefined : r.deref(s.items);
    if (item?.properties && p !== 'suites') out.push(...rows(item, { at: `${p}[]`, exampleAt: `${ep}[]` }, r));
  }
  return out;
}

function rowsTable(list: Row[], r: Resolver, examples: Map<string, unknown>): string {
  return table(
    ['key', 'type', 'default', 'allowed values', 'description', 'example'],
    list.map((row) => [
      `${code(row.path)}${row.required ? ' (required)' : ''}`,
      typeOf(row.schema, r),
      row.schema.default === undefined ? '–' : code(json(row.schema.default)),
      allowed(row.schema, r) || '–',
      row.schema.description ?? row.schema.title ?? '–',
      exampleOf(row.schema, row.exampleKey, examples),
    ]),
  );
}

/** Conditions of a suite schema in words: oneOf of required keys, if/then branches. */
function conditions(s: SchemaObject): string[] {
  const out: string[] = [];
  if (s.required?.length) out.push(`Required: ${s.required.map(code).join(', ')}.`);
  const groups = (s.oneOf ?? []).map((o) => (typeof o === 'object' ? (o.required ?? []) : []));
  if (groups.length && groups.every((g) => g.length > 0))
    out.push(`Exactly one of: ${groups.map((g) => g.map(code).join(' + ')).join(', ')}.`);
  for (const branch of s.allOf ?? []) {
    if (typeof branch !== 'object' || !branch.if || !branch.then) continue;
    const when = Object.entries(branch.if.properties ?? {})
      .map(([k, v]) => {
        const c = v as SchemaObject;
        if (c.const !== undefined) return `${code(k)} is ${code(json(c.const))}`;
        if (c.enum) return `${code(k)} is one of ${c.enum.map((e) => code(json(e))).join(', ')}`;
        return code(k);
      })
      .join(' and ');
    const then: string[] = [];
    if (branch.then.required?.length)
      then.push(
        `${branch.then.required.map(code).join(', ')} ${branch.then.required.length === 1 ? 'is' : 'are'} required`,
      );
    for (const [k, v] of Object.entries(branch.then.properties ?? {})) {
      const c = v as SchemaObject;
      if (c.const !== undefined) then.push(`${code(k)} must be ${code(json(c.const))}`);
    }
    if (then.length) out.push(`When ${when}: ${then.join('; ')}.`);
  }
  return out;
}

export function configDocText(): string {
  const schemas = loadSchemas();
  const root = schemas.get('config.schema.json');
  if (!root) throw new Error('schemas/config.schema.json not found');
  const r = new Resolver(schemas, root);
  const examples = exampleValues();
  const suite = r.deref({ $ref: '#/$defs/suite' });

  const parts: string[] = [
    '<!-- Generated by `npm run docs` (scripts/docs.ts) from schemas/config.schema.json and the suite schemas: do not edit. -->',
    '# Config reference',
    '',
    `${root.title ?? 'Configuration'}. \`bench-check run\` reads \`bench.config.json\` (or \`.yml\`/\`.yaml\`) from the working directory, or the file given with \`--config\`; the action reads its \`config\` input. Keys are camelCase; unknown keys are an error (with a suggestion); paths are relative to the config file. Point your editor at \`schemas/config.schema.json\` (\`"$schema": "./node_modules/bench-check/schemas/config.schema.json"\`) for completion.`,
    '',
    'Examples that a test runs on the bundled fixtures: [examples/](../examples/). The **example** column shows a value from those files (or from the bundled demo config) when they use the key.',
    '',
    '## Top level and `gate`',
    '',
    rowsTable(rows(root, { at: '', exampleAt: '' }, r), r, examples),
    '',
    'The gate (baselines, statistics, rules and their defaults) is described in [gate.md](gate.md).',
    '',
    '## `suites[]`: keys of every suite',
    '',
    suite.description ?? 'Each suite names a benchmark, its inputs and options.',
    '',
    rowsTable(rows(suite, { at: 'suites[]', exampleAt: 'suites[]' }, r), r, examples),
    '',
    'The other keys depend on `benchmark`:',
  ];

  for (const branch of suite.allOf ?? []) {
    if (typeof branch !== 'object' || !branch.if || !branch.then) continue;
    const id = (branch.if.properties?.benchmark as SchemaObject | undefined)?.const;
    if (typeof id !== 'string') continue;
    const target = r.deref(branch.then);
    const tr = r.forFile(target);
    const own = rows(
      target,
      { at: 'suites[]', exampleAt: `suites[${id}]` },
      tr,
      (name, s) => s === true && name !== 'task',
    );
    parts.push(
      '',
      `## \`benchmark: "${id}"\`${target.title ? `: ${target.title}` : ''}`,
      '',
      [
        target.description ?? '',
        `Schema: \`schemas/${target.$id ?? `${id}-suite.schema.json`}\`.`,
        ...conditions(target),
      ]
        .filter(Boolean)
        .join(' '),
      '',
      rowsTable(own, tr, examples),
    );
  }
  return `${parts.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Everything this script writes

/** The markdown files whose `<!-- file: … -->` blocks are kept in sync (README.md and docs/*.md). */
export function markdownFiles(): string[] {
  return [
    'README.md',
    ...readdirSync(path.join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md') && f !== 'config.md')
      .sort()
      .map((f) => `docs/${f}`),
  ];
}

/** What each generated file must contain: path → text. */
export function generated(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of markdownFiles()) {
    let text = embed(read(file));
    if (file === 'README.md') {
      const { inputs, outputs } = actionTables();
      text = replaceBetween(text, ['<!-- inputs:start -->', '<!-- inputs:end -->'], inputs, file);
      text = replaceBetween(text, ['<!-- outputs:start -->', '<!-- outputs:end -->'], outputs, file);
      text = absoluteLinks(text);
    }
    out.set(file, text);
  }
  out.set('docs/config.md', configDocText());
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of generated()) {
    let current: string | null = null;
    try {
      current = read(file);
    } catch {
      // a new file
    }
    if (current === text) continue;
    writeFileSync(path.join(ROOT, file), text);
    console.log(`wrote ${file}`);
  }
}
