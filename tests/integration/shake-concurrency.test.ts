import { describe, expect, it } from 'vitest';
import { appToken } from '../../core/shake/app-token.ts';
import { asToken, rejection } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { campaignForm, seedShakeShop } from '../helpers/shake.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld((r) => seedShakeShop(r));
// 12:00 in Kuala Lumpur, inside the campaign's 10:00-14:00 period.
const NOW = () => new Date('2026-11-27T04:00:00Z');
const admin = asToken(rt, shop.admin.token, undefined, NOW);

/** n verified app users, stored as the verification leaves them, with their app tokens. */
async function seedAppUsers(n: number) {
  const phones = Array.from({ length: n }, (_, i) => `+6011${String(i).padStart(7, '0')}`);
  await rt.database.client.shakeUser.createMany({ data: phones.map((phone) => ({ merchantId: shop.merchantId, phone, verifiedAt: NOW() })) });
  const users = await rt.database.client.shakeUser.findMany({ where: { merchantId: shop.merchantId, phone: { in: phones } }, select: { id: true } });
  const ctx = { ...shop.ctx, now: NOW };
  return users.map((u) => ({ userId: u.id, token: appToken(ctx, u.id) }));
}

/**
 * A shake as the app sends it: an answer that the database was too busy is asked again, as the
 * app does. Under a loaded machine 2,000 transactions at once can outwait a connection; that must
 * change no count, only delay the shake.
 */
async function shakeAsTheApp<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt === 5 || !String((error as Error).message).startsWith('messages.shared.busy')) throw error;
    }
  }
}

describe('shakes at once', () => {
  it('2,000 shakes from 200 app users: exactly 50 winners, no prize over its quantity, no period over its total, each shake recorded once', { timeout: 240_000 }, async () => {
    const p = shop.picture;
    const campaign = await admin.shakeCampaigns.create(
      campaignForm(p, {
        wholeDay: false,
        periods: [{ startTime: '10:00', endTime: '14:00', totalShake: 1500 }, { startTime: '14:00', endTime: '18:00', totalShake: 100 }],
        totalPerDay: 10,
        prizes: [
          { pictureId: p, name: 'Gold', quantity: 5, sequence: 1 },
          { pictureId: p, name: 'Silver', quantity: 15, sequence: 2 },
          { pictureId: p, name: 'Bronze', quantity: 30, sequence: 3 },
        ],
      }),
    );
    await admin.shakeCampaigns.start({ id: campaign.id });
    const users = await seedAppUsers(200);
    const app = storefrontCaller(rt, shop.siteKey, undefined, NOW);
    // Every user's 10 shakes, all 2,000 calls in the same tick.
    const outcomes = await Promise.allSettled(users.flatMap((u) => Array.from({ length: 10 }, () => shakeAsTheApp(() => app.storefront.shake.shake({ ...u, campaignId: campaign.id })))));
    const done = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(done).toHaveLength(1500);
    expect(refused).toHaveLength(500);
    for (const reason of new Set(await Promise.all(refused.map((r) => rejection(Promise.reject(r)).then((x) => x.message)))))
      expect(reason).toBe('All shakes of this period have been taken.');
    expect(done.filter((r) => r.won)).toHaveLength(50);
    expect(new Set(done.map((r) => r.recordId)).size).toBe(1500);

    const db = rt.database.client;
    const where = { merchantId: shop.merchantId, campaignId: campaign.id };
    expect(await db.shakeRecord.count({ where })).toBe(1500);
    expect(await db.shakeRecord.count({ where: { ...where, won: true } })).toBe(50);
    const prizes = await db.shakePrize.findMany({ where, select: { id: true, name: true, quantity: true, awarded: true } });
    for (const prize of prizes) {
      expect(prize.awarded).toBe(prize.quantity);
      expect(await db.shakeRecord.count({ where: { ...where, prizeId: prize.id } })).toBe(prize.quantity);
    }
    const slots = await db.shakeSlot.findMany({ where, select: { periodId: true, shaken: true, won: true } });
    expect(slots).toEqual([{ periodId: campaign.periods[0]!.id, shaken: 1500, won: 50 }]);
    // No user went past the shakes a user gets a day.
    const perUser = await db.shakeRecord.groupBy({ by: ['shakeUserId'], where, _count: { _all: true } });
    expect(Math.max(...perUser.map((g) => g._count._all))).toBeLessThanOrEqual(10);
  });
});
