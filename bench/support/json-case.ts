// One case of bench/json.ts in a process of its own: reads FILE with readJsonFile (schema SCHEMA or
// none) and prints {outcome, seconds, peakMiB} as JSON.
import { readJsonFile } from '../../src/json/read.js';
import type { SchemaName } from '../../src/schemas/registry.js';

const [file, schema] = process.argv.slice(2) as [string, string];
const started = process.hrtime.bigint();
const read = await readJsonFile(file, schema === 'none' ? null : (schema as SchemaName));
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const outcome = read.ok ? 'read' : `${read.diagnostics[0]!.code}: ${read.diagnostics.at(-1)!.message}`.slice(0, 110);
process.stdout.write(JSON.stringify({ outcome, seconds, peakMiB: process.resourceUsage().maxRSS / 1024 }));
