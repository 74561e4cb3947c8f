import { describe, expect, it } from 'vitest';
import { FOREIGN_BUYER_TIN, GENERAL_PUBLIC, STATE_NOT_APPLICABLE, UBL_NAMESPACES, stateCodeOf } from './codes.ts';
import { consolidatedModel } from './consolidated.ts';
import { allocate, type TParty } from './model.ts';
import { orderInvoiceModel, type TInvoiceOrder } from './order-invoice.ts';
import { SAMPLE_COMPANY_BUYER, SAMPLE_PERSON_BUYER, SAMPLE_SUPPLIER, sampleOrder, type TSampleShape } from './sample-orders.ts';
import { senOf } from './ubl.ts';
import { validateInvoice } from './validate.ts';
import { writeInvoice, type TInvoiceDocument } from './write-invoice.ts';

const AT = new Date('2026-11-29T03:04:05.000Z');
const FOREIGN_BUYER: TParty = {
  ...SAMPLE_PERSON_BUYER,
  name: 'John Tan',
  tin: FOREIGN_BUYER_TIN,
  idType: 'PASSPORT',
  idValue: 'K1234567',
  address: { lines: ['1 Orchard Road'], city: 'Singapore', postcode: '238824', stateCode: STATE_NOT_APPLICABLE, country: 'SGP' },
};

type Leaf = { _: string | number | boolean; [k: string]: unknown };
const invoiceOf = (doc: TInvoiceDocument) => doc.Invoice[0] as unknown as Record<string, Leaf[] & Record<string, unknown>[]>;
const sen = (node: unknown) => senOf((node as Leaf[])[0]!._ as number);
const totals = (doc: TInvoiceDocument) => {
  const t = invoiceOf(doc).LegalMonetaryTotal![0] as unknown as Record<string, Leaf[]>;
  return Object.fromEntries(Object.entries(t).map(([k, v]) => [k, sen(v)]));
};
const taxOfType = (doc: TInvoiceDocument, type: string) => {
  const subtotals = (invoiceOf(doc).TaxTotal![0] as unknown as { TaxSubtotal: Record<string, unknown>[] }).TaxSubtotal;
  const found = subtotals.find((s) => (s.TaxCategory as { ID: Leaf[] }[])[0]!.ID[0]!._ === type);
  return found ? { taxable: sen(found.TaxableAmount), tax: sen(found.TaxAmount) } : null;
};

/** Builds, writes and checks one order's document against the order's own figures. */
function check(order: TInvoiceOrder, buyer: TParty = SAMPLE_PERSON_BUYER): TInvoiceDocument {
  const doc = writeInvoice(orderInvoiceModel(order, SAMPLE_SUPPLIER, buyer, AT));
  expect(validateInvoice(doc)).toEqual([]);
  const t = totals(doc);
  const charges = order.shippingSen + order.addOnSen + order.additionalCharges.reduce((s, c) => s + c.sen, 0);
  expect(t).toEqual({
    LineExtensionAmount: order.subtotalSen - order.discountSen,
    AllowanceTotalAmount: order.voucherSen + order.memberPointsSen,
    ChargeTotalAmount: charges,
    TaxExclusiveAmount: order.totalSen - order.salesTaxSen - order.serviceTaxSen,
    TaxInclusiveAmount: order.totalSen,
    PayableAmount: order.totalSen,
  });
  const net = order.subtotalSen - order.discountSen - order.voucherSen - order.memberPointsSen;
  if (order.salesTaxBp) expect(taxOfType(doc, '01')).toEqual({ taxable: net, tax: order.salesTaxSen });
  if (order.serviceTaxBp) expect(taxOfType(doc, '02')).toEqual({ taxable: net, tax: order.serviceTaxSen });
  if (!order.salesTaxBp && !order.serviceTaxBp) expect(taxOfType(doc, '06')).toEqual({ taxable: net, tax: 0 });
  expect(invoiceOf(doc).InvoiceLine).toHaveLength(order.items.length);
  // The written JSON reads back the same: amounts are plain decimals of at most two places.
  expect(validateInvoice(JSON.parse(JSON.stringify(doc)))).toEqual([]);
  return doc;
}

