// Conditional requests for list endpoints (docs/gate.md "History: where it comes from"): an
// Octokit plugin that keeps each list page's answer with its ETag in a folder and asks again with
// If-None-Match; GitHub answers an unchanged page 304, which it does not count against the rate
// limit, and the kept page is used, with the 304's own headers (the rate limit read there). Which
// lists are kept, and which fields of their items, the caller says (`KeptList`): this plugin knows
// no resource. The folder is no more trusted than the API: only the fields read are kept, checked
// again when read.
import { createHash } from 'node:crypto';
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic.js';

/** A kept answer larger than this is ignored. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

/** A list endpoint whose pages are kept. */
export interface KeptList {
  /** The path of the endpoint (without GHES's `/api/v3`). */
  path: RegExp;
  /** The key of the answer's array of items. */
  key: string;
  /** The fields of an item that are kept, or null when the item does not have them (the page is then not used). */
  slim: (item: unknown) => unknown;
}

/** Where list answers are kept (`folder`) and which lists. */
export interface ListCache {
  folder: string;
  lists: readonly KeptList[];
}

interface Kept {
  url: string;
  etag: string;
  link: string | null;
  total: number;
  items: unknown[];
}

function keptFile(root: string, url: string): string {
  return path.join(root, 'etags', `${createHash('sha256').update(url).digest('hex').slice(0, 40)}.json`);
}

async function readKept(file: string, url: string, slim: (v: unknown) => unknown): Promise<Kept | null> {
  try {
    const info = await lstat(file);
    if (!info.isFile() || info.size > MAX_KEPT_BYTES) return null;
    const v = JSON.parse(await readFile(file, 'utf8')) as Partial<Record<keyof Kept, unknown>>;
    if (
      v.url !== url ||
      typeof v.etag !== 'string' ||
      !(v.link === null || typeof v.link === 'string') ||
      typeof v.total !== 'number' ||
      !Array.isArray(v.items)
    )
      return null;
    const items = v.items.map(slim);
    return items.every((x) => x !== null) ? { url, etag: v.etag, link: v.link, total: v.total, items } : null;
  } catch {
    return null; // none kept, or unreadable: an unconditional request
  }
}

interface HookOptions {
  method: string;
  headers: Record<string, string | number | undefined>;
}
interface HookResponse {
  status: number;
  url: string;
  headers: Record<string, string | number | undefined>;
  data: unknown;
}
type Request = (options: HookOptions) => Promise<HookResponse>;
interface Hooked {
  request: { endpoint: { parse: (options: HookOptions) => { url: string } } };
  hook: { wrap: (name: 'request', hook: (request: Request, options: HookOptions) => Promise<HookResponse>) => void };
}

/** The plugin. */
export function conditionalRequests({ folder: root, lists }: ListCache) {
  return (octokit: Hooked): void => {
    octokit.hook.wrap('request', async (request, options) => {
      if (options.method !== 'GET') return request(options);
      const url = octokit.request.endpoint.parse(options).url;
      const list = lists.find((l) => l.path.test(new URL(url).pathname.replace(/^\/api\/v3(?=\/)/, '')));
      if (list === undefined) return request(options);
      const file = keptFile(root, url);
      const kept = await readKept(file, url, list.slim);
      if (kept !== null) options.headers['if-none-match'] = kept.etag;
      try {
        const res = await request(options);
        const items = (res.data as Record<string, unknown> | null)?.[list.key];
        const etag = res.headers.etag;
        if (typeof etag === 'string' && Array.isArray(items)) {
          const slimmed = items.map(list.slim).filter((x) => x !== null);
          const link = typeof res.headers.link === 'string' ? res.headers.link : null;
          const total = Number((res.data as { total_count?: unknown }).total_count ?? slimmed.length);
          await writeFileAtomic(file, JSON.stringify({ url, etag, link, total, items: slimmed } satisfies Kept)).catch(
            () => undefined,
          );
        }
        return res;
      } catch (error) {
        const e = error as { status?: number; response?: { headers: Record<string, string | number | undefined> } };
        if (kept === null || e.status !== 304 || e.response === undefined) throw error;
        // Unchanged: the kept page, with this answer's headers (rate limit) and the kept link to the next page.
        const headers = { ...e.response.headers, ...(kept.link !== null ? { link: kept.link } : {}) };
        return { status: 200, url, headers, data: { total_count: kept.total, [list.key]: kept.items } };
      }
    });
  };
}
