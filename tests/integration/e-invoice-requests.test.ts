import { describe, expect, it } from 'vitest';
import { consolidateMonth } from '../../core/e-invoice/consolidate.ts';
import { MyInvoisError } from '../../core/e-invoice/myinvois-port.ts';
import type { TEInvoiceProfileInput } from '../../core/e-invoice/schema.ts';
import { baseContext } from '../../core/shared/context.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { COMPANY_BUYER, PERSON_BUYER, paidOrder, supplierForm } from '../helpers/e-invoice.ts';
import { adminSession, expectOneLog, rejection, testRequest } from '../helpers/fixtures.ts';
import { orderInput, placeOrder, seedShop, storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const { caller: admin, request, logs } = adminSession(rt, shop);
const api = admin.eInvoiceRequests;
const ask = shop.storefront.storefront.eInvoice.request;
const simulator = await simulatorUrl('/myinvois');
const control = (path: string, body: unknown) => fetch(`${simulator}/_control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A paid order and the buyer's request for its e-invoice (proof: the order's e-mail). */
async function requested(buyer: TEInvoiceProfileInput = PERSON_BUYER) {
  const order = await paidOrder(rt, shop);
  const { id } = await ask({ orderNo: order.orderNo, email: 'AMINAH@buyer.test', buyer });
  return { id, order };
}

describe('e-invoice supplier details', () => {
  it('has none at first, and approval says what is missing', async () => {
    expect(await api.supplier()).toBeNull();
    const { id } = await requested();
    expect(await rejection(api.approve({ id }))).toMatchObject({ appCode: 'E_INVOICE.SUPPLIER_MISSING', message: expect.stringContaining('supplier details') });
    expect((await api.get({ id })).status).toBe('pending');
  });

  it('names each refused field with the profiles’ checks', async () => {
    const refused = await rejection(api.saveSupplier({ ...supplierForm(), tin: 'IG12', brn: '1312525-A', msicCode: '', sstNo: '', phone: '', email: 'x', address: { line1: '', city: 'Shah Alam', postcode: '4', state: 'ZZ' } }));
    expect(refused.fieldErrors).toMatchObject({
      tin: expect.any(String),
      brn: expect.any(String),
      msicCode: 'Choose the MSIC code of your business activity.',
      sstNo: expect.any(String),
      phone: expect.any(String),
      email: expect.any(String),
      'address.line1': expect.any(String),
      'address.postcode': expect.any(String),
      'address.state': expect.any(String),
    });
  });

  it('keeps the details in MyInvois’ forms and logs the save', async () => {
    const form = supplierForm({ brn: '2019-0100-0005', sstNo: 'w10-1808-32000001' });
    const { result, logs: written } = await logs(() => api.saveSupplier(form));
    expect(result).toMatchObject({ tin: form.tin, brn: '201901000005', sstRegistrant: true, sstNo: 'W10-1808-32000001', phone: '+60378901234', msicDescription: 'Retail sale of any kind of product over the Internet', address: { country: 'MYS', state: 'SGR' } });
    expectOneLog(written, { action: 'Saved the e-invoice supplier details', category: 'manage' }, request);
    expect(await api.supplier()).toEqual(result);
  });
});

describe('a buyer asks for an e-invoice (storefront)', () => {
  it('needs the order’s e-mail or phone: a wrong proof answers as an unknown number does', async () => {
    const order = await paidOrder(rt, shop);
    const unknown = await rejection(ask({ orderNo: 999_999, email: 'aminah@buyer.test', buyer: PERSON_BUYER }));
    const wrong = await rejection(ask({ orderNo: order.orderNo, email: 'someone@else.test', buyer: PERSON_BUYER }));
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ code: 'NOT_FOUND', appCode: 'ORDER.NOT_FOUND' });
    expect((await rejection(ask({ orderNo: order.orderNo, buyer: PERSON_BUYER }))).fieldErrors).toEqual({ email: 'Enter the e-mail or phone number the order was placed with.' });
    // The phone however written.
    expect(await ask({ orderNo: order.orderNo, phone: '012-345 6789', buyer: PERSON_BUYER })).toMatchObject({ orderNo: order.orderNo, status: 'pending' });
  });

  it('checks the buyer as the profiles are, and refuses an unpaid order', async () => {
    const order = await paidOrder(rt, shop);
    const bad = await rejection(ask({ orderNo: order.orderNo, email: 'aminah@buyer.test', buyer: { ...PERSON_BUYER, tin: 'C2584563200', icNo: '901301-14-5678' } }));
    expect(bad.fieldErrors).toMatchObject({ 'buyer.tin': expect.any(String), 'buyer.icNo': expect.any(String) });
    const unpaid = await placeOrder(rt, shop);
    expect(await rejection(ask({ orderNo: unpaid.orderNo, email: 'aminah@buyer.test', buyer: PERSON_BUYER }))).toMatchObject({ appCode: 'E_INVOICE.ORDER_NOT_PAID', fieldErrors: { orderNo: 'An e-invoice can be requested only for a paid order.' } });
  });

  it('takes one open request per order: "A request was already submitted"; two at once, one', async () => {
    const order = await paidOrder(rt, shop);
    const both = await Promise.allSettled([0, 1].map(() => ask({ orderNo: order.orderNo, email: 'aminah@buyer.test', buyer: COMPANY_BUYER })));
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const again = await rejection(ask({ orderNo: order.orderNo, email: 'aminah@buyer.test', buyer: COMPANY_BUYER }));
    expect(again).toMatchObject({ code: 'CONFLICT', appCode: 'E_INVOICE.REQUEST_TAKEN', fieldErrors: { orderNo: 'A request was already submitted.' } });
  });

  it('keeps the buyer as a customer profile when asked, once', async () => {
    const buyer = { ...COMPANY_BUYER, name: 'Profil Simpan Sdn. Bhd.', brn: '202001000777', tin: 'C9876543210' };
    const first = await paidOrder(rt, shop);
    await ask({ orderNo: first.orderNo, email: 'aminah@buyer.test', buyer, saveProfile: true });
    const second = await paidOrder(rt, shop);
    await ask({ orderNo: second.orderNo, email: 'aminah@buyer.test', buyer: { ...buyer, name: 'Renamed' }, saveProfile: true });
    const found = await admin.eInvoice.list({ search: 'C9876543210' });
    expect(found.items.map((p) => [p.name, p.idValue])).toEqual([['Profil Simpan Sdn. Bhd.', '202001000777']]);
  });
});

describe('the merchant decides', () => {
  it('approves: the document is submitted and read Valid with its long ID; listed by tab and found by search', async () => {
    const { id, order } = await requested(COMPANY_BUYER);
    const { result, logs: written } = await logs(() => api.approve({ id }));
    expect(result).toMatchObject({ status: 'valid', uuid: expect.stringMatching(/^[0-9A-F]{26}$/), longId: expect.stringMatching(/^[A-Za-z0-9]{40}$/), errors: [], submittedAt: expect.any(Date) });
    expect(result.submissionUid).not.toBe('');
    expectOneLog(written, { action: `Approved the e-invoice request of order #${order.orderNo}`, category: 'manage' }, request);
    const sent = (await (await fetch(`${simulator}/_control/documents/${result.uuid}`)).json()) as { tin: string; codeNumber: string };
    // The code number is the order's invoice number.
    const { invoiceNo } = await rt.database.client.order.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: order.id } }, select: { invoiceNo: true } });
    expect(sent).toMatchObject({ tin: (await api.supplier())!.tin, codeNumber: invoiceNo ?? `ORDER-${order.orderNo}` });
    const valid = await api.list({ tab: 'valid', search: String(order.orderNo) });
    expect(valid.items.map((r) => [r.orderNo, r.status, r.longId])).toEqual([[order.orderNo, 'valid', result.longId]]);
    expect((await api.list({ tab: 'valid', search: 'pembeli' })).total).toBeGreaterThan(0);
    expect((await api.list({ tab: 'pending', pageSize: 80 })).items.map((r) => r.id)).not.toContain(id);
    expect(await rejection(api.approve({ id }))).toMatchObject({ appCode: 'E_INVOICE.REQUEST_NOT_OPEN' });
  });

  it('lets one of two approvals at once submit', async () => {
    const { id } = await requested();
    const both = await Promise.allSettled([api.approve({ id }), api.approve({ id })]);
    const failed = both.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(await rejection(Promise.reject(failed[0]!.reason))).toMatchObject({ appCode: 'E_INVOICE.REQUEST_NOT_OPEN' });
    expect((await api.get({ id })).status).toBe('valid');
  });

  it('gives the request back as it was when MyInvois does not answer, and says so', async () => {
    const { id } = await requested();
    const real = rt.env.myInvois;
    const noAnswer = () => Promise.reject(new MyInvoisError('connection', 'documentsubmissions: no answer (ETIMEDOUT)'));
    rt.env.myInvois = { submit: noAnswer, document: noAnswer };
    try {
      expect(await rejection(api.approve({ id }))).toMatchObject({ appCode: 'E_INVOICE.MYINVOIS_UNAVAILABLE', message: 'MyInvois could not be reached. Nothing was submitted; please try again later.' });
    } finally {
      rt.env.myInvois = real;
    }
    expect((await api.get({ id })).status).toBe('pending');
    expect((await api.approve({ id })).status).toBe('valid');
  });

  it('keeps an Invalid answer’s errors by field path, and submits again once fixed', async () => {
    const { id } = await requested();
    await control('invalid-next', { propertyPath: 'Invoice.AccountingCustomerParty.Party.PartyIdentification', error: 'TIN does not match the NRIC' });
    const invalid = await api.approve({ id });
    expect(invalid).toMatchObject({ status: 'invalid', longId: '', errors: [{ propertyPath: 'Invoice.AccountingCustomerParty.Party.PartyIdentification', error: 'TIN does not match the NRIC' }] });
    expect((await api.list({ tab: 'invalid' })).items.map((r) => r.id)).toContain(id);
    const again = await api.approve({ id });
    expect(again).toMatchObject({ status: 'valid', errors: [] });
    expect(again.uuid).not.toBe(invalid.uuid);
  });

  it('reads a Submitted document’s status on refresh', async () => {
    const { id } = await requested();
    await control('hold', { reads: 1 });
    const submitted = await api.approve({ id });
    expect(submitted).toMatchObject({ status: 'submitted', longId: '' });
    expect((await api.list({ tab: 'submitted' })).items.map((r) => r.id)).toContain(id);
    expect(await api.refresh({ id })).toMatchObject({ status: 'valid', longId: expect.stringMatching(/^[A-Za-z0-9]{40}$/) });
    expect(await rejection(api.refresh({ id }))).toMatchObject({ appCode: 'E_INVOICE.REQUEST_NOT_SUBMITTED' });
  });

  it('rejects with a reason; the order may then be asked for again', async () => {
    const { id, order } = await requested();
    expect((await rejection(api.reject({ id, reason: ' ' }))).fieldErrors).toEqual({ reason: 'Enter the reason for rejecting.' });
    const { result, logs: written } = await logs(() => api.reject({ id, reason: 'Wrong company name' }));
    expect(result).toMatchObject({ status: 'rejected', rejectReason: 'Wrong company name' });
    expectOneLog(written, { action: `Rejected the e-invoice request of order #${order.orderNo}`, category: 'manage' }, request);
    expect(await rejection(api.reject({ id, reason: 'again' }))).toMatchObject({ appCode: 'E_INVOICE.REQUEST_NOT_OPEN' });
    expect(await rejection(api.approve({ id }))).toMatchObject({ appCode: 'E_INVOICE.REQUEST_NOT_OPEN' });
    expect(await ask({ orderNo: order.orderNo, email: 'aminah@buyer.test', buyer: PERSON_BUYER })).toMatchObject({ status: 'pending' });
  });
});

