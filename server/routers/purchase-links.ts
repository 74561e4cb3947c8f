import { listPurchaseLinks } from '../../core/purchase-links/list.ts';
import { createPurchaseLink, updatePurchaseLink } from '../../core/purchase-links/save.ts';
import { ZPurchaseLink, ZPurchaseLinkInput, ZPurchaseLinkPage, ZUpdatePurchaseLinkInput, ZVoucherOptions } from '../../core/purchase-links/schema.ts';
import { deletePurchaseLink, setPurchaseLinkActive } from '../../core/purchase-links/status.ts';
import { loadPurchaseLink } from '../../core/purchase-links/store.ts';
import { listVoucherOptions } from '../../core/purchase-links/vouchers.ts';
import { ZLinkIdInput, ZLinkListInput, ZSetLinkActiveInput } from '../../core/shop-links/list.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** Purchase links: products with the link's own stock and purchase quantity, and at most one voucher. */
export const purchaseLinksRouter = router({
  list: view.input(ZLinkListInput).output(ZPurchaseLinkPage).query(({ ctx, input }) => listPurchaseLinks(ctx.core, input)),
  get: view.input(ZLinkIdInput).output(ZPurchaseLink).query(({ ctx, input }) => loadPurchaseLink(ctx.core, input.id)),
  voucherOptions: view.output(ZVoucherOptions).query(({ ctx }) => listVoucherOptions(ctx.core)),
  create: edit.input(ZPurchaseLinkInput).output(ZPurchaseLink).mutation(({ ctx, input }) => createPurchaseLink(ctx.core, input)),
  update: edit.input(ZUpdatePurchaseLinkInput).output(ZPurchaseLink).mutation(({ ctx, input }) => updatePurchaseLink(ctx.core, input)),
  setActive: edit.input(ZSetLinkActiveInput).output(ZPurchaseLink).mutation(({ ctx, input }) => setPurchaseLinkActive(ctx.core, input)),
  delete: edit.input(ZLinkIdInput).output(ZLinkIdInput).mutation(({ ctx, input }) => deletePurchaseLink(ctx.core, input)),
});
