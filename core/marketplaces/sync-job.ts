import { z } from 'zod';
import { commitJob } from '../jobs/job-commit.ts';
import type { Finished, JobRun } from '../jobs/job-run.ts';
import { message, summaryOf } from '../jobs/job-summary.ts';
import type { JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { inner, msg } from '../shared/messages.ts';
import { MARKETPLACE_CATEGORY, MARKETPLACE_MESSAGES, PLATFORM_NAMES, SHOP_STATUS } from './constants.ts';
import type { MarketplacePlatform } from './port.ts';
import { authOf, shopRow } from './shops.ts';
import { syncShop } from './sync.ts';

export const ZStartShopSyncInput = z.object({ shopId: z.string().min(1) });

/** What the sync job keeps in Job.params. */
export interface ShopSyncParams {
  shopId: string;
}

/** Its summaries (jobs.summary.<code>). */
export const SHOP_SYNC_SUMMARY = { synced: 'marketplaceSync.synced', syncFailed: 'marketplaceSync.syncFailed' } as const;

/**
 * Sync now, from the shop list (job kind 'marketplace-sync'): the scheduled sync of one shop, off
 * the request, since a large shop's first sync reads thousands of products. An expired shop is
 * refused with the spec's message rather than skipped; the shop shows updating from the moment
 * the job is queued, and one sync runs at a time.
 */
export async function startShopSync(ctx: Ctx, input: z.output<typeof ZStartShopSyncInput>): Promise<JobStart<ShopSyncParams>> {
  const shop = await shopRow(ctx, input.shopId);
  authOf(ctx, shop);
  if (shop.status === SHOP_STATUS.updating) throw new AppError('MARKETPLACE.SYNC_RUNNING', MARKETPLACE_MESSAGES.syncRunning, 'conflict');
  return {
    fileName: shop.storeName,
    uploadId: null,
    params: { shopId: shop.id },
    log: { action: msg('log.marketplaces.synced', { platform: PLATFORM_NAMES[shop.platform as MarketplacePlatform], name: shop.storeName }), category: MARKETPLACE_CATEGORY },
    async alongside(tx) {
      await tx.db.marketplaceShop.updateMany({ where: { merchantId: tx.merchantId, id: shop.id }, data: { status: SHOP_STATUS.updating } });
      return [];
    },
  };
}

/** Runs the shop's sync; a refusal (the marketplace's message) fails the job with it and leaves the shop as the sync left it. */
export async function runShopSync(ctx: Ctx, run: JobRun<ShopSyncParams>): Promise<Finished> {
  const { shopId } = run.job.params;
  // The sync writes as it goes and resumes where the marketplace's update times say it stopped.
  if (!run.job.committedAt) await commitJob(ctx, run, {});
  try {
    const result = await syncShop(ctx, shopId);
    run.beat.progress(1, 1);
    const orders = result.ordersCreated + result.ordersUpdated;
    if (result.error) return { status: 'failed', totalRows: 0, doneRows: 0, failedCount: 0, summary: summaryOf(message(SHOP_SYNC_SUMMARY.syncFailed, { name: result.storeName, reason: inner(result.error) })) };
    return { status: 'completed', totalRows: result.products + orders, doneRows: result.products + orders, failedCount: 0, summary: summaryOf(message(SHOP_SYNC_SUMMARY.synced, { name: result.storeName, products: result.products, orders })) };
  } finally {
    // A failure the sync did not expect must not leave the shop showing updating for good.
    await ctx.db.marketplaceShop.updateMany({ where: { merchantId: ctx.merchantId, id: shopId, status: SHOP_STATUS.updating }, data: { status: SHOP_STATUS.active } });
  }
}