describe('the monthly consolidated e-invoice', () => {
  const base = (now?: string) => baseContext(rt.database, rt.env, testRequest(), now ? () => new Date(now) : undefined);

  it('submits the month’s paid orders no buyer asked for, once per merchant and month; an invalid one is made again', async () => {
    const october = [await paidOrder(rt, shop, '2026-10-03T04:00:00Z'), await paidOrder(rt, shop, '2026-10-20T04:00:00Z'), await paidOrder(rt, shop, '2026-10-31T15:30:00Z')];
    // Asked for its own e-invoice; unpaid; 1 November 00:30 in Kuala Lumpur.
    const asked = await paidOrder(rt, shop, '2026-10-10T04:00:00Z');
    await ask({ orderNo: asked.orderNo, email: 'aminah@buyer.test', buyer: PERSON_BUYER });
    await storefrontCaller(rt, shop.siteKey, testRequest(), () => new Date('2026-10-11T04:00:00Z')).storefront.placeOrder(orderInput(shop));
    await paidOrder(rt, shop, '2026-10-31T16:30:00Z');

    await control('invalid-next', { propertyPath: 'Invoice.InvoiceLine', error: 'is invalid' });
    const first = await consolidateMonth(base(), '2026-10', shop.merchantId);
    expect(first.merchants).toEqual([{ merchantId: shop.merchantId, outcome: 'submitted', status: 'invalid', orders: 3 }]);
    const again = await consolidateMonth(base(), '2026-10', shop.merchantId);
    expect(again.merchants).toEqual([{ merchantId: shop.merchantId, outcome: 'submitted', status: 'valid', orders: 3 }]);
    const row = await rt.database.client.eInvoiceConsolidation.findUniqueOrThrow({ where: { merchantId_month: { merchantId: shop.merchantId, month: '2026-10' } } });
    expect(row).toMatchObject({ status: 'valid', orderCount: 3, totalSen: BigInt(october.reduce((sum, o) => sum + o.totalSen, 0)), longId: expect.stringMatching(/^[A-Za-z0-9]{40}$/) });
    const sent = (await (await fetch(`${simulator}/_control/documents/${row.uuid}`)).json()) as { codeNumber: string; document: { Invoice: { InvoiceLine: unknown[]; InvoicePeriod: unknown }[] } };
    expect(sent.codeNumber).toBe('CONSOLIDATED-2026-10');
    expect(sent.document.Invoice[0]!.InvoiceLine).toHaveLength(3);

    const third = await consolidateMonth(base(), '2026-10', shop.merchantId);
    expect(third.merchants).toEqual([{ merchantId: shop.merchantId, outcome: 'unchanged', status: 'valid', orders: 3 }]);
    expect(await rt.database.client.eInvoiceConsolidation.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: row.id } } })).toEqual(row);
  });

  it('skips a month not over, a month without orders, and a merchant without supplier details; refuses a bad month', async () => {
    expect((await consolidateMonth(base('2026-11-30T15:59:00Z'), '2026-11', shop.merchantId)).merchants[0]).toMatchObject({ outcome: 'skipped', status: 'month_not_over' });
    expect((await consolidateMonth(base(), '2026-08', shop.merchantId)).merchants[0]).toMatchObject({ outcome: 'skipped', status: 'no_orders' });
    const other = await seedShop(rt);
    expect((await consolidateMonth(base(), '2026-10', other.merchantId)).merchants[0]).toMatchObject({ outcome: 'skipped', status: 'supplier_missing' });
    await expect(consolidateMonth(base(), '2026-13', shop.merchantId)).rejects.toThrow();
  });
});
