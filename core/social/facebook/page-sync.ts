import { commitJob } from '../../jobs/job-commit.ts';
import type { Finished, JobRun } from '../../jobs/job-run.ts';
import { message, summaryOf } from '../../jobs/job-summary.ts';
import type { JobStart } from '../../jobs/start-job.ts';
import type { Ctx } from '../../shared/context.ts';
import { inner } from '../../shared/messages.ts';
import { socialFailure, socialRefusal } from '../calling.ts';
import { SOCIAL_MESSAGES as M, socialLog } from '../constants.ts';
import { ZPageIdInput } from '../schema.ts';
import { FACEBOOK_MODULE, facebook, pageWithToken } from './pages.ts';

export const ZStartPageSyncInput = ZPageIdInput;

/** What the sync job keeps in Job.params. */
export interface PageSyncParams {
  pageId: string;
}

/** Its summaries (jobs.summary.<code>). */
export const PAGE_SYNC_SUMMARY = { synced: 'social.pageSynced', syncFailed: 'social.pageSyncFailed' } as const;

/** The start of a page's sync (job kind 'facebook-page-sync'): the page shows synchronizing from the moment it is queued; one sync at a time. */
export async function startPageSync(ctx: Ctx, input: { pageId: string }): Promise<JobStart<PageSyncParams>> {
  const page = await pageWithToken(ctx, input.pageId);
  if (page.syncStatus === 'synchronizing') throw socialRefusal('SYNC_RUNNING', M.syncRunning, 'conflict');
  return {
    fileName: page.name,
    uploadId: null,
    params: { pageId: page.id },
    log: { action: socialLog('pageSynced', { name: page.name }), category: FACEBOOK_MODULE },
    async alongside(tx) {
      await tx.db.socialPage.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: page.id } }, data: { syncStatus: 'synchronizing', syncError: '' } });
      return [];
    },
  };
}

/**
 * Syncs a page: its name is read back with its token (a malformed or revoked token stops here),
 * the page is subscribed to the app so its messages reach the chatbot's webhook, and
 * the people who already wrote to the page become its subscribers. The page ends completed, or
 * failed with the spec's message for why.
 */
export async function runPageSync(ctx: Ctx, run: JobRun<PageSyncParams>): Promise<Finished> {
  const page = await pageWithToken(ctx, run.job.params.pageId);
  const where = { merchantId_id: { merchantId: ctx.merchantId, id: page.id } };
  if (!run.job.committedAt) await commitJob(ctx, run, {});
  try {
    const port = facebook(ctx);
    const found = await port.page(page.id, page.token);
    await port.subscribePage(page.id, page.token);
    const people = await port.conversationPeople(page.id, page.token);
    const now = ctx.now();
    for (const psid of people) {
      await ctx.db.chatSubscriber.upsert({
        where: { merchantId_pageId_psid: { merchantId: ctx.merchantId, pageId: page.id, psid } },
        create: { merchantId: ctx.merchantId, pageId: page.id, psid, firstSeenAt: now, lastMessageAt: now },
        update: {},
      });
    }
    run.beat.progress(1, 1);
    await ctx.db.socialPage.update({ where, data: { name: found.name, syncStatus: 'completed', syncError: '', syncedAt: ctx.now() } });
    return { status: 'completed', totalRows: people.length, doneRows: people.length, failedCount: 0, summary: summaryOf(message(PAGE_SYNC_SUMMARY.synced, { name: found.name, count: people.length })) };
  } catch (error) {
    const failure = socialFailure(error, 'update', true);
    await ctx.db.socialPage.update({ where, data: { syncStatus: 'failed', syncError: failure.code } });
    return { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: summaryOf(message(PAGE_SYNC_SUMMARY.syncFailed, { name: page.name, reason: inner(failure.message) })) };
  }
}
