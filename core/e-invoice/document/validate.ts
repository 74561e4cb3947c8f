import { UBL_NAMESPACES } from './codes.ts';
import { senOf } from './ubl.ts';

/** One refusal, named by the path of the field as MyInvois names it (Invoice.InvoiceLine[0].LineExtensionAmount). */
export interface TDocumentError {
  propertyPath: string;
  error: string;
}

type Node = Record<string, unknown>;

const TYPE_CODES = new Set(['01', '02', '03', '04', '11', '12', '13', '14']);
const TAX_TYPE_CODES = new Set(['01', '02', '03', '04', '05', '06', 'E']);
const ID_TYPES = new Set(['BRN', 'NRIC', 'PASSPORT', 'ARMY']);

const nodes = (node: unknown, key: string): Node[] => {
  const value = (node as Node | undefined)?.[key];
  return Array.isArray(value) ? (value.filter((v) => v !== null && typeof v === 'object') as Node[]) : [];
};
const first = (node: unknown, key: string): Node | undefined => nodes(node, key)[0];

/**
 * Checks a v1.0 invoice as MyInvois' structure and calculation validators do: the required fields
 * of the document, its parties and its lines, the codes they carry, and that every amount has at
 * most two decimals and the amounts sum to the totals. Answers every refusal by its field's path.
 */
