// The job summary is limited to 1 MiB (bytes, not characters) per step.

const SUMMARY_MAX_BYTES = 1024 * 1024;
const NOTE = '\n\n…(truncated to fit the 1 MiB job summary limit; everything is in results.json)\n';

/** The text, cut on a line boundary so that it (with a note) stays under the byte limit. */
export function fitSummary(text: string, maxBytes = SUMMARY_MAX_BYTES - 4096): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.byteLength <= maxBytes) return text;
  // Decoding a cut buffer may end in a broken character; cutting back to a newline drops it.
  const head = bytes.subarray(0, maxBytes - Buffer.byteLength(NOTE)).toString('utf8');
  return `${head.slice(0, Math.max(0, head.lastIndexOf('\n')))}${NOTE}`;
}
