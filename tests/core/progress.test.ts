// core/progress.ts: the figures (rate, ETA, percent) and their formatting, the periodic lines with
// an injected clock, and which reporter the environment gets.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { progressFor, silentProgress, stoppableProgress, type Clock } from '../../src/core/progress.js';
import { figures, finalLine, formatCount, formatDuration, progressLine } from '../../src/core/progress-format.js';
import { stderrLogger } from '../../src/core/logger.js';

/** A clock the test moves by hand; `every` fires when the time passes its next tick. */
class FakeClock implements Clock {
  t = 0;
  private timers: { ms: number; next: number; fn: () => void; live: boolean }[] = [];
  now = () => this.t;
  every = (ms: number, fn: () => void) => {
    const timer = { ms, next: this.t + ms, fn, live: true };
    this.timers.push(timer);
    return () => void (timer.live = false);
  };
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const due = this.timers.filter((x) => x.live && x.next <= end).sort((a, b) => a.next - b.next)[0];
      if (due === undefined) break;
      this.t = due.next;
      due.next += due.ms;
      due.fn();
    }
    this.t = end;
  }
}

describe('formatting', () => {
  it('groups counts by thousands with spaces', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(41_200)).toBe('41 200');
    expect(formatCount(1_204_331)).toBe('1 204 331');
    expect(formatCount(-1234)).toBe('-1 234');
  });

  it('rates: two significant digits from 100 up, whole from 10, one decimal below', () => {
    // The rate of a final line is done / elapsed; one second makes it the count itself.
    const rate = (perSecond: number) => finalLine('s', 'rows', perSecond, 1000).replace(/^.*, /, '');
    expect(rate(3_912.4)).toBe('3 900/s');
    expect(rate(123_456)).toBe('120 000/s');
    expect(rate(100)).toBe('100/s');
    expect(rate(42.4)).toBe('42/s');
    expect(rate(2.46)).toBe('2.5/s');
    expect(rate(0)).toBe('0/s');
    expect(rate(Number.NaN)).toBe('0/s');
  });

  it('durations in s, min s, h min', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(14.6)).toBe('15 s');
    expect(formatDuration(245)).toBe('4 min 05 s');
    expect(formatDuration(3_720)).toBe('1 h 02 min');
  });

  it('bytes in B, KiB, MiB', () => {
    const size = (n: number) => progressLine('s', 'bytes', figures(n, null, 0)).replace('s: ', '');
    expect(size(512)).toBe('512 B');
    expect(size(2048)).toBe('2.0 KiB');
    expect(size(5 * 1024 * 1024 + 512 * 1024)).toBe('5.5 MiB');
  });
});

describe('figures: rate, percent and ETA after some time', () => {
  it('the issue example: 41 200 of 100 000 rows in 10.56 s', () => {
    const f = figures(41_200, 100_000, 10_560);
    expect(f.percent).toBe(41);
    expect(f.rate).toBeCloseTo(3_901.5, 1);
    expect(f.etaS).toBeCloseTo(58_800 / 3_901.5, 1);
    expect(progressLine('transit-single', 'rows', f)).toBe(
      'transit-single: 41 200 / 100 000 rows (41 %), 3 900/s, ETA 15 s',
    );
  });

  it('no total: count and rate only; no time yet: no rate and no ETA', () => {
    expect(progressLine('flood', 'decisions', figures(120, null, 4_000))).toBe('flood: 120 decisions, 30/s');
    expect(progressLine('flood', 'decisions', figures(0, 600, 0))).toBe('flood: 0 / 600 decisions (0 %)');
    expect(figures(5, 0, 1000).total).toBeNull();
  });

  it('never more than 100 %, never a negative ETA (an estimated total that was too low)', () => {
    const f = figures(120, 100, 1000);
    expect(f.percent).toBe(100);
    expect(f.etaS).toBe(0);
  });

  it('bytes: sizes and rates in binary units', () => {
    expect(progressLine('artifact results', 'bytes', figures(1024 * 1024, 4 * 1024 * 1024, 2000))).toBe(
      'artifact results: 1.0 MiB / 4.0 MiB (25 %), 512.0 KiB/s, ETA 6 s',
    );
  });

  it('the final line: how much, how long, how fast', () => {
    expect(finalLine('transit-single', 'rows', 100_000, 25_000)).toBe('transit-single: 100 000 rows in 25 s, 4 000/s');
  });
});

