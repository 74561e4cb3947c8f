import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES as M } from '../../core/vouchers/constants.ts';
import { adminSession, expectOneLog, productForm, rejection, seedCategory, seedSubUser, uniqueName } from '../helpers/fixtures.ts';
import { seedMember, seedRewardShop, type RewardShop } from '../helpers/reward-station.ts';
import { runJobs } from '../helpers/sales-documents.ts';
import { DAY, HOUR, uploadMemberList, voucherForm } from '../helpers/vouchers.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const product = async (shop: RewardShop) => (await shop.admin.caller.products.create(productForm(await seedCategory(shop)))).id;

describe('voucher definitions', () => {
  it('creates a voucher with every field, shows it, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const shirt = await product(shop);
    const { caller, request, logs } = adminSession(rt, shop);
    const claimStartAt = new Date(Date.now() - HOUR);
    const claimEndAt = new Date(Date.now() + 7 * DAY);
    const form = voucherForm({
      name: '  Shirt week  ',
      code: ' shirt-10 ',
      type: 2,
      discountType: 3,
      percentBp: 1000,
      maxDiscountSen: 2000,
      minCartSen: 5000,
      quantity: 50,
      perMemberLimit: 2,
      mode: 2,
      displayed: false,
      active: true,
      claimStartAt,
      claimEndAt,
      productIds: [shirt, shirt],
    });
    const { result: voucher, logs: written } = await logs(() => caller.vouchers.create(form));
    expectOneLog(written, { action: 'Created voucher "Shirt week" (SHIRT-10)', category: 'my_sales' }, request);
    expect(voucher).toMatchObject({
      name: 'Shirt week',
      code: 'SHIRT-10',
      kind: 1,
      type: 2,
      discountType: 3,
      amountSen: 0,
      percentBp: 1000,
      maxDiscountSen: 2000,
      minCartSen: 5000,
      quantity: 50,
      usedCount: 0,
      claimedCount: 0,
      perMemberLimit: 2,
      mode: 2,
      displayed: false,
      active: true,
      claimStartAt,
      claimEndAt,
      products: [{ id: shirt, name: 'Cotton shirt' }],
      codeCount: 0,
      assignedCount: 0,
    });
    expect(await caller.vouchers.get({ id: voucher.id })).toEqual(voucher);
  });

  it('refuses a missing required field with its message on the field', async () => {
    const shop = await seedRewardShop(rt);
    const create = (overrides: Record<string, unknown>) => rejection(shop.admin.caller.vouchers.create({ ...voucherForm(), ...overrides } as never));
    const required: [string, string][] = [
      ['name', english(M.nameRequired)],
      ['code', english(M.codeRequired)],
      ['type', english(M.typeRequired)],
      ['discountType', english(M.discountTypeRequired)],
      ['mode', english(M.modeRequired)],
      ['displayed', english(M.displayRequired)],
      ['active', english(M.statusRequired)],
      ['quantity', english(M.quantityRequired)],
    ];
    for (const [field, message] of required) expect(await create({ [field]: undefined }), field).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { [field]: message } });
    expect(await create({ name: '   ' })).toMatchObject({ fieldErrors: { name: 'Voucher name is required.' } });
    expect(await create({ code: '  ' })).toMatchObject({ fieldErrors: { code: 'Voucher code is required.' } });
    expect(await create({ type: 4 })).toMatchObject({ fieldErrors: { type: 'Voucher type is required.' } });
    expect(await create({ claimStartAt: undefined })).toMatchObject({ fieldErrors: { claimStartAt: english(M.claimPeriodRequired) } });
  });

  it('keeps the percent within 0 to 100 and every discount type with what it needs', async () => {
    const shop = await seedRewardShop(rt);
    const create = (overrides: Record<string, unknown>) => rejection(shop.admin.caller.vouchers.create({ ...voucherForm(), ...overrides } as never));
    for (const percentBp of [10_001, -1, 12.5, 0]) {
      expect(await create({ discountType: 2, percentBp }), String(percentBp)).toMatchObject({ fieldErrors: { percentBp: 'Invalid percent not allowed' } });
    }
    expect(await create({ discountType: 3, percentBp: 1000, maxDiscountSen: null })).toMatchObject({ fieldErrors: { maxDiscountSen: english(M.maxDiscountRequired) } });
    expect(await create({ discountType: 1, amountSen: 0 })).toMatchObject({ fieldErrors: { amountSen: english(M.amountRequired) } });
    expect(await create({ amountSen: -1 })).toMatchObject({ fieldErrors: { amountSen: 'The discount amount cannot be negative.' } });
    expect(await create({ type: 3, discountType: 1 })).toMatchObject({ fieldErrors: { discountType: english(M.freeShippingPair) } });
    expect(await create({ type: 1, discountType: 4 })).toMatchObject({ fieldErrors: { discountType: english(M.freeShippingPair) } });
    expect(await create({ type: 2, productIds: [] })).toMatchObject({ fieldErrors: { productIds: english(M.productsRequired) } });
    expect(await create({ type: 2, productIds: ['no-such-product'] })).toMatchObject({ code: 'NOT_FOUND', fieldErrors: { productIds: english(M.productNotFound) } });
    const at = new Date();
    expect(await create({ claimStartAt: at, claimEndAt: at })).toMatchObject({ fieldErrors: { claimEndAt: english(M.claimEndBeforeStart) } });
    expect(await create({ quantity: 0 })).toMatchObject({ fieldErrors: { quantity: english(M.quantityMin) } });
    expect(await create({ perMemberLimit: 0 })).toMatchObject({ fieldErrors: { perMemberLimit: english(M.perMemberMin) } });
    expect(await create({ quantity: 2, perMemberLimit: 3 })).toMatchObject({ fieldErrors: { perMemberLimit: english(M.perMemberAboveQuantity) } });
    expect(await create({ code: 'TEN OFF' })).toMatchObject({ fieldErrors: { code: english(M.codeChars) } });
    expect(await create({ code: 'C'.repeat(21) })).toMatchObject({ fieldErrors: { code: english(M.codeTooLong) } });
    // 100% is the most; the fields a discount type does not use are stored empty.
    const full = await shop.admin.caller.vouchers.create(voucherForm({ discountType: 2, percentBp: 10_000, amountSen: 700, maxDiscountSen: 100 }));
    expect(full).toMatchObject({ percentBp: 10_000, amountSen: 0, maxDiscountSen: null });
    const shipping = await shop.admin.caller.vouchers.create(voucherForm({ type: 3, discountType: 4 }));
    expect(shipping).toMatchObject({ type: 3, discountType: 4, amountSen: 0, percentBp: 0 });
  });

  it('keeps codes unique per merchant whatever their case, and apart from generated codes', async () => {
    const shop = await seedRewardShop(rt);
    const other = await seedRewardShop(rt);
    const first = await shop.admin.caller.vouchers.create(voucherForm({ code: 'RAYA10' }));
    expect(await rejection(shop.admin.caller.vouchers.create(voucherForm({ code: 'raya10' })))).toMatchObject({ code: 'CONFLICT', fieldErrors: { code: english(M.codeTaken) } });
    // Another merchant may use the same code; the voucher itself may keep its own.
    await other.admin.caller.vouchers.create(voucherForm({ code: 'RAYA10' }));
    await shop.admin.caller.vouchers.update({ id: first.id, voucher: voucherForm({ code: 'Raya10' }) });
    const bulk = await shop.admin.caller.vouchers.create(voucherForm({ kind: 3, code: 'RUN' }));
    await shop.admin.caller.vouchers.generateCodes({ voucherId: bulk.id, count: 1 });
    const [generated] = (await shop.admin.caller.vouchers.codes({ voucherId: bulk.id })).items;
    expect(await rejection(shop.admin.caller.vouchers.create(voucherForm({ code: generated!.code.toLowerCase() })))).toMatchObject({ fieldErrors: { code: english(M.codeTaken) } });
  });

  it('updates every field; quantity never drops below what is taken; unknown vouchers are not found', async () => {
    const shop = await seedRewardShop(rt);
    const { id } = await shop.admin.caller.vouchers.create(voucherForm({ kind: 3, quantity: 10 }));
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 4 });
    const update = (overrides: Record<string, unknown>) => shop.admin.caller.vouchers.update({ id, voucher: voucherForm({ kind: 3, ...overrides }) });
    expect(await rejection(update({ quantity: 3 }))).toMatchObject({ fieldErrors: { quantity: english(M.quantityBelowTaken) } });
    expect(await rejection(update({ kind: 1 }))).toMatchObject({ fieldErrors: { kind: english(M.kindLocked) } });
    const updated = await update({ name: 'Merdeka', code: 'MERDEKA', quantity: 4, discountType: 2, percentBp: 1500, mode: 2, displayed: false, active: false });
    expect(updated).toMatchObject({ name: 'Merdeka', code: 'MERDEKA', quantity: 4, discountType: 2, percentBp: 1500, amountSen: 0, mode: 2, displayed: false, active: false, codeCount: 4 });
    expect(await rejection(shop.admin.caller.vouchers.update({ id: 'nope', voucher: voucherForm() }))).toMatchObject({ code: 'NOT_FOUND', message: 'Voucher not found.' });
    expect(await rejection(shop.admin.caller.vouchers.get({ id: 'nope' }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a user who may only view My Sales cannot change vouchers', async () => {
    const shop = await seedRewardShop(rt);
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect((await viewer.caller.vouchers.list({})).total).toBe(0);
    expect(await rejection(viewer.caller.vouchers.create(voucherForm()))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('deleting vouchers', () => {
  it('deletes a voucher nothing holds yet, with its products and unassigned codes, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const { caller, request, logs } = adminSession(rt, shop);
    const plain = await caller.vouchers.create(voucherForm({ name: 'Unused', code: 'UNUSED1', type: 2, productIds: [await product(shop)] }));
    const bulk = await caller.vouchers.create(voucherForm({ name: 'Bulk unused', code: 'BULKUNUSED', kind: 3 }));
    await caller.vouchers.generateCodes({ voucherId: bulk.id, count: 3 });
    const { logs: written } = await logs(() => caller.vouchers.delete({ id: plain.id }));
    expectOneLog(written, { action: 'Deleted voucher "Unused" (UNUSED1)', category: 'my_sales' }, request);
    await caller.vouchers.delete({ id: bulk.id });
    for (const id of [plain.id, bulk.id]) expect((await rejection(caller.vouchers.get({ id }))).code).toBe('NOT_FOUND');
    const left = { where: { merchantId: shop.merchantId, voucherId: { in: [plain.id, bulk.id] } } };
    expect([await rt.database.client.voucherCode.count(left), await rt.database.client.voucherProduct.count(left)]).toEqual([0, 0]);
    // Its code is free again.
    await expect(caller.vouchers.create(voucherForm({ code: 'unused1' }))).resolves.toMatchObject({ code: 'UNUSED1' });
    expect((await rejection(caller.vouchers.delete({ id: plain.id }))).code).toBe('NOT_FOUND');
  });

  it('refuses with "{name} is in use" a voucher claimed, with a code handed out, carried by a link or a broadcast, or used on an order', async () => {
    const shop = await seedRewardShop(rt);
    const member = await seedMember(rt, shop);
    const inUse = async (overrides: Parameters<typeof voucherForm>[0], hold: (id: string) => Promise<unknown>) => {
      const voucher = await shop.admin.caller.vouchers.create(voucherForm({ name: uniqueName('Held '), ...overrides }));
      await hold(voucher.id);
      expect(await rejection(shop.admin.caller.vouchers.delete({ id: voucher.id }))).toMatchObject({ code: 'CONFLICT', appCode: 'VOUCHER.IN_USE', message: `${voucher.name} is in use` });
      expect((await shop.admin.caller.vouchers.get({ id: voucher.id })).id).toBe(voucher.id);
    };
    await inUse({}, (voucherId) => shop.storefront.storefront.vouchers.claim({ memberId: member, voucherId }));
    await inUse({ kind: 3 }, async (voucherId) => {
      await shop.admin.caller.vouchers.generateCodes({ voucherId, count: 2 });
      await shop.admin.caller.jobs.start({ kind: 'voucher-assign', voucherId, uploadId: await uploadMemberList(shop, `${(await rt.database.client.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: member } } })).email}\n`) });
      await runJobs(rt, shop.merchantId);
    });
    await inUse({}, (voucherId) => shop.admin.caller.broadcasts.create({ name: 'News', subject: 'News', message: 'Hello', memberIds: [member], voucherIds: [voucherId] }));
    await inUse({}, async (voucherId) => {
      const category = await seedCategory(shop);
      const shirt = await shop.admin.caller.products.create(productForm(category));
      await shop.admin.caller.purchaseLinks.create({ name: 'Sale', voucherId, voucherDiscountType: 1, products: [{ productId: shirt.id, stock: 1 }] });
    });
    await inUse({}, (voucherId) =>
      rt.database.client.voucherUse.create({ data: { merchantId: shop.merchantId, voucherId, orderId: uniqueName('order'), sen: 500, usedAt: new Date(), reversedAt: new Date() } }),
    );
  });

  it('lets only users who may edit My Sales delete', async () => {
    const shop = await seedRewardShop(rt);
    const voucher = await shop.admin.caller.vouchers.create(voucherForm());
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect((await rejection(viewer.caller.vouchers.delete({ id: voucher.id }))).code).toBe('FORBIDDEN');
  });
});

describe('the voucher list', () => {
  it('puts each voucher in its tab, counts every tab, searches, and shows the spec columns', async () => {
    const shop = await seedRewardShop(rt);
    const now = Date.now();
    const caller = shop.admin.caller.vouchers;
    const ongoing = await caller.create(voucherForm({ name: 'Ongoing fixed', code: 'ONGOING', amountSen: 550, quantity: 30 }));
    await caller.create(voucherForm({ name: 'Upcoming percent', discountType: 2, percentBp: 1250, claimStartAt: new Date(now + DAY), claimEndAt: new Date(now + 2 * DAY) }));
    await caller.create(voucherForm({ name: 'Ended capped', discountType: 3, percentBp: 1000, maxDiscountSen: 2000, claimStartAt: new Date(now - 2 * DAY), claimEndAt: new Date(now - DAY) }));
    await caller.create(voucherForm({ name: 'Off shipping', type: 3, discountType: 4, active: false }));
    await rt.database.client.voucher.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: ongoing.id } }, data: { usedCount: 4, claimedCount: 9 } });
    const page = await caller.list({ tab: 'all' });
    expect(page.counts).toEqual({ ongoing: 1, upcoming: 1, ended: 1, all: 4, deactivated: 1 });
    const byName = Object.fromEntries(page.items.map((r) => [r.voucherName, r]));
    expect(byName['Ongoing fixed']).toMatchObject({ discountAmount: 'RM 5.50', remainingQty: 26, claimed: 9, totalQty: 30, voucherStatus: 'ongoing' });
    expect(byName['Upcoming percent']).toMatchObject({ discountAmount: '12.5%', voucherStatus: 'upcoming' });
    expect(byName['Ended capped']).toMatchObject({ voucherStatus: 'ended' });
    expect(english(byName['Ended capped']!.discountAmount)).toBe('capped 10% up to RM 20.00');
    expect(byName['Off shipping']).toMatchObject({ voucherStatus: 'deactivated' });
    expect(english(byName['Off shipping']!.discountAmount)).toBe('Free shipping');
    const names = async (input: Parameters<typeof caller.list>[0]) => (await caller.list(input)).items.map((r) => r.voucherName);
    expect(await names({})).toEqual(['Ongoing fixed']);
    expect(await names({ tab: 'upcoming' })).toEqual(['Upcoming percent']);
    expect(await names({ tab: 'ended' })).toEqual(['Ended capped']);
    expect(await names({ tab: 'deactivated' })).toEqual(['Off shipping']);
    expect(await names({ tab: 'all', search: 'capped' })).toEqual(['Ended capped']);
    expect(await names({ tab: 'all', search: 'ongo' })).toEqual(['Ongoing fixed']);
    expect(await rejection(caller.list({ pageSize: 25 }))).toMatchObject({ code: 'BAD_REQUEST' });
    const second = await caller.list({ tab: 'all', pageSize: 20, page: 2 });
    expect(second).toMatchObject({ items: [], total: 4, page: 2, pageSize: 20 });
  });

  it('activates and deactivates in bulk, one result per voucher, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const { caller, request, logs } = adminSession(rt, shop);
    const a = await caller.vouchers.create(voucherForm());
    const b = await caller.vouchers.create(voucherForm({ active: false }));
    const { result, logs: written } = await logs(() => caller.vouchers.deactivate({ ids: [a.id, b.id] }));
    expectOneLog(written, { action: 'Deactivated 2 vouchers', category: 'my_sales' }, request);
    expect(result).toEqual({ succeeded: 2, failed: 0, results: [{ id: a.id, ok: true, active: false, changed: true }, { id: b.id, ok: true, active: false, changed: false }] });
    expect((await caller.vouchers.list({ tab: 'deactivated' })).total).toBe(2);
    expect((await caller.vouchers.activate({ ids: [a.id] })).results).toEqual([{ id: a.id, ok: true, active: true, changed: true }]);
    expect((await caller.vouchers.get({ id: a.id })).active).toBe(true);
    expect(await rejection(caller.vouchers.activate({ ids: [b.id, 'nope'] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.vouchers.get({ id: b.id })).active).toBe(false);
    expect(await rejection(caller.vouchers.activate({ ids: [] }))).toMatchObject({ fieldErrors: { ids: english(M.fillRequired) } });
  });
});
