import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { ADDITIONAL_CHARGE_CONDITIONS } from '../shipping/constants.ts';
import { audited } from '../user-logs/audited.ts';
import { readOrderSettings } from './read.ts';
import { SALES_SETTINGS_MESSAGES as M, type TCheckoutSettingsInput, type TOrderSettingsView } from './schema.ts';
import { orderSettingsView } from './view.ts';
import { msg } from '../shared/messages.ts';

/** Additional charges by category must name the merchant's own categories. */
async function assertCategories(ctx: Ctx, input: TCheckoutSettingsInput): Promise<void> {
  const wanted = input.additionalCharges.flatMap((c, i) => (c.conditionType === ADDITIONAL_CHARGE_CONDITIONS.byCategory ? [{ i, id: c.categoryId }] : []));
  if (wanted.length === 0) return;
  const found = await ctx.db.productCategory.findMany({ where: { merchantId: ctx.merchantId, id: { in: wanted.map((w) => w.id) } }, select: { id: true } });
  const known = new Set(found.map((c) => c.id));
  const missing = wanted.find((w) => !known.has(w.id));
  if (missing) throw new AppError('CATEGORY.NOT_FOUND', M.categoryNotFound, 'not_found', `additionalCharges.${missing.i}.categoryId`);
}

/** Saves the checkout settings (minimum price, switches, auto-cancel, header, additional charges, alerts, taxes). */
export function updateCheckoutSettings(ctx: Ctx, input: TCheckoutSettingsInput): Promise<TOrderSettingsView> {
  return audited(ctx, { action: msg('log.salesSettings.checkoutUpdated'), category: 'my_sales' }, async (tx) => {
    await assertCategories(tx, input);
    await readOrderSettings(tx.db, tx.merchantId);
    await tx.db.orderSetting.update({ where: { merchantId: tx.merchantId }, data: { ...input, additionalCharges: JSON.stringify(input.additionalCharges) } });
    return orderSettingsView(await readOrderSettings(tx.db, tx.merchantId));
  });
}
