import { randomInt } from 'node:crypto';
import type { TEInvoiceProfileInput } from '../../core/e-invoice/schema.ts';
import type { TEInvoiceSupplierInput } from '../../core/e-invoice/supplier-schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { testRequest } from './fixtures.ts';
import { orderInput, storefrontCaller, type SeededShop } from './orders.ts';

/** A non-individual TIN of its own: MyInvois' simulator refuses a second valid document of one TIN with one code number. */
export const uniqueTin = (): string => `C${randomInt(1_000_000_000, 9_999_999_999)}0`;

/** Complete supplier details, with a TIN of their own. */
export const supplierForm = (overrides: Partial<TEInvoiceSupplierInput> = {}): TEInvoiceSupplierInput => ({
  name: 'Kedai Maju Sdn. Bhd.',
  brn: '201901000005',
  tin: uniqueTin(),
  sstRegistrant: true,
  sstNo: 'W10-1808-32000001',
  msicCode: '47912',
  phone: '03-7890 1234',
  email: 'accounts@kedaimaju.example.my',
  address: { line1: 'Lot 5, Jalan Perusahaan 2', city: 'Shah Alam', postcode: '40150', state: 'SGR' },
  ...overrides,
});

export const PERSON_BUYER: Extract<TEInvoiceProfileInput, { kind: 'person' }> = {
  kind: 'person',
  name: 'Aminah Yusof',
  icNo: '900101-14-5678',
  tin: 'IG115002000',
  email: 'aminah@buyer.test',
  phone: '012-345 6789',
  address: { line1: '12 Jalan Kebun', city: 'Shah Alam', postcode: '40000', state: 'SGR' },
};

export const COMPANY_BUYER: Extract<TEInvoiceProfileInput, { kind: 'company' }> = {
  kind: 'company',
  name: 'Syarikat Pembeli Sdn. Bhd.',
  brn: '202001234567',
  tin: 'C2584563200',
  contacts: [{ name: 'Ravi Kumar', jobTitle: 'Purchaser', phone: '+60 13-222 3333', email: 'ravi@pembeli.example.my', isDefault: true }],
  address: { line1: '1 Jalan Tun Razak', city: 'Kuala Lumpur', postcode: '50400', state: 'KUL' },
};

/** An order placed on the shop's website at `at` (default now) and marked paid; its number and id. */
export async function paidOrder(rt: Runtime, shop: SeededShop, at?: string): Promise<{ id: string; orderNo: number; totalSen: number }> {
  // The shirt never runs out here: these tests place many orders.
  await rt.database.client.product.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.shirt.id } }, data: { stockUnlimited: true } });
  const store = storefrontCaller(rt, shop.siteKey, testRequest(), at ? () => new Date(at) : undefined);
  const placed = await store.storefront.placeOrder(orderInput(shop));
  await shop.admin.caller.orders.markPaid({ id: placed.id, payment: { method: 'cash', paidOn: new Date(), amountSen: placed.totalSen } });
  return { id: placed.id, orderNo: placed.orderNo, totalSen: placed.totalSen };
}
