// Random agent status logs for the parity test (statuses.test.ts): several agents, days outside
// 0..2, AOI and non-AOI positions (the range's edges, null), repeated AOIs, agent-days that start
// off an AOI, departures a hair before the hour, and custom AOI lists (some holding 0, asbench's
// start value). Seeded: the same logs on every run, so the reference's output can be committed.

export interface StatusRecord {
  id: number;
  day: number;
  t: number;
  parent_id: number | null;
  lng?: number;
  action?: string;
}

export interface StatusLog {
  /** null: the MOSS range [500 000 000, 700 000 000). */
  aoiIds: number[] | null;
  records: StatusRecord[];
}

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const MOSS_AOIS = [500_000_000, 500_000_001, 512_345_678, 600_000_000, 699_999_999];
const MOSS_OTHERS = [1, 17, 200_000_000, 499_999_999, 700_000_000, 123_456, null];
const CUSTOM_AOIS = [0, 3, 17, 42, 500_000_001];
const CUSTOM_OTHERS = [1, 5, 500_000_000, 99, null];
const SPECIAL_T = [0, 3599.9999999999995, 3600, 7199.5, 43200, 86399, 86399.99999999999];

export function randomStatusLogs(count = 200, seed = 24): StatusLog[] {
  const u = lcg(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(u() * xs.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const custom = i % 5 === 4;
    const aoiIds = custom ? CUSTOM_AOIS.filter((id) => id !== 0 || i % 10 === 9) : null;
    const aois = custom ? aoiIds! : MOSS_AOIS;
    const others = custom ? CUSTOM_OTHERS : MOSS_OTHERS;
    const agents = Array.from({ length: 1 + Math.floor(u() * 6) }, () => 1 + Math.floor(u() * 1000));
    const last = new Map<number, number | null>();
    const records: StatusRecord[] = [];
    const n = 1 + Math.floor(u() * 120);
    for (let k = 0; k < n; k++) {
      const id = pick(agents);
      const r = u();
      const day = r < 0.9 ? Math.floor(u() * 3) : pick([-1, 3, 4]);
      // Stay (a repeated AOI), move to an AOI, or be on the way.
      const stay = last.has(id) && u() < 0.3;
      const parent = stay ? last.get(id)! : u() < 0.5 ? pick(aois) : pick(others);
      last.set(id, parent);
      const t = u() < 0.1 ? pick(SPECIAL_T) : Math.floor(u() * 86400 * 8) / 8;
      records.push(
        k % 7 === 0
          ? { id, day, t, parent_id: parent, lng: -80.1, action: 'walk, then "wait"' }
          : { id, day, t, parent_id: parent },
      );
    }
    return { aoiIds, records };
  });
}

/** A log as JSONL text. */
export function statusJsonl(log: StatusLog): string {
  return log.records.map((r) => JSON.stringify(r)).join('\n') + '\n';
}

/** A log as CSV text (other columns around the four, a quoted cell with a comma and quotes). */
export function statusCsv(log: StatusLog): string {
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const rows = log.records.map((r) => [r.lng ?? '', r.id, r.parent_id ?? '', r.day, r.t, q(r.action ?? '')].join(','));
  return ['lng,id,parent_id,day,t,action', ...rows].join('\n') + '\n';
}
