// URLs as they may be stored or shown: never with the credentials of their userinfo part.

/** The URL without its userinfo (`https://user:pass@host/v1` → `https://host/v1`); other text unchanged. */
export function withoutUserinfo(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1');
}
