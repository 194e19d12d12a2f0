/** Whole dollars, half up (the spec's rounding of generated money; values are non-negative). */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5);
}

/** Whole dollars, half away from zero. */
function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
}

/** `$12,345`: rounded half away from zero, comma-grouped (no locale data involved). */
export function formatDollars(value: number): string {
  const whole = roundHalfAwayFromZero(value);
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}$${grouped}`;
}
