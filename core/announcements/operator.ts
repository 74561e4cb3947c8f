import type { BaseCtx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import type { TOperatorAnnouncement } from './schema.ts';

/** The operator's list (`merchant announcements list`): every merchant's announcements, or one merchant's, newest first. */
export function operatorAnnouncements(base: BaseCtx, filter: { merchantId?: string | undefined; archived?: boolean | undefined }): Promise<TOperatorAnnouncement[]> {
  return base.db.announcement.findMany({
    where: { ...(filter.merchantId && { merchantId: filter.merchantId }), ...(!filter.archived && { archivedAt: null }) },
    select: { id: true, merchantId: true, title: true, publishedAt: true, archivedAt: true },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
  });
}

/**
 * `merchant announcements archive <id>`: takes one announcement off its merchant's dashboard.
 * Archiving an archived one keeps its first date.
 */
export async function archiveAnnouncement(base: BaseCtx, id: string): Promise<TOperatorAnnouncement> {
  const found = await base.db.announcement.findFirst({ where: { id }, select: { merchantId: true, archivedAt: true } });
  if (!found) throw notFound('announcement');
  return base.db.announcement.update({
    where: { merchantId_id: { merchantId: found.merchantId, id } },
    data: { archivedAt: found.archivedAt ?? base.now() },
    select: { id: true, merchantId: true, title: true, publishedAt: true, archivedAt: true },
  });
}
