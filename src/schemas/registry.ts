import { valueAt } from '../core/json-pointer.js';
import { nearest } from '../core/suggest.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { MAX_SCHEMA_ERRORS, TooManySchemaErrors, validators } from './validators.js';
export type { SchemaName, SchemaType } from './validators.js';
import type { SchemaName, SchemaType } from './validators.js';

/** Every schema the tool knows, by short name (`schemas/<name>.schema.json`, `$id` `<name>.schema.json`). */
export const SCHEMA_NAMES = Object.keys(validators) as SchemaName[];

export function isSchemaName(name: string): name is SchemaName {
  return Object.hasOwn(validators, name);
}

/** Our schemas' validators, compiled at build time (scripts/compile-schemas.mjs). */
export function validatorFor<N extends SchemaName>(name: N): ValidateFunction<SchemaType<N>> {
  // validators.js is generated: one built before a schema was added lacks it.
  const validate = (validators as Partial<typeof validators>)[name];
  if (validate === undefined) throw new Error(`schema ${name} has no compiled validator: run npm run build`);
  return validate;
}

export interface SchemaViolation {
  /** JSON pointer of the offending value. */
  pointer: string;
  message: string;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number')
    return !Number.isFinite(value) ? 'a number out of range' : Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The keys an object schema names (ajv's parentSchema of an additionalProperties error). */
function allowedKeys(parent: Record<string, unknown> | undefined): string[] {
  const properties = parent?.properties;
  return properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
}

/** At most this many allowed keys are listed when none is near the unknown one. */
const LISTED_KEYS = 8;

/**
 * `unknown key "groundTruth"; did you mean "groundtruth"?`: the nearest allowed key (same letters in
 * another case first, then a couple of typos), else the allowed keys when they are few.
 */
function unknownKey(key: string, allowed: readonly string[]): string {
  const near = nearest(key, allowed);
  if (near !== null) return `unknown key "${key}"; did you mean "${near}"?`;
  if (allowed.length > 0 && allowed.length <= LISTED_KEYS)
    return `unknown key "${key}"; allowed keys: ${allowed.join(', ')}`;
  return `unknown key "${key}"`;
}

/** Short, specific messages: "must have 24 items, has 23" rather than ajv's generic wording. */
function describe(error: ErrorObject, root: unknown, _schema: ValidateFunction): SchemaViolation {
  const pointer = error.instancePath;
  const value = valueAt(root, pointer);
  const p = error.params as Record<string, unknown>;
  const parent = error.parentSchema;
  switch (error.keyword) {
    case 'required':
      return { pointer, message: `missing required property "${String(p.missingProperty)}"` };
    case 'additionalProperties':
      return {
        pointer: `${pointer}/${String(p.additionalProperty)}`,
        message: unknownKey(String(p.additionalProperty), allowedKeys(parent)),
      };
    case 'type':
      return { pointer, message: `must be ${String(p.type).replace(/,/g, ' or ')}, is ${typeOf(value)}` };
    case 'minItems':
    case 'maxItems': {
      const n = Array.isArray(value) ? value.length : 0;
      if (parent && parent.minItems === parent.maxItems)
        return { pointer, message: `must have ${String(parent.minItems)} items, has ${n}` };
      return {
        pointer,
        message: `must have ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p.limit)} items, has ${n}`,
      };
    }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return { pointer, message: `must be ${String(p.comparison)} ${String(p.limit)}, is ${JSON.stringify(value)}` };
    case 'enum': {
      const allowed = p.allowedValues as unknown[];
      const near =
        typeof value === 'string'
          ? nearest(
              value,
              allowed.filter((v): v is string => typeof v === 'string'),
            )
          : null;
      return {
        pointer,
        message: `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}, is ${JSON.stringify(value)}${near === null ? '' : ` (did you mean "${near}"?)`}`,
      };
    }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(p.allowedValue)}, is ${JSON.stringify(value)}` };
    default:
      return { pointer, message: error.message ?? `fails ${error.keyword}` };
  }
}

/**
 * Validate a value; violations come back most specific first, one per location,
 * with anyOf/oneOf/if noise removed when a more specific error exists.
 */
export function validateValue(name: SchemaName, value: unknown): SchemaViolation[] {
  return violations(validatorFor(name), value);
}

/**
 * A value checked against a schema once: typed as the schema's document (config-types.ts) when
 * valid, else its violations (validateValue's).
 */
export function validated<N extends SchemaName>(name: N, value: unknown): Checked<SchemaType<N>> {
  return check(validatorFor(name), value);
}

type Checked<T> = { ok: true; value: T } | { ok: false; violations: SchemaViolation[] };

/**
 * A misspelt key is the cause, "missing required property" for the key it was meant to be only its
 * consequence: `groundTruth` given, `groundtruth` required → one error, the unknown key's.
 */
function withoutConsequences(errors: ErrorObject[]): ErrorObject[] {
  const meant = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const near = nearest(String((e.params as Record<string, unknown>).additionalProperty), allowedKeys(e.parentSchema));
    if (near !== null) meant.add(`${e.instancePath}\u0000${near}`);
  }
  if (meant.size === 0) return errors;
  return errors.filter(
    (e) =>
      !(
        e.keyword === 'required' &&
        meant.has(`${e.instancePath}\u0000${String((e.params as Record<string, unknown>).missingProperty)}`)
      ),
  );
}

export function violations(validate: ValidateFunction, value: unknown): SchemaViolation[] {
  const checked = check(validate, value);
  return checked.ok ? [] : checked.violations;
}

/** Validate once: the value typed by the validator's guard, or what is wrong with it. */
function check<T>(validate: ValidateFunction<T>, value: unknown): Checked<T> {
  let errors: ErrorObject[];
  try {
    if (validate(value)) return { ok: true, value };
    errors = validate.errors ?? [];
  } catch (error) {
    // A document wrong nearly everywhere: the validator stopped (bounded memory), the first errors stand for it.
    if (!(error instanceof TooManySchemaErrors)) throw error;
    return {
      ok: false,
      violations: [
        ...described(error.first, value, validate),
        { pointer: '', message: `more than ${MAX_SCHEMA_ERRORS} problems with the schema: checking stopped` },
      ],
    };
  }
  return { ok: false, violations: described(errors, value, validate) };
}

function described(errors: ErrorObject[], value: unknown, validate: ValidateFunction): SchemaViolation[] {
  const specific = errors.filter((e) => !['anyOf', 'oneOf', 'if', 'allOf', 'not'].includes(e.keyword));
  const chosen = withoutConsequences(specific.length > 0 ? specific : errors);
  const seen = new Set<string>();
  const out: SchemaViolation[] = [];
  for (const e of chosen) {
    const v = describe(e, value, validate);
    // One message per location: alternatives of a oneOf/anyOf would otherwise each add one.
    const key =
      e.keyword === 'required' || e.keyword === 'additionalProperties' ? `${v.pointer}\u0000${v.message}` : v.pointer;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}
