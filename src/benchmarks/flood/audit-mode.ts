// `score flood --audit FILE`: judge another simulator's skill_audit.jsonl from its fields
// (flood.md "Audit mode"). The file is streamed a line at a time; only a compact judged record
// per decision is kept, because the rounds need the records sorted by (year, agent_id).
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Diagnostics } from '../../core/diagnostics.js';
import { appendTo, groupBy } from '../../core/group.js';
import { checkJsonText, ioDiagnostic, type JsonFileResult } from '../../json/read.js';
import { validatorFor } from '../../schemas/registry.js';
import { describeInput, displayPath, inputPath } from '../../results/inputs.js';
import { openItemsWriter, type ItemDetail } from '../../results/items.js';
import { emptySuite } from '../../results/suite.js';
import { usageUnavailable } from '../../results/usage.js';
import type { Suite } from '../../results/types.js';
import type { ScoreContext, SuiteConfig } from '../../plugin/benchmark.js';
import { compareCodePoints } from './canonical.js';
import {
  failedDecisionDiagnostic,
  writeDecisionItem,
  decisionDetail,
  FAILED_DECISION_DIAGNOSTICS,
  judgeParsed,
  type FunnelVerdict,
} from './funnel.js';
import { computeFloodResults, type AuditField } from './metrics.js';
import { isLeaveSkill, skillForNumber, skillOptions, tenureOf } from './skills.js';
import {
  CONSTRUCT_IDS,
  CONSTRUCT_LEVELS,
  type AgentType,
  type ConstructId,
  type DecisionFacts,
  type FloodZone,
  type HouseholdHistory,
  type HouseholdJudgement,
  type HouseholdParse,
  type ParsedConstruct,
  type SkillId,
} from './types.js';

/** A record as the schema guarantees it (optional fields may be absent). */
interface AuditLine {
  year: number;
  agent_id: string;
  agent_type: AgentType;
  state?: { zone?: FloodZone; elevated?: boolean; insured_last_year?: boolean };
  constructs: Partial<Record<ConstructId, { level?: string | null; explanation?: string | null }>>;
  decision_number: number | null;
  decision_skill?: string | null;
  executed_skill?: SkillId;
  attempt_log?: { text?: string | null }[];
  insured?: boolean;
  flooded?: boolean;
}

/** What is kept of one valid line. */
interface JudgedLine {
  line: number;
  year: number;
  agentId: string;
  agentType: AgentType;
  verdict: FunnelVerdict;
  executedSkill: SkillId;
  zone: FloodZone | null;
  elevated: boolean | null;
  insuredLastYear: boolean | null;
  insured: boolean | null;
  flooded: boolean | null;
  /** The final attempt's text, first 200 characters, for failed decisions only. */
  failText: string | null;
  /** The items line's detail (funnel.ts decisionDetail). */
  detail: ItemDetail | null;
}

/** The format round from the record's fields: five levels in their sets and an integer decision_number. */
function parseFromFields(record: Pick<AuditLine, 'constructs' | 'decision_number'>): HouseholdParse {
  const formatErrors: string[] = [];
  const constructs = {} as Record<ConstructId, ParsedConstruct>;
  for (const c of CONSTRUCT_IDS) {
    const field = record.constructs[c];
    const level = field?.level ?? null;
    constructs[c] = { level, explanation: field?.explanation ?? null };
    if (level === null) formatErrors.push(`missing ${c}`);
    else if (!CONSTRUCT_LEVELS[c].includes(level)) formatErrors.push(`unknown level "${level}" for ${c}`);
  }
  if (record.decision_number === null) formatErrors.push('missing decision');
  return { constructs, decisionNumber: record.decision_number, formatErrors };
}

export interface AuditJudgement {
  judgement: HouseholdJudgement;
  /** An owner's options were guessed without `state.elevated`. */
  stateMissing: boolean;
  /** `decision_skill` is present and unlike the skill found. */
  skillMismatch: boolean;
}

/**
 * Judge one record. Options come from agent_type and state.elevated; without it an owner's
 * number is admissible if either owner row has it, meaning `decision_skill` when it can, else the
 * not-elevated row's skill. No actual PA is given: the rules' warnings (R7) are not kept, the
 * items show the record's own validation_warnings.
 */
function judgeAuditRecord(record: AuditLine): AuditJudgement {
  const tenure = tenureOf(record.agent_type);
  const elevated = record.state?.elevated;
  const stateMissing = tenure === 'owner' && elevated === undefined;
  const resolve = (n: number): SkillId | null => {
    if (!stateMissing) return skillForNumber(skillOptions(tenure, elevated ?? false), n);
    const low = skillForNumber(skillOptions('owner', false), n);
    const high = skillForNumber(skillOptions('owner', true), n);
    return record.decision_skill !== undefined &&
      record.decision_skill !== null &&
      (record.decision_skill === low || record.decision_skill === high)
      ? record.decision_skill
      : (low ?? high);
  };
  const judgement = judgeParsed(parseFromFields(record), resolve, null);
  const skillMismatch = record.decision_skill !== undefined && record.decision_skill !== judgement.proposedSkill;
  return { judgement, stateMissing, skillMismatch };
}

