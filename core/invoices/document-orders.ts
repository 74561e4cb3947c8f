import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import { withNumbers } from '../db/bigint.ts';
import type { DbClient } from '../db/database.ts';
import { AMOUNTS_SELECT, BUYER_SELECT, SHIP_ADDRESS_SELECT } from '../orders/order-selects.ts';

/** What a packing slip or an invoice prints of an order. Money in sen. */
export interface DocumentOrder {
  id: string;
  orderNo: number;
  placedAt: Date;
  status: number;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  billingAddress: string;
  shipName: string;
  shipPhone: string;
  shipAddress: string;
  shipCity: string;
  shipPostcode: string;
  shipState: string;
  shipCountry: string;
  selfPickup: boolean;
  cod: boolean;
  shippingTitle: string;
  buyerNote: string;
  subtotalSen: number;
  voucherSen: number;
  voucherCode: string;
  discountSen: number;
  memberPointsSen: number;
  shippingSen: number;
  shippingDiscountSen: number;
  salesTaxSen: number;
  serviceTaxSen: number;
  addOnSen: number;
  /** The applied additional charges, as stored ({ name, sen }[] in JSON). */
  additionalCharges: string;
  totalSen: number;
  invoiceNo: string | null;
  invoiceDate: Date | null;
  items: { name: string; options: string; sku: string; qty: number; singlePriceSen: number; finalPriceSen: number }[];
}

/** The seller block of every document, from the merchant's invoice settings. */
export interface ShopHeader {
  companyName: string;
  registerNumber: string;
  address: string;
  timeZone: string;
}

const orderSelect = {
  id: true,
  orderNo: true,
  placedAt: true,
  status: true,
  ...BUYER_SELECT,
  billingAddress: true,
  ...SHIP_ADDRESS_SELECT,
  shipPhone: true,
  cod: true,
  shippingTitle: true,
  buyerNote: true,
  ...AMOUNTS_SELECT,
  addOnSen: true,
  additionalCharges: true,
  invoiceNo: true,
  invoiceDate: true,
  items: { select: { name: true, options: true, sku: true, qty: true, singlePriceSen: true, finalPriceSen: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.OrderSelect;

/** Orders of one merchant with their items, in the order of ids; ids of no such order are left out. */
export async function loadDocumentOrders(db: DbClient, merchantId: string, ids: readonly string[]): Promise<DocumentOrder[]> {
  const rows = await db.order.findMany({ where: { merchantId, id: { in: [...ids] } }, select: orderSelect });
  const byId = new Map(rows.map((r) => [r.id, { ...withNumbers(r), items: r.items.map(withNumbers) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The seller block: the invoice settings' company, register number and address (the shop's own name and address when none is set). */
export async function loadShopHeader(db: DbClient, merchantId: string, timeZone: string): Promise<ShopHeader> {
  const [settings, merchant] = await Promise.all([
    db.orderSetting.findUnique({ where: { merchantId }, select: { invoiceCompanyName: true, invoiceRegisterNumber: true, invoiceAddress: true } }),
    db.merchant.findUnique({ where: { id: merchantId }, select: { name: true, address: true } }),
  ]);
  return {
    companyName: settings?.invoiceCompanyName || merchant?.name || '',
    registerNumber: settings?.invoiceRegisterNumber ?? '',
    address: settings?.invoiceAddress || merchant?.address || '',
    timeZone,
  };
}
