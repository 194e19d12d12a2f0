// itemsFile names come from results documents, which in the report job are a pull request's
// artifact: only regular files inside the document's folder are read.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareRuns } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { sideFile } from '../../src/results/side-files.js';
import { failingItems } from '../../src/report/items.js';
import { doc, passFailRun, tempDir } from '../gate/helpers.js';
import { gateHints } from '../catalog.js';

describe('sideFile', () => {
  it('accepts a regular file inside the folder, and refuses every way out', async () => {
    const root = tempDir();
    const dir = path.join(root, 'artifact');
    mkdirSync(path.join(dir, 'sub'), { recursive: true });
    writeFileSync(path.join(dir, 'a.items.jsonl'), '{}\n');
    writeFileSync(path.join(dir, 'sub/b.items.jsonl'), '{}\n');
    writeFileSync(path.join(root, 'outside.jsonl'), 'SECRET\n');
    symlinkSync(path.join(root, 'outside.jsonl'), path.join(dir, 'link.jsonl'));
    symlinkSync('/dev/zero', path.join(dir, 'zero.jsonl'));
    execFileSync('mkfifo', [path.join(dir, 'pipe.jsonl')]);
    expect(await sideFile(dir, 'a.items.jsonl')).toMatchObject({ ok: true, value: path.join(dir, 'a.items.jsonl') });
    expect(await sideFile(dir, 'sub/b.items.jsonl')).toMatchObject({ ok: true });
    const refused = async (name: unknown) => {
      const r = await sideFile(dir, name);
      expect(r.ok, String(name)).toBe(false);
      if (r.ok) return '';
      expect(
        r.diagnostics.map((d) => d.code),
        String(name),
      ).toEqual(['bad-path']);
      return r.diagnostics[0]!.message;
    };
    expect(await refused(path.join(root, 'outside.jsonl'))).toMatch(/relative path/);
    expect(await refused('../outside.jsonl')).toMatch(/\.\./);
    expect(await refused('sub/../../outside.jsonl')).toMatch(/\.\./);
    expect(await refused('/dev/zero')).toMatch(/relative path/);
    expect(await refused('link.jsonl')).toMatch(/outside the results folder/);
    expect(await refused('zero.jsonl')).toMatch(/outside the results folder/);
    expect(await refused('pipe.jsonl')).toMatch(/not a regular file/);
    expect(await refused('sub')).toMatch(/not a regular file/);
    expect(await refused('C:/x')).toMatch(/relative path/);
    expect(await refused('a\\b')).toMatch(/relative path/);
    expect(await refused(42)).toMatch(/not a file name/);
    expect(await sideFile(dir, 'missing.jsonl')).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'missing-file', field: 'itemsFile', message: 'does not exist' }],
    });
    expect(await sideFile(dir, 'a.items.jsonl', 2)).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'bad-path', message: 'is larger than 2 bytes' }],
    });
  });

  it('the gate and the report skip a hostile itemsFile with a warning naming it, and read nothing outside', async () => {
    const root = tempDir();
    const dir = path.join(root, 'artifact');
    mkdirSync(dir);
    const suite = passFailRun(
      dir,
      's',
      Array.from({ length: 12 }, () => true),
    );
    writeFileSync(
      path.join(root, 'outside.jsonl'),
      JSON.stringify({ id: 'SECRET-ITEM', reach: false, reason: 'SECRET' }) + '\n',
    );
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (m: string) => warnings.push(m) };
    for (const itemsFile of ['../outside.jsonl', path.join(root, 'outside.jsonl'), '/dev/zero']) {
      warnings.length = 0;
      const current = doc([{ ...suite, itemsFile }]);
      const comparison = await compareRuns(
        { doc: current, dir },
        { doc: current, dir },
        resolveGateConfig({}, gateHints),
        { log },
      );
      expect(comparison.suites[0]!.paired).toBe(false);
      expect(JSON.stringify(comparison)).not.toContain('SECRET');
      expect(
        warnings.some(
          (w) => w.startsWith('current suite s: itemsFile') && w.includes(JSON.stringify(itemsFile).slice(0, 40)),
        ),
      ).toBe(true);
      expect(await failingItems({ ...suite, itemsFile }, dir, 10)).toEqual({ items: [], failing: 0 });
    }
  });
});
