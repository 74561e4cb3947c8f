import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { msg, term } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { pluginOf, type Plugin } from './catalogue.ts';
import { PLUGINS_CATEGORY, PLUGIN_MESSAGES as M } from './constants.ts';
import { ZPluginRef, type TPluginCard } from './schema.ts';
import { ensureSlots, releaseSlot, takeSlot } from './slots.ts';
import { cardOf, ensurePluginRow, pluginRow, stateOf } from './state.ts';

const log = (verb: 'activated' | 'deactivated', key: string) => ({ action: msg(`log.plugins.${verb}`, { plugin: term(`plugins.catalogue.${key}.name`) }), category: PLUGINS_CATEGORY });

/**
 * Switches a plugin on or off. Only a change of state moves a slot (a conditional update of the
 * plugin's row), so switching twice at once holds one slot; turning on a plugin with no slot of
 * its type free fails with the spec's message and changes nothing.
 */
async function switchPlugin(ctx: Ctx, plugin: Plugin, on: boolean): Promise<TPluginCard> {
  if (plugin.isDefault && !plugin.switchable) {
    if (!on) throw new AppError('PLUGINS.DEFAULT_ALWAYS_ON', M.defaultAlwaysOn, 'invalid');
    return cardOf(plugin, null);
  }
  const before = await pluginRow(ctx, plugin.key);
  if (stateOf(plugin, before) === 'not_bought') throw new AppError('PLUGINS.NOT_BOUGHT', M.notBought, 'invalid');
  await ensurePluginRow(ctx, plugin.key);
  if (plugin.slot) await ensureSlots(ctx);
  return audited(ctx, log(on ? 'activated' : 'deactivated', plugin.key), async (tx) => {
    const { count } = await tx.db.merchantPlugin.updateMany({ where: { merchantId: tx.merchantId, pluginKey: plugin.key, active: !on }, data: { active: on, switchedAt: tx.now() } });
    if (count === 1 && plugin.slot) await (on ? takeSlot(tx, plugin.slot) : releaseSlot(tx, plugin.slot));
    return cardOf(plugin, await pluginRow(tx, plugin.key));
  });
}

export function activatePlugin(ctx: Ctx, raw: unknown): Promise<TPluginCard> {
  return switchPlugin(ctx, pluginOf(ZPluginRef.parse(raw).key)!, true);
}

export function deactivatePlugin(ctx: Ctx, raw: unknown): Promise<TPluginCard> {
  return switchPlugin(ctx, pluginOf(ZPluginRef.parse(raw).key)!, false);
}
