// How long a transport retry waits: the server's Retry-After when it gives a readable one (RFC 9110
// §10.2.3: delta-seconds or an HTTP date), capped, else exponential backoff with jitter.

/** The longest Retry-After waited for: one header does not hold a run for an hour. */
const RETRY_AFTER_CAP_S = 60;

const HTTP_DATE_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

/** Retry-After as seconds (delta-seconds or an HTTP date), capped at 60 s; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  let seconds: number;
  if (/^\d+(\.\d+)?$/.test(text)) seconds = Number(text);
  else {
    // An HTTP date names its month (RFC 9110 §5.6.7, its three forms); Date.parse alone reads "-3" as a year.
    if (!HTTP_DATE_MONTH.test(text)) return null;
    // asctime's form carries no zone and means GMT; Date.parse would read it in local time.
    const at = Date.parse(text.endsWith('GMT') ? text : `${text} GMT`);
    if (Number.isNaN(at)) return null;
    seconds = Math.max(0, (at - now) / 1000);
  }
  return Math.min(RETRY_AFTER_CAP_S, seconds);
}

/** The wait before transport retry k (1-based) when no Retry-After is given: 2^(k−1)·(0.5 + U) s. */
export function backoffSeconds(k: number, u: number): number {
  return 2 ** (k - 1) * (0.5 + u);
}
