// Which variables name a proxy, apart from core/proxy.ts: the entry points load that module (and
// undici with it, ≈ 40 ms of every start, measured on `bench-check --version`) only when one is set.

/** The variables that name a proxy; without any of them no proxy dispatcher is installed. */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const;

/** Whether the environment names a proxy (a variable of PROXY_VARIABLES set and not empty). */
export function namesProxy(env: Readonly<Record<string, string | undefined>>): boolean {
  return PROXY_VARIABLES.some((name) => (env[name] ?? '') !== '');
}
