import Ajv2020 from 'ajv/dist/2020.js';
import AjvDraft07 from 'ajv';
import type { ValidateFunction } from 'ajv';

/**
 * Compile a user's schema (`bench-check validate ./my.schema.json FILE`) in an instance of its
 * own, so its `$id` cannot clash with ours: draft-06/07 when its `$schema` says so, else 2020-12.
 * Not strict: foreign schemas often carry keywords ajv's strict mode refuses. (Our own schemas
 * are compiled at build time: registry.ts; only this command loads ajv's compiler.)
 */
export function compileSchema(schema: object): ValidateFunction {
  const dialect = (schema as { $schema?: unknown }).$schema;
  const options = { allErrors: true, verbose: true, strict: false, allowUnionTypes: true };
  const ajv =
    typeof dialect === 'string' && /draft-0[67]/.test(dialect)
      ? new AjvDraft07.default(options)
      : new Ajv2020.default(options);
  return ajv.compile(schema);
}
