import type { Ctx } from '../shared/context.ts';
import { pluginOf } from './catalogue.ts';
import { ensurePluginRow } from './state.ts';

type Scoped = Pick<Ctx, 'db' | 'merchantId' | 'now'>;

/**
 * A paid plugin bought (its card payment, or the operator): bought once, for what was paid, and
 * left off until the merchant switches it on in a free slot. Bought already: nothing changes.
 */
export async function grantPlugin(tx: Scoped, key: string, pricePaidSen: number): Promise<void> {
  if (!pluginOf(key)) throw new Error(`No plugin ${key} in the catalogue.`);
  await ensurePluginRow(tx, key);
  await tx.db.merchantPlugin.updateMany({ where: { merchantId: tx.merchantId, pluginKey: key, purchasedAt: null }, data: { purchasedAt: tx.now(), pricePaidSen } });
}
