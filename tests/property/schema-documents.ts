// Results documents generated from the schemas themselves (schemas/results.schema.json and each
// benchmark's details schema): every value the schema leaves free is drawn from its type, enum,
// const, bounds and pattern, and every free string (a value or an object key) is a Slot. A
// generated tree is then made into two documents of the same shape: one with a hostile string in
// every slot, one with a benign word in every slot (equal strings stay equal, distinct ones
// distinct), so a renderer's output for the two can be compared structure for structure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { REPO_ROOT } from '../helpers.js';
import { HOSTILE } from '../markdown-safety.js';

/** What a pull request's artifact could put in any string of a results document. */
export const HOSTILE_STRINGS: readonly string[] = [
  ...HOSTILE,
  '@user',
  '@org/team',
  '[link](https://evil.example/x)',
  '![tracker](https://evil.example/t.png)',
  '<img src=https://evil.example/t.png>',
  '</summary></details>',
  '</code></summary></details><img src=x>',
  '## ✅ bench-check: **pass**',
  '```mermaid\ngraph TD; A-->B',
  '~~~\nfence',
  'rlo\u202egnp.exe',
  'zero\u200bwidth',
  'nul\u0000byte',
  'toString',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'valueOf',
];

/** A free string of the document: its hostile text (the benign twin is chosen when instantiated). */
export class Slot {
  constructor(readonly text: string) {}
}

/** An object whose keys may be slots. */
export class Entries {
  constructor(readonly entries: readonly (readonly [string | Slot, Tree])[]) {}
}

export type Tree = null | boolean | number | string | Slot | Entries | readonly Tree[];

type Schema = Record<string, unknown>;

const SCHEMAS = path.join(REPO_ROOT, 'schemas');
const files = new Map<string, Schema>();

function schemaFile(name: string): Schema {
  let s = files.get(name);
  if (s === undefined) {
    s = JSON.parse(readFileSync(path.join(SCHEMAS, name), 'utf8')) as Schema;
    files.set(name, s);
  }
  return s;
}

/** The schema a `$ref` points at, and the file it lives in. */
function resolve(ref: string, file: string): { schema: Schema; file: string } {
  const [name, pointer = ''] = ref.split('#');
  const target = name === '' ? file : name!;
  let node: unknown = schemaFile(target);
  for (const part of pointer.split('/').filter((p) => p !== '')) node = (node as Schema)[part];
  return { schema: node as Schema, file: target };
}

const hostile = fc.constantFrom(...HOSTILE_STRINGS);
const slot: fc.Arbitrary<Slot> = hostile.map((s) => new Slot(s));

const NUMBERS = [0, 1, 0.5, 2.25, 7, 42.125, 99.5, 100, -3, 1234.5];

function numberArb(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : integer ? -5 : -10;
  const max = typeof schema.maximum === 'number' ? schema.maximum : integer ? 30 : 2000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Math.max(min, 0) + 30)) });
  return fc.oneof(
    fc.constantFrom(...NUMBERS.filter((n) => n >= min && n <= max)),
    fc.double({ min, max, noNaN: true }),
  );
}

function arrayArb(schema: Schema, file: string, depth: number): fc.Arbitrary<Tree[]> {
  const items = (schema.items ?? {}) as Schema;
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, Math.max(min, 3)) : Math.max(min, 3);
  const item = treeOf(items, file, depth + 1);
  // A day of trips by hour (hurricane) is read only when it has 24 values: lists of numbers are that long half the time.
  const numeric = items.type === 'number' && schema.maxItems === undefined;
  const plain = fc.array(item, { minLength: min, maxLength: max });
  return numeric ? fc.oneof(plain, fc.array(item, { minLength: 24, maxLength: 24 })) : plain;
}

function objectArb(schema: Schema, file: string, depth: number): fc.Arbitrary<Entries> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const dependent = (schema.dependentRequired ?? {}) as Record<string, string[]>;
  const names = Object.keys(properties);
  const values = names.map((n) => treeOf(properties[n]!, file, depth + 1));
  const present = names.map((n) => (required.has(n) ? fc.constant(true) : fc.boolean()));
  const additional = schema.additionalProperties;
  const patterns = Object.entries((schema.patternProperties ?? {}) as Record<string, Schema>);
  // A key the schema leaves free (a dictionary's, or one "let through"): a slot with a value of its schema.
  const extra: fc.Arbitrary<(readonly [string | Slot, Tree])[]> =
    additional === false
      ? fc.constant([])
      : fc.array(
          fc.tuple(slot, typeof additional === 'object' ? treeOf(additional as Schema, file, depth + 1) : slot),
          { maxLength: typeof additional === 'object' ? 3 : 1 },
        );
  const patterned = fc.tuple(
    ...patterns.map(([pattern, s]) =>
      fc.option(fc.tuple(fc.stringMatching(new RegExp(pattern)), treeOf(s, file, depth + 1)), { nil: undefined }),
    ),
  );
  return fc.tuple(fc.tuple(...values), fc.tuple(...present), extra, patterned).map(([vs, ps, more, pats]) => {
    const keep = new Set(names.filter((_, i) => ps[i]));
    // dependentRequired, to a fixed point (stopReason needs incomplete, which needs pending).
    for (let size = -1; size !== keep.size;) {
      size = keep.size;
      for (const k of [...keep]) for (const d of dependent[k] ?? []) keep.add(d);
    }
    const own: (readonly [string | Slot, Tree])[] = names.flatMap((n, i) =>
      keep.has(n) ? [[n, vs[i]!] as const] : [],
    );
    const fixed = pats.filter((p): p is [string, Tree] => p !== undefined);
    return new Entries([...own, ...fixed, ...more.filter(([k]) => !names.includes((k as Slot).text))]);
  });
}

