// The gate's outcome as JUnit XML, the format test reporters read (dorny/test-reporter,
// EnricoMi/publish-unit-test-result-action, GitLab, Jenkins): one <testsuite> per suite, one
// <testcase> per gated target, a <failure> for each `regressed` verdict, with baseline, current,
// delta and why in the message and in <system-out>. Valid against Jenkins' junit-10.xsd (the
// xunit plugin's), which those reporters accept. Nothing is decided here: the verdicts are the gate's.
import XMLBuilder from 'fast-xml-builder';
import { formatDiagnostic } from '../core/diagnostics.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
import { failsRun, VERDICTS } from '../gate/verdicts.js';
import { targetFacts, targetLabel, targetNumbers, usageFacts, type ExportInput } from './exports.js';
import { failureWords, reasonsWords } from './words.js';

/** Characters XML 1.0 cannot hold at all (controls other than tab, newline and return; lone surrogates; U+FFFE/F). */
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for an element: what XML cannot hold becomes U+FFFD (the builder escapes the rest). */
function text(value: string): string {
  return value.replace(NOT_XML, '\ufffd');
}

/** An attribute: one line (reporters show it as a title), at most `max` characters. */
function attr(value: string, max = 500): string {
  const one = text(value).replace(/\s+/g, ' ').trim();
  return one.length <= max ? one : `${one.slice(0, max - 1)}…`;
}

type Node = Record<string, unknown>;

interface Case {
  node: Node;
  outcome: 'passed' | 'failure' | 'error' | 'skipped';
}

/** How a test case ended: passed; skipped, with why; a failure or an error, with its message, type and body. */
type CaseEnd =
  | { outcome: 'passed' }
  | { outcome: 'skipped'; message: string }
  | { outcome: 'failure' | 'error'; message: string; type: string; body: string };

function testcase(classname: string, name: string, end: CaseEnd, out: string | null): Case {
  const node: Node = { '@_classname': attr(classname), '@_name': attr(name), '@_time': '0' };
  if (end.outcome !== 'passed')
    node[end.outcome] =
      end.outcome === 'skipped'
        ? { '@_message': attr(end.message) }
        : { '@_type': end.type, '@_message': attr(end.message), '#text': text(end.body) };
  if (out !== null) node['system-out'] = text(out);
  return { node, outcome: end.outcome };
}

/** Why a target was not judged, as JUnit's <skipped> message; null when it was judged. */
function skippedWhy(input: ExportInput, t: TargetComparison): string | null {
  if (!input.gated) return 'not gated: the run has no gate (no `gate` section in the config, or a shard)';
  if (t.verdict === 'new')
    return input.report.baselineDoc === null ? 'no baseline to compare with' : 'new: not in the baseline';
  if (t.verdict === 'removed') return 'removed: in the baseline, not in this run';
  if (VERDICTS[t.verdict].untested) return `insufficient data: ${reasonsWords(t).join('; ') || 'too few items'}`;
  return null;
}

function targetCase(input: ExportInput, s: SuiteComparison, t: TargetComparison): Case {
  const facts = targetFacts(input, s, t);
  if (t.reasons.some((r) => r.kind === 'no-p')) {
    // The test gave no p: the run cannot be judged (exit 2), an error rather than a skipped case.
    const message = reasonsWords(t).join('; ');
    return testcase(s.id, targetLabel(t), { outcome: 'error', message, type: 'statistics', body: facts }, facts);
  }
  const skipped = skippedWhy(input, t);
  if (skipped !== null) return testcase(s.id, targetLabel(t), { outcome: 'skipped', message: skipped }, facts);
  const numbers = targetNumbers(t);
  if (failsRun(t.verdict)) {
    // Reporters put the type before the message (dorny/test-reporter: "type: message") or show the
    // body's first line (its jest-junit reader): both read "regressed: baseline …, current …: why".
    const message = `${numbers}${t.reasons.length > 0 ? `: ${reasonsWords(t).join('; ')}` : ''}`;
    const end: CaseEnd = { outcome: 'failure', message, type: t.verdict, body: `${t.verdict}: ${message}\n\n${facts}` };
    return testcase(s.id, targetLabel(t), end, facts);
  }
  return testcase(s.id, targetLabel(t), { outcome: 'passed' }, facts);
}