const shirt = { name: 'Batik shirt', qty: 1, unitSen: 8990 };
const order = (shape: TSampleShape) => sampleOrder(1001, shape);

describe('an order e-invoice (MyInvois v1.0)', () => {
  it('1. without tax: header, namespaces, codes and the Not Applicable tax type', () => {
    const doc = check(order({ lines: [shirt] }));
    expect(Object.keys(doc).slice(0, 3)).toEqual(['_D', '_A', '_B']);
    expect(doc._D).toBe(UBL_NAMESPACES._D);
    const inv = invoiceOf(doc);
    expect(inv.ID![0]!._).toBe('INV-001001');
    expect(inv.IssueDate![0]!._).toBe('2026-11-29');
    expect(inv.IssueTime![0]!._).toBe('03:04:05Z');
    expect(inv.InvoiceTypeCode![0]).toEqual({ _: '01', listVersionID: '1.0' });
    expect(inv.DocumentCurrencyCode![0]!._).toBe('MYR');
    const supplier = JSON.stringify(inv.AccountingSupplierParty);
    for (const part of ['"schemeID":"TIN"', '"schemeID":"BRN"', '"schemeID":"SST"', '"IndustryClassificationCode":[{"_":"47910"', '"CountrySubentityCode":[{"_":"10"}]', '"listID":"ISO3166-1"']) expect(supplier).toContain(part);
    expect(JSON.stringify(inv.InvoiceLine)).toContain('{"_":"022","listID":"CLASS"}');
    expect(JSON.stringify(inv.InvoiceLine)).toContain('"unitCode":"C62"');
  });

  it('2. sales tax 10%', () => void check(order({ lines: [shirt, { name: 'Sampin', qty: 2, unitSen: 4550 }], salesTaxBp: 1000 })));
  it('3. service tax 8%', () => void check(order({ lines: [{ name: 'Alteration', qty: 3, unitSen: 1999 }], serviceTaxBp: 800 })));

  it('4. sales and service tax on one order: two tax subtotals per line, each line at its rate', () => {
    const doc = check(order({ lines: [shirt, { name: 'Songkok', qty: 1, unitSen: 3333 }], salesTaxBp: 1000, serviceTaxBp: 600 }));
    const line = JSON.stringify(invoiceOf(doc).InvoiceLine![0]);
    expect(line).toContain('"Percent":[{"_":10}]');
    expect(line).toContain('"Percent":[{"_":6}]');
  });

  it('5. a fixed voucher is a document allowance named by its code', () => {
    const doc = check(order({ lines: [shirt], voucherSen: 1000, salesTaxBp: 600 }));
    expect(JSON.stringify(invoiceOf(doc).AllowanceCharge)).toContain('"AllowanceChargeReason":[{"_":"Voucher SAVE"}]');
  });

  it('6. a percentage voucher with sales tax', () => void check(order({ lines: [shirt, { name: 'Kain', qty: 7, unitSen: 1234 }], voucherBp: 1500, salesTaxBp: 1000 })));

  it('7. promotion discounts are line allowances', () => {
    const doc = check(order({ lines: [{ name: 'Kebaya', qty: 3, unitSen: 12000, promoUnitSen: 9990 }, shirt], serviceTaxBp: 600 }));
    expect(JSON.stringify(invoiceOf(doc).InvoiceLine![0])).toContain('"AllowanceChargeReason":[{"_":"Promotion"}],"Amount":[{"_":60.3,"currencyID":"MYR"}]');
  });

  it('8. member points', () => void check(order({ lines: [shirt], memberPointsSen: 550, salesTaxBp: 1000 })));
  it('9. shipping is a document charge, untaxed', () => void check(order({ lines: [shirt], shippingSen: 800, salesTaxBp: 1000 })));
  it('10. free shipping: nothing charged', () => {
    const doc = check(order({ lines: [shirt], shippingSen: 0 }));
    expect(invoiceOf(doc).AllowanceCharge).toBeUndefined();
  });
  it('11. add-on and additional charges', () => void check(order({ lines: [shirt], addOnSen: 500, additionalCharges: [{ name: 'Gift wrap', sen: 300 }, { name: 'COD fee', sen: 200 }], serviceTaxBp: 600 })));

  it('12. many lines: 250 lines whose taxes split to the sen', () => {
    const lines = Array.from({ length: 250 }, (_, i) => ({ name: `Item ${i + 1}`, qty: (i % 4) + 1, unitSen: 101 + i * 37, ...(i % 5 === 0 && { promoUnitSen: 99 + i * 30 }) }));
    check(order({ lines, voucherBp: 700, memberPointsSen: 333, salesTaxBp: 1000, serviceTaxBp: 800, shippingSen: 1500 }));
  });

  it('13. rounding edges: 1-sen lines and thirds; line taxes sum to the order tax exactly', () => {
    const o = order({ lines: [{ name: 'A', qty: 1, unitSen: 1 }, { name: 'B', qty: 1, unitSen: 1 }, { name: 'C', qty: 1, unitSen: 1 }, { name: 'D', qty: 3, unitSen: 333 }], voucherSen: 1, salesTaxBp: 1000, serviceTaxBp: 600 });
    const doc = check(o);
    const lineTaxes = (invoiceOf(doc).InvoiceLine as unknown as { TaxTotal: { TaxAmount: Leaf[] }[] }[]).map((l) => sen(l.TaxTotal[0]!.TaxAmount));
    expect(lineTaxes.reduce((a, b) => a + b, 0)).toBe(o.salesTaxSen + o.serviceTaxSen);
  });

  it('14. fully paid with points: a zero total', () => {
    const o = order({ lines: [shirt], memberPointsSen: 8990, salesTaxBp: 1000 });
    expect(o.totalSen).toBe(0);
    check(o);
  });

  it('15. a company buyer: TIN, BRN and SST', () => {
    const buyer = JSON.stringify(invoiceOf(check(order({ lines: [shirt], salesTaxBp: 1000 }), SAMPLE_COMPANY_BUYER)).AccountingCustomerParty);
    for (const part of ['{"_":"C1234567890","schemeID":"TIN"}', '{"_":"201901000005","schemeID":"BRN"}', '{"_":"B16-1809-22000036","schemeID":"SST"}', '"CountrySubentityCode":[{"_":"14"}]']) expect(buyer).toContain(part);
  });

  it('16. a person buyer: NRIC', () => {
    const buyer = JSON.stringify(invoiceOf(check(order({ lines: [shirt] }), SAMPLE_PERSON_BUYER)).AccountingCustomerParty);
    expect(buyer).toContain('{"_":"900101105678","schemeID":"NRIC"}');
    expect(buyer).toContain('{"_":"IG12345678901","schemeID":"TIN"}');
  });

  it('17. a foreign buyer: the general foreign TIN, a passport, state 17 and its country', () => {
    const buyer = JSON.stringify(invoiceOf(check(order({ lines: [shirt], shippingSen: 4500 }), FOREIGN_BUYER)).AccountingCustomerParty);
    for (const part of ['{"_":"EI00000000020","schemeID":"TIN"}', '"schemeID":"PASSPORT"', '"CountrySubentityCode":[{"_":"17"}]', '{"_":"SGP","listID":"ISO3166-1","listAgencyID":"6"}']) expect(buyer).toContain(part);
    expect(stateCodeOf('JHR')).toBe('01');
    expect(stateCodeOf('PJY')).toBe('16');
  });

  it('18. large quantities and amounts stay exact', () => void check(order({ lines: [{ name: 'Rice 10kg', qty: 9999, unitSen: 4599 }, { name: 'Oil', qty: 12345, unitSen: 1 }], salesTaxBp: 500, serviceTaxBp: 800, voucherBp: 1234 })));

  it('19. an order whose sums do not hold is refused, naming the field', () => {
    const o = order({ lines: [shirt], salesTaxBp: 1000 });
    expect(() => orderInvoiceModel({ ...o, totalSen: o.totalSen + 1 }, SAMPLE_SUPPLIER, SAMPLE_PERSON_BUYER, AT)).toThrow(expect.objectContaining({ field: 'totalSen' }));
    expect(() => orderInvoiceModel({ ...o, subtotalSen: o.subtotalSen - 1 }, SAMPLE_SUPPLIER, SAMPLE_PERSON_BUYER, AT)).toThrow(expect.objectContaining({ field: 'subtotalSen' }));
    expect(() => orderInvoiceModel({ ...o, items: [] }, SAMPLE_SUPPLIER, SAMPLE_PERSON_BUYER, AT)).toThrow(expect.objectContaining({ field: 'items' }));
  });

  it('20. a consolidated e-invoice: General Public, 004 lines, one per order, totals of the month', () => {
    const orders = [
      sampleOrder(1, { lines: [shirt] }),
      sampleOrder(2, { lines: [shirt, { name: 'Kain', qty: 2, unitSen: 1234, promoUnitSen: 1000 }], voucherBp: 1000, salesTaxBp: 1000, shippingSen: 800 }),
      sampleOrder(3, { lines: [{ name: 'Songkok', qty: 1, unitSen: 3333 }], memberPointsSen: 100, serviceTaxBp: 600, addOnSen: 250 }),
    ];
    const doc = writeInvoice(consolidatedModel('CONS-2026-10', { start: '2026-10-01', end: '2026-10-31' }, AT, orders, SAMPLE_SUPPLIER));
    expect(validateInvoice(doc)).toEqual([]);
    const inv = invoiceOf(doc);
    const buyer = JSON.stringify(inv.AccountingCustomerParty);
    expect(buyer).toContain(`{"_":"${GENERAL_PUBLIC.tin}","schemeID":"TIN"}`);
    expect(buyer).toContain('"RegistrationName":[{"_":"General Public"}]');
    expect(inv.InvoiceLine).toHaveLength(3);
    expect(JSON.stringify(inv.InvoiceLine)).not.toContain('"022"');
    expect(JSON.stringify(inv.InvoicePeriod)).toContain('2026-10-31');
    const t = totals(doc);
    expect(t.PayableAmount).toBe(orders.reduce((s, o) => s + o.totalSen, 0));
    expect(taxOfType(doc, '01')!.tax).toBe(orders[1]!.salesTaxSen);
    expect(taxOfType(doc, '02')!.tax).toBe(orders[2]!.serviceTaxSen);
  });
});

