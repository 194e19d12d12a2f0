// Prints the section of CHANGELOG.md for one version, without its heading: the release notes the
// release workflow (.github/workflows/release.yml) gives `gh release create`.
//
//   node --import tsx scripts/changelog-section.ts 1.2.3     (or v1.2.3)
//
// Exits 1 with a message on stderr when CHANGELOG.md has no `## [1.2.3]` section or it is empty.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The body of `## [version]` (up to the next `## ` heading or the link definitions), trimmed; null when absent. */
export function changelogSection(changelog: string, version: string): string | null {
  const wanted = version.replace(/^v/, '');
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => {
    const m = /^## \[([^\]]+)\]/.exec(line);
    return m !== null && m[1] === wanted;
  });
  if (start < 0) return null;
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ') || /^\[[^\]]+\]:\s/.test(line)) break;
    body.push(line);
  }
  const text = body.join('\n').trim();
  return text === '' ? null : text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = process.argv[2];
  if (!version || !/^v?\d+\.\d+\.\d+$/.test(version)) {
    console.error('usage: changelog-section.ts X.Y.Z (or vX.Y.Z)');
    process.exit(1);
  }
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'CHANGELOG.md');
  const section = changelogSection(readFileSync(file, 'utf8'), version);
  if (section === null) {
    console.error(
      `CHANGELOG.md has no "## [${version.replace(/^v/, '')}]" section (or it is empty): add one before tagging`,
    );
    process.exit(1);
  }
  process.stdout.write(`${section}\n`);
}
