import { isUniqueViolation } from '../db/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { PLUGINS, pluginOf, type Plugin } from './catalogue.ts';
import { PLUGIN_MESSAGES as M, type TPluginState } from './constants.ts';
import type { TPluginCard } from './schema.ts';

type Scoped = Pick<Ctx, 'db' | 'merchantId'>;
type Held = { pluginKey: string; active: boolean; purchasedAt: Date | null } | null | undefined;

/** Where a plugin stands for a merchant, from its row (none: never touched). */
export function stateOf(plugin: Plugin, row: Held): TPluginState {
  if (plugin.isDefault) return !plugin.switchable || row?.active !== false ? 'on' : 'off';
  if (plugin.priceSen > 0 && !row?.purchasedAt) return 'not_bought';
  return row?.active ? 'on' : 'off';
}

export const cardOf = (plugin: Plugin, row: Held): TPluginCard => ({ ...plugin, tags: [...plugin.tags], state: stateOf(plugin, row) });

const SELECT = { pluginKey: true, active: true, purchasedAt: true } as const;

export const pluginRow = (ctx: Scoped, key: string) => ctx.db.merchantPlugin.findUnique({ where: { merchantId_pluginKey: { merchantId: ctx.merchantId, pluginKey: key } }, select: SELECT });

/** Every plugin of the catalogue as the merchant has it. */
export async function pluginCards(ctx: Scoped): Promise<TPluginCard[]> {
  const rows = await ctx.db.merchantPlugin.findMany({ where: { merchantId: ctx.merchantId }, select: SELECT });
  return PLUGINS.map((p) => cardOf(p, rows.find((r) => r.pluginKey === p.key)));
}

/** The merchant's row of a plugin, made (off, not bought) the first time it is needed. */
export async function ensurePluginRow(ctx: Scoped, key: string): Promise<void> {
  if (await pluginRow(ctx, key)) return;
  try {
    await ctx.db.merchantPlugin.create({ data: { merchantId: ctx.merchantId, pluginKey: key, active: pluginOf(key)?.isDefault ?? false } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Refuses the work of a plugin the merchant switched off (the AI descriptions of /ai-product). */
export async function assertPluginOn(ctx: Scoped, key: string): Promise<void> {
  const plugin = pluginOf(key);
  if (!plugin) throw new Error(`No plugin ${key} in the catalogue.`);
  if (stateOf(plugin, await pluginRow(ctx, key)) !== 'on') throw new AppError('PLUGINS.SWITCHED_OFF', M.switchedOff, 'invalid');
}