export function validateInvoice(document: unknown): TDocumentError[] {
  const errors: TDocumentError[] = [];
  const fail = (propertyPath: string, error: string) => errors.push({ propertyPath, error });

  const text = (node: unknown, key: string, path: string, pattern?: RegExp): string | undefined => {
    const value = first(node, key)?._;
    if (typeof value !== 'string' || value.trim() === '') return void fail(path, 'is required');
    if (pattern && !pattern.test(value)) return void fail(path, 'has an invalid value');
    return value;
  };
  const amount = (node: unknown, key: string, path: string): number => {
    const value = first(node, key)?._;
    if (typeof value !== 'number' || !Number.isFinite(value)) return fail(path, 'is required'), 0;
    if (senOf(value) / 100 !== value) fail(path, 'has more than two decimals');
    return senOf(value);
  };
  const equal = (path: string, actual: number, expected: number) => {
    if (actual !== expected) fail(path, `is ${actual / 100}, expected ${expected / 100}`);
  };

  for (const [prefix, ns] of Object.entries(UBL_NAMESPACES)) if ((document as Node | null)?.[prefix] !== ns) fail(prefix, 'has an invalid namespace');
  const invoice = first(document, 'Invoice');
  if (!invoice) return fail('Invoice', 'is required'), errors;
  const P = 'Invoice';
  text(invoice, 'ID', `${P}.ID`);
  text(invoice, 'IssueDate', `${P}.IssueDate`, /^\d{4}-\d{2}-\d{2}$/);
  text(invoice, 'IssueTime', `${P}.IssueTime`, /^\d{2}:\d{2}:\d{2}Z$/);
  text(invoice, 'InvoiceTypeCode', `${P}.InvoiceTypeCode`);
  if (!TYPE_CODES.has(String(first(invoice, 'InvoiceTypeCode')?._))) fail(`${P}.InvoiceTypeCode`, 'has an invalid value');
  if (first(invoice, 'InvoiceTypeCode')?.listVersionID !== '1.0') fail(`${P}.InvoiceTypeCode.listVersionID`, 'has an invalid value');
  text(invoice, 'DocumentCurrencyCode', `${P}.DocumentCurrencyCode`, /^[A-Z]{3}$/);

  const checkParty = (key: string, supplier: boolean) => {
    const path = `${P}.${key}.Party`;
    const party = first(first(invoice, key), 'Party');
    if (!party) return fail(path, 'is required');
    if (supplier) text(party, 'IndustryClassificationCode', `${path}.IndustryClassificationCode`, /^\d{5}$/);
    const ids = nodes(party, 'PartyIdentification').map((n) => first(n, 'ID'));
    const tin = ids.find((id) => id?.schemeID === 'TIN');
    if (typeof tin?._ !== 'string' || !tin._) fail(`${path}.PartyIdentification.TIN`, 'is required');
    const reg = ids.find((id) => ID_TYPES.has(String(id?.schemeID)));
    if (typeof reg?._ !== 'string' || !reg._) fail(`${path}.PartyIdentification.BRN`, 'is required');
    const address = first(party, 'PostalAddress');
    text(address, 'CityName', `${path}.PostalAddress.CityName`);
    text(address, 'CountrySubentityCode', `${path}.PostalAddress.CountrySubentityCode`, /^(0[1-9]|1[0-7])$/);
    text(first(address, 'AddressLine'), 'Line', `${path}.PostalAddress.AddressLine[0].Line`);
    text(first(address, 'Country'), 'IdentificationCode', `${path}.PostalAddress.Country.IdentificationCode`, /^[A-Z]{3}$/);
    text(first(party, 'PartyLegalEntity'), 'RegistrationName', `${path}.PartyLegalEntity.RegistrationName`);
    text(first(party, 'Contact'), 'Telephone', `${path}.Contact.Telephone`);
  };
  checkParty('AccountingSupplierParty', true);
  checkParty('AccountingCustomerParty', false);

  const allowanceSums = (node: unknown, path: string) => {
    let allowance = 0;
    let charge = 0;
    nodes(node, 'AllowanceCharge').forEach((ac, i) => {
      const sen = amount(ac, 'Amount', `${path}.AllowanceCharge[${i}].Amount`);
      if (first(ac, 'ChargeIndicator')?._ === true) charge += sen;
      else allowance += sen;
    });
    return { allowance, charge };
  };
  const taxTotal = (node: unknown, path: string) => {
    const total = first(node, 'TaxTotal');
    const tax = amount(total, 'TaxAmount', `${path}.TaxTotal.TaxAmount`);
    let subtotals = 0;
    nodes(total, 'TaxSubtotal').forEach((sub, i) => {
      const at = `${path}.TaxTotal.TaxSubtotal[${i}]`;
      amount(sub, 'TaxableAmount', `${at}.TaxableAmount`);
      subtotals += amount(sub, 'TaxAmount', `${at}.TaxAmount`);
      if (!TAX_TYPE_CODES.has(String(first(first(sub, 'TaxCategory'), 'ID')?._))) fail(`${at}.TaxCategory.ID`, 'has an invalid value');
    });
    if (nodes(total, 'TaxSubtotal').length === 0) fail(`${path}.TaxTotal.TaxSubtotal`, 'is required');
    equal(`${path}.TaxTotal.TaxAmount`, tax, subtotals);
    return tax;
  };

  const lines = nodes(invoice, 'InvoiceLine');
  if (lines.length === 0) fail(`${P}.InvoiceLine`, 'is required');
  let lineExtension = 0;
  let lineTax = 0;
  lines.forEach((line, i) => {
    const at = `${P}.InvoiceLine[${i}]`;
    text(line, 'ID', `${at}.ID`);
    const qty = first(line, 'InvoicedQuantity')?._;
    if (typeof qty !== 'number' || !(qty > 0)) fail(`${at}.InvoicedQuantity`, 'is required');
    const item = first(line, 'Item');
    text(item, 'Description', `${at}.Item.Description`);
    const classes = nodes(item, 'CommodityClassification').map((c) => first(c, 'ItemClassificationCode'));
    if (!classes.some((c) => c?.listID === 'CLASS' && /^\d{3}$/.test(String(c._)))) fail(`${at}.Item.CommodityClassification.ItemClassificationCode`, 'is required');
    const price = amount(first(line, 'Price'), 'PriceAmount', `${at}.Price.PriceAmount`);
    const subtotal = amount(first(line, 'ItemPriceExtension'), 'Amount', `${at}.ItemPriceExtension.Amount`);
    if (typeof qty === 'number') equal(`${at}.ItemPriceExtension.Amount`, subtotal, Math.round(qty * price));
    const { allowance, charge } = allowanceSums(line, at);
    const extension = amount(line, 'LineExtensionAmount', `${at}.LineExtensionAmount`);
    equal(`${at}.LineExtensionAmount`, extension, subtotal - allowance + charge);
    lineExtension += extension;
    lineTax += taxTotal(line, at);
  });

  const tax = taxTotal(invoice, P);
  equal(`${P}.TaxTotal.TaxAmount`, tax, lineTax);
  const { allowance, charge } = allowanceSums(invoice, P);
  const totals = first(invoice, 'LegalMonetaryTotal');
  const T = `${P}.LegalMonetaryTotal`;
  equal(`${T}.LineExtensionAmount`, amount(totals, 'LineExtensionAmount', `${T}.LineExtensionAmount`), lineExtension);
  equal(`${T}.AllowanceTotalAmount`, amount(totals, 'AllowanceTotalAmount', `${T}.AllowanceTotalAmount`), allowance);
  equal(`${T}.ChargeTotalAmount`, amount(totals, 'ChargeTotalAmount', `${T}.ChargeTotalAmount`), charge);
  const exclusive = amount(totals, 'TaxExclusiveAmount', `${T}.TaxExclusiveAmount`);
  equal(`${T}.TaxExclusiveAmount`, exclusive, lineExtension - allowance + charge);
  const inclusive = amount(totals, 'TaxInclusiveAmount', `${T}.TaxInclusiveAmount`);
  equal(`${T}.TaxInclusiveAmount`, inclusive, exclusive + tax);
  const rounding = first(totals, 'PayableRoundingAmount') ? amount(totals, 'PayableRoundingAmount', `${T}.PayableRoundingAmount`) : 0;
  equal(`${T}.PayableAmount`, amount(totals, 'PayableAmount', `${T}.PayableAmount`), inclusive + rounding);
  return errors;
}
