import type { TLiveCommentEvent } from '../../core/live-commerce/schema.ts';

/** The feed changes of a page event Facebook's webhook carries (only what live commerce reads). */
export interface FeedEntry {
  id?: string;
  changes?: { field?: string; value?: { item?: string; verb?: string; comment_id?: string; post_id?: string; from?: { id?: string; name?: string }; message?: string; created_time?: number | string } }[];
}

/** When a comment was made: Facebook sends seconds since the epoch (or an ISO time); now when absent or unreadable. */
function commentTime(value: number | string | undefined): Date {
  const at = typeof value === 'number' ? new Date(value * 1000) : new Date(value ?? Number.NaN);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/** The comments added to a page's posts (feed changes with item 'comment' and verb 'add'), the page's own left out. */
export function commentsOf(object: string | undefined, entries: readonly FeedEntry[]): TLiveCommentEvent[] {
  if (object !== 'page') return [];
  return entries.flatMap((entry) =>
    (entry.changes ?? []).flatMap(({ field, value: v }) => {
      if (field !== 'feed' || v?.item !== 'comment' || v.verb !== 'add' || !entry.id || !v.comment_id || !v.post_id || !v.from?.id || v.from.id === entry.id) return [];
      return [{ pageId: String(entry.id), commentId: String(v.comment_id), postId: String(v.post_id), fromId: String(v.from.id), fromName: String(v.from.name ?? ''), text: String(v.message ?? ''), at: commentTime(v.created_time) }];
    }),
  );
}
