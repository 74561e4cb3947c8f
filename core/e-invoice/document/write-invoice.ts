import { DOCUMENT_VERSION, CURRENCY, INVOICE_TYPE_CODE, TAX_SCHEME, UBL_NAMESPACES, UNIT_CODE } from './codes.ts';
import type { TAmountLine, TDocLine, TDocModel, TParty, TSupplier } from './model.ts';
import { leaf, money, type UblNode } from './ubl.ts';

/** A MyInvois v1.0 invoice document, as submitted (before base64). */
export interface TInvoiceDocument {
  _D: string;
  _A: string;
  _B: string;
  Invoice: UblNode[];
}

const sum = (lines: readonly TAmountLine[]) => lines.reduce((total, l) => total + l.sen, 0);

/** A line's amount: qty × unit price, less its allowances, plus its charges. */
export const lineExtensionSen = (line: TDocLine): number => line.qty * line.unitPriceSen - sum(line.allowances) + sum(line.charges);

const lineTaxSen = (line: TDocLine): number => line.taxes.reduce((total, t) => total + t.taxSen, 0);

/** The document's totals (LegalMonetaryTotal and TaxTotal), in sen. */
export function invoiceTotals(model: TDocModel) {
  const lineExtension = model.lines.reduce((total, l) => total + lineExtensionSen(l), 0);
  const allowance = sum(model.allowances);
  const charge = sum(model.charges);
  const taxExclusive = lineExtension - allowance + charge;
  const tax = model.lines.reduce((total, l) => total + lineTaxSen(l), 0);
  return { lineExtension, allowance, charge, taxExclusive, tax, taxInclusive: taxExclusive + tax, payable: taxExclusive + tax };
}

const allowanceCharge = (isCharge: boolean) => (a: TAmountLine): UblNode => ({ ChargeIndicator: leaf(isCharge), AllowanceChargeReason: leaf(a.reason), Amount: money(a.sen) });

const taxCategory = (type: string): UblNode[] => [{ ID: leaf(type), TaxScheme: [{ ID: [{ ...TAX_SCHEME }] }] }];

function party(p: TParty, extra: UblNode = {}): UblNode[] {
  return [
    {
      Party: [
        {
          ...extra,
          PartyIdentification: [
            { ID: leaf(p.tin, { schemeID: 'TIN' }) },
            { ID: leaf(p.idValue, { schemeID: p.idType }) },
            { ID: leaf(p.sstNo, { schemeID: 'SST' }) },
            { ID: leaf('NA', { schemeID: 'TTX' }) },
          ],
          PostalAddress: [
            {
              CityName: leaf(p.address.city),
              PostalZone: leaf(p.address.postcode),
              CountrySubentityCode: leaf(p.address.stateCode),
              AddressLine: p.address.lines.map((line) => ({ Line: leaf(line) })),
              Country: [{ IdentificationCode: leaf(p.address.country, { listID: 'ISO3166-1', listAgencyID: '6' }) }],
            },
          ],
          PartyLegalEntity: [{ RegistrationName: leaf(p.name) }],
          Contact: [{ Telephone: leaf(p.phone), ElectronicMail: leaf(p.email) }],
        },
      ],
    },
  ];
}

const supplierParty = (s: TSupplier) => party(s, { IndustryClassificationCode: leaf(s.msicCode, { name: s.msicDescription }) });

function invoiceLine(line: TDocLine, index: number): UblNode {
  return {
    ID: leaf(String(index + 1)),
    InvoicedQuantity: leaf(line.qty, { unitCode: UNIT_CODE }),
    LineExtensionAmount: money(lineExtensionSen(line)),
    ...((line.allowances.length || line.charges.length) && { AllowanceCharge: [...line.allowances.map(allowanceCharge(false)), ...line.charges.map(allowanceCharge(true))] }),
    TaxTotal: [
      {
        TaxAmount: money(lineTaxSen(line)),
        TaxSubtotal: line.taxes.map((t) => ({ TaxableAmount: money(t.taxableSen), TaxAmount: money(t.taxSen), Percent: leaf(t.rateBp / 100), TaxCategory: taxCategory(t.type) })),
      },
    ],
    Item: [{ CommodityClassification: [{ ItemClassificationCode: leaf(line.classification, { listID: 'CLASS' }) }], Description: leaf(line.description) }],
    Price: [{ PriceAmount: money(line.unitPriceSen) }],
    ItemPriceExtension: [{ Amount: money(line.qty * line.unitPriceSen) }],
  };
}

/** The document's TaxSubtotal per tax type: the lines' taxable amounts and taxes of that type, summed. */
function taxSubtotals(model: TDocModel): UblNode[] {
  const byType = new Map<string, { taxable: number; tax: number }>();
  for (const t of model.lines.flatMap((l) => l.taxes)) {
    const total = byType.get(t.type) ?? { taxable: 0, tax: 0 };
    byType.set(t.type, { taxable: total.taxable + t.taxableSen, tax: total.tax + t.taxSen });
  }
  return [...byType].map(([type, t]) => ({ TaxableAmount: money(t.taxable), TaxAmount: money(t.tax), TaxCategory: taxCategory(type) }));
}

/** The model written as MyInvois' UBL 2.1 JSON invoice, version 1.0, with its totals computed from its lines. */
export function writeInvoice(model: TDocModel): TInvoiceDocument {
  const totals = invoiceTotals(model);
  const iso = model.issuedAt.toISOString();
  return {
    ...UBL_NAMESPACES,
    Invoice: [
      {
        ID: leaf(model.id),
        IssueDate: leaf(iso.slice(0, 10)),
        IssueTime: leaf(`${iso.slice(11, 19)}Z`),
        InvoiceTypeCode: leaf(INVOICE_TYPE_CODE, { listVersionID: DOCUMENT_VERSION }),
        DocumentCurrencyCode: leaf(CURRENCY),
        ...(model.period && { InvoicePeriod: [{ StartDate: leaf(model.period.start), EndDate: leaf(model.period.end), Description: leaf('Monthly') }] }),
        AccountingSupplierParty: supplierParty(model.supplier),
        AccountingCustomerParty: party(model.buyer),
        ...((model.allowances.length || model.charges.length) && { AllowanceCharge: [...model.allowances.map(allowanceCharge(false)), ...model.charges.map(allowanceCharge(true))] }),
        TaxTotal: [{ TaxAmount: money(totals.tax), TaxSubtotal: taxSubtotals(model) }],
        LegalMonetaryTotal: [
          {
            LineExtensionAmount: money(totals.lineExtension),
            TaxExclusiveAmount: money(totals.taxExclusive),
            TaxInclusiveAmount: money(totals.taxInclusive),
            AllowanceTotalAmount: money(totals.allowance),
            ChargeTotalAmount: money(totals.charge),
            PayableAmount: money(totals.payable),
          },
        ],
        InvoiceLine: model.lines.map(invoiceLine),
      },
    ],
  };
}
