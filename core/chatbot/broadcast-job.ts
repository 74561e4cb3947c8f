import { commitJob, JobStopped } from '../jobs/job-commit.ts';
import type { Finished, JobRun } from '../jobs/job-run.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { pageWithToken, facebook } from '../social/facebook/pages.ts';
import type { BroadcastParams } from './broadcast.ts';
import { BROADCAST_BATCH } from './constants.ts';

/** Its summaries (jobs.summary.<code>). */
export const BROADCAST_SUMMARY = { sent: 'chatbot.broadcastSent' } as const;

/** The message a subscriber gets: the title, the content and the link, each on its own line. */
const textOf = (b: { title: string; content: string; link: string }) => `${b.title}\n\n${b.content}\n\n${b.link}`;

/**
 * Sends a broadcast to its recipients through the page (job kind 'chatbot-broadcast'). Sending is
 * not undone, so the job commits before its first message: a process that stops part way leaves
 * the pending recipients to the next runner. Each recipient ends sent or failed with Facebook's
 * reason, written with the broadcast's counts batch by batch.
 */
export async function runBroadcast(ctx: Ctx, run: JobRun<BroadcastParams>): Promise<Finished> {
  const broadcast = await ctx.db.chatBroadcast.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: run.job.params.broadcastId } } });
  if (!broadcast) throw notFound('chatBroadcast');
  if (!run.job.committedAt) await commitJob(ctx, run, {});
  const page = await pageWithToken(ctx, broadcast.pageId);
  const port = facebook(ctx);
  const due = { merchantId: ctx.merchantId, broadcastId: broadcast.id, status: 'pending' };
  const total = await ctx.db.chatBroadcastRecipient.count({ where: { merchantId: ctx.merchantId, broadcastId: broadcast.id } });
  const text = textOf(broadcast);
  for (;;) {
    if (run.signal.aborted) throw new JobStopped();
    const batch = await ctx.db.chatBroadcastRecipient.findMany({ where: due, select: { psid: true }, orderBy: { psid: 'asc' }, take: BROADCAST_BATCH });
    if (batch.length === 0) break;
    const outcomes = await Promise.all(
      batch.map((r) =>
        port.send(page.id, page.token, { to: r.psid, text, kind: 'update' }).then(
          () => '',
          (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200) || 'failed',
        ),
      ),
    );
    await withTransaction(ctx, async (tx) => {
      for (const [i, r] of batch.entries()) {
        const error = outcomes[i]!;
        await tx.db.chatBroadcastRecipient.update({ where: { merchantId_broadcastId_psid: { merchantId: tx.merchantId, broadcastId: broadcast.id, psid: r.psid } }, data: { status: error ? 'failed' : 'sent', error } });
      }
      const failed = outcomes.filter(Boolean).length;
      await tx.db.chatBroadcast.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: broadcast.id } }, data: { sentCount: { increment: batch.length - failed }, failedCount: { increment: failed } } });
    });
    const done = await ctx.db.chatBroadcastRecipient.count({ where: { merchantId: ctx.merchantId, broadcastId: broadcast.id, status: { not: 'pending' } } });
    run.beat.progress(done, total);
  }
  const final = await ctx.db.chatBroadcast.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id: broadcast.id } }, select: { sentCount: true, failedCount: true } });
  return {
    status: 'completed',
    totalRows: final.sentCount + final.failedCount,
    doneRows: final.sentCount,
    failedCount: final.failedCount,
    summary: summaryOf(message(BROADCAST_SUMMARY.sent, { sent: final.sentCount, failed: final.failedCount })),
  };
}
