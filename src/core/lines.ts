import { createReadStream } from 'node:fs';

/**
 * The lines of a UTF-8 text file, streamed in large chunks (faster than node:readline for
 * millions of short lines). Splits on \n and drops one trailing \r (CRLF files); the last line
 * is yielded even without a final newline.
 */
export async function* readLines(file: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const text = rest + (chunk as string);
    let start = 0;
    let nl = text.indexOf('\n', start);
    while (nl !== -1) {
      yield text.charCodeAt(nl - 1) === 13 && nl > start ? text.slice(start, nl - 1) : text.slice(start, nl);
      start = nl + 1;
      nl = text.indexOf('\n', start);
    }
    rest = text.slice(start);
  }
  if (rest !== '') yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}

/** A line longer than the cap of `readBoundedLines`: never held, only its length known. */
export interface LineTooLong {
  tooLong: true;
  /** Its length in UTF-16 code units (without the line break). */
  chars: number;
}

/**
 * `readLines` for files from outside (a PR's artifact): a line over `maxChars` is not kept but
 * skipped to its end and yielded as a LineTooLong, so one huge line costs no more memory than
 * the cap and a read chunk (a 256 MiB one-line file must not reach JSON.parse).
 */
export async function* readBoundedLines(file: string, maxChars: number): AsyncGenerator<string | LineTooLong> {
  let rest = '';
  /** Length so far of an over-long line being skipped (-1: not skipping). */
  let skipped = -1;
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    let text = chunk as string;
    if (skipped >= 0) {
      const nl = text.indexOf('\n');
      if (nl === -1) {
        skipped += text.length;
        continue;
      }
      yield { tooLong: true, chars: skipped + nl - (nl > 0 && text.charCodeAt(nl - 1) === 13 ? 1 : 0) };
      skipped = -1;
      text = text.slice(nl + 1);
    }
    text = rest + text;
    let start = 0;
    let nl = text.indexOf('\n', start);
    while (nl !== -1) {
      const end = text.charCodeAt(nl - 1) === 13 && nl > start ? nl - 1 : nl;
      yield end - start > maxChars ? { tooLong: true, chars: end - start } : text.slice(start, end);
      start = nl + 1;
      nl = text.indexOf('\n', start);
    }
    rest = text.slice(start);
    if (rest.length > maxChars) {
      skipped = rest.length;
      rest = '';
    }
  }
  if (skipped >= 0) yield { tooLong: true, chars: skipped };
  else if (rest !== '') {
    const line = rest.endsWith('\r') ? rest.slice(0, -1) : rest;
    yield line.length > maxChars ? { tooLong: true, chars: line.length } : line;
  }
}
