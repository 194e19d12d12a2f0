// Text from outside (an HTTP error body) that goes into diagnostics, results documents, logs or PR
// comments must not carry a secret: a server that echoes the request's Authorization header would
// otherwise publish the API key in a public artifact. Neither may a URL's userinfo
// (`https://user:password@host`): a base URL with a password in it is a credential too.

import { decodedUserinfo as decoded, maskUserinfoIn, USERINFO_IN_TEXT } from './url.js';

const HEADER_ECHO =
  /\b(authorization|proxy-authorization|x-api-key|api[-_]?key|x-goog-api-key)(["']?\s*[:=]\s*["']?)(bearer\s+|basic\s+)?[^\s"',;}]+/gi;
const BEARER = /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;

/**
 * The shortest part of a secret that is masked where it appears alone (a server that echoes the
 * first characters of a key, a key split over two lines): long enough that ordinary words rarely
 * match, short enough that what is left of a key is no help. Secrets shorter than twice this are
 * masked only whole.
 */
const SECRET_FRAGMENT = 8;

/**
 * The secrets in the userinfo of every URL in `text`: the password (as written and decoded),
 * `user:password`, and its Basic-auth encoding (what a server that echoes the header would print).
 * A user name alone is not a secret (it is often a short common word); a userinfo without a
 * password is taken whole, since a token is often passed as the user (`https://TOKEN@host`).
 */
export function urlCredentials(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(USERINFO_IN_TEXT)) {
    const userinfo = m[2]!;
    const colon = userinfo.indexOf(':');
    const user = colon < 0 ? userinfo : userinfo.slice(0, colon);
    const password = colon < 0 ? null : userinfo.slice(colon + 1);
    const secrets =
      password === null
        ? [userinfo, decoded(userinfo)]
        : [password, decoded(password), userinfo, `${decoded(user)}:${decoded(password)}`];
    for (const s of secrets) if (s.length > 0) found.add(s);
    found.add(
      Buffer.from(password === null ? decoded(userinfo) : `${decoded(user)}:${decoded(password)}`, 'utf8').toString(
        'base64',
      ),
    );
  }
  return [...found];
}

/**
 * The credentials in the URLs of the environment (a proxy variable `http://user:password@proxy`,
 * `TRANSIT_LM_API`, any other): every mode of the action masks them before it prints anything,
 * and a run redacts them from what it writes.
 */
export function environmentCredentials(env: Readonly<Record<string, string | undefined>>): string[] {
  const found = new Set<string>();
  for (const value of Object.values(env))
    if (value?.includes('@')) for (const secret of urlCredentials(value)) found.add(secret);
  return [...found];
}

/** Ranges of `text` covered by a fragment (≥ SECRET_FRAGMENT characters) of a long secret. */
function fragmentRanges(text: string, secrets: readonly string[]): [number, number][] {
  const windows = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < 2 * SECRET_FRAGMENT) continue;
    for (let i = 0; i + SECRET_FRAGMENT <= secret.length; i++) windows.add(secret.slice(i, i + SECRET_FRAGMENT));
  }
  if (windows.size === 0) return [];
  const ranges: [number, number][] = [];
  for (let i = 0; i + SECRET_FRAGMENT <= text.length; i++) {
    if (!windows.has(text.slice(i, i + SECRET_FRAGMENT))) continue;
    const last = ranges.at(-1);
    if (last !== undefined && i <= last[1]) last[1] = i + SECRET_FRAGMENT;
    else ranges.push([i, i + SECRET_FRAGMENT]);
  }
  return ranges;
}

/**
 * `text` with each known secret replaced by `***` — whole, or any run of at least SECRET_FRAGMENT
 * of its characters for a long secret — and the userinfo of any URL masked. For what a run writes
 * of its own (diagnostics, logs); scrubSecrets also masks what looks like a credential.
 */
export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  const known = secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4);
  let out = text;
  for (const secret of known) out = out.split(secret).join('***');
  const ranges = fragmentRanges(out, known);
  if (ranges.length > 0) {
    let masked = '';
    let at = 0;
    for (const [from, to] of ranges) {
      masked += `${out.slice(at, from)}***`;
      at = to;
    }
    out = masked + out.slice(at);
  }
  return maskUserinfoIn(out);
}

/**
 * Text from outside (an HTTP error body) made safe to show: redactSecrets, plus any echoed
 * credential header or bearer token masked; cut to `max` characters.
 */
export function scrubSecrets(text: string, secrets: readonly (string | null | undefined)[], max = 200): string {
  const out = redactSecrets(text, secrets)
    .replace(
      HEADER_ECHO,
      (_m, name: string, sep: string, scheme: string | undefined) => `${name}${sep}${scheme ?? ''}***`,
    )
    .replace(BEARER, (_m, scheme: string) => `${scheme} ***`);
  return out.length > max ? `${out.slice(0, max)}…` : out;
}

/** Every string inside `value` (objects, arrays) passed through redactSecrets; other values unchanged. */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redactSecrets(v, secrets);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
