import { z } from 'zod';
import { getPartnerSettings, saveKeys } from '../../core/delivery-partner/account.ts';
import { cancelDelivery, getDelivery, listDeliveries, listNotifications, placeDelivery } from '../../core/delivery-partner/deliveries.ts';
import { createQuote, getQuote, listQuotes, readyOrders } from '../../core/delivery-partner/quotes.ts';
import {
  ZDelivery,
  ZId,
  ZKeysInput,
  ZNotification,
  ZPartnerSettings,
  ZQuote,
  ZQuoteInput,
  ZQuoteListInput,
  ZReadyOrder,
  ZSender,
  ZSenderInput,
  ZSenderUpdateInput,
} from '../../core/delivery-partner/schema.ts';
import { createSender, deleteSender, listSenders, updateSender } from '../../core/delivery-partner/senders.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/** The delivery partner (/mysales/lalamove): keys, sender merchants, quotes, delivery orders and their webhook events. */
export const deliveryPartnerRouter = router({
  settings: view.output(ZPartnerSettings).query(({ ctx }) => getPartnerSettings(ctx.core)),
  saveKeys: edit.input(ZKeysInput).output(ZPartnerSettings).mutation(({ ctx, input }) => saveKeys(ctx.core, input)),
  senders: view.output(z.array(ZSender)).query(({ ctx }) => listSenders(ctx.core)),
  createSender: edit.input(ZSenderInput).output(ZSender).mutation(({ ctx, input }) => createSender(ctx.core, input)),
  updateSender: edit.input(ZSenderUpdateInput).output(ZSender).mutation(({ ctx, input }) => updateSender(ctx.core, input)),
  deleteSender: edit.input(ZId).output(z.void()).mutation(({ ctx, input }) => deleteSender(ctx.core, input.id)),
  readyOrders: view.output(z.array(ZReadyOrder)).query(({ ctx }) => readyOrders(ctx.core)),
  quotes: view.input(ZQuoteListInput).output(z.array(ZQuote)).query(({ ctx, input }) => listQuotes(ctx.core, input)),
  quote: view.input(ZId).output(ZQuote).query(({ ctx, input }) => getQuote(ctx.core, input.id)),
  createQuote: edit.input(ZQuoteInput).output(ZQuote).mutation(({ ctx, input }) => createQuote(ctx.core, input)),
  deliveries: view.output(z.array(ZDelivery)).query(({ ctx }) => listDeliveries(ctx.core)),
  delivery: view.input(ZId).output(ZDelivery).query(({ ctx, input }) => getDelivery(ctx.core, input.id)),
  place: edit.input(ZId).output(ZDelivery).mutation(({ ctx, input }) => placeDelivery(ctx.core, input.id)),
  cancel: edit.input(ZId).output(ZDelivery).mutation(({ ctx, input }) => cancelDelivery(ctx.core, input.id)),
  notifications: view.output(z.array(ZNotification)).query(({ ctx }) => listNotifications(ctx.core)),
});
