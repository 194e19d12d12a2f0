// Every renderer is structural (docs/gate.md "Threat model"): a benchmark's section and the report
// builders make blocks of core/doc.ts, where a plain string is untrusted text that core/doc.ts
// escapes. This guard reads their source with the TypeScript compiler's parser and fails on the
// ways around it: markdown built by string concatenation or template literals, the string escapers
// of core/markdown.ts and core/mermaid.ts imported directly, our own words or figures made by hand
// (`{ kind: 'words' }`, `as Markdown`), and figure() fed anything but a number formatter's result.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers.js';

const SRC = path.join(REPO_ROOT, 'src');

/** Every benchmark's renderer, found by name: a new benchmark's render.ts is guarded from its first line. */
const BENCHMARK_RENDERERS = readdirSync(path.join(SRC, 'benchmarks'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => `benchmarks/${d.name}/render.ts`)
  .filter((f) => {
    try {
      readFileSync(path.join(SRC, f));
      return true;
    } catch {
      return false;
    }
  });

/**
 * The report's section builders that build blocks only (the results report, the terminal report, the
 * gate's words, the PR comment, the comparison and history reports).
 */
const REPORT_BUILDERS = [
  'report/render.ts',
  'report/usage.ts',
  'report/text.ts',
  'report/words.ts',
  'report/reason-words.ts',
  'report/comment.ts',
  'report/comment-head.ts',
  'report/comment-suite.ts',
  'report/comparison-text.ts',
  'report/trend.ts',
];

const GUARDED = [...BENCHMARK_RENDERERS, ...REPORT_BUILDERS];

/** Modules whose exports build or escape markdown strings: only core/doc.ts may use them. */
const STRING_BUILDERS = ['core/markdown.js', 'core/mermaid.js', 'core/invisible.js'];

/** Modules whose functions format a number (digits and fixed words): what figure() may be given. */
const NUMBER_FORMATTERS = ['core/numbers.js', 'core/progress-format.js'];

interface Finding {
  file: string;
  line: number;
  what: string;
}

const isStringLike = (n: ts.Node) =>
  ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n);

function resolvesTo(file: string, specifier: string, modules: readonly string[]): boolean {
  if (!specifier.startsWith('.')) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return modules.includes(target);
}

/** Names imported as values from the given modules (type-only imports are not code). */
function importedNames(source: ts.SourceFile, file: string, modules: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const s of source.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    if (!resolvesTo(file, s.moduleSpecifier.text, modules)) continue;
    const clause = s.importClause;
    if (clause === undefined || clause.phaseModifier === ts.SyntaxKind.TypeKeyword) continue;
    if (clause.name !== undefined) names.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings !== undefined && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings !== undefined && ts.isNamedImports(bindings))
      for (const e of bindings.elements) if (!e.isTypeOnly) names.add(e.name.text);
  }
  return names;
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** Every TypeScript file under `dir`, relative to it, with `/`. */
function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full, base);
    return d.name.endsWith('.ts') ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/** What in one source file goes around core/doc.ts. `file` is relative to src/, with `/`. */
function structuralFindings(file: string, text: string): Finding[] {
  const source = parse(file, text);
  const findings: Finding[] = [];
  const at = (node: ts.Node, what: string) =>
    findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, what });
  for (const name of importedNames(source, file, STRING_BUILDERS))
    at(source, `imports ${name} from a string builder (${STRING_BUILDERS.join(', ')}): build blocks of core/doc.ts`);
  const formatters = importedNames(source, file, NUMBER_FORMATTERS);
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(node.parent)) {
      // A key to look something up by is not output: `metrics[\`best_match_${k}\`]`.
      const isKey = ts.isElementAccessExpression(node.parent) && node.parent.argumentExpression === node;
      if (!isKey) at(node, 'an untagged template literal with substitutions (use the t tag)');
    }
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.PlusToken ||
        node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) &&
      (isStringLike(node.left) || isStringLike(node.right))
    )
      at(node, 'a string concatenation with +');
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'kind') {
      const v = node.initializer;
      if (ts.isStringLiteralLike(v) && (v.text === 'words' || v.text === 'figure'))
        at(node, `a hand-made '${v.text}' run (our words come from the t tag, figures from the constructors)`);
    }
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      /\bMarkdown\b/.test(node.type.getText(source))
    )
      at(node, 'a cast to Markdown (only core/doc.ts makes markdown)');
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't')
      at(node, 't called as a function (it is a template tag: its literal parts are our words)');
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'figure') {
      const arg = node.arguments[0];
      const formatted =
        arg !== undefined &&
        ts.isCallExpression(arg) &&
        ts.isIdentifier(arg.expression) &&
        formatters.has(arg.expression.text);
      if (!formatted)
        at(node, 'figure() given something other than a number formatter of core/numbers.ts or core/progress.ts');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('renderers are structural (docs/gate.md "Threat model")', () => {
  it('finds every benchmark renderer', () => {
    expect(BENCHMARK_RENDERERS).toEqual(
      expect.arrayContaining([
        'benchmarks/flood/render.ts',
        'benchmarks/hurricane/render.ts',
        'benchmarks/imported/render.ts',
        'benchmarks/transitlm/render.ts',
      ]),
    );
  });

  it('no module outside core/ imports the string builders: every report goes through core/doc.ts', () => {
    const outside = sourceFiles(SRC).filter((f) => !f.startsWith('core/'));
    const importing = outside.filter((f) => {
      const text = readFileSync(path.join(SRC, f), 'utf8');
      // Parsed only when it names one of the modules at all (parsing all of src/ takes seconds).
      if (!STRING_BUILDERS.some((m) => text.includes(path.posix.basename(m)))) return false;
      return importedNames(parse(f, text), f, STRING_BUILDERS).size > 0;
    });
    expect(importing).toEqual([]);
  });

  it.each(GUARDED)('%s builds blocks only: no markdown from strings, no escaper, no hand-made words', (file) => {
    expect(structuralFindings(file, readFileSync(path.join(SRC, file), 'utf8'))).toEqual([]);
  });

  it('the guard finds each way around core/doc.ts', () => {
    const file = 'benchmarks/x/render.ts';
    const bad = [
      "import { inlineCode } from '../../core/markdown.js';",
      "import { xyChart } from '../../core/mermaid.js';",
      "import { formatValue } from '../../core/numbers.js';",
      "import { figure, t } from '../../core/doc.js';",
      'const a = `**${suite.id}**`;',
      "const b = '### ' + suite.id;",
      'let c = x; c += `${y}`;',
      "const d = { kind: 'words', text: suite.id };",
      'const e = suite.id as Markdown;',
      'const f = figure(suite.id);',
      'const ok1 = t`${suite.id} items`;',
      'const ok2 = metrics[`best_${k}`];',
      "const ok3 = figure(formatValue(1, 'count'));",
      'const ok4 = `no substitution`;',
      "const g = t(Object.freeze(['x']));",
    ].join('\n');
    const found = structuralFindings(file, bad).map((f) => [f.line, f.what.split(' (')[0]]);
    expect(found).toEqual([
      [1, 'imports inlineCode from a string builder'],
      [1, 'imports xyChart from a string builder'],
      [5, 'an untagged template literal with substitutions'],
      [6, 'a string concatenation with +'],
      [7, 'a string concatenation with +'],
      [7, 'an untagged template literal with substitutions'],
      [8, "a hand-made 'words' run"],
      [9, 'a cast to Markdown'],
      [10, 'figure() given something other than a number formatter of core/numbers.ts or core/progress.ts'],
      [15, 't called as a function'],
    ]);
  });
});