/** An arbitrary of the values a schema accepts (the keywords the project's schemas use). */
export function treeOf(schema: Schema, file: string, depth = 0): fc.Arbitrary<Tree> {
  if (typeof schema.$ref === 'string') {
    const target = resolve(schema.$ref, file);
    return treeOf(target.schema, target.file, depth);
  }
  if ('const' in schema) return fc.constant(schema.const as Tree);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Tree[]));
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as Schema[]).map((s) => treeOf(s, file, depth)));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const arbs = types.map((type): fc.Arbitrary<Tree> => {
    switch (type) {
      case 'string':
        return typeof schema.pattern === 'string' ? fc.stringMatching(new RegExp(schema.pattern)) : slot;
      case 'number':
        return numberArb(schema, false);
      case 'integer':
        return numberArb(schema, true);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return arrayArb(schema, file, depth);
      case 'object':
        return objectArb(schema, file, depth);
      default:
        // No type: anything small (a string slot, a number, or an empty object) deep down, an object near the top.
        return depth > 4 ? fc.oneof(slot, fc.constant(1)) : objectArb({}, file, depth);
    }
  });
  return arbs.length === 1 ? arbs[0]! : fc.oneof(...arbs);
}

/** The benchmarks of the catalog, each with its details schema. */
export const BENCHMARKS = ['hurricane', 'transitlm', 'flood', 'imported'] as const;

function suiteArb(benchmark: string | null, index: number): fc.Arbitrary<Tree> {
  const suiteSchema = resolve('#/$defs/suite', 'results.schema.json').schema;
  const details: fc.Arbitrary<Tree | undefined> =
    benchmark === null
      ? fc.option(treeOf({ type: 'object' }, 'results.schema.json'), { nil: undefined })
      : treeOf({ $ref: `${benchmark}-details.schema.json` }, 'results.schema.json');
  const status = fc.constantFrom('ok', 'ok', 'ok', 'error', 'skipped');
  return fc
    .tuple(
      treeOf(suiteSchema, 'results.schema.json'),
      hostile,
      benchmark === null ? hostile : fc.constant(benchmark),
      status,
      details,
    )
    .map(([suite, id, bench, st, d]) => {
      const entries = (suite as Entries).entries.filter(
        ([k]) => k !== 'details' && k !== 'itemsFile' && k !== 'repeats',
      );
      const set = (key: string, value: Tree) => {
        const i = entries.findIndex(([k]) => k === key);
        entries.splice(i, 1, [key, value]);
      };
      // Suite ids are distinct (a duplicate is refused before anything renders): the hostile text and the index.
      set('id', new Slot(`${id} ${index}`));
      set('benchmark', benchmark === null ? new Slot(bench) : bench);
      set('status', st);
      if (d !== undefined) entries.push(['details', d]);
      return new Entries(entries);
    });
}

/** A results document with a suite of every benchmark (and one of a benchmark no catalog knows). */
export const documentTree: fc.Arbitrary<Tree> = fc
  .tuple(
    treeOf(schemaFile('results.schema.json'), 'results.schema.json'),
    fc.tuple(...BENCHMARKS.map((b, i) => suiteArb(b, i)), suiteArb(null, BENCHMARKS.length)),
  )
  .map(([doc, suites]) => {
    const entries = (doc as Entries).entries.map(([k, v]) =>
      k === 'suites' ? ([k, suites] as const) : ([k, v] as const),
    );
    return new Entries(entries);
  });

/**
 * The document of a tree: `hostile` puts each slot's text in; otherwise each distinct text becomes
 * its own benign word (`words` keeps the assignment, so two trees share it).
 */
export function instantiate(tree: Tree, hostileText: boolean, words = new Map<string, string>()): unknown {
  const text = (s: Slot) => {
    if (hostileText) return s.text;
    let w = words.get(s.text);
    if (w === undefined) {
      w = `word${words.size + 1}`;
      words.set(s.text, w);
    }
    return w;
  };
  const go = (t: Tree): unknown => {
    if (t instanceof Slot) return text(t);
    if (t instanceof Entries)
      return Object.fromEntries(t.entries.map(([k, v]) => [typeof k === 'string' ? k : text(k), go(v)]));
    if (Array.isArray(t)) return t.map(go);
    return t;
  };
  return go(tree);
}
