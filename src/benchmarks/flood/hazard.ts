// The flood's physics (spec "One year", step 4): exposure, damage ratio and insurance payout.
import type { InsuranceTerms } from './scenario.js';
import type { FloodZone } from './types.js';

/** Exposed iff U < this (on the `exposure` stream). */
export const EXPOSURE_THRESHOLD: Readonly<Record<FloodZone, number>> = { HIGH: 0.9, MODERATE: 0.5, LOW: 0.1 };

/** r = clip(s²·exp(0.2·Z), 0, 1); elevated: × 0.05, or × 0.5 instead when s > 0.9. */
export function damageRatio(severity: number, z: number, elevated: boolean): number {
  const r = Math.min(1, Math.max(0, severity * severity * Math.exp(0.2 * z)));
  if (!elevated) return r;
  return r * (severity > 0.9 ? 0.5 : 0.05);
}

/** max(0, min(building, buildingLimit) + min(contents, contentsLimit) − deductible) × payoutRatio. */
export function insurancePayout(building: number, contents: number, terms: InsuranceTerms): number {
  return (
    Math.max(0, Math.min(building, terms.buildingLimit) + Math.min(contents, terms.contentsLimit) - terms.deductible) *
    terms.payoutRatio
  );
}
