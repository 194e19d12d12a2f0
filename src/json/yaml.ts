// YAML 1.2 documents (config files) as JSON values: our own words for what is wrong, located
// where the mistake is (an unclosed quote or bracket where it opened, not at the end of the file
// where the library notices it), the library's words kept as the diagnostic's `detail`. Aliases
// are expanded with a cap (a "billion laughs" document is refused, not expanded), and anything
// the library throws (an unresolved alias, a stack overflow) is a located error, never a crash.
import { CST, isNode, Lexer, LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { unescapePointerToken } from '../core/json-pointer.js';
import type { SourcePosition } from './positions.js';

/** Alias nodes a document may expand to (the library's default, said here so it is a decision). */
const MAX_YAML_ALIAS_COUNT = 100;

export type ParsedYaml =
  | {
      ok: true;
      value: unknown;
      locate(pointer: string): SourcePosition;
      locateAll(pointers: readonly string[]): SourcePosition[];
    }
  | { ok: false; diagnostics: Diagnostic[] };

/** What the library's error means, in our words (by its error code). */
const WORDS = new Map<string, string>([
  ['TAB_AS_INDENT', 'a tab is used for indentation (YAML indents with spaces only)'],
  ['DUPLICATE_KEY', 'a key appears twice in the same mapping'],
  ['BLOCK_AS_IMPLICIT_KEY', "a value holds ': ' (quote the value, or put the nested mapping on its own lines)"],
  ['MULTILINE_IMPLICIT_KEY', "a key runs over more than one line (is a ':' missing, or the line indented too far?)"],
  ['MULTIPLE_DOCS', "more than one document in the file (a '---' line starts a second one)"],
  ['BAD_SCALAR_START', 'a value starts with a reserved character (@ or `): quote it'],
  [
    'BAD_DQ_ESCAPE',
    'an invalid backslash escape in a double-quoted string (write \\\\ for a backslash, or use single quotes)',
  ],
  ['BAD_INDENT', 'the indentation of this line does not match the lines around it'],
  ['BLOCK_IN_FLOW', "a block ('-' or 'key:' lines) inside a [ ] or { } collection"],
  ['BAD_ALIAS', 'an invalid alias (*name)'],
  ['ALIAS_PROPS', 'an alias (*name) cannot have an anchor or a tag'],
  ['MULTIPLE_ANCHORS', 'a node has more than one anchor (&name)'],
  ['MULTIPLE_TAGS', 'a node has more than one tag (!tag)'],
  ['BAD_PROP_ORDER', 'an anchor or tag is in the wrong place'],
  ['TAG_RESOLVE_FAILED', 'an unknown tag (!tag)'],
  ['KEY_OVER_1024_CHARS', 'a key is longer than 1024 characters'],
  ['BAD_DIRECTIVE', "an invalid directive (a line starting with '%')"],
  ['BAD_COLLECTION_TYPE', 'a collection of the wrong type for its tag'],
  ['UNEXPECTED_TOKEN', 'unexpected text here (is the indentation of this line or the one above wrong?)'],
]);

/** Where the quote or bracket still open at `offset` was opened (the innermost), from the library's tokens. */
function openerAt(text: string, offset: number): { offset: number; what: string } | null {
  const flows: { offset: number; what: string }[] = [];
  let quote: { offset: number; what: string } | null = null;
  // The innermost collection open where the library gave up on the flow (its error-end marker).
  let abandoned: { offset: number; what: string } | null = null;
  let at = 0;
  for (const token of new Lexer().lex(text)) {
    if (at > offset) break;
    const type = CST.tokenType(token);
    if (type === 'flow-seq-start' || type === 'flow-map-start') flows.push({ offset: at, what: `'${token}'` });
    else if (type === 'flow-seq-end' || type === 'flow-map-end') flows.pop();
    else if (type === 'flow-error-end') {
      abandoned = flows[flows.length - 1] ?? abandoned;
      flows.length = 0;
    } else if ((type === 'double-quoted-scalar' || type === 'single-quoted-scalar') && !closedQuote(token))
      quote = { offset: at, what: `'${token[0]}'` };
    // The library's markers (document, scalar, flow error) are not text of the file.
    if (type !== 'doc-mode' && type !== 'scalar' && type !== 'flow-error-end') at += token.length;
  }
  return quote ?? flows[flows.length - 1] ?? abandoned;
}

function closedQuote(token: string): boolean {
  const q = token[0]!;
  if (token.length < 2 || !token.endsWith(q)) return false;
  if (q === "'") return true; // '' inside is an escaped quote; the token ends at the closing one
  let slashes = 0;
  for (let k = token.length - 2; k > 0 && token[k] === '\\'; k--) slashes += 1;
  return slashes % 2 === 0;
}

/** An error that says something was not closed: located where it opened. */
function unclosed(error: YAMLError): boolean {
  return /Missing closing|must .*end with a|Expected .* to end with|flow (?:sequence|map|collection)/i.test(
    error.message,
  );
}

function firstError(doc: Document.Parsed, text: string, lineCounter: LineCounter, shown: string): Diagnostic {
  const error = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0])[0]!;
  const library = error.message.split('\n')[0] ?? error.message;
  let offset = error.pos[0];
  let message = WORDS.get(error.code) ?? 'this is not valid YAML';
  if (error.code === 'MISSING_CHAR' && library.includes('Sequence item without')) message = WORDS.get('BAD_INDENT')!;
  else if (/Maximum call stack/i.test(library)) message = 'nested too deeply to read';
  else if (unclosed(error)) {
    const opener = openerAt(text, error.pos[0]);
    if (opener !== null) {
      const end = lineCounter.linePos(Math.min(error.pos[0], text.length));
      offset = opener.offset;
      message = `this ${opener.what} is never closed (read on to line ${end.line} without finding it)`;
    } else message = 'a quote or bracket is not closed';
  }
  const at = lineCounter.linePos(offset);
  return diagnostic({
    code: 'invalid-yaml',
    file: shown,
    line: at.line,
    column: at.col,
    message: `invalid YAML: ${message}`,
    detail: `YAML: ${library}`,
  });
}