/** Every passing verdict is alike: one shared object instead of one per record. */
const PASSED: FunnelVerdict = Object.freeze({
  format: true,
  admissible: true,
  coherent: true,
  failedRound: null,
  errors: [],
  validated: true,
});

/** One warning per code for the whole file: count and the first lines, located at the first. */
class LineWarnings {
  private readonly lines = new Map<string, number[]>();

  add(code: string, line: number): void {
    appendTo(this.lines, code, line);
  }

  flush(diagnostics: Diagnostics, file: string, describe: Record<string, string>): void {
    for (const [code, lines] of this.lines) {
      const shown = lines.slice(0, 10).join(', ') + (lines.length > 10 ? ', …' : '');
      diagnostics.add({
        severity: 'warning',
        code,
        file,
        line: lines[0]!,
        message: `${lines.length} record(s) ${describe[code] ?? ''} (lines ${shown})`,
      });
    }
  }
}

const WARNING_TEXT: Record<string, string> = {
  'state-missing': 'of owners lack state.elevated: a number is admissible if either owner row has it',
  'skill-mismatch': 'have a decision_skill unlike the skill found from decision_number and the state',
};

function errorSuite(suite: SuiteConfig, diagnostics: Diagnostics): Suite {
  return { ...emptySuite({ ...suite, benchmark: 'flood' }, 'error'), diagnostics: diagnostics.finish() };
}

/** Households of the log, rebuilt from their records (sorted by year) for the run metrics. */
function histories(records: readonly JudgedLine[], years: number): HouseholdHistory[] {
  const out: HouseholdHistory[] = [];
  for (const [agentId, list] of groupBy(records, (r) => r.agentId)) {
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const h: HouseholdHistory = {
      agentId,
      agentType: first.agentType,
      zone: last.zone,
      insured: [first.insuredLastYear, ...Array<boolean>(years).fill(false)],
      active: [true, ...Array<boolean>(years).fill(false)],
      flooded: Array<boolean>(years + 1).fill(false),
      elevatedAtEnd: last.elevated === null ? null : last.elevated || last.executedSkill === 'elevate_house',
    };
    for (const r of list) {
      h.insured[r.year] = r.insured;
      h.active[r.year] = !isLeaveSkill(r.executedSkill);
      h.flooded[r.year] = r.flooded;
    }
    out.push(h);
  }
  return out;
}

/**
 * One line against the schema. The common valid case takes the fast path (JSON.parse + ajv);
 * only a failing line is re-parsed with source positions for located diagnostics.
 */
function checkLine(text: string, shown: string, lineNo: number): JsonFileResult<AuditLine> {
  try {
    const value: unknown = JSON.parse(text);
    if (validatorFor('skill-audit')(value)) return { ok: true, value: value as AuditLine, text };
  } catch {
    // not JSON: the positioned parser below says where
  }
  return checkJsonText<AuditLine>(text, shown, 'skill-audit', lineNo - 1);
}

/** What the log's lines gave: the judged records, the fields some record lacks, and the counts. */
interface AuditRead {
  judged: JudgedLine[];
  missing: Set<AuditField>;
  warnings: LineWarnings;
  /** Records (non-blank lines). */
  total: number;
  /** Records that are not scored (unreadable, duplicate). */
  errors: number;
}

/** Reads and judges every line; null when the file could not be read (the diagnostic is added). */
async function readAudit(abs: string, shown: string, diagnostics: Diagnostics): Promise<AuditRead | null> {
  const read: AuditRead = { judged: [], missing: new Set(), warnings: new LineWarnings(), total: 0, errors: 0 };
  const seen = new Map<string, number>();
  let lineNo = 0;
  try {
    const lines = createInterface({ input: createReadStream(abs, { encoding: 'utf8' }), crlfDelay: Infinity });
    for await (const text of lines) {
      lineNo += 1;
      if (text.trim() === '') continue;
      read.total += 1;
      const checked = checkLine(text, shown, lineNo);
      if (!checked.ok) {
        read.errors += 1;
        for (const d of checked.diagnostics) diagnostics.add(d);
        continue;
      }
      const record = checked.value;
      const key = `${record.year}\u0000${record.agent_id}`;
      const firstLine = seen.get(key);
      if (firstLine !== undefined) {
        read.errors += 1;
        diagnostics.add({
          code: 'duplicate-record',
          file: shown,
          line: lineNo,
          column: 1,
          pointer: '/agent_id',
          message: `year ${record.year}, agent_id ${JSON.stringify(record.agent_id)} repeats line ${firstLine}`,
        });
        continue;
      }
      seen.set(key, lineNo);
      read.judged.push(judgeLine(record, lineNo, read));
    }
  } catch (error) {
    // Only a failing read is an input problem; anything else is a bug and propagates.
    if (typeof (error as NodeJS.ErrnoException).code !== 'string') throw error;
    diagnostics.add(ioDiagnostic(abs, error));
    return null;
  }
  return read;
}