function suiteCases(input: ExportInput, s: SuiteComparison): Case[] {
  if (s.state === 'error') {
    const errors = (s.docs.current?.diagnostics ?? []).filter((d) => d.severity === 'error');
    const first = errors[0] === undefined ? 'see the run log' : formatDiagnostic(errors[0]);
    return [
      testcase(
        s.id,
        'scored',
        {
          outcome: 'error',
          message: `the suite could not be scored: ${first}`,
          type: 'error',
          body: errors.slice(0, 50).map(formatDiagnostic).join('\n'),
        },
        null,
      ),
    ];
  }
  if (s.state === 'skipped')
    return [testcase(s.id, 'scored', { outcome: 'skipped', message: 'not scored in this shard' }, null)];
  return s.targets.map((t) => targetCase(input, s, t));
}

function suiteNode(name: string, cases: readonly Case[], timestamp: string, properties: Record<string, string>): Node {
  const count = (o: Case['outcome']) => String(cases.filter((c) => c.outcome === o).length);
  const node: Node = {
    '@_name': attr(name),
    '@_tests': String(cases.length),
    '@_failures': count('failure'),
    '@_errors': count('error'),
    '@_skipped': count('skipped'),
    '@_time': '0',
    '@_timestamp': timestamp,
  };
  const props = Object.entries(properties);
  if (props.length > 0) node.properties = { property: props.map(([k, v]) => ({ '@_name': k, '@_value': attr(v) })) };
  node.testcase = cases.map((c) => c.node);
  return node;
}

/** Why the run as a whole cannot be judged (it did not finish, its baseline failed or is missing under `fail`), as test cases. */
function runCases(input: ExportInput): Case[] {
  const { report } = input;
  const cases: Case[] = [];
  if (report.incomplete) {
    const incomplete = failureWords(report.incomplete);
    const end: CaseEnd = { outcome: 'error', message: incomplete, type: 'incomplete', body: incomplete };
    cases.push(testcase('bench-check', 'run complete', end, null));
  }
  if (report.baselineFailed === true && report.missingBaseline !== null)
    cases.push(
      testcase(
        'bench-check',
        'baseline',
        { outcome: 'error', message: report.missingBaseline, type: 'baseline', body: report.missingBaseline },
        null,
      ),
    );
  else if (input.gated && report.baselineDoc === null && report.onMissingBaseline === 'fail') {
    const why = `no baseline (on-missing-baseline: fail)${report.missingBaseline === null ? '' : `: ${report.missingBaseline}`}`;
    const end: CaseEnd = { outcome: 'failure', message: why, type: 'missing-baseline', body: why };
    cases.push(testcase('bench-check', 'baseline', end, null));
  }
  return cases;
}

/** The JUnit XML of a run's gate outcome (deterministic: the same report gives the same bytes). */
export function renderJunit(input: ExportInput): string {
  const { report } = input;
  const timestamp = report.current.run.createdAt;
  const suites = report.comparison.suites.map((s) => {
    const current = s.docs.current;
    const properties: Record<string, string> = {
      benchmark: s.benchmark,
      verdict: input.gated ? s.verdict : 'not gated',
    };
    if (current?.task) properties.task = current.task;
    if (current?.finalScore !== undefined && current.finalScore !== null)
      properties.finalScore = String(current.finalScore);
    if (s.paired) properties.paired = `McNemar on ${s.shared ?? 0} shared item ids`;
    for (const [name, value] of usageFacts(current?.usage)) properties[name] = value;
    return suiteNode(s.id, suiteCases(input, s), timestamp, properties);
  });
  const run = runCases(input);
  if (run.length > 0) suites.push(suiteNode('bench-check', run, timestamp, { verdict: report.comparison.verdict }));
  const all = suites.flatMap((s) => s.testcase as Node[]);
  const count = (key: string) => String(suites.reduce((n, s) => n + Number(s[`@_${key}`]), 0));
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: {
      '@_name': 'bench-check',
      '@_tests': String(all.length),
      '@_failures': count('failures'),
      '@_errors': count('errors'),
      '@_time': '0',
      testsuite: suites,
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: true,
  });
  return builder.build(doc).replace(/\n*$/, '\n');
}
