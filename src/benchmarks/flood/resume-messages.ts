// What a live flood run says about going on from it: the exact command after a stop, what a
// resumed run replayed, and that a run which asked the provider nothing measured nothing new.
import { diagnostic, type DiagnosticInit } from '../../core/diagnostics.js';
import { displayPath } from '../../results/inputs.js';
import type { Diagnostic } from '../../results/types.js';
import type { ScoreContext } from '../../plugin/benchmark.js';
import { recordPath } from './build-provider.js';
import type { FloodSuiteConfig } from './config.js';
import type { ReplayFile } from './providers/replay.js';
import type { ResumeStats } from './providers/resume.js';
import type { RunFiles } from './run-files.js';

/** Why a config's `resume` key is refused. */
export const RESUME_KEY_REFUSED =
  '"resume" is not a suite key any more (left in a config it made every later run replay the old record and report the old score): ' +
  'remove it, and pass --resume to the one run that should go on from an interrupted one (bench-check run --resume)';

/** The run signal's reason as words (`interrupted by SIGINT`, `the run deadline of 60 min passed`). */
export function stopReason(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  return typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : 'stopped';
}

/** After a resumed run: what came from the record (the same count the opening line gave) and what was asked. */
export function resumedLine(stats: ResumeStats, old: ReplayFile): string {
  const unused = stats.recorded - stats.replayed;
  return (
    `flood: resumed: ${stats.replayed} of the ${stats.recorded} recorded answers replayed from ${displayPath(old.file)}, ${stats.asked} attempts asked` +
    (unused > 0
      ? ` (${unused} recorded answers were not asked for: the run ended first, or their conversation went otherwise)`
      : '')
  );
}

/**
 * A live suite that ended early (stopped, the provider gone, answers missing): on stderr, the
 * exact command that goes on from it (`ctx.resumeCommand`) and where its attempts are; in the
 * document, an info diagnostic naming the record file. Nothing for a non-live provider: there is
 * nothing to resume.
 */
export function resumeHint(config: FloodSuiteConfig, ctx: ScoreContext, files: RunFiles, why: string): Diagnostic[] {
  if (config.provider !== 'openai') return [];
  const file = recordPath(config, ctx);
  if (file === null) {
    ctx.log.warn(
      `${config.id}: ${why}; nothing was kept to go on from: run with --record FILE (config key record) to keep every attempt, then --resume goes on from it`,
    );
    return [
      diagnostic({
        severity: 'info',
        code: 'resume-hint',
        message: 'run with --record FILE to keep every attempt, and --resume to go on from it next time',
      }),
    ];
  }
  const shown = displayPath(file);
  const command = ctx.resumeCommand ?? 'the same command with --resume';
  ctx.log.warn(
    `${config.id}: ${why}; every attempt made (${files.attempts}) is kept in ${shown}. To go on from there, asking only for the rest: ${command}`,
  );
  return [
    diagnostic({
      severity: 'info',
      code: 'resume-hint',
      file: shown,
      message: 'every attempt made is in this record file: rerun with --resume to ask only for the rest',
    }),
  ];
}

/** A live run that sent no request: its answers all came from a record (or there was nothing to ask). */
export function nothingAsked(stats: ResumeStats | null, old: ReplayFile | null): DiagnosticInit {
  const from =
    stats !== null && old !== null
      ? `: all ${stats.replayed} answers came from the record file ${displayPath(old.file)} (--resume)`
      : '';
  return {
    severity: 'warning',
    code: 'no-requests',
    message: `the provider was asked nothing in this run${from}; the scores are those of the recorded answers`,
  };
}
