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
