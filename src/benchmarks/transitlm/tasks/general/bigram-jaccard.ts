// A string-similarity measure: the character-bigram Jaccard index the judge (lines.ts) matches station names by.

/** Character-bigram Jaccard over code points; one-character names compare character sets. */
export function bigramJaccard(a: string, b: string): number {
  if (a === '' || b === '') return 0;
  if (a === b) return 1;
  const ca = Array.from(a);
  const cb = Array.from(b);
  const grams = (cs: string[]) => {
    const out = new Set<string>();
    for (let i = 0; i + 1 < cs.length; i += 1) out.add(cs[i]! + cs[i + 1]!);
    return out;
  };
  let sa = grams(ca);
  let sb = grams(cb);
  if (sa.size === 0 || sb.size === 0) {
    sa = new Set(ca);
    sb = new Set(cb);
  }
  let common = 0;
  for (const g of sa) if (sb.has(g)) common += 1;
  const union = sa.size + sb.size - common;
  return union === 0 ? 0 : common / union;
}
