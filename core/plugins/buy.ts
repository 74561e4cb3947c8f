import { startPurchase } from '../payments/start-purchase.ts';
import type { TPurchaseStart } from '../payments/schema.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { pluginOf } from './catalogue.ts';
import { PLUGIN_MESSAGES as M } from './constants.ts';
import { ZEmailAddOnInput, ZPluginRef } from './schema.ts';
import { pluginRow } from './state.ts';

/** Buys a paid plugin by card: its payment page; the plugin is the merchant's once the payment is confirmed. */
export async function buyPlugin(ctx: Ctx, raw: unknown): Promise<TPurchaseStart> {
  const plugin = pluginOf(ZPluginRef.parse(raw).key)!;
  if (plugin.priceSen === 0) throw new AppError('PLUGINS.FREE', M.freePlugin, 'invalid');
  if ((await pluginRow(ctx, plugin.key))?.purchasedAt) throw new AppError('PLUGINS.ALREADY_BOUGHT', M.alreadyBought, 'invalid');
  return startPurchase(ctx, 'plugin', plugin.key, '/purchased-plugins');
}

/** Buys e-mail add-on units for a year by card: its payment page; the year is the merchant's once paid. */
export function buyEmailAddOn(ctx: Ctx, raw: unknown): Promise<TPurchaseStart> {
  const { units } = ZEmailAddOnInput.parse(raw);
  return startPurchase(ctx, 'email_add_on', String(units), '/add-on/purchased-records');
}
