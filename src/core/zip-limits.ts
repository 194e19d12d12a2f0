// Caps on an artifact downloaded from a workflow run (gate.md "Artifact limits").
/**
 * Caps on an artifact downloaded from a run (gate.md "Artifact limits"). In the fork-safe flow the
 * artifact comes from a pull request's run, so every byte of it may be hostile.
 */
export interface ArtifactLimits {
  /** The zip as downloaded, and the size the API lists for the artifact. */
  maxCompressedBytes: number;
  /** The sum of the entries' sizes once inflated (as declared, and as really inflated). */
  maxExpandedBytes: number;
  /** Entries in the zip's central directory, directories included. */
  maxEntries: number;
}

export const DEFAULT_MAX_COMPRESSED_BYTES = 100 * 1024 * 1024;
export const DEFAULT_MAX_EXPANDED_BYTES = 500 * 1024 * 1024;
export const DEFAULT_MAX_ENTRIES = 10_000;
export const DEFAULT_ARTIFACT_LIMITS: Readonly<ArtifactLimits> = Object.freeze({
  maxCompressedBytes: DEFAULT_MAX_COMPRESSED_BYTES,
  maxExpandedBytes: DEFAULT_MAX_EXPANDED_BYTES,
  maxEntries: DEFAULT_MAX_ENTRIES,
});

/**
 * The limits, with the defaults for what is not given. A value that is not a number ≥ 0 counts as
 * not given: a NaN cap would compare as no cap at all.
 */
export function artifactLimits(limits: Partial<ArtifactLimits> = {}): ArtifactLimits {
  const pick = (value: number | undefined, fallback: number) =>
    typeof value === 'number' && value >= 0 ? value : fallback;
  return {
    maxCompressedBytes: pick(limits.maxCompressedBytes, DEFAULT_MAX_COMPRESSED_BYTES),
    maxExpandedBytes: pick(limits.maxExpandedBytes, DEFAULT_MAX_EXPANDED_BYTES),
    maxEntries: pick(limits.maxEntries, DEFAULT_MAX_ENTRIES),
  };
}
