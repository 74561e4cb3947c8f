import { describe, expect, it } from 'vitest';
import { QUICK_FIND_LIMIT } from '../../core/shared/quick-find.ts';
import { productForm, rejection, seedSubUser, uniqueName } from '../helpers/fixtures.ts';
import { adminCtx, seedMember } from '../helpers/loyalty.ts';
import { placeOrder, seedShop } from '../helpers/orders.ts';
import { fileRuntime } from '../helpers/world.ts';

/**
 * The command palette's finds (orders.find, products.find, members.find): a handful of one
 * merchant's records by number or name, each area behind its own module.
 */
const rt = await fileRuntime();
const shop = await seedShop(rt);
// Another merchant with records of the same names and numbers, which no find of the shop may show.
const other = await seedShop(rt);

const buyer = (name: string) => ({ buyer: { name, email: `${uniqueName('b')}@buyer.test`, phone: '+60123456789' } });
const first = await placeOrder(rt, shop, buyer('Siti Aminah'));
const second = await placeOrder(rt, shop, buyer('siti Rahmah'));
const third = await placeOrder(rt, shop, buyer('Wong Mei Ling'));
const quotation = await placeOrder(rt, shop, { ...buyer('Siti Quotation'), quotation: true });
await placeOrder(rt, other, buyer('Siti Aminah'));

describe('orders.find', () => {
  it('finds one order by its number, written with or without #, and none of another merchant', async () => {
    const found = await shop.admin.caller.orders.find({ search: String(first.orderNo) });
    expect(found.map((o) => o.id)).toEqual([first.id]);
    expect((await shop.admin.caller.orders.find({ search: `#${third.orderNo}` })).map((o) => o.id)).toEqual([third.id]);
    expect(found[0]).toMatchObject({ orderNo: first.orderNo, buyerName: 'Siti Aminah' });
  });

  it("finds orders by the start of the buyer's name in any case, in name order, without quotations", async () => {
    const found = await shop.admin.caller.orders.find({ search: 'SITI' });
    expect(found.map((o) => o.id)).toEqual([first.id, second.id]);
    expect(found.map((o) => o.id)).not.toContain(quotation.id);
    expect(await shop.admin.caller.orders.find({ search: 'Mei' })).toEqual([]);
  });
});

describe('products.find', () => {
  it('finds products by name or SKU, of this merchant only', async () => {
    const byName = await shop.admin.caller.products.find({ search: 'cotton' });
    expect(byName).toEqual([{ id: shop.shirt.id, sku: shop.shirt.sku, nameEn: 'Cotton shirt' }]);
    expect((await shop.admin.caller.products.find({ search: shop.cap.blueSku })).map((p) => p.id)).toEqual([shop.cap.id]);
  });
});

describe('members.find', () => {
  it('answers at most the limit, in name order, and finds a member by number', async () => {
    const ctx = await adminCtx(rt, shop);
    const lims = [];
    for (const given of ['Gary', 'Ann', 'Fiona', 'Eve', 'Dan', 'Cody', 'Bob']) lims.push(await seedMember(ctx, `Lim ${given}`));
    const found = await shop.admin.caller.members.find({ search: 'lim' });
    expect(found).toHaveLength(QUICK_FIND_LIMIT);
    expect(found.map((m) => m.name)).toEqual(['Lim Ann', 'Lim Bob', 'Lim Cody', 'Lim Dan', 'Lim Eve']);
    const gary = lims[0]!;
    expect((await shop.admin.caller.members.find({ search: `#${gary.memberNo}` })).map((m) => m.id)).toEqual([gary.id]);
    expect(await other.admin.caller.members.find({ search: 'lim' })).toEqual([]);
  });
});

describe('access', () => {
  it('opens each find to the viewers of its module only, and refuses an empty text', async () => {
    const orderViewer = await seedSubUser(rt, shop, { order: 'view' });
    expect((await orderViewer.caller.orders.find({ search: String(first.orderNo) })).map((o) => o.id)).toEqual([first.id]);
    expect((await rejection(orderViewer.caller.products.find({ search: 'cotton' }))).code).toBe('FORBIDDEN');
    expect((await rejection(orderViewer.caller.members.find({ search: 'lim' }))).code).toBe('FORBIDDEN');
    expect((await rejection(shop.admin.caller.orders.find({ search: '   ' }))).code).toBe('BAD_REQUEST');
  });
});

describe('tenancy', () => {
  it("finds another merchant's records of the same names only for that merchant", async () => {
    const spare = await other.admin.caller.products.create(productForm(other.categoryId, { nameEn: 'Cotton shirt spare' }));
    expect((await shop.admin.caller.products.find({ search: 'cotton' })).map((p) => p.id)).toEqual([shop.shirt.id]);
    expect((await other.admin.caller.products.find({ search: 'spare' })).map((p) => p.id)).toEqual([spare.id]);
    expect((await other.admin.caller.orders.find({ search: 'siti' })).map((o) => o.buyerName)).toEqual(['Siti Aminah']);
  });
});