/** A stream that keeps what is written to it; `tty`: a terminal, with the cursor calls the bar makes. */
function capture(tty: boolean) {
  const stream = new PassThrough() as unknown as NodeJS.WriteStream & PassThrough;
  if (tty)
    Object.assign(stream, {
      isTTY: true,
      columns: 120,
      cursorTo: () => true,
      clearLine: () => true,
      moveCursor: () => true,
    });
  let text = '';
  stream.on('data', (c: Buffer) => (text += c.toString('utf8')));
  return { stream, text: () => text, lines: () => text.split('\n').filter((l) => l !== '') };
}

/** The lines a CI log gets (every `interval` ms), read back from the stream. */
function ciLines(clock: Clock, interval = '10000') {
  const out = capture(false);
  return {
    progress: progressFor({ CI: 'true', BENCH_CHECK_PROGRESS_INTERVAL_MS: interval }, out.stream, clock),
    lines: out.lines,
  };
}

describe('periodic lines (CI logs, a pipe)', () => {
  it('one line per interval while the work runs, then a final line', () => {
    const clock = new FakeClock();
    const { progress, lines } = ciLines(clock);
    const ticker = progress.start('transit-single', null, 'rows');
    clock.advance(4_000);
    ticker.tick(20_000);
    expect(lines()).toEqual([]);
    ticker.setTotal(100_000);
    clock.advance(6_000);
    expect(lines()).toEqual(['transit-single: 20 000 / 100 000 rows (20 %), 2 000/s, ETA 40 s']);
    ticker.tick(30_000);
    clock.advance(10_000);
    expect(lines().at(-1)).toBe('transit-single: 50 000 / 100 000 rows (50 %), 2 500/s, ETA 20 s');
    ticker.tick(50_000);
    clock.advance(1_000);
    ticker.done();
    ticker.done(); // once only
    expect(lines()).toHaveLength(3);
    expect(lines().at(-1)).toBe('transit-single: 100 000 rows in 21 s, 4 800/s');
    clock.advance(60_000);
    expect(lines()).toHaveLength(3); // the timer is gone
  });

  it('work shorter than one interval says nothing at all', () => {
    const clock = new FakeClock();
    const { progress, lines } = ciLines(clock);
    const ticker = progress.start('s', 10, 'rows');
    ticker.tick(10);
    clock.advance(1_900);
    ticker.done();
    expect(lines()).toEqual([]);
  });
});

describe('the bar (a terminal outside CI)', () => {
  it('appears after the delay, redraws with count, rate and ETA, and is replaced by the final line', () => {
    const clock = new FakeClock();
    const out = capture(true);
    const ticker = progressFor({}, out.stream, clock).start('flood', 600, 'decisions');
    ticker.tick(100);
    clock.advance(1_000);
    expect(out.text()).toBe('');
    ticker.tick(50);
    clock.advance(1_000);
    expect(out.text()).toContain('flood [');
    expect(out.text()).toContain('150 / 600 decisions');
    expect(out.text()).toContain('75/s');
    expect(out.text()).toContain('ETA 6 s');
    ticker.done();
    expect(out.text().endsWith('flood: 150 decisions in 2 s, 75/s\n')).toBe(true);
  });

  it('done before the delay: nothing is written', () => {
    const clock = new FakeClock();
    const out = capture(true);
    const ticker = progressFor({}, out.stream, clock).start('s', 5, 'rows');
    ticker.tick(5);
    ticker.done();
    clock.advance(5_000);
    expect(out.text()).toBe('');
  });
});

