import { failure, success, type Result } from '../../core/result.js';
import { existsSync } from 'node:fs';
import { readLines } from '../../core/lines.js';
import path from 'node:path';
import type { Argv } from 'yargs';
import type { ValidateFunction } from 'ajv';
import { diagnostic, formatDiagnostic } from '../../core/diagnostics.js';
import { checkJsonText, readDocumentFile } from '../../json/read.js';
import { displayPath } from '../../results/inputs.js';
import type { Diagnostic } from '../../results/types.js';
import { isSchemaName, SCHEMA_NAMES, type SchemaName } from '../../schemas/registry.js';
import type { CliCommand } from '../command.js';
import { inputErrors } from '../output.js';
import { plural } from '../../report/words.js';

interface ValidateArgs {
  schema: string;
  file: string;
}

/** A schema by short name (see --help) or a path to a JSON Schema file. */
async function resolveSchema(name: string, cwd: string): Promise<Result<SchemaName | ValidateFunction>> {
  if (isSchemaName(name)) return success(name);
  // One of our own schema files, given by path: use the registered copy (its $refs resolve there).
  const bare = path.basename(name).replace(/\.schema\.json$/, '');
  if (isSchemaName(bare)) return success(bare);
  const file = path.resolve(cwd, name);
  if (!existsSync(file)) {
    return failure(
      diagnostic({
        code: 'usage',
        message: `"${name}" is neither a schema name (${SCHEMA_NAMES.join(', ')}) nor a schema file`,
      }),
    );
  }
  const read = await readDocumentFile<object>(file, null);
  if (!read.ok) return read;
  // ajv's compiler is loaded only here: every other command uses the build-time validators.
  const { compileSchema } = await import('../../schemas/user.js');
  try {
    return success(compileSchema(read.value));
  } catch (error) {
    return failure(
      diagnostic({
        code: 'schema-invalid',
        file: displayPath(name),
        message: `not a usable JSON Schema: ${(error as Error).message}`,
      }),
    );
  }
}

/** JSON and YAML files are checked whole; .jsonl files line by line, each line located. */
async function validateFile(
  file: string,
  schema: SchemaName | ValidateFunction,
): Promise<{ diagnostics: Diagnostic[]; records: number }> {
  if (!/\.jsonl$/i.test(file)) {
    const read = await readDocumentFile(file, schema);
    return { diagnostics: read.ok ? [] : read.diagnostics, records: 1 };
  }
  if (!existsSync(file))
    return {
      diagnostics: [diagnostic({ code: 'io', file: displayPath(file), message: 'file not found' })],
      records: 0,
    };
  const diagnostics: Diagnostic[] = [];
  let records = 0;
  let lineNo = 0;
  for await (const line of readLines(file)) {
    lineNo += 1;
    if (line.trim() === '') continue;
    records += 1;
    const checked = checkJsonText(line, displayPath(file), schema, lineNo - 1);
    if (!checked.ok) diagnostics.push(...checked.diagnostics);
  }
  return { diagnostics, records };
}

export const validateCommand: CliCommand<ValidateArgs> = {
  command: 'validate <schema> <file>',
  describe: 'Check a JSON or YAML file (or JSONL, line by line) against a bench-check schema',
  builder: (y: Argv) =>
    y
      .positional('schema', {
        type: 'string',
        describe: `Schema name (${SCHEMA_NAMES.join(', ')}) or a path to a JSON Schema file`,
      })
      .positional('file', { type: 'string', describe: 'File to check (.json, or .jsonl for one record per line)' })
      .example('$0 validate results bench-results/results.json', 'check a results document'),
  async run(args) {
    const cwd = process.cwd();
    const resolved = await resolveSchema(args.schema, cwd);
    if (!resolved.ok) {
      return inputErrors(resolved.diagnostics);
    }
    const { diagnostics, records } = await validateFile(path.resolve(cwd, args.file), resolved.value);
    for (const d of diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    if (diagnostics.length > 0) return 2;
    if (!args.quiet) process.stdout.write(`${displayPath(args.file)}: valid (${plural(records, 'record')})\n`);
    return 0;
  },
};
