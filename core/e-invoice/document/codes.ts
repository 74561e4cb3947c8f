import { MY_STATES, type TMyStateCode } from '../../shipping/constants.ts';
import type { TPartyAddress } from './model.ts';

/**
 * MyInvois' codes for the v1.0 invoice (LHDN's SDK code tables), as the documents this product
 * writes use them. docs/e-invoice.md names each.
 */

/** The JSON document's namespace prefixes: the UBL 2.1 Invoice, its aggregate and its basic components. */
export const UBL_NAMESPACES = {
  _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** e-Invoice type 01 (Invoice), document version 1.0: no digital signature (docs/e-invoice.md says why). */
export const INVOICE_TYPE_CODE = '01';
export const DOCUMENT_VERSION = '1.0';
export const CURRENCY = 'MYR';

/** Classification codes: 022 Others for goods sold to a buyer; 004 for a consolidated e-invoice's lines. */
export const CLASSIFICATION = { others: '022', consolidated: '004' } as const;

/** UN/ECE recommendation 20 unit: C62, one (a unit of the item). */
export const UNIT_CODE = 'C62';

/** Tax types: 01 Sales Tax, 02 Service Tax, 06 Not Applicable (a line with neither). */
export const TAX_TYPES = { sales: '01', service: '02', notApplicable: '06' } as const;
export type TTaxType = (typeof TAX_TYPES)[keyof typeof TAX_TYPES];

/** The tax scheme every TaxCategory names. */
export const TAX_SCHEME = { _: 'OTH', schemeID: 'UN/ECE 5153', schemeAgencyID: '6' } as const;

/** The buyer of a consolidated e-invoice (LHDN's guideline): the general public, with its general TIN. */
export const GENERAL_PUBLIC = { name: 'General Public', tin: 'EI00000000010' } as const;
/** LHDN's general TIN of a foreign buyer. */
export const FOREIGN_BUYER_TIN = 'EI00000000020';
/** What a field with nothing to say carries: 'NA' (consolidated buyer, supplier without SST). */
export const NOT_APPLICABLE = 'NA';

/** State code 17: not applicable (an address outside Malaysia). */
export const STATE_NOT_APPLICABLE = '17';

/** MyInvois' state code of a MY_STATES code: the number of its ISO 3166-2 code (Johor MY-01 is 01). */
export function stateCodeOf(state: string): string {
  const known = MY_STATES[state as TMyStateCode];
  return known ? known.iso.slice(3) : STATE_NOT_APPLICABLE;
}

/** A kept address (lines, city, postcode, MY_STATES code, country) as a party's, by MyInvois' fields. */
export const partyAddress = (a: { line1: string; line2: string; line3: string; city: string; postcode: string; state: string; country: string }): TPartyAddress => ({
  lines: [a.line1, a.line2, a.line3].filter(Boolean),
  city: a.city,
  postcode: a.postcode,
  stateCode: stateCodeOf(a.state),
  country: a.country,
});

/** The MyInvois ID types a party's registration number may carry. */
export const ID_TYPES = ['BRN', 'NRIC', 'PASSPORT', 'ARMY'] as const;
export type TIdType = (typeof ID_TYPES)[number];
