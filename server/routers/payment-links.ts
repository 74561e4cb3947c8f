import { listPaymentLinks } from '../../core/payment-links/list.ts';
import { createPaymentLink, updatePaymentLink } from '../../core/payment-links/save.ts';
import { ZPaymentLink, ZPaymentLinkInput, ZPaymentLinkPage, ZUpdatePaymentLinkInput } from '../../core/payment-links/schema.ts';
import { deletePaymentLink, setPaymentLinkActive } from '../../core/payment-links/status.ts';
import { loadPaymentLink } from '../../core/payment-links/store.ts';
import { ZLinkIdInput, ZLinkListInput, ZSetLinkActiveInput } from '../../core/shop-links/list.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('payment_link', 'view');
const edit = moduleProcedure('payment_link', 'edit');

/** Payment links: a set of products a buyer pays for through one shared link. */
export const paymentLinksRouter = router({
  list: view.input(ZLinkListInput).output(ZPaymentLinkPage).query(({ ctx, input }) => listPaymentLinks(ctx.core, input)),
  get: view.input(ZLinkIdInput).output(ZPaymentLink).query(({ ctx, input }) => loadPaymentLink(ctx.core, input.id)),
  create: edit.input(ZPaymentLinkInput).output(ZPaymentLink).mutation(({ ctx, input }) => createPaymentLink(ctx.core, input)),
  update: edit.input(ZUpdatePaymentLinkInput).output(ZPaymentLink).mutation(({ ctx, input }) => updatePaymentLink(ctx.core, input)),
  setActive: edit.input(ZSetLinkActiveInput).output(ZPaymentLink).mutation(({ ctx, input }) => setPaymentLinkActive(ctx.core, input)),
  delete: edit.input(ZLinkIdInput).output(ZLinkIdInput).mutation(({ ctx, input }) => deletePaymentLink(ctx.core, input)),
});
