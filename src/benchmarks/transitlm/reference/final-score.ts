/** 100 × passed / total; null when total is 0 (the official scripts' accuracy, in percent). */
export function finalScore(passed: number, total: number): number | null {
  return total > 0 ? (100 * passed) / total : null;
}
