// "Did you mean …?": the nearest known name to a mistyped one (benchmark names, flags, config
// keys, CSV column names). One rule everywhere: a case-insensitive match first, then the smallest
// Damerau–Levenshtein distance (optimal string alignment: a swap of two neighbours is one edit)
// within a limit that grows with the name's length, so that `x` never "suggests" `id`.

/** The optimal-string-alignment distance between a and b (insert, delete, substitute, swap neighbours). */
function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  // Three rows are enough: the swap looks two rows back.
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** The most edits a suggestion may be away: 1 for names of up to 4 characters, else 2. */
function limitFor(name: string): number {
  return name.length <= 4 ? 1 : 2;
}

/**
 * The known name `name` was most likely meant to be, or null: an exact case-insensitive match
 * (also ignoring `-`/`_`, so `ground_truth` finds `groundtruth`), else the nearest within the
 * limit (the first of the choices on a tie). `name` itself, if it is a choice, is never suggested.
 */
export function nearest(name: string, choices: readonly string[]): string | null {
  const fold = (s: string) => s.toLowerCase().replace(/[-_]/g, '');
  const candidates = choices.filter((c) => c !== name);
  const folded = candidates.find((c) => fold(c) === fold(name));
  if (folded !== undefined) return folded;
  let best: string | null = null;
  let bestDistance = limitFor(name) + 1;
  for (const c of candidates) {
    const d = editDistance(name.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean "x"?)`, or '' when nothing is near. */
export function didYouMean(name: string, choices: readonly string[]): string {
  const near = nearest(name, choices);
  return near === null ? '' : ` (did you mean "${near}"?)`;
}
