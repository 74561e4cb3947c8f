import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { DEFAULT_LOYALTY_SETTING } from './constants.ts';
import type { TLoyaltySetting, TLoyaltySettingInput } from './schema.ts';
import { msg } from '../shared/messages.ts';

export const LOYALTY_CATEGORY = 'loyalty_and_rewards';

const select = { enabled: true, pointsPerRinggit: true, thousandPointsSen: true, updatedAt: true } as const;

/** The merchant's loyalty settings; a merchant that never saved them has the spec's defaults. */
export async function getLoyaltySetting(ctx: Ctx): Promise<TLoyaltySetting> {
  const row = await ctx.db.loyaltySetting.findUnique({ where: { merchantId: ctx.merchantId }, select });
  return row ?? { ...DEFAULT_LOYALTY_SETTING, updatedAt: null };
}

export function updateLoyaltySetting(ctx: Ctx, input: TLoyaltySettingInput): Promise<TLoyaltySetting> {
  return audited(ctx, { action: msg(input.enabled ? 'log.loyalty.settingsEnabled' : 'log.loyalty.settingsDisabled'), category: LOYALTY_CATEGORY }, (tx) =>
    tx.db.loyaltySetting.upsert({ where: { merchantId: tx.merchantId }, create: { merchantId: tx.merchantId, ...input }, update: input, select }),
  );
}
