import { readOrderSettings } from '../sales-settings/read.ts';
import type { StorefrontCtx } from './context.ts';
import { deliveryDays } from './delivery-slots.ts';

/** The delivery dates and time slots a buyer may choose now. */
export async function listDeliveryDays(ctx: StorefrontCtx): Promise<{ days: { date: string; slots: string[] }[] }> {
  const settings = await readOrderSettings(ctx.db, ctx.merchantId);
  const disabled = await ctx.db.disabledDeliveryDate.findMany({ where: { merchantId: ctx.merchantId }, select: { fromDate: true, toDate: true } });
  return { days: deliveryDays(settings, disabled, ctx.now(), ctx.timeZone) };
}
