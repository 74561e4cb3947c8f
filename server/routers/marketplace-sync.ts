import { z } from 'zod';
import { chooseBoostProducts, ZBoostChoiceInput } from '../../core/marketplaces/boost.ts';
import { listMarketplaceOrders, listShopProducts, viewMarketplaceOrder } from '../../core/marketplaces/lists.ts';
import { createFromMarket, ZCreateFromMarketInput } from '../../core/marketplaces/import.ts';
import { syncBySameSku, ZImportInput } from '../../core/marketplaces/mapping.ts';
import { mapToProduct, productSyncView, pushProductNow, unmapFromProduct, ZProductMapInput, ZProductSyncRef, ZProductSyncView, ZProductUnmapInput } from '../../core/marketplaces/product-link.ts';
import { marketplaceOverview, ZShopOverview } from '../../core/marketplaces/overview.ts';
import { ZMarketplaceOrderDetail, ZMarketplaceOrderId, ZMarketplaceOrderListInput, ZMarketplaceOrderPage, ZMarketplaceProductPage, ZMarketplaceShop, ZProductListInput, ZShopId } from '../../core/marketplaces/schema.ts';
import { ZJob } from '../../core/jobs/schema.ts';
import { startJob } from '../../core/jobs/start-job.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import { disconnectShop, finishConnect, listShops, renewShopToken, startConnect, ZFinishConnectInput, ZPlatform } from '../../core/marketplaces/shops.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('marketplace_sync', 'view');
const edit = moduleProcedure('marketplace_sync', 'edit');

/** Marketplace sync (/marketplace-sync): Shopee and Lazada shops, their products and mapping, boost and orders (docs/marketplaces.md). */
export const marketplaceSyncRouter = router({
  shops: view.output(z.array(ZMarketplaceShop)).query(({ ctx }) => listShops(ctx.core)),
  overview: view.output(z.array(ZShopOverview)).query(({ ctx }) => marketplaceOverview(ctx.core)),
  connect: edit.input(z.object({ platform: ZPlatform })).output(z.object({ url: z.string() })).mutation(({ ctx, input }) => startConnect(ctx.core, input.platform)),
  finishConnect: edit.input(ZFinishConnectInput).output(ZMarketplaceShop).mutation(({ ctx, input }) => finishConnect(ctx.core, input)),
  renewToken: edit.input(ZShopId).output(ZMarketplaceShop).mutation(({ ctx, input }) => renewShopToken(ctx.core, input.id)),
  disconnect: edit.input(ZShopId).output(z.void()).mutation(({ ctx, input }) => disconnectShop(ctx.core, input.id)),
  /** Starts one shop's sync now (job kind marketplace-sync), as the scheduled sync does it: products, stock pushed, orders. */
  sync: edit.input(ZShopId).output(ZJob).mutation(({ ctx, input }) => startJob(ctx.core, JOB_KINDS, { kind: 'marketplace-sync', shopId: input.id })),
  products: view.input(ZProductListInput).output(ZMarketplaceProductPage).query(({ ctx, input }) => listShopProducts(ctx.core, input)),
  syncBySku: edit.input(ZImportInput).output(z.object({ mapped: z.number().int(), unmatched: z.number().int() })).mutation(({ ctx, input }) => syncBySameSku(ctx.core, input)),
  /** Import modes import and duplicate: catalogue products made from the chosen marketplace products. */
  importProducts: edit
    .input(ZCreateFromMarketInput)
    .output(z.object({ created: z.number().int(), imported: z.number().int(), refused: z.array(z.object({ id: z.string(), sku: z.string(), reason: z.string() })) }))
    .mutation(({ ctx, input }) => createFromMarket(ctx.core, input)),
  /** A catalogue product on one shop (the product sync pages): map, unmap, push now. */
  productSync: view.input(ZProductSyncRef).output(ZProductSyncView).query(({ ctx, input }) => productSyncView(ctx.core, input)),
  mapProduct: edit.input(ZProductMapInput).output(z.void()).mutation(({ ctx, input }) => mapToProduct(ctx.core, input)),
  unmapProduct: edit.input(ZProductUnmapInput).output(z.void()).mutation(({ ctx, input }) => unmapFromProduct(ctx.core, input)),
  pushProduct: edit.input(ZProductSyncRef).output(z.object({ pushed: z.number().int() })).mutation(({ ctx, input }) => pushProductNow(ctx.core, input)),
  chooseBoost: edit.input(ZBoostChoiceInput).output(z.object({ chosen: z.number().int() })).mutation(({ ctx, input }) => chooseBoostProducts(ctx.core, input)),
  orders: view.input(ZMarketplaceOrderListInput).output(ZMarketplaceOrderPage).query(({ ctx, input }) => listMarketplaceOrders(ctx.core, input)),
  order: view.input(ZMarketplaceOrderId).output(ZMarketplaceOrderDetail).query(({ ctx, input }) => viewMarketplaceOrder(ctx.core, input.id)),
});
