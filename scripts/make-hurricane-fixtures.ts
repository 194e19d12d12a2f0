// Regenerates the synthetic HurricaneMobility fixtures (not the real Hurricane Dorian data,
// which is not public here). Deterministic: `node --import tsx scripts/make-hurricane-fixtures.ts`.
import { writeFileSync } from 'node:fs';

let state = 20190901;
/** Park–Miller LCG: enough for a fixture, and stable across platforms. */
function uniform(): number {
  state = (state * 48271) % 2147483647;
  return state / 2147483647;
}

/** A two-peak commuting day, damped by `level`, with the evening peak shifted by `shift` hours. */
function dayShape(level: number, shift: number): number[] {
  return Array.from({ length: 24 }, (_, h) => {
    const morning = Math.exp(-((h - 8) ** 2) / 4);
    const evening = Math.exp(-((h - 17 - shift) ** 2) / 6);
    const base = h >= 6 && h <= 22 ? 0.15 : 0.02;
    return Math.round(level * 1000 * (morning + evening + base));
  });
}

const dir = new URL('../fixtures/hurricane/', import.meta.url);
const groundtruth = {
  _comment: 'SYNTHETIC ground truth for demos and tests; not Hurricane Dorian data.',
  relative_changes: { during_vs_before: -29.2, after_vs_before: -20.8 },
  hourly_trips: { before: dayShape(1, 0), during: dayShape(0.7, -1), after: dayShape(0.8, 0) },
};
writeFileSync(new URL('groundtruth.json', dir), `${JSON.stringify(groundtruth, null, 2)}\n`);

const output = {
  total_travel_times: [12000, 8220, 9480],
  hourly_travel_times: [dayShape(0.12, 0), dayShape(0.08, -2), dayShape(0.1, 1)],
};
writeFileSync(new URL('output.json', dir), `${JSON.stringify(output, null, 2)}\n`);

// A trip log: departures drawn from the day shapes, durations 5–60 minutes.
const phases = [
  ['before', dayShape(1, 0), 1000],
  ['during', dayShape(1, -1), 700],
  ['after', dayShape(1, 0), 820],
] as const;
const lines: string[] = [];
for (const [phase, shape, count] of phases) {
  const total = shape.reduce((a, b) => a + b, 0);
  for (let i = 0; i < count; i++) {
    let u = uniform() * total;
    let hour = 0;
    while (hour < 23 && u >= shape[hour]!) u -= shape[hour++]!;
    const minute = Math.floor(uniform() * 60);
    const duration = 5 + Math.round(uniform() * 55);
    const day = phase === 'before' ? '2019-08-29' : phase === 'during' ? '2019-09-03' : '2019-09-08';
    const depart = `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
    lines.push(
      i % 3 === 0
        ? JSON.stringify({ phase, depart: hour * 3600 + minute * 60, duration_min: duration })
        : JSON.stringify({ phase, depart, duration_min: duration }),
    );
  }
}
writeFileSync(new URL('trips.jsonl', dir), `${lines.join('\n')}\n`);
