import { describe, expect, it } from 'vitest';
import { runBirthdayCampaigns } from '../../core/birthday/run.ts';
import { baseContext } from '../../core/shared/context.ts';
import { localDate } from '../../core/shared/time.ts';
import { rejection, testRequest } from '../helpers/fixtures.ts';
import { adminCtx, seedMember } from '../helpers/loyalty.ts';
import { placeOrder, seedShop, type SeededShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();

const DAY = 86_400_000;

/** A member of the shop born on the day (a 'YYYY-MM-DD' of this year) in 1990; answers the id. */
async function bornOn(shop: SeededShop, day: string): Promise<string> {
  const { id } = await seedMember(await adminCtx(rt, shop));
  await rt.database.client.member.update({ where: { merchantId_id: { merchantId: shop.merchantId, id } }, data: { dateOfBirth: `1990${day.slice(4)}` } });
  return id;
}

const codeOf = async (shop: SeededShop, memberId: string) =>
  (await rt.database.client.voucherCode.findFirstOrThrow({ where: { merchantId: shop.merchantId, memberId }, select: { code: true } })).code;

describe('a birthday code at checkout', () => {
  it('takes the campaign discount once, for its member only, until it expires', async () => {
    const shop = await seedShop(rt);
    await shop.admin.caller.birthdayCampaign.save({ emailTitle: 'Happy birthday!', discountType: 1, amountSen: 500, validDays: 3, preSendDays: 0 });
    await shop.admin.caller.birthdayCampaign.start();
    const today = localDate(new Date(), 'Asia/Kuala_Lumpur');
    const longAgo = localDate(new Date(Date.now() - 20 * DAY), 'Asia/Kuala_Lumpur');
    const member = await bornOn(shop, today);
    const late = await bornOn(shop, longAgo);
    const base = baseContext(rt.database, rt.env, testRequest());
    expect((await runBirthdayCampaigns(base, { merchantIds: [shop.merchantId] })).issued).toBe(1);
    expect((await runBirthdayCampaigns(base, { merchantIds: [shop.merchantId], date: longAgo })).issued).toBe(1);

    const code = await codeOf(shop, member);
    expect((await rejection(placeOrder(rt, shop, { voucherCode: code })))).toMatchObject({ field: 'voucherCode' });
    expect((await placeOrder(rt, shop, { voucherCode: code, memberId: member })).voucherSen).toBe(500);
    expect(await rejection(placeOrder(rt, shop, { voucherCode: code, memberId: member }))).toMatchObject({ field: 'voucherCode' });
    expect(await rejection(placeOrder(rt, shop, { voucherCode: await codeOf(shop, late), memberId: late }))).toMatchObject({ message: 'This voucher code has expired.' });
  });
});
