// Which values each module of src/ exports, and which of them another module of src/ imports:
// read with the TypeScript parser from the sources (no type checking, no build).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full, base);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts')
      ? [path.relative(base, full).split(path.sep).join('/')]
      : [];
  });
}

const hasExport = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The values a file exports by declaration (`export function|const|class|enum …`); types aside. */
function exportedValues(sf: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const st of sf.statements) {
    if (!hasExport(st)) continue;
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) && st.name)
      names.push(st.name.text);
    else if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
  }
  return names;
}

/** Each relative import of a file: the module it names (relative to the root) and the names it takes ('*': all). */
function importsOf(file: string, sf: ts.SourceFile): { to: string; names: string[] }[] {
  const out: { to: string; names: string[] }[] = [];
  const resolve = (spec: string) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts');
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const spec = (node.moduleSpecifier as ts.StringLiteral).text;
      if (spec.startsWith('.')) {
        let names: string[] = ['*'];
        if (ts.isImportDeclaration(node)) {
          const b = node.importClause?.namedBindings;
          names = b && ts.isNamedImports(b) ? b.elements.map((e) => (e.propertyName ?? e.name).text) : b ? ['*'] : [];
          if (node.importClause?.name) names.push('default');
        } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
          names = node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text);
        }
        out.push({ to: resolve(spec), names });
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text.startsWith('.')
    ) {
      out.push({ to: resolve(node.arguments[0].text), names: ['*'] });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/**
 * `src/file#name` of every value exported by a module of src/ that no module imports, among those of
 * src/ and of the folders in `consumers` (tests aside: they are not a use).
 */
export function unimportedExports(root: string, consumers: readonly string[]): string[] {
  const parse = (f: string) => ts.createSourceFile(f, readFileSync(path.join(root, f), 'utf8'), ts.ScriptTarget.Latest);
  const files = sourceFiles(path.join(root, 'src')).map((f) => `src/${f}`);
  const parsed = new Map(files.map((f) => [f, parse(f)]));
  const readers = [
    ...parsed,
    ...consumers.flatMap((dir) =>
      sourceFiles(path.join(root, dir)).map((f) => [`${dir}/${f}`, parse(`${dir}/${f}`)] as const),
    ),
  ];
  const used = new Map<string, Set<string>>();
  for (const [f, sf] of readers)
    for (const { to, names } of importsOf(f, sf)) {
      const set = used.get(to) ?? new Set<string>();
      names.forEach((n) => set.add(n));
      used.set(to, set);
    }
  return files.flatMap((f) => {
    const set = used.get(f);
    if (set?.has('*')) return [];
    return exportedValues(parsed.get(f)!)
      .filter((n) => !set?.has(n))
      .map((n) => `${f}#${n}`);
  });
}
