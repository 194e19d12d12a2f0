import { unescapePointerToken } from '../core/json-pointer.js';
import { endOfString, findLimitBreach, jsonLimits, type JsonLimits } from './limits.js';
import { findJsonSyntaxError, positionOf } from './syntax.js';

export interface SourcePosition {
  line: number;
  column: number;
}

export type PositionedJson =
  | {
      ok: true;
      value: unknown;
      locate: (pointer: string) => SourcePosition;
      locateAll: (pointers: readonly string[]) => SourcePosition[];
    }
  | { ok: false; message: string; position: SourcePosition; limit?: true };

/**
 * Strict JSON (RFC 8259) parsed into a value plus a way to find where any JSON pointer sits in
 * the source, so schema errors can name line and column. A leading BOM is tolerated.
 *
 * No syntax tree is built (one cost ≈ 35× the file): the text is checked against the limits
 * (limits.ts), parsed by JSON.parse, and only when something must be located is the text walked
 * again, along the paths asked for (locate.ts). A text JSON.parse refuses is scanned for the
 * mistake in words (syntax.ts).
 */
export function parseJsonWithPositions(text: string, limits: Partial<JsonLimits> = {}): PositionedJson {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const breach = findLimitBreach(source, jsonLimits(limits));
  if (breach !== null)
    return { ok: false, message: breach.message, position: positionOf(source, breach.offset), limit: true };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    // The mistake in words, where it is (a trailing comma, not the ']' after it). JSON.parse's
    // own message quotes the text, so it is never shown.
    const found = findJsonSyntaxError(source);
    if (found !== null) return { ok: false, message: found.message, position: positionOf(source, found.offset) };
    return { ok: false, message: 'not valid JSON', position: { line: 1, column: 1 } };
  }
  const locateAll = (pointers: readonly string[]): SourcePosition[] => locatePointers(source, pointers);
  return { ok: true, value, locate: (pointer) => locateAll([pointer])[0]!, locateAll };
}

interface PathNode {
  children: Map<string, PathNode>;
  /** Offset of the value last seen at this path (the last of duplicate keys: JSON.parse keeps it), or -1. */
  offset: number;
}

function pathNode(): PathNode {
  return { children: new Map(), offset: -1 };
}

const WS = /[ \t\n\r]*/y;

/** A walker over valid JSON that descends only where a wanted path goes and skips the rest. */
class PathWalker {
  private i = 0;
  constructor(private readonly text: string) {}

  private ws(): void {
    WS.lastIndex = this.i;
    WS.test(this.text);
    this.i = WS.lastIndex;
  }

  /** Past the value at `i` (valid JSON: brackets balance outside strings). */
  private skip(): void {
    const text = this.text;
    let depth = 0;
    for (;;) {
      const c = text.charCodeAt(this.i);
      if (c === 0x22) this.i = endOfString(text, this.i) + 1;
      else if (c === 0x5b || c === 0x7b) {
        depth += 1;
        this.i += 1;
      } else if (c === 0x5d || c === 0x7d) {
        depth -= 1;
        this.i += 1;
      } else if (depth === 0) {
        // A scalar at the top: to the next delimiter.
        while (this.i < text.length && !/[,\]}\s]/.test(text[this.i]!)) this.i += 1;
        return;
      } else this.i += 1;
      if (depth === 0) return;
    }
  }

  /** Visits the value at the current offset as `node` (whitespace before it skipped). */
  visit(node: PathNode): void {
    this.ws();
    node.offset = this.i;
    if (node.children.size === 0) {
      this.skip();
      return;
    }
    const c = this.text.charCodeAt(this.i);
    if (c === 0x5b) {
      this.members(']', (index) => node.children.get(String(index)));
      return;
    }
    if (c === 0x7b) {
      this.members('}', () => {
        const end = endOfString(this.text, this.i);
        const key = JSON.parse(this.text.slice(this.i, end + 1)) as string;
        this.i = end + 1;
        this.ws();
        this.i += 1; // the ':'
        return node.children.get(key);
      });
      return;
    }
    this.skip();
  }

  /** The members of the array or object at `i`; `child` reads a member's key (if any) and names its node. */
  private members(close: string, child: (index: number) => PathNode | undefined): void {
    this.i += 1;
    this.ws();
    if (this.text[this.i] === close) {
      this.i += 1;
      return;
    }
    for (let index = 0; ; index++) {
      this.ws();
      const next = child(index);
      if (next === undefined) {
        this.ws();
        this.skip();
      } else this.visit(next);
      this.ws();
      const c = this.text[this.i];
      this.i += 1;
      if (c !== ',') return;
    }
  }
}

/** Offset → line:column for many offsets in one pass over the text. */
function positionsOf(text: string, offsets: readonly number[]): SourcePosition[] {
  const order = offsets.map((_, k) => k).sort((a, b) => offsets[a]! - offsets[b]!);
  const out = new Array<SourcePosition>(offsets.length);
  let line = 1;
  let lineStart = 0;
  let nl = text.indexOf('\n');
  for (const k of order) {
    const offset = offsets[k]!;
    while (nl !== -1 && nl < offset) {
      line += 1;
      lineStart = nl + 1;
      nl = text.indexOf('\n', nl + 1);
    }
    out[k] = { line, column: offset - lineStart + 1 };
  }
  return out;
}

/**
 * Where each pointer's value starts in valid JSON `text` (for a pointer that goes past what the
 * document has: its deepest value that exists). One walk for all of them.
 */
function locatePointers(text: string, pointers: readonly string[]): SourcePosition[] {
  const root = pathNode();
  const paths = pointers.map((pointer) => {
    const tokens = pointer === '' ? [] : pointer.split('/').slice(1).map(unescapePointerToken);
    const nodes = [root];
    for (const token of tokens) {
      const parent = nodes[nodes.length - 1]!;
      let node = parent.children.get(token);
      if (node === undefined) parent.children.set(token, (node = pathNode()));
      nodes.push(node);
    }
    return nodes;
  });
  new PathWalker(text).visit(root);
  const offsets = paths.map((nodes) => {
    let offset = 0;
    for (const node of nodes) {
      if (node.offset < 0) break;
      offset = node.offset;
    }
    return offset;
  });
  return positionsOf(text, offsets);
}
