import { CLASSIFICATION, GENERAL_PUBLIC, ID_TYPES, NOT_APPLICABLE, STATE_NOT_APPLICABLE } from './codes.ts';
import type { TDocModel, TParty, TSupplier } from './model.ts';
import { orderAllowances, orderCharges, taxesOf, type TInvoiceOrder } from './order-invoice.ts';

/** The buyer of a consolidated e-invoice: the general public, every other field 'NA' (LHDN's guideline). */
export const GENERAL_PUBLIC_BUYER: TParty = {
  name: GENERAL_PUBLIC.name,
  tin: GENERAL_PUBLIC.tin,
  idType: ID_TYPES[0],
  idValue: NOT_APPLICABLE,
  sstNo: NOT_APPLICABLE,
  email: NOT_APPLICABLE,
  phone: NOT_APPLICABLE,
  address: { lines: [NOT_APPLICABLE], city: NOT_APPLICABLE, postcode: '', stateCode: STATE_NOT_APPLICABLE, country: 'MYS' },
};

/**
 * The consolidated e-invoice of a month's orders no buyer asked an e-invoice for: buyer General
 * Public, one line per order (classification 004, the order's reference as description, its items
 * after promotions as the unit price, its voucher and points as the line's allowances, its
 * shipping, add-on and charges as the line's charges, its own taxes). LHDN allows one line per
 * receipt; the order is this product's receipt.
 */
export function consolidatedModel(id: string, month: { start: string; end: string }, issuedAt: Date, orders: readonly TInvoiceOrder[], supplier: TSupplier): TDocModel {
  return {
    id,
    issuedAt,
    supplier,
    buyer: GENERAL_PUBLIC_BUYER,
    period: month,
    allowances: [],
    charges: [],
    lines: orders.map((o) => {
      const net = o.subtotalSen - o.discountSen - o.voucherSen - o.memberPointsSen;
      return {
        description: o.invoiceNo ? `Order #${o.orderNo} (${o.invoiceNo})` : `Order #${o.orderNo}`,
        classification: CLASSIFICATION.consolidated,
        qty: 1,
        unitPriceSen: o.subtotalSen - o.discountSen,
        allowances: orderAllowances(o),
        charges: orderCharges(o),
        taxes: taxesOf(net, o.salesTaxSen, o.salesTaxBp, o.serviceTaxSen, o.serviceTaxBp),
      };
    }),
  };
}
