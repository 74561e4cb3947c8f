import type { Prisma } from '../../../prisma/generated/sqlite/client/client.ts';
import { withNumbers } from '../../db/bigint.ts';
import type { DbClient } from '../../db/database.ts';
import { appliedChargesOf } from '../../orders/schema.ts';
import { ID_TYPE_OF } from '../constants.ts';
import { NOT_APPLICABLE, partyAddress, stateCodeOf } from '../document/codes.ts';
import { e164 } from '../identifiers.ts';
import type { TParty } from '../document/model.ts';
import type { TInvoiceOrder } from '../document/order-invoice.ts';
import type { TEInvoiceProfileValues } from '../schema.ts';

/** What the documents read of an order. */
const INVOICE_ORDER_SELECT = {
  orderNo: true,
  invoiceNo: true,
  subtotalSen: true,
  discountSen: true,
  voucherSen: true,
  voucherCode: true,
  memberPointsSen: true,
  shippingSen: true,
  addOnSen: true,
  additionalCharges: true,
  salesTaxSen: true,
  serviceTaxSen: true,
  totalSen: true,
  items: { select: { name: true, qty: true, basePriceSen: true, singlePriceSen: true, finalPriceSen: true }, orderBy: { sort: 'asc' as const } },
} as const;

const findRows = (db: DbClient, where: Prisma.OrderWhereInput) => db.order.findMany({ where, select: INVOICE_ORDER_SELECT, orderBy: { orderNo: 'asc' } });
type OrderRow = Awaited<ReturnType<typeof findRows>>[number];

/** The rate a tax was charged at, in basis points of the net it was charged on (orders keep the amount, not the rate). */
const rateBp = (taxSen: number, netSen: number) => (taxSen > 0 && netSen > 0 ? Math.round((taxSen * 10_000) / netSen) : 0);

/** An order as the document builder reads it; a line priced before basePriceSen was kept counts its single price. */
function invoiceOrderOf(row: OrderRow): TInvoiceOrder {
  const { items, ...amounts } = row;
  const o = withNumbers(amounts);
  const net = o.subtotalSen - o.discountSen - o.voucherSen - o.memberPointsSen;
  return {
    orderNo: o.orderNo,
    invoiceNo: o.invoiceNo,
    items: items.map((i) => ({ name: i.name, qty: i.qty, basePriceSen: Number(i.basePriceSen || i.singlePriceSen), lineTotalSen: Number(i.finalPriceSen) })),
    subtotalSen: o.subtotalSen,
    discountSen: o.discountSen,
    voucherSen: o.voucherSen,
    voucherCode: o.voucherCode,
    memberPointsSen: o.memberPointsSen,
    shippingSen: o.shippingSen,
    addOnSen: o.addOnSen,
    additionalCharges: appliedChargesOf(row.additionalCharges),
    salesTaxSen: o.salesTaxSen,
    serviceTaxSen: o.serviceTaxSen,
    salesTaxBp: rateBp(o.salesTaxSen, net),
    serviceTaxBp: rateBp(o.serviceTaxSen, net),
    totalSen: o.totalSen,
  };
}

/** The orders the where finds, by order number, as the document builder reads them. */
export async function loadInvoiceOrders(db: DbClient, where: Prisma.OrderWhereInput): Promise<TInvoiceOrder[]> {
  return (await findRows(db, where)).map(invoiceOrderOf);
}

/** The buyer of a request, by MyInvois' fields: a company's first (default) contact, a person's own phone and e-mail; 'NA' where none was given. */
export function buyerParty(b: TEInvoiceProfileValues): TParty {
  const contact = b.kind === 'company' ? (b.contacts.find((c) => c.isDefault) ?? b.contacts[0]) : { email: b.email, phone: b.phone };
  return {
    name: b.name,
    tin: b.tin,
    idType: ID_TYPE_OF[b.kind],
    idValue: b.kind === 'company' ? b.brn : b.icNo,
    sstNo: b.kind === 'company' && b.sstRegistrant ? b.sstNo : NOT_APPLICABLE,
    email: contact?.email || NOT_APPLICABLE,
    phone: contact?.phone ? e164(contact.phone) : NOT_APPLICABLE,
    address: b.address ? partyAddress(b.address) : { lines: [NOT_APPLICABLE], city: NOT_APPLICABLE, postcode: '', stateCode: stateCodeOf(''), country: 'MYS' },
  };
}
