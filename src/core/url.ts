// URLs as they may be stored or shown: never with the credentials of their userinfo part.

const USERINFO = /([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi;

/** The URL without its userinfo (`https://user:pass@host/v1` → `https://host/v1`); other text unchanged. */
export function withoutUserinfo(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1');
}

/** Every URL in `text` without its userinfo (an error message that quotes the URL it was given). */
export function withoutUserinfoIn(text: string): string {
  return text.replace(USERINFO, '$1');
}

/**
 * The userinfo of a URL in running text: scheme, `//`, then anything up to `@` that is not a path,
 * space or quote (group 2). Shared by the redaction of secrets (core/secrets.ts).
 */
export const USERINFO_IN_TEXT = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#@"'<>`\\]+)@/gi;

/** `text` with the userinfo of any URL in it masked (`https://u:p@host` → `https://***@host`): what was there is visible, not what it was. */
export function maskUserinfoIn(text: string): string {
  return text.replace(USERINFO_IN_TEXT, (_m, scheme: string) => `${scheme}***@`);
}

/** A userinfo part percent-decoded (as a server reads it), or as written when it is not valid. */
export function decodedUserinfo(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * A URL with credentials (`https://user:password@host/…`) as a request can use it: `fetch` refuses
 * a URL with userinfo, so the userinfo becomes an `Authorization: Basic …` header (what curl and
 * browsers send for it) and leaves the URL. `url` without userinfo: itself and no header.
 */
export interface RequestTarget {
  /** The URL without userinfo. */
  url: string;
  /** `Basic …` for the userinfo, or null. */
  authorization: string | null;
}

export function requestTarget(url: string): RequestTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, authorization: null };
  }
  if (parsed.username === '' && parsed.password === '') return { url, authorization: null };
  const credentials = `${decodedUserinfo(parsed.username)}:${decodedUserinfo(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.toString(), authorization: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}` };
}
