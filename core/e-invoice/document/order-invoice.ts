import { AppError, GENERIC_MESSAGES } from '../../shared/errors.ts';
import { CLASSIFICATION, TAX_TYPES } from './codes.ts';
import { allocate, type TAmountLine, type TDocLine, type TDocModel, type TLineTax, type TParty, type TSupplier } from './model.ts';

/** An order line as the order keeps it: the unit price before promotions, and what the line cost after them. */
export interface TInvoiceOrderItem {
  name: string;
  qty: number;
  basePriceSen: number;
  lineTotalSen: number;
}

/** An order's amounts (core/orders, in sen) and the tax rates they were priced at. */
export interface TInvoiceOrder {
  orderNo: number;
  invoiceNo: string | null;
  items: TInvoiceOrderItem[];
  subtotalSen: number;
  discountSen: number;
  voucherSen: number;
  voucherCode: string;
  memberPointsSen: number;
  shippingSen: number;
  addOnSen: number;
  additionalCharges: { name: string; sen: number }[];
  salesTaxSen: number;
  serviceTaxSen: number;
  salesTaxBp: number;
  serviceTaxBp: number;
  totalSen: number;
}

const inconsistent = (field: string) => new AppError('EINVOICE.ORDER_AMOUNTS', GENERIC_MESSAGES.invalidValue, 'invalid', field);

/** The order's own sums must hold (subtotal, discount, total) before a document repeats them. */
function assertConsistent(o: TInvoiceOrder): void {
  if (o.items.length === 0) throw inconsistent('items');
  o.items.forEach((item, i) => {
    if (!Number.isSafeInteger(item.qty) || item.qty < 1 || item.lineTotalSen < 0 || item.lineTotalSen > item.basePriceSen * item.qty) throw inconsistent(`items.${i}`);
  });
  if (o.items.reduce((sum, i) => sum + i.basePriceSen * i.qty, 0) !== o.subtotalSen) throw inconsistent('subtotalSen');
  if (o.subtotalSen - o.items.reduce((sum, i) => sum + i.lineTotalSen, 0) !== o.discountSen) throw inconsistent('discountSen');
  const charges = o.shippingSen + o.addOnSen + o.additionalCharges.reduce((sum, c) => sum + c.sen, 0);
  if (o.subtotalSen - o.discountSen - o.voucherSen - o.memberPointsSen + charges + o.salesTaxSen + o.serviceTaxSen !== o.totalSen) throw inconsistent('totalSen');
}

/** The order's charges beyond its items: shipping, the add-on and each additional charge by its name. */
export function orderCharges(o: TInvoiceOrder): TAmountLine[] {
  return [{ reason: 'Shipping', sen: o.shippingSen }, { reason: 'Add-on', sen: o.addOnSen }, ...o.additionalCharges.map((c) => ({ reason: c.name, sen: c.sen }))].filter((c) => c.sen > 0);
}

/** What the order took off its items after promotions: the voucher and the member points. */
export function orderAllowances(o: TInvoiceOrder): TAmountLine[] {
  const voucher = o.voucherCode ? `Voucher ${o.voucherCode}` : 'Voucher';
  return [{ reason: voucher, sen: o.voucherSen }, { reason: 'Member points', sen: o.memberPointsSen }].filter((a) => a.sen > 0);
}

/** The taxes of an amount taxed at net: sales and service tax as charged, or Not Applicable. */
export function taxesOf(taxableSen: number, salesTaxSen: number, salesTaxBp: number, serviceTaxSen: number, serviceTaxBp: number): TLineTax[] {
  const taxes: TLineTax[] = [];
  if (salesTaxSen > 0 || salesTaxBp > 0) taxes.push({ type: TAX_TYPES.sales, rateBp: salesTaxBp, taxableSen, taxSen: salesTaxSen });
  if (serviceTaxSen > 0 || serviceTaxBp > 0) taxes.push({ type: TAX_TYPES.service, rateBp: serviceTaxBp, taxableSen, taxSen: serviceTaxSen });
  return taxes.length ? taxes : [{ type: TAX_TYPES.notApplicable, rateBp: 0, taxableSen, taxSen: 0 }];
}

/**
 * The e-invoice of one order to the buyer who asked for it. Each item is a line at its unit price
 * before promotions, with what the promotion took off as the line's allowance. The voucher and
 * member points are the document's allowances and shipping, add-on and additional charges its
 * charges. The order taxed its net (items less voucher and points), so each line's taxable amount
 * is its share of the net and its taxes its share of the order's, split so the parts sum to the
 * order's figures to the sen. issuedAt is the moment of submission: MyInvois refuses an issue
 * date more than 72 hours old.
 */
export function orderInvoiceModel(order: TInvoiceOrder, supplier: TSupplier, buyer: TParty, issuedAt: Date): TDocModel {
  assertConsistent(order);
  const lineSen = order.items.map((i) => i.lineTotalSen);
  const net = order.subtotalSen - order.discountSen - order.voucherSen - order.memberPointsSen;
  const taxable = allocate(net, lineSen);
  const sales = allocate(order.salesTaxSen, taxable);
  const service = allocate(order.serviceTaxSen, taxable);
  const lines: TDocLine[] = order.items.map((item, i) => ({
    description: item.name,
    classification: CLASSIFICATION.others,
    qty: item.qty,
    unitPriceSen: item.basePriceSen,
    allowances: item.basePriceSen * item.qty > item.lineTotalSen ? [{ reason: 'Promotion', sen: item.basePriceSen * item.qty - item.lineTotalSen }] : [],
    charges: [],
    taxes: taxesOf(taxable[i]!, sales[i]!, order.salesTaxBp, service[i]!, order.serviceTaxBp),
  }));
  return {
    id: order.invoiceNo ?? `ORDER-${order.orderNo}`,
    issuedAt,
    supplier,
    buyer,
    lines,
    allowances: orderAllowances(order),
    charges: orderCharges(order),
  };
}
