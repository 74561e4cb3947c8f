import type { Ctx } from '../shared/context.ts';
import type { TPluginOverview, TPurchasedPlugin } from './schema.ts';
import { slotUsage } from './slots.ts';
import { pluginCards } from './state.ts';

type Scoped = Pick<Ctx, 'db' | 'merchantId'>;

/** /plugins: every plugin of the catalogue as the merchant has it, and each slot type's use. */
export async function pluginOverview(ctx: Scoped): Promise<TPluginOverview> {
  const [plugins, slots] = await Promise.all([pluginCards(ctx), slotUsage(ctx)]);
  return { plugins, slots };
}

/** /purchased-plugins: the paid plugins bought, newest first. */
export async function purchasedPlugins(ctx: Scoped): Promise<TPurchasedPlugin[]> {
  const rows = await ctx.db.merchantPlugin.findMany({
    where: { merchantId: ctx.merchantId, purchasedAt: { not: null } },
    select: { pluginKey: true, pricePaidSen: true, purchasedAt: true, active: true },
    orderBy: [{ purchasedAt: 'desc' }, { pluginKey: 'asc' }],
  });
  return rows.map((r) => ({ key: r.pluginKey, pricePaidSen: r.pricePaidSen, purchasedAt: r.purchasedAt!, active: r.active }));
}
