// The bytes of an artifact from blob storage (docs/gate.md "Retries, rate limits and downloads"): GitHub's API
// answers the download with a redirect to a pre-signed URL, which Octokit gets without following
// (src/github/artifacts.ts); the blob is then streamed here without the token, within a byte cap.
// The timeout is an idle one (no byte for that long), not a limit on the whole transfer, so a slow
// link finishes; a transfer cut off resumes where it stopped (a Range request to a fresh URL) or,
// when the storage does not resume, starts again, never holding more than the cap.

export interface BlobOptions {
  /** More bytes than this is refused (the compressed-size cap). */
  maxBytes: number;
  idleTimeoutMs: number;
  /** Attempts after the first, each from a fresh URL. */
  retries: number;
  /** A pre-signed URL for the blob (asked of the API again for each attempt: they expire). */
  location: () => Promise<{ ok: true; url: string } | { ok: false; message: string; status: number | null }>;
  /** Each piece of the body as it arrives (progress). */
  onBytes?: (n: number) => void;
  /** Told before each retry. */
  onRetry?: (message: string) => void;
  /** Waits before retry n (1-based). */
  pause?: (n: number) => Promise<void>;
}

export type BlobResult =
  | { ok: true; data: Uint8Array; attempts: number }
  | { ok: false; status: number | null; message: string; attempts: number; refused?: boolean };

/** Why one attempt ended early: a status the storage answered, or the transfer broke off (or went quiet). */
type Cut = { kind: 'status'; status: number } | { kind: 'network'; message: string };

/** The origin and path of a URL: its query (the signature) is a secret of sorts and is never printed. */
function bare(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return 'the blob URL';
  }
}

function describe(error: unknown): string {
  const e = error as { message?: string; cause?: { code?: string; message?: string } };
  const cause = e.cause?.code ?? e.cause?.message;
  return `${e.message ?? String(error)}${cause && !String(e.message).includes(cause) ? ` (${cause})` : ''}`;
}

/**
 * One attempt from `have` bytes on: appends to `parts`. Resolves with null when the blob is
 * complete, a Cut otherwise; `refused` when the blob is larger than the cap.
 */
async function attempt(
  url: string,
  have: { parts: Uint8Array[]; size: number },
  opts: BlobOptions,
): Promise<Cut | null | 'refused'> {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const quiet = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => idle.abort(new Error(`no byte for ${Math.round(opts.idleTimeoutMs / 100) / 10} s`)),
      opts.idleTimeoutMs,
    );
  };
  quiet();
  try {
    // No Authorization: a pre-signed URL needs none, and the token must never leave GitHub's API.
    const headers: Record<string, string> = have.size > 0 ? { range: `bytes=${have.size}-` } : {};
    const res = await fetch(url, { headers, redirect: 'follow', signal: idle.signal });
    if (
      res.status === 206 &&
      have.size > 0 &&
      new RegExp(`^bytes ${have.size}-`).test(res.headers.get('content-range') ?? '')
    ) {
      // resumed where the last attempt stopped
    } else if (res.status === 200) {
      have.parts.length = 0; // the storage starts over: so does the copy
      have.size = 0;
    } else {
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'status', status: res.status };
    }
    const declared = Number(res.headers.get('content-length') ?? '0');
    if (have.size + declared > opts.maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      return 'refused';
    }
    if (res.body === null) return null;
    for await (const piece of res.body as AsyncIterable<Uint8Array>) {
      quiet();
      have.parts.push(piece);
      have.size += piece.byteLength;
      opts.onBytes?.(piece.byteLength);
      if (have.size > opts.maxBytes) {
        await res.body.cancel().catch(() => undefined);
        return 'refused';
      }
    }
    return null;
  } catch (error) {
    return {
      kind: 'network',
      message: idle.signal.aborted ? (idle.signal.reason as Error).message : describe(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The whole blob, or why not (the last attempt's reason, the number of attempts). */
export async function downloadBlob(opts: BlobOptions): Promise<BlobResult> {
  const have = { parts: [] as Uint8Array[], size: 0 };
  let why = '';
  let status: number | null = null;
  for (let n = 1; n <= opts.retries + 1; n++) {
    if (n > 1) {
      opts.onRetry?.(
        `artifact download: ${why}; retry ${n - 1} of ${opts.retries}${have.size > 0 ? `, resuming after ${have.size} bytes` : ''}`,
      );
      await opts.pause?.(n - 1);
    }
    const where = await opts.location();
    if (!where.ok) return { ok: false, status: where.status, message: where.message, attempts: n };
    const cut = await attempt(where.url, have, opts);
    if (cut === null) return { ok: true, data: Buffer.concat(have.parts, have.size), attempts: n };
    if (cut === 'refused')
      return {
        ok: false,
        status: null,
        refused: true,
        message: `the artifact is more than the limit of ${opts.maxBytes} bytes (rule: compressed-size)`,
        attempts: n,
      };
    status = cut.kind === 'status' ? cut.status : null;
    why =
      cut.kind === 'status'
        ? `GET ${bare(where.url)} → HTTP ${cut.status}`
        : `GET ${bare(where.url)} failed: ${cut.message}`;
  }
  return {
    ok: false,
    status,
    message: `${why}${opts.retries > 0 ? ` after ${opts.retries + 1} attempts` : ''}`,
    attempts: opts.retries + 1,
  };
}
