import { sendWhatsappCheckout } from '../../core/whatsapp-orders/checkout.ts';
import { getWhatsappEntry, listWhatsappEntries, setWhatsappEntryStatus } from '../../core/whatsapp-orders/entries.ts';
import {
  ZWhatsappCheckoutInput,
  ZWhatsappCheckoutResult,
  ZWhatsappEntry,
  ZWhatsappEntryId,
  ZWhatsappListInput,
  ZWhatsappPage,
  ZWhatsappSetStatusInput,
  ZWhatsappSetStatusResult,
} from '../../core/whatsapp-orders/schema.ts';
import { moduleProcedure, router, storefrontProcedure } from '../trpc.ts';

const view = moduleProcedure('whatsapp_cart', 'view');
const edit = moduleProcedure('whatsapp_cart', 'edit');

/** WhatsApp orders (/mysales/whatsapp-orders) and cart chat (/whatsapp-cart-chat): Active and Completed tabs. */
export const whatsappOrdersRouter = router({
  list: view.input(ZWhatsappListInput).output(ZWhatsappPage).query(({ ctx, input }) => listWhatsappEntries(ctx.core, input)),
  get: view.input(ZWhatsappEntryId).output(ZWhatsappEntry).query(({ ctx, input }) => getWhatsappEntry(ctx.core, input)),
  setStatus: edit.input(ZWhatsappSetStatusInput).output(ZWhatsappSetStatusResult).mutation(({ ctx, input }) => setWhatsappEntryStatus(ctx.core, input)),
});

/** The website's WhatsApp checkout (site key). */
export const storefrontWhatsappRouter = router({
  checkout: storefrontProcedure.input(ZWhatsappCheckoutInput).output(ZWhatsappCheckoutResult).mutation(({ ctx, input }) => sendWhatsappCheckout(ctx.store, input)),
});
