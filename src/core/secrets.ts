// Text from outside (an HTTP error body) that goes into diagnostics, results documents, logs or PR
// comments must not carry a secret: a server that echoes the request's Authorization header would
// otherwise publish the API key in a public artifact.

const HEADER_ECHO = /\b(authorization|proxy-authorization|x-api-key|api[-_]?key|x-goog-api-key)(["']?\s*[:=]\s*["']?)(bearer\s+|basic\s+)?[^\s"',;}]+/gi;
const BEARER = /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;

/** `text` with each secret (and any echoed credential header or bearer token) replaced by `***`, cut to `max` characters. */
export function scrubSecrets(text: string, secrets: ReadonlyArray<string | null | undefined>, max = 200): string {
  let out = text;
  for (const secret of secrets) {
    if (typeof secret === 'string' && secret.length >= 4) out = out.split(secret).join('***');
  }
  out = out.replace(HEADER_ECHO, (_m, name: string, sep: string, scheme: string | undefined) => `${name}${sep}${scheme ?? ''}***`).replace(BEARER, (_m, scheme: string) => `${scheme} ***`);
  return out.length > max ? `${out.slice(0, max)}…` : out;
}
