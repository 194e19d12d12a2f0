// The one sticky PR comment per `comment-key` (gate.md "Reporting"): found by its hidden marker in
// the paginated comment list, updated in place, posted according to the comment mode. A POST whose
// fate is unknown (a 5xx, a timeout, a cut connection) is never repeated blindly: the comments are
// listed again and the comment is posted only if ours is not there.
import type { components } from '@octokit/openapi-types';
import { parseMarker } from '../report/comment.js';
import { seconds, type ApiError, type GitHubClient } from './client.js';
import type { Repo } from './runs.js';

export type CommentMode = 'always' | 'on-change' | 'on-regression' | 'never';
export const COMMENT_MODES: readonly CommentMode[] = ['always', 'on-change', 'on-regression', 'never'];

/** The fields of an issue comment read here. */
export type IssueComment = Pick<components['schemas']['issue-comment'], 'id' | 'body' | 'html_url' | 'user'>;
/** A comment id, as a number for the API's path (GitHub's ids fit in one). */
const idOf = (c: IssueComment): number => Number(c.id);

export interface CommentRequest {
  repo: Repo;
  issueNumber: number;
  key: string;
  /** Only comments by this login can be ours (the token's identity). */
  author: string;
  /** Full body, starting with the marker. */
  body: string;
  verdictHash: string;
  mode: CommentMode;
  /** Whether something regressed (on-regression mode). */
  regressed: boolean;
}

export type CommentOutcome =
  | { ok: true; action: 'created' | 'updated' | 'skipped'; url: string | null; why: string }
  | { ok: false; error: ApiError };

/**
 * The existing comment for this key, walking every page: the first one written by `author` (the
 * token's own identity) whose first line is the marker. Anyone can paste a marker into a comment;
 * such a comment is never edited and its verdict hash never trusted.
 */
async function findComment(
  client: GitHubClient,
  { repo, issueNumber, key, author }: Pick<CommentRequest, 'repo' | 'issueNumber' | 'key' | 'author'>,
): Promise<{ ok: true; comment: IssueComment | null } | { ok: false; error: ApiError }> {
  const hit = (c: IssueComment) =>
    c.user?.login === author && typeof c.body === 'string' && parseMarker(c.body, key) !== null;
  const listed = await client.list(
    'pull-requests: read',
    (o) => o.paginate.iterator(o.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 }),
    { until: (page) => page.some(hit) },
  );
  if (!listed.ok) return listed;
  return { ok: true, comment: listed.data.find(hit) ?? null };
}

/** A failed POST may still have created the comment: no answer at all, or a server error (a gateway that gave up). */
function fateUnknown(error: ApiError): boolean {
  return error.status === null || error.status >= 500;
}

/**
 * Post the comment once. When the POST's fate is unknown, the comments are listed again (with the
 * client's retries): ours found means the POST did take effect; not found, it is posted again, up
 * to the client's retries, each after the plugin-retry backoff ((n)² s, scaled). Never two comments,
 * never none when GitHub took one.
 */
async function postOnce(client: GitHubClient, req: CommentRequest): Promise<CommentOutcome> {
  const post = () =>
    client.call('pull-requests: write', (o) =>
      o.rest.issues.createComment({
        ...req.repo,
        issue_number: req.issueNumber,
        body: req.body,
        request: { retries: 0 },
      }),
    );
  let res = await post();
  for (let n = 1; !res.ok && fateUnknown(res.error) && n <= client.retries; n++) {
    const wait = n * n * 1000;
    client.tell(
      `${res.error.message}; its fate is unknown: listing the comments again in ${seconds(wait)} (check ${n} of ${client.retries})`,
    );
    await client.pause(wait);
    const found = await findComment(client, req);
    if (!found.ok) return found;
    if (found.comment !== null)
      return {
        ok: true,
        action: 'created',
        url: found.comment.html_url,
        why: 'new comment (its POST failed after taking effect)',
      };
    res = await post();
  }
  return res.ok ? { ok: true, action: 'created', url: res.data.html_url, why: 'new comment' } : res;
}

/**
 * Create or update the comment as the mode says: `always` posts; `on-change` only when the verdict
 * hash differs from the existing comment's; `on-regression` posts when something regressed and
 * always updates an existing comment so it never goes stale; `never` does nothing.
 */
export async function upsertComment(client: GitHubClient, req: CommentRequest): Promise<CommentOutcome> {
  if (req.mode === 'never') return { ok: true, action: 'skipped', url: null, why: 'comment: never' };
  const found = await findComment(client, req);
  if (!found.ok) return found;
  const existing = found.comment;
  if (
    req.mode === 'on-change' &&
    existing !== null &&
    parseMarker(existing.body ?? '', req.key)?.verdictHash === req.verdictHash
  ) {
    return {
      ok: true,
      action: 'skipped',
      url: existing.html_url,
      why: 'verdicts unchanged since the existing comment',
    };
  }
  if (req.mode === 'on-regression' && existing === null && !req.regressed) {
    return {
      ok: true,
      action: 'skipped',
      url: null,
      why: 'nothing regressed and there is no earlier comment to update',
    };
  }
  if (existing !== null) {
    // Replacing a body is idempotent: plugin-retry repeats it.
    const res = await client.call('pull-requests: write', (o) =>
      o.rest.issues.updateComment({ ...req.repo, comment_id: idOf(existing), body: req.body }),
    );
    return res.ok
      ? { ok: true, action: 'updated', url: res.data.html_url, why: 'existing comment updated in place' }
      : res;
  }
  return postOnce(client, req);
}
