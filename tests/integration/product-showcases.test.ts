import { describe, expect, it } from 'vitest';
import { addShowcaseSlot } from '../../core/reports/showcase-slots.ts';
import { baseContext, systemCtx } from '../../core/shared/context.ts';
import { asToken, rejection, seedMerchant, seedSubUser, testRequest } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);

/** 14:00 on 2 March in Malaysia: the day the screen is read. */
const NOW = '2026-03-02T06:00:00Z';
const TOMORROW = '2026-03-03T06:00:00Z';
const sell = (input: Parameters<typeof addShowcaseSlot>[1]) =>
  addShowcaseSlot(systemCtx(baseContext(rt.database, rt.env, testRequest(), () => new Date(NOW)), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' }), input);
const at = (now: string) => asToken(rt, shop.admin.token, testRequest(), () => new Date(now)).productShowcases;

const running = await sell({ productId: shop.shirt.id, googleCategory: 'Apparel', durationMonths: 1, guaranteedViews: 5, guaranteedClicks: 2, startsOn: '2026-02-20' });
const empty = await sell({ googleCategory: 'Food', durationMonths: 3, guaranteedViews: 100, guaranteedClicks: 0 });
const ended = await sell({ productId: shop.cap.id, googleCategory: 'Hats', durationMonths: 1, guaranteedViews: 10, guaranteedClicks: 1, startsOn: '2026-01-01' });
const later = await sell({ googleCategory: 'Shoes', durationMonths: 1, guaranteedViews: 10, guaranteedClicks: 1, startsOn: '2026-04-01' });

const stateOf = (slots: { id: string; state: string }[], id: string) => slots.find((s) => s.id === id)?.state;

describe('the product showcases screen', () => {
  it('lists the slots with their states: active, waiting sync, expired, inactive', async () => {
    const slots = await at(NOW).list();
    expect(slots.find((s) => s.id === running.id)).toMatchObject({ state: 'active', productName: 'Cotton shirt', sku: shop.shirt.sku, googleCategory: 'Apparel' });
    expect(stateOf(slots, empty.id)).toBe('waiting_sync');
    expect(stateOf(slots, ended.id)).toBe('expired');
    expect(stateOf(slots, later.id)).toBe('inactive');
  });

  it('chooses a product: Wait Traffic Sync today, active the next day; not on an expired slot or with another merchant’s product', async () => {
    expect(stateOf(await at(NOW).setProduct({ id: empty.id, productId: shop.cap.id }), empty.id)).toBe('wait_traffic_sync');
    expect(stateOf(await at(TOMORROW).list(), empty.id)).toBe('active');
    expect(await rejection(at(NOW).setProduct({ id: ended.id, productId: shop.cap.id }))).toMatchObject({ message: 'This slot has expired' });
    const other = await seedShop(rt);
    expect(await rejection(at(NOW).setProduct({ id: running.id, productId: other.shirt.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('switches a running slot off and on again, and refuses to switch what is not running', async () => {
    expect(stateOf(await at(NOW).switch({ id: running.id, on: false }), running.id)).toBe('switched_off');
    expect(await rejection(at(NOW).switch({ id: running.id, on: false }))).toMatchObject({ message: 'This slot cannot be switched now' });
    expect(stateOf(await at(NOW).switch({ id: running.id, on: true }), running.id)).toBe('active');
    expect(await rejection(at(NOW).switch({ id: later.id, on: false }))).toMatchObject({ message: 'This slot cannot be switched now' });
    expect(await rejection(at(NOW).switch({ id: ended.id, on: true }))).toMatchObject({ message: 'This slot has expired' });
  });

  it('is the profile module’s: a user without it is refused, another merchant finds none', async () => {
    const clerk = await seedSubUser(rt, shop, { profile_setting: 'view' });
    expect((await clerk.caller.productShowcases.list()).length).toBe(4);
    expect(await rejection(clerk.caller.productShowcases.switch({ id: running.id, on: false }))).toMatchObject({ code: 'FORBIDDEN' });
    const stranger = await seedMerchant(rt, 'showcase-other');
    expect(await asToken(rt, stranger.admin.token).productShowcases.list()).toEqual([]);
    expect(await rejection(asToken(rt, stranger.admin.token).productShowcases.switch({ id: running.id, on: false }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
