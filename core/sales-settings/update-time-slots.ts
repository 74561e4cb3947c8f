import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { readOrderSettings } from './read.ts';
import type { TOrderSettingsView, TTimeSlotSettingsInput } from './schema.ts';
import { orderSettingsView } from './view.ts';
import { msg } from '../shared/messages.ts';

/** Saves the delivery time slots: start, end, interval (0: none) and the days ahead a buyer may choose. */
export function updateTimeSlotSettings(ctx: Ctx, input: TTimeSlotSettingsInput): Promise<TOrderSettingsView> {
  return audited(ctx, { action: msg('log.salesSettings.timeSlotsUpdated'), category: 'my_sales' }, async (tx) => {
    await readOrderSettings(tx.db, tx.merchantId);
    await tx.db.orderSetting.update({ where: { merchantId: tx.merchantId }, data: input });
    return orderSettingsView(await readOrderSettings(tx.db, tx.merchantId));
  });
}
