import path from 'node:path';

/** Path as shown in documents and messages: relative to cwd when inside it, with forward slashes. */
export function displayPath(file: string, cwd: string = process.cwd()): string {
  const abs = path.resolve(cwd, file);
  const rel = path.relative(cwd, abs);
  const shown = rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
  return shown.split(path.sep).join('/');
}