describe('the checks MyInvois makes, by field path', () => {
  const good = () => JSON.parse(JSON.stringify(writeInvoice(orderInvoiceModel(order({ lines: [shirt, shirt], salesTaxBp: 1000 }), SAMPLE_SUPPLIER, SAMPLE_COMPANY_BUYER, AT)))) as {
    Invoice: Record<string, Record<string, unknown[]>[]>[];
  };

  it('names a missing required field and a total that does not sum', () => {
    const doc = good();
    delete doc.Invoice[0]!.AccountingCustomerParty![0]!.Party;
    (doc.Invoice[0]!.LegalMonetaryTotal![0]!.PayableAmount![0] as Leaf)._ = 1;
    ((doc.Invoice[0]!.InvoiceLine![1]!.LineExtensionAmount as Leaf[])[0] as Leaf)._ = 0.001;
    const paths = validateInvoice(doc).map((e) => e.propertyPath);
    expect(paths).toContain('Invoice.AccountingCustomerParty.Party');
    expect(paths).toContain('Invoice.LegalMonetaryTotal.PayableAmount');
    expect(paths).toContain('Invoice.InvoiceLine[1].LineExtensionAmount');
  });

  it('splits amounts to the sen', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    expect(allocate(7, [3, 0, 1])).toEqual([5, 0, 2]);
  });
});
