import { commitJob, JobStopped } from '../jobs/job-commit.ts';
import { failedJob, type Finished, type JobRun } from '../jobs/job-run.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { vapidKeysOf } from './keys.ts';
import { imageUrlOf, type WebPushSendParams } from './send.ts';
import type { WebPushOutcome, WebPushPayload } from './sender-port.ts';

/** Its summaries (jobs.summary.<code>). */
export const WEB_PUSH_SEND_SUMMARY = { delivered: 'webPush.delivered', noSender: 'webPush.noSender' } as const;
const S = WEB_PUSH_SEND_SUMMARY;

/** Subscriptions sent to at once: the push services answer in parallel; the database is written once per batch. */
const BATCH = 50;

/**
 * Delivers a web push to every subscription active when it was sent (job kind 'web-push-send').
 * Sending is not undone, so the job commits before its first delivery: a process that stops
 * part way leaves the rest to the next runner. Resuming needs no list of its own: a subscription
 * is due while its lastPushAt is before the push's sentAt, and each batch sets it to that sentAt
 * (sent or failed: the send time of the last push it was given, whatever the runner's clock) in
 * the transaction that adds the batch to the push's counts. A 404 or 410 from the push service
 * marks the subscription expired.
 */
export async function runWebPushSend(ctx: Ctx, run: JobRun<WebPushSendParams>): Promise<Finished> {
  const sender = ctx.env.webPushSender;
  if (!sender) return failedJob(summaryOf(message(S.noSender)));
  const push = await ctx.db.webPush.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: run.job.params.pushId } } });
  if (!push) throw notFound('webPush');
  if (!run.job.committedAt) await commitJob(ctx, run, {});
  const vapid = await vapidKeysOf(ctx);
  const payload: WebPushPayload = { title: push.title, body: push.description, url: push.url, image: imageUrlOf(ctx.env.publicUrl, ctx.merchantId, push.imageUploadId) };
  const text = JSON.stringify(payload);
  const due = { merchantId: ctx.merchantId, status: 'active', createdAt: { lte: push.sentAt }, OR: [{ lastPushAt: null }, { lastPushAt: { lt: push.sentAt } }] };
  const total = push.sentCount + push.failedCount + (await ctx.db.webPushSubscription.count({ where: due }));
  let done = push.sentCount + push.failedCount;
  for (;;) {
    if (run.signal.aborted) throw new JobStopped();
    const batch = await ctx.db.webPushSubscription.findMany({ where: due, select: { id: true, endpoint: true, p256dh: true, auth: true }, orderBy: { id: 'asc' }, take: BATCH });
    if (batch.length === 0) break;
    const outcomes = await Promise.all(batch.map((s) => sender.send(s, text, vapid).catch((error: unknown): WebPushOutcome => ({ status: 'failed', error: String(error) }))));
    const idsOf = (status: WebPushOutcome['status']) => batch.filter((_, i) => outcomes[i]!.status === status).map((s) => s.id);
    const sent = idsOf('sent').length;
    await withTransaction(ctx, async (tx) => {
      await tx.db.webPushSubscription.updateMany({ where: { merchantId: tx.merchantId, id: { in: batch.map((s) => s.id) } }, data: { lastPushAt: push.sentAt } });
      const gone = idsOf('gone');
      if (gone.length > 0) await tx.db.webPushSubscription.updateMany({ where: { merchantId: tx.merchantId, id: { in: gone } }, data: { status: 'expired' } });
      await tx.db.webPush.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: push.id } }, data: { sentCount: { increment: sent }, failedCount: { increment: batch.length - sent } } });
    });
    done += batch.length;
    run.beat.progress(done, total);
  }
  const final = await ctx.db.webPush.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id: push.id } }, select: { sentCount: true, failedCount: true } });
  return {
    status: 'completed',
    totalRows: final.sentCount + final.failedCount,
    doneRows: final.sentCount,
    failedCount: final.failedCount,
    summary: summaryOf(message(S.delivered, { sent: final.sentCount, failed: final.failedCount })),
  };
}
