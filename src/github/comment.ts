// The one sticky PR comment per `comment-key` (gate.md "Reporting"): found by its hidden marker in
// the paginated comment list, updated in place, posted according to the comment mode.
import { parseMarker } from '../report/comment.js';
import type { ApiError, GitHubClient } from './client.js';
import type { Repo } from './artifacts.js';

export type CommentMode = 'always' | 'on-change' | 'on-regression' | 'never';
export const COMMENT_MODES: readonly CommentMode[] = ['always', 'on-change', 'on-regression', 'never'];

export interface IssueComment {
  id: number;
  body?: string;
  html_url: string;
  user?: { login?: string; type?: string } | null;
}

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
export async function findComment(client: GitHubClient, repo: Repo, issueNumber: number, key: string, author: string): Promise<{ ok: true; comment: IssueComment | null } | { ok: false; error: ApiError }> {
  const hit = (c: IssueComment) => c.user?.login === author && typeof c.body === 'string' && parseMarker(c.body, key) !== null;
  const listed = await client.paginate<IssueComment>(`/repos/${repo.owner}/${repo.repo}/issues/${issueNumber}/comments?per_page=100`, {
    need: 'pull-requests: read',
    until: (page) => page.some(hit),
  });
  if (!listed.ok) return listed;
  return { ok: true, comment: listed.data.find(hit) ?? null };
}

/**
 * Create or update the comment as the mode says: `always` posts; `on-change` only when the verdict
 * hash differs from the existing comment's; `on-regression` posts when something regressed and
 * always updates an existing comment so it never goes stale; `never` does nothing.
 */
export async function upsertComment(client: GitHubClient, req: CommentRequest): Promise<CommentOutcome> {
  if (req.mode === 'never') return { ok: true, action: 'skipped', url: null, why: 'comment: never' };
  const found = await findComment(client, req.repo, req.issueNumber, req.key, req.author);
  if (!found.ok) return found;
  const existing = found.comment;
  if (req.mode === 'on-change' && existing !== null && parseMarker(existing.body ?? '', req.key)?.verdictHash === req.verdictHash) {
    return { ok: true, action: 'skipped', url: existing.html_url, why: 'verdicts unchanged since the existing comment' };
  }
  if (req.mode === 'on-regression' && existing === null && !req.regressed) {
    return { ok: true, action: 'skipped', url: null, why: 'nothing regressed and there is no earlier comment to update' };
  }
  const { owner, repo } = req.repo;
  if (existing !== null) {
    const res = await client.request<IssueComment>('PATCH', `/repos/${owner}/${repo}/issues/comments/${existing.id}`, { body: { body: req.body }, need: 'pull-requests: write' });
    return res.ok ? { ok: true, action: 'updated', url: res.data.html_url, why: 'existing comment updated in place' } : res;
  }
  const res = await client.request<IssueComment>('POST', `/repos/${owner}/${repo}/issues/${req.issueNumber}/comments`, { body: { body: req.body }, need: 'pull-requests: write' });
  return res.ok ? { ok: true, action: 'created', url: res.data.html_url, why: 'new comment' } : res;
}