/** One record judged; its warnings and the fields it lacks are noted in `read`. */
function judgeLine(record: AuditLine, lineNo: number, read: AuditRead): JudgedLine {
  const { judgement, stateMissing, skillMismatch } = judgeAuditRecord(record);
  if (stateMissing) read.warnings.add('state-missing', lineNo);
  if (skillMismatch) read.warnings.add('skill-mismatch', lineNo);
  const state = record.state;
  if (state?.zone === undefined || state.elevated === undefined || state.insured_last_year === undefined)
    read.missing.add('state');
  if (record.insured === undefined) read.missing.add('insured');
  if (record.flooded === undefined) read.missing.add('flooded');
  const lastText = record.attempt_log?.[record.attempt_log.length - 1]?.text ?? null;
  return {
    line: lineNo,
    year: record.year,
    agentId: record.agent_id,
    agentType: record.agent_type,
    verdict: judgement.validated ? PASSED : judgement,
    executedSkill: record.executed_skill ?? judgement.executedSkill,
    zone: state?.zone ?? null,
    elevated: state?.elevated ?? null,
    insuredLastYear: state?.insured_last_year ?? null,
    insured: record.insured ?? null,
    flooded: record.flooded ?? null,
    failText: judgement.validated || lastText === null ? null : Array.from(lastText).slice(0, 200).join(''),
    detail: decisionDetail(record, judgement.validated ? null : lastText),
  };
}

/** Score a skill_audit.jsonl written by another simulator. `file` resolves against ctx.baseDir. */
export async function scoreAudit(file: string, suite: SuiteConfig, ctx: ScoreContext): Promise<Suite> {
  const diagnostics = new Diagnostics();
  const named = await inputPath(ctx, file);
  if (!named.ok) {
    named.diagnostics.forEach((d) => diagnostics.add(d));
    return errorSuite(suite, diagnostics);
  }
  const abs = named.value;
  const shown = displayPath(abs);

  const read = await readAudit(abs, shown, diagnostics);
  if (read === null) return errorSuite(suite, diagnostics);
  const { judged, missing, total, errors } = read;
  if (total === 0) {
    diagnostics.add({ code: 'empty-file', file: shown, message: 'the audit log has no records' });
    return errorSuite(suite, diagnostics);
  }
  read.warnings.flush(diagnostics, shown, WARNING_TEXT);

  judged.sort((a, b) => a.year - b.year || compareCodePoints(a.agentId, b.agentId));
  const years = judged.reduce((max, r) => Math.max(max, r.year), 0);
  const decisions: DecisionFacts[] = judged.map((r) => ({
    year: r.year,
    agentId: r.agentId,
    agentType: r.agentType,
    format: r.verdict.format,
    admissible: r.verdict.admissible,
    coherent: r.verdict.coherent,
    executedSkill: r.executedSkill,
  }));
  const results = computeFloodResults({
    years,
    decisions,
    households: histories(judged, years),
    institutions: null,
    missingFields: [...missing],
  });
  for (const w of results.warnings)
    diagnostics.add({ severity: 'warning', code: w.code, file: shown, message: w.message });

  const items = openItemsWriter(ctx.sideFiles, suite.id);
  let failures = 0;
  for (const r of judged) {
    const id = `${r.year}/${r.agentId}`;
    if (items !== null) await writeDecisionItem(items, id, r.verdict, r.line, { detail: r.detail });
    if (r.verdict.validated || failures >= FAILED_DECISION_DIAGNOSTICS) continue;
    failures += 1;
    diagnostics.add({ ...failedDecisionDiagnostic(id, r.verdict, r.failText), file: shown, line: r.line });
  }
  if (items !== null) await items.close();

  const result: Suite = {
    id: suite.id,
    benchmark: 'flood',
    task: suite.task ?? null,
    status: 'ok',
    inputs: [await describeInput('output', abs, total)],
    total,
    errors,
    counts: results.counts,
    usage: usageUnavailable('audit logs record no requests or tokens'),
    rounds: results.rounds,
    series: results.series,
    metrics: results.metrics,
    finalScore: results.finalScore,
    diagnostics: diagnostics.finish(),
  };
  if (items !== null) result.itemsFile = items.relPath;
  return result;
}
