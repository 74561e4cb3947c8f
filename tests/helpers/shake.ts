import { resolveSession } from '../../core/auth/sessions.ts';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, withTransaction, type Ctx } from '../../core/shared/context.ts';
import type { TShakeCampaignInput } from '../../core/shake/schema.ts';
import { normalPhone } from '../../core/shake/sms-cost.ts';
import type { Caller } from '../../server/caller.ts';
import type { Runtime } from '../../server/runtime.ts';
import { simulatedSms } from '../../server/integrations/sms/sms-simulator.ts';
import { seedMerchant, testRequest, type SeededMerchant } from './fixtures.ts';
import { uploadPicture } from './mix-match.ts';
import { storefrontCaller } from './orders.ts';

/** A shop with a site key (its app), SMS credits and a content picture for banners and prizes. */
export interface ShakeShop extends SeededMerchant {
  app: Caller;
  siteKey: string;
  ctx: Ctx;
  picture: string;
}

export async function seedShakeShop(rt: Runtime, smsCredits = 0): Promise<ShakeShop> {
  const shop = await seedMerchant(rt);
  const { key } = await shop.admin.caller.siteKeys.create();
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token);
  const ctx = session!.ctx as Ctx;
  if (smsCredits > 0) await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'sms', amount: smsCredits, reason: 'top_up' }));
  return { ...shop, app: storefrontCaller(rt, key), siteKey: key, ctx, picture: await uploadPicture(ctx, 'content-picture') };
}

/** A campaign form that passes every rule: whole day, 100 shakes, two kinds of prize. */
export function campaignForm(picture: string, overrides: Partial<TShakeCampaignInput> = {}): TShakeCampaignInput {
  return {
    name: 'Year-end shake',
    detail: 'Shake to win',
    gameType: 'fcfs',
    delivery: true,
    selfCollect: false,
    startsOn: '2026-11-01',
    endsOn: '2026-12-31',
    wholeDay: true,
    totalShake: 100,
    totalPerDay: 3,
    firstCheckpoint: 0,
    prizes: [
      { pictureId: picture, name: 'Tote bag', quantity: 2, sequence: 1, visible: true },
      { pictureId: picture, name: 'Mug', quantity: 1, sequence: 2, visible: true },
    ],
    ...overrides,
  };
}

/** Verifies a phone through the app with the code the simulator received. */
export async function verifyPhone(app: Caller, phone: string, name = ''): Promise<{ userId: string; token: string }> {
  await app.storefront.shake.requestCode({ phone });
  const code = /\d{6}/.exec(simulatedSms(normalPhone(phone)) ?? '')![0];
  return app.storefront.shake.verify({ phone, code, name });
}
