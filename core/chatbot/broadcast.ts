import { randomUUID } from 'node:crypto';
import type { JobKinds } from '../jobs/job-kind.ts';
import { readStoredParams } from '../jobs/job-params.ts';
import { startJob, type JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { calling, socialRefusal } from '../social/calling.ts';
import { facebook, pageWithToken } from '../social/facebook/pages.ts';
import { CHATBOT_MESSAGES as M, CHATBOT_MODULE, chatbotLog } from './constants.ts';
import { ZBroadcastListInput, ZRecipient, ZRecipientsInput, type TBroadcast, type TBroadcastInput, type TBroadcastValues } from './schema.ts';

/** What the broadcast job keeps in Job.params: the broadcast it sends (its rows hold the rest). */
export interface BroadcastParams {
  broadcastId: string;
}

/**
 * The start of a broadcast (job kind 'chatbot-broadcast'): the page's token is checked with
 * Facebook first (a malformed one says to re-add the page), then the broadcast and one pending
 * recipient per subscriber of the page are recorded in the transaction that queues the job.
 */
export async function startBroadcast(ctx: Ctx, input: TBroadcastValues): Promise<JobStart<BroadcastParams>> {
  const page = await pageWithToken(ctx, input.pageId);
  const subscribers = await ctx.db.chatSubscriber.findMany({ where: { merchantId: ctx.merchantId, pageId: page.id }, select: { psid: true } });
  if (subscribers.length === 0) throw socialRefusal('NO_SUBSCRIBERS', M.noSubscribers, 'invalid');
  await calling('submit', () => facebook(ctx).page(page.id, page.token), true);
  const broadcastId = randomUUID();
  return {
    fileName: input.title,
    uploadId: null,
    params: { broadcastId },
    log: { action: chatbotLog('broadcast', { title: input.title, name: page.name }), category: CHATBOT_MODULE },
    async alongside(tx) {
      await tx.db.chatBroadcast.create({ data: { merchantId: tx.merchantId, id: broadcastId, pageId: page.id, title: input.title, link: input.link, content: input.content, createdAt: tx.now(), createdBy: tx.userId } });
      await tx.db.chatBroadcastRecipient.createMany({ data: subscribers.map((s) => ({ merchantId: tx.merchantId, broadcastId, psid: s.psid })) });
      return [];
    },
  };
}

/** Sends a broadcast: a job of the one engine whose start records it and whose runner sends it. */
export async function sendBroadcast(ctx: Ctx, kinds: JobKinds, input: TBroadcastInput): Promise<{ id: string; jobId: string }> {
  const job = await startJob(ctx, kinds, { kind: 'chatbot-broadcast', ...input });
  const row = await ctx.db.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id: job.id } }, select: { params: true } });
  return { id: String(readStoredParams(row.params).params.broadcastId), jobId: job.id };
}

/** A page's broadcasts, newest first, with how many were sent, failed or wait. */
export async function broadcasts(ctx: Ctx, raw: unknown): Promise<{ items: TBroadcast[]; total: number; page: number; pageSize: number }> {
  const input = ZBroadcastListInput.parse(raw);
  await pageWithToken(ctx, input.pageId);
  const where = { merchantId: ctx.merchantId, pageId: input.pageId };
  const [rows, total] = await Promise.all([ctx.db.chatBroadcast.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input) }), ctx.db.chatBroadcast.count({ where })]);
  const pending = await ctx.db.chatBroadcastRecipient.groupBy({ by: ['broadcastId'], where: { merchantId: ctx.merchantId, broadcastId: { in: rows.map((r) => r.id) }, status: 'pending' }, _count: { _all: true } });
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      link: r.link,
      content: r.content,
      createdAt: r.createdAt,
      sentCount: r.sentCount,
      failedCount: r.failedCount,
      pendingCount: pending.find((p) => p.broadcastId === r.id)?._count._all ?? 0,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** How a broadcast went for each recipient: failed ones first, with the network's reason. */
export async function broadcastRecipients(ctx: Ctx, raw: unknown) {
  const input = ZRecipientsInput.parse(raw);
  const broadcast = await ctx.db.chatBroadcast.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: input.broadcastId } }, select: { id: true } });
  if (!broadcast) throw notFound('chatBroadcast');
  const where = { merchantId: ctx.merchantId, broadcastId: broadcast.id };
  const [rows, total] = await Promise.all([
    ctx.db.chatBroadcastRecipient.findMany({ where, orderBy: [{ status: 'asc' }, { psid: 'asc' }], ...skipTake(input) }),
    ctx.db.chatBroadcastRecipient.count({ where }),
  ]);
  return { items: rows.map((r) => ZRecipient.parse(r)), total, page: input.page, pageSize: input.pageSize };
}
