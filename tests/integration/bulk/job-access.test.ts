import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeTemplate } from '../../../core/catalogue/bulk/templates.ts';
import { saveUpload } from '../../../core/uploads/service.ts';
import type { UploadPurpose } from '../../../core/uploads/policies.ts';
import { rejection, seedMerchant, seedSubUser } from '../../helpers/fixtures.ts';
import { placeOrder, seedShop } from '../../helpers/orders.ts';
import { contextOf } from '../../helpers/sales-documents.ts';
import { voucherForm } from '../../helpers/vouchers.ts';
import { fileRuntime } from '../../helpers/world.ts';

// jobs.start, get and list over every kind: what names a merchant's records finds only its own,
// and each user sees the jobs of the modules it may view.
const rt = await fileRuntime();

describe('jobs of every kind', () => {
  it('refuse another merchant’s uploads, orders and vouchers as not found, starting nothing', async () => {
    const a = await seedShop(rt);
    const b = await seedMerchant(rt);
    const ctx = await contextOf(rt, a.admin.token);
    const upload = async (purpose: UploadPurpose, body: Buffer, name = 'a.csv') => (await saveUpload(ctx, purpose, name, body)).id;
    const template = new PassThrough();
    const chunks: Buffer[] = [];
    template.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeTemplate(ctx, { kind: 'mass-update', format: 'xlsx' }, template);
    const csv = Buffer.from('Email\nali@example.com\n');
    const order = await placeOrder(rt, a);
    const voucher = await a.admin.caller.vouchers.create(voucherForm({ kind: 3, quantity: 10 }));
    const reaches: Parameters<typeof b.admin.caller.jobs.start>[0][] = [
      { kind: 'product-import', uploadId: await upload('product-import', csv) },
      { kind: 'mass-update', uploadId: await upload('mass-update', Buffer.concat(chunks), 'a.xlsx') },
      { kind: 'mass-shipping', uploadId: await upload('mass-shipping', csv) },
      { kind: 'member-import', uploadId: await upload('member-import', csv), batch: 'Intruder' },
      { kind: 'voucher-assign', voucherId: voucher.id, uploadId: await upload('voucher-members', csv) },
      { kind: 'packaging-print', documents: 'packaging', orderIds: [order.id] },
      { kind: 'packaging-print', documents: 'invoices', orderNos: [order.orderNo + 1000] },
    ];
    for (const input of reaches) expect(await rejection(b.admin.caller.jobs.start(input)), input.kind).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rt.database.client.job.count({ where: { merchantId: { in: [a.merchantId, b.merchantId] } } })).toBe(0);
  });

  it('list only the kinds a user may view, by kind and status, newest first, with who started each', async () => {
    const shop = await seedMerchant(rt);
    const products = await shop.admin.caller.jobs.start({ kind: 'product-export', format: 'csv' });
    const members = await shop.admin.caller.jobs.start({ kind: 'member-export', format: 'xlsx' });
    const orders = await shop.admin.caller.jobs.start({ kind: 'order-export', status: 0, format: 'csv' });
    const ids = async (user: { caller: typeof shop.admin.caller }, input = {}) => (await user.caller.jobs.list(input)).items.map((j) => j.id);
    expect(await ids(shop.admin)).toEqual([orders.id, members.id, products.id]);
    expect(await ids(shop.admin, { kind: 'member-export', status: 'queued' })).toEqual([members.id]);
    expect(await ids(shop.admin, { status: 'completed' })).toEqual([]);
    expect((await shop.admin.caller.jobs.list({})).items[0]).toMatchObject({ kind: 'order-export', createdByName: shop.name, fileName: 'orders.csv' });
    expect(await ids(await seedSubUser(rt, shop, { my_sales: 'view' }))).toEqual([members.id]);
    expect(await ids(await seedSubUser(rt, shop, { manage: 'view', order: 'view' }))).toEqual([orders.id, products.id]);
    expect(await rejection(shop.admin.caller.jobs.list({ kind: 'stock-take' } as never))).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
