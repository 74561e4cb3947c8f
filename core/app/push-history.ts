import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { APP_MESSAGES as M, APP_MODULE, appLog } from './constants.ts';
import { ZPushHistoryInput, ZPushMessage, ZPushMessageId, ZPushVisibilityInput, type TPushMessage } from './schema.ts';

const SELECT = { id: true, title: true, body: true, url: true, visibility: true, status: true, sendAt: true, sentAt: true, sentCount: true, failedCount: true, createdAt: true } as const;

/** The push messages, newest first (by when they were composed), a page at a time. */
export async function listPushMessages(ctx: Ctx, raw: unknown): Promise<{ items: TPushMessage[]; total: number; page: number; pageSize: number }> {
  const page = ZPushHistoryInput.parse(raw ?? {});
  const where = { merchantId: ctx.merchantId };
  const [rows, total] = await Promise.all([
    ctx.db.pushMessage.findMany({ where, select: SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(page) }),
    ctx.db.pushMessage.count({ where }),
  ]);
  return { items: rows.map((r) => ZPushMessage.parse(r)), total, ...page };
}

/** Shows or hides a message in the app's message list (platform.md: public or hidden). */
export async function setPushVisibility(ctx: Ctx, raw: unknown): Promise<{ id: string; title: string }> {
  const input = ZPushVisibilityInput.parse(raw);
  const action = input.visibility === 'public' ? 'pushShown' : 'pushHidden';
  return audited(ctx, (m: { title: string }) => ({ action: appLog(action, { title: m.title }), category: APP_MODULE }), async (tx) => {
    const row = await tx.db.pushMessage.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.id } }, select: { id: true, title: true } });
    if (!row) throw notFound('pushMessage');
    await tx.db.pushMessage.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: input.id } }, data: { visibility: input.visibility } });
    return row;
  });
}

/**
 * Cancels a message still waiting for its time: it is removed. One conditional delete, so a
 * message the sender has already claimed (sending or sent) is refused and not half-cancelled.
 */
export async function cancelPushMessage(ctx: Ctx, raw: unknown): Promise<{ id: string; title: string }> {
  const { id } = ZPushMessageId.parse(raw);
  return audited(ctx, (m: { title: string }) => ({ action: appLog('pushCancelled', { title: m.title }), category: APP_MODULE }), async (tx) => {
    const row = await tx.db.pushMessage.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true, title: true } });
    if (!row) throw notFound('pushMessage');
    const { count } = await tx.db.pushMessage.deleteMany({ where: { merchantId: tx.merchantId, id, status: 'scheduled' } });
    if (count === 0) throw new AppError('APP.NOT_SCHEDULED', M.notScheduled, 'conflict');
    return row;
  });
}
