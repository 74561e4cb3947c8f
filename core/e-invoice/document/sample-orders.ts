import { basisPointsOf } from '../../checkout/arithmetic.ts';
import type { TParty, TSupplier } from './model.ts';
import type { TInvoiceOrder } from './order-invoice.ts';

/**
 * Orders priced as core/pricing prices them (taxes on net, rounded half up), for the document
 * builder's tests and the e-invoice benchmark.
 */
export interface TSampleLine {
  name: string;
  qty: number;
  unitSen: number;
  /** The promotion's unit price; unitSen without one. */
  promoUnitSen?: number;
}

export interface TSampleShape {
  lines: TSampleLine[];
  voucherSen?: number;
  /** A percentage voucher, in basis points of the items. */
  voucherBp?: number;
  memberPointsSen?: number;
  shippingSen?: number;
  addOnSen?: number;
  additionalCharges?: { name: string; sen: number }[];
  salesTaxBp?: number;
  serviceTaxBp?: number;
}

export function sampleOrder(orderNo: number, shape: TSampleShape): TInvoiceOrder {
  const items = shape.lines.map((l) => ({ name: l.name, qty: l.qty, basePriceSen: l.unitSen, lineTotalSen: (l.promoUnitSen ?? l.unitSen) * l.qty }));
  const subtotalSen = items.reduce((sum, i) => sum + i.basePriceSen * i.qty, 0);
  const itemsSen = items.reduce((sum, i) => sum + i.lineTotalSen, 0);
  const voucherSen = Math.min(itemsSen, shape.voucherSen ?? basisPointsOf(itemsSen, shape.voucherBp ?? 0));
  const memberPointsSen = Math.min(itemsSen - voucherSen, shape.memberPointsSen ?? 0);
  const net = itemsSen - voucherSen - memberPointsSen;
  const salesTaxBp = shape.salesTaxBp ?? 0;
  const serviceTaxBp = shape.serviceTaxBp ?? 0;
  const salesTaxSen = basisPointsOf(net, salesTaxBp);
  const serviceTaxSen = basisPointsOf(net, serviceTaxBp);
  const additionalCharges = shape.additionalCharges ?? [];
  const shippingSen = shape.shippingSen ?? 0;
  const addOnSen = shape.addOnSen ?? 0;
  const totalSen = net + shippingSen + addOnSen + additionalCharges.reduce((sum, c) => sum + c.sen, 0) + salesTaxSen + serviceTaxSen;
  return {
    orderNo,
    invoiceNo: `INV-${String(orderNo).padStart(6, '0')}`,
    items,
    subtotalSen,
    discountSen: subtotalSen - itemsSen,
    voucherSen,
    voucherCode: voucherSen ? 'SAVE' : '',
    memberPointsSen,
    shippingSen,
    addOnSen,
    additionalCharges,
    salesTaxSen,
    serviceTaxSen,
    salesTaxBp,
    serviceTaxBp,
    totalSen,
  };
}

const address = { lines: ['12 Jalan Maju', 'Taman Jaya'], city: 'Petaling Jaya', postcode: '46000', stateCode: '10', country: 'MYS' };

export const SAMPLE_SUPPLIER: TSupplier = {
  name: 'Kedai Maju Sdn. Bhd.',
  tin: 'C2584563200',
  idType: 'BRN',
  idValue: '202001234567',
  sstNo: 'W10-1808-32000001',
  email: 'accounts@kedai.my',
  phone: '+60123456789',
  address,
  msicCode: '47910',
  msicDescription: 'Retail sale via mail order houses or via Internet',
};

export const SAMPLE_COMPANY_BUYER: TParty = {
  name: 'Syarikat Pembeli Sdn. Bhd.',
  tin: 'C1234567890',
  idType: 'BRN',
  idValue: '201901000005',
  sstNo: 'B16-1809-22000036',
  email: 'finance@pembeli.my',
  phone: '+60387654321',
  address: { lines: ['Lot 66, Bangunan Merdeka'], city: 'Kuala Lumpur', postcode: '50480', stateCode: '14', country: 'MYS' },
};

export const SAMPLE_PERSON_BUYER: TParty = {
  name: 'Aisyah binti Ahmad',
  tin: 'IG12345678901',
  idType: 'NRIC',
  idValue: '900101105678',
  sstNo: 'NA',
  email: 'aisyah@mail.my',
  phone: '+60198765432',
  address: { lines: ['3 Lorong Bunga'], city: 'Johor Bahru', postcode: '80000', stateCode: '01', country: 'MYS' },
};