/** A thrown error of the library as our words, or null (a bug: rethrown). */
function thrownWords(error: unknown): string | null {
  const text = String((error as Partial<Error> | null | undefined)?.message ?? error);
  if (/Excessive alias count/i.test(text))
    return `aliases (*name) expand to more than ${MAX_YAML_ALIAS_COUNT} nodes: refused (a document that multiplies itself through aliases)`;
  if (/Unresolved alias/i.test(text))
    return `an alias (*name) names no anchor (&name) set before it: ${text.replace(/^.*?:\s*/, '')}`;
  if (error instanceof RangeError) return 'nested too deeply to read';
  return null;
}

/** YAML 1.2 with unique keys, as JSON values; one located diagnostic for a document that is not valid. */
export function parseYaml(text: string, shown: string): ParsedYaml {
  const lineCounter = new LineCounter();
  const fail = (message: string, detail?: string): ParsedYaml => ({
    ok: false,
    diagnostics: [
      diagnostic({
        code: 'invalid-yaml',
        file: shown,
        message: `invalid YAML: ${message}`,
        ...(detail !== undefined ? { detail } : {}),
      }),
    ],
  });
  let doc: Document.Parsed;
  let value: unknown;
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) return { ok: false, diagnostics: [firstError(doc, text, lineCounter, shown)] };
    value = doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT });
  } catch (error) {
    const words = thrownWords(error);
    if (words === null) throw error;
    return fail(words, `YAML: ${String((error as Partial<Error> | null | undefined)?.message ?? error)}`);
  }
  const locate = (pointer: string): SourcePosition => {
    const keys = pointer
      .split('/')
      .slice(1)
      .map((k) => (/^\d+$/.test(k) ? Number(k) : unescapePointerToken(k)));
    for (let n = keys.length; n >= 0; n--) {
      const node = doc.getIn(keys.slice(0, n), true);
      if (isNode(node) && node.range) {
        const pos = lineCounter.linePos(node.range[0]);
        return { line: pos.line, column: pos.col };
      }
    }
    return { line: 1, column: 1 };
  };
  return { ok: true, value, locate, locateAll: (pointers) => pointers.map(locate) };
}
