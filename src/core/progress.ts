// Progress of long work: a bar with count, rate and ETA on an interactive
// terminal, plain periodic lines in CI logs, nothing with --quiet. Always on stderr: stdout may
// carry a document. Nothing here ever reaches a results document (timing is not deterministic).
import cliProgress from 'cli-progress';
import { amount, figures, finalLine, formatDuration, progressLine, rateText } from './progress-format.js';

/** One piece of work being counted. */
export interface Ticker {
  /** `n` more units done (default 1). */
  tick(n?: number): void;
  /** A better estimate of the total (e.g. rows of a file, from the bytes read so far); null: unknown. */
  setTotal(total: number | null): void;
  /** The work ended (finished or stopped): the bar is removed, a final line says how much was done. */
  done(): void;
  /**
   * The work was stopped and what it did is dropped (an interrupted run's suite): the bar is
   * removed and no final line claims it was done. Absent: done().
   */
  abandon?(): void;
}

/**
 * Where long work reports how far it is. `start` once per piece of work; `label` names it (a suite
 * id), `unit` is what is counted, plural (`rows`, `decisions`, `bytes`); `total` may be unknown.
 */
export interface Progress {
  start(label: string, total: number | null, unit: string): Ticker;
}

const NO_TICKER: Ticker = { tick: () => {}, setTotal: () => {}, done: () => {}, abandon: () => {} };

export const silentProgress: Progress = { start: () => NO_TICKER };

/**
 * `progress` for work that `signal` may stop: a ticker ended after the signal (the scorer's
 * `done()` in its finally) is abandoned, since the run drops what that work did.
 */
export function stoppableProgress(progress: Progress, signal: AbortSignal): Progress {
  return {
    start(label, total, unit) {
      const ticker = progress.start(label, total, unit);
      return {
        tick: (n) => ticker.tick(n),
        setTotal: (t) => ticker.setTotal(t),
        done: () => (signal.aborted && ticker.abandon !== undefined ? ticker.abandon() : ticker.done()),
        abandon: () => (ticker.abandon ?? ticker.done)(),
      };
    },
  };
}

/** The default time between two periodic lines, and the longest quiet start before anything is shown. */
const DEFAULT_INTERVAL_MS = 10_000;
const DEFAULT_DELAY_MS = 2_000;

// ---------------------------------------------------------------------------------------------
// Implementations

/** The clock and timers a progress reporter uses; tests inject their own. */
export interface Clock {
  now(): number;
  /** Calls `fn` every `ms` until the returned function is called; never keeps the process alive. */
  every(ms: number, fn: () => void): () => void;
}

const systemClock: Clock = {
  now: () => performance.now(),
  every: (ms, fn) => {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/**
 * Plain lines (CI logs, a stderr that is not a terminal): one every `intervalMs` while the work
 * runs, and a final line when at least one was written (work shorter than the interval says nothing).
 */
function linesProgress(
  write: (line: string) => void,
  intervalMs: number = DEFAULT_INTERVAL_MS,
  clock: Clock = systemClock,
): Progress {
  return {
    start(label, total, unit) {
      const started = clock.now();
      let done = 0;
      let estimate = total;
      let written = false;
      let ended = false;
      const stop = clock.every(intervalMs, () => {
        written = true;
        write(progressLine(label, unit, figures(done, estimate, clock.now() - started)));
      });
      return {
        tick: (n = 1) => void (done += n),
        setTotal: (t) => void (estimate = t),
        done: () => {
          if (ended) return;
          ended = true;
          stop();
          if (written) write(finalLine(label, unit, done, clock.now() - started));
        },
        abandon: () => {
          ended = true;
          stop();
        },
      };
    },
  };
}

/** SingleBar whose redraw timer never keeps the process alive (a ticker that is never done cannot hang a run). */
class UnrefBar extends cliProgress.SingleBar {
  override render(): void {
    super.render();
    (this as unknown as { timer: NodeJS.Timeout | null }).timer?.unref();
  }
}

/**
 * A bar on an interactive terminal (cli-progress: terminal width, redraw, clearing), shown once
 * the work has run `delayMs`; count, rate and ETA are computed here (`figures`) so the bar and the
 * lines agree. When it ends, the bar is replaced by the final line.
 */
function barProgress(
  stream: NodeJS.WriteStream,
  delayMs: number = DEFAULT_DELAY_MS,
  clock: Clock = systemClock,
): Progress {
  return {
    start(label, total, unit) {
      const started = clock.now();
      let done = 0;
      let estimate = total;
      let bar: UnrefBar | null = null;
      let ended = false;
      const payload = () => {
        const f = figures(done, estimate, clock.now() - started);
        const unitText = unit === 'bytes' ? '' : ` ${unit}`;
        return {
          label,
          count:
            f.total === null
              ? `${amount(done, unit)}${unitText}`
              : `${amount(done, unit)} / ${amount(f.total, unit)}${unitText}`,
          percent: f.percent === null ? '' : `${f.percent} %`,
          rate: f.rate === null ? '' : rateText(f.rate, unit),
          left: f.etaS === null ? '' : `ETA ${formatDuration(f.etaS)}`,
        };
      };
      const barTotal = () => Math.max(1, estimate ?? 0, done);
      const show = () => {
        if (bar !== null || ended) return;
        bar = new UnrefBar({
          stream,
          // Our own tokens: cli-progress's {eta}, {value}, {percentage} would override a payload of that name.
          format: '{label} [{bar}] {percent} | {count} | {rate} | {left}',
          barsize: 30,
          clearOnComplete: true,
          hideCursor: false,
          linewrap: false,
          gracefulExit: false,
          fps: 5,
        });
        bar.start(barTotal(), done, payload());
      };
      const stopDelay = clock.every(delayMs, () => {
        stopDelay();
        show();
      });
      return {
        tick: (n = 1) => {
          done += n;
          if (bar !== null) {
            bar.setTotal(barTotal());
            bar.update(done, payload());
          }
        },
        setTotal: (t) => {
          estimate = t;
          if (bar !== null) bar.setTotal(barTotal());
        },
        done: () => {
          if (ended) return;
          ended = true;
          stopDelay();
          if (bar === null) return;
          bar.stop();
          stream.write(`${finalLine(label, unit, done, clock.now() - started)}\n`);
        },
        abandon: () => {
          if (ended) return;
          ended = true;
          stopDelay();
          // clearOnComplete: the bar's line is cleared, nothing replaces it.
          bar?.stop();
        },
      };
    },
  };
}

/** The interval of the periodic lines: BENCH_CHECK_PROGRESS_INTERVAL_MS (a positive number of ms), else 10 s. */
function progressInterval(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.BENCH_CHECK_PROGRESS_INTERVAL_MS?.trim();
  const ms = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return ms > 0 ? ms : DEFAULT_INTERVAL_MS;
}

/** Whether the environment is a CI log: `CI` set to anything but `false`/`0`/empty. */
function isCi(env: Readonly<Record<string, string | undefined>>): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}

/**
 * The progress reporter the environment calls for: a bar when `stream` is a terminal and not in
 * CI, else periodic lines on `stream`. The bar waits min(2 s, interval) before it appears.
 */
export function progressFor(
  env: Readonly<Record<string, string | undefined>>,
  stream: NodeJS.WriteStream = process.stderr,
  clock: Clock = systemClock,
): Progress {
  const interval = progressInterval(env);
  if (stream.isTTY && !isCi(env)) return barProgress(stream, Math.min(DEFAULT_DELAY_MS, interval), clock);
  return linesProgress((line) => void stream.write(`${line}\n`), interval, clock);
}