describe('the reporter the environment gets', () => {
  /** What a terminal shows after 2 s of work with this environment: a bar, lines, or nothing yet. */
  const shown = (env: Record<string, string>, tty = true) => {
    const clock = new FakeClock();
    const out = capture(tty);
    const ticker = progressFor({ BENCH_CHECK_PROGRESS_INTERVAL_MS: '2000', ...env }, out.stream, clock).start(
      's',
      10,
      'rows',
    );
    ticker.tick(3);
    clock.advance(2_000);
    const text = out.text();
    ticker.abandon?.();
    return text.includes('s [')
      ? 'bar'
      : text.includes('s: 3 / 10 rows (30 %)')
        ? 'lines'
        : text === ''
          ? 'nothing'
          : text;
  };

  it('CI is any value but empty, false or 0; a pipe always gets lines', () => {
    expect(shown({})).toBe('bar');
    expect(shown({ CI: 'false' })).toBe('bar');
    expect(shown({ CI: '0' })).toBe('bar');
    expect(shown({ CI: '' })).toBe('bar');
    expect(shown({ CI: 'true' })).toBe('lines');
    expect(shown({ CI: '1' })).toBe('lines');
    expect(shown({}, false)).toBe('lines');
  });

  it('BENCH_CHECK_PROGRESS_INTERVAL_MS: a positive whole number of ms, else 10 s', () => {
    const firstLineAt = (interval: string | undefined) => {
      const clock = new FakeClock();
      const out = capture(false);
      const env = interval === undefined ? {} : { BENCH_CHECK_PROGRESS_INTERVAL_MS: interval };
      const ticker = progressFor(env, out.stream, clock).start('s', null, 'rows');
      while (out.text() === '' && clock.t < 60_000) clock.advance(50);
      ticker.abandon?.();
      return clock.t;
    };
    expect(firstLineAt(undefined)).toBe(10_000);
    expect(firstLineAt('250')).toBe(250);
    expect(firstLineAt('0')).toBe(10_000);
    expect(firstLineAt('soon')).toBe(10_000);
  });

  it('a terminal outside CI gets the bar, CI the lines, on the real clock too', async () => {
    const texts = new Map<string, string>();
    for (const [name, env] of [
      ['bar', {}],
      ['ci', { CI: 'true' }],
    ] as const) {
      const out = capture(true);
      const ticker = progressFor({ ...env, BENCH_CHECK_PROGRESS_INTERVAL_MS: '20' }, out.stream).start('s', 10, 'rows');
      ticker.tick(3);
      await new Promise((r) => setTimeout(r, 120));
      ticker.done();
      texts.set(name, out.text());
    }
    expect(texts.get('bar')).toContain('s [');
    expect(texts.get('ci')).toContain('s: 3 / 10 rows (30 %)');
    expect(texts.get('ci')).not.toContain('[');
  });

  it('--quiet: the logger has the silent reporter', () => {
    expect(stderrLogger(true).progress).toBe(silentProgress);
    expect(stderrLogger(false, {}).progress).not.toBe(silentProgress);
  });
});

describe('stoppableProgress (a suite the run may drop)', () => {
  it('a ticker ended after the signal leaves no final line; one ended before it does', () => {
    const clock = new FakeClock();
    const stop = new AbortController();
    const ci = ciLines(clock, '1000');
    const progress = stoppableProgress(ci.progress, stop.signal);
    const finished = progress.start('a', null, 'rows');
    const dropped = progress.start('b', null, 'rows');
    finished.tick(5);
    dropped.tick(7);
    clock.advance(1_000);
    expect(ci.lines()).toEqual(['a: 5 rows, 5.0/s', 'b: 7 rows, 7.0/s']);
    finished.done();
    expect(ci.lines().at(-1)).toBe('a: 5 rows in 1 s, 5.0/s');
    stop.abort('interrupted by SIGINT');
    dropped.done();
    clock.advance(5_000);
    expect(ci.lines()).toHaveLength(3); // no "b: 7 rows in …", and its timer is gone
  });
});
