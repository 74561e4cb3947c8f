import { describe, expect, it } from 'vitest';
import { OrdersScreen } from '../../cli/tui/screens/orders-screen.tsx';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';
import { drawScreens, KEY, localConnection } from './terminal-world.tsx';

const { rt, shop } = await shopWorld(seedShop);
const connection = localConnection(rt, shop.admin.token);
// Newest first on the screen: Chong's, then Badrul's, then Aminah's.
const aminah = await placeOrder(rt, shop, { buyer: { name: 'Aminah Yusof', email: 'aminah@buyer.test', phone: '+60123456789' } });
const badrul = await placeOrder(rt, shop, { buyer: { name: 'Badrul Hisham', email: 'badrul@buyer.test', phone: '+60123456780' } });
const chong = await placeOrder(rt, shop, { buyer: { name: 'Chong Wei', email: 'chong@buyer.test', phone: '+60123456781' }, items: [{ productId: shop.shirt.id, qty: 2 }] });

describe('the orders screen', () => {
  it('lists the orders with the tabs and their counts, and narrows them by tab and by search', async () => {
    const screen = drawScreens(connection, <OrdersScreen />);
    const all = await screen.shows('Chong Wei');
    expect(all).toMatch(/Awaiting Payment \(3\)/);
    expect(all).toMatch(/#\d+ .*Aminah Yusof .*RM ?37\.90/);
    // → to Awaiting Payment, → to Payment Made, which has none.
    await screen.press(KEY.right, KEY.right);
    await screen.shows('No orders match.');
    await screen.press(KEY.left, KEY.left, '/');
    await screen.shows('Search buyer or order no:');
    await screen.press('badrul');
    await screen.shows('Search buyer or order no: badrul');
    await screen.press(KEY.enter);
    const found = await screen.shows((f) => f.includes('search "badrul"') && f.includes('Badrul Hisham'));
    expect(found).not.toContain('Aminah Yusof');
    expect(found).toMatch(/Awaiting Payment \(1\)/);
    screen.unmount();
  });

  it('marks the chosen orders paid in one mass action, and says what happened to each', async () => {
    const screen = drawScreens(connection, <OrdersScreen />);
    await screen.shows('Chong Wei');
    // Chong's (first row) and Badrul's (second): space chooses, ↓ moves.
    await screen.press(' ', KEY.down, ' ');
    await screen.shows('2 chosen');
    await screen.press('m');
    await screen.shows('Mark as paid');
    await screen.press(KEY.enter);
    await screen.shows('Mark as paid: 2 orders?');
    await screen.press('y');
    const done = await screen.shows('2 done, 0 not');
    expect(done).toContain(`#${chong.orderNo} ok`);
    expect(done).toContain(`#${badrul.orderNo} ok`);
    expect((await shop.admin.caller.orders.get({ id: chong.id })).statusName).toBe('Payment Made');
    expect((await shop.admin.caller.orders.get({ id: aminah.id })).statusName).toBe('Awaiting Payment');
    // Any key: back to the list, redrawn, nothing chosen.
    await screen.press('x');
    await screen.shows((f) => f.includes('Payment Made (2)') && !f.includes('chosen'));
    screen.unmount();
  });

  it('opens an order: its lines, the delivery address and its history', async () => {
    const screen = drawScreens(connection, <OrdersScreen />);
    await screen.shows('Aminah Yusof');
    await screen.press('/');
    await screen.shows('Search buyer or order no:');
    await screen.press(String(aminah.orderNo));
    await screen.shows(`Search buyer or order no: ${aminah.orderNo}`);
    await screen.press(KEY.enter);
    await screen.shows((f) => f.includes(`search "${aminah.orderNo}"`) && f.includes('Aminah Yusof'));
    await screen.press(KEY.enter);
    const order = await screen.shows(`Order #${aminah.orderNo}`);
    expect(order).toContain(shop.shirt.sku);
    expect(order).toContain('12 Jalan Kebun, 40000, Shah Alam');
    expect(order).toMatch(/History\n.*Placed/);
    await screen.press(KEY.escape);
    await screen.shows((f) => f.startsWith('Orders'));
    screen.unmount();
  });
});
