import { contactNumber } from '../contacts/contact-number.ts';
import type { TEInvoiceKind } from './constants.ts';

/**
 * The identifiers of a MyInvois buyer, checked for their form (not against LHDN's or SSM's
 * records: MyInvois' Validate Taxpayer's TIN API does that, and needs the merchant's credentials).
 * Sources for each rule: docs/e-invoice.md.
 */

/** MyInvois TINs are at most 14 characters, prefix included (invoice v1.0 field table; FAQ). */
const TIN_MAX_CHARS = 14;

/** An individual's TIN: 'IG' and digits (the FAQ's shortest example, IG123456789, has 9). */
const INDIVIDUAL_TIN = /^IG\d{9,12}$/;

/**
 * A non-individual's TIN: one of LHDN's prefixes, then digits that never start with 0 and always
 * end with 0 (the FAQ: 'C01234567890' is written 'C1234567890', and 'C123456789' gains a final 0).
 */
const NON_INDIVIDUAL_TIN = /^(C|CS|D|F|FA|PT|TA|TC|TN|TR|TP|J|LE)([1-9]\d{7,}0)$/;

/** TINs are written without spaces, in capitals. */
export const normalizeTin = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

export const isIndividualTin = (tin: string): boolean => INDIVIDUAL_TIN.test(tin);

export const isNonIndividualTin = (tin: string): boolean => tin.length <= TIN_MAX_CHARS && NON_INDIVIDUAL_TIN.test(tin);

/**
 * Whether tin (as normalizeTin writes it) is a TIN the kind of customer may have: a person's is an
 * individual TIN; a company's is a non-individual one, or its owner's individual TIN (a sole
 * proprietorship registered with SSM files under its owner's IG number, with its BRN).
 */
export function isValidTin(tin: string, kind?: TEInvoiceKind): boolean {
  if (kind === 'person') return isIndividualTin(tin);
  return isIndividualTin(tin) || isNonIndividualTin(tin);
}

/** SSM's entity codes in the 12-digit number: 01 local company ... 06 LLP for professional practice. */
export const BRN_ENTITY_CODES = { '01': 'local_company', '02': 'foreign_company', '03': 'business', '04': 'llp', '05': 'foreign_llp', '06': 'professional_llp' } as const;

/** The earliest year of incorporation a converted registration number plausibly carries. */
const BRN_FIRST_YEAR = 1800;

/**
 * SSM's 12-digit registration number (since 11 October 2019; older entities were given one too):
 * the year of registration, the entity code (BRN_ENTITY_CODES), a running number from 000001.
 * thisYear bounds the year: no entity registers in the future.
 */
export function isValidBrn(brn: string, thisYear = new Date().getUTCFullYear()): boolean {
  const match = /^(\d{4})(\d{2})(\d{6})$/.exec(brn);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= BRN_FIRST_YEAR && year <= thisYear && Object.hasOwn(BRN_ENTITY_CODES, match[2]!) && match[3] !== '000000';
}

/** A MyKad number as stored: its 12 digits, without the dashes and spaces people write it with. */
export const normalizeIc = (text: string): string => text.replace(/[\s-]/g, '');

/** Whether yy-mm-dd is a date of 19yy or 20yy (a MyKad number does not say its century). */
function isBirthDate(yy: number, mm: number, dd: number): boolean {
  return [1900, 2000].some((century) => {
    const date = new Date(Date.UTC(century + yy, mm - 1, dd));
    return date.getUTCFullYear() === century + yy && date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
  });
}

/**
 * A MyKad (NRIC) number, with or without its dashes: YYMMDD-PB-###G, a real birth date and a
 * place-of-birth code JPN assigns (00 and 17 to 20 lie between the state blocks and are never given).
 */
export function isValidIc(text: string): boolean {
  const ic = normalizeIc(text);
  if (!/^\d{12}$/.test(ic) || !/^\d{6}-?\d{2}-?\d{4}$/.test(text.replace(/\s/g, ''))) return false;
  const [yy, mm, dd, pb] = [0, 2, 4, 6].map((at) => Number(ic.slice(at, at + 2))) as [number, number, number, number];
  return isBirthDate(yy, mm, dd) && pb !== 0 && !(pb >= 17 && pb <= 20);
}

/** One SST registration number, as RMCD issues it: W10-1808-32000001. */
const SST_NUMBER = /^[A-Z]\d{2}-\d{4}-\d{8}$/;

/** SST numbers in capitals, without spaces. */
export const normalizeSst = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** One SST registration number, or two separated by ';' (MyInvois allows at most two). */
export function isValidSst(sst: string): boolean {
  const parts = sst.split(';');
  return parts.length <= 2 && parts.every((part) => SST_NUMBER.test(part)) && new Set(parts).size === parts.length;
}

/** A phone number as MyInvois wants it (E.164): '+' and the digits the phone library reads; '' stays ''. */
export const e164 = (text: string): string => (text === '' ? '' : `+${contactNumber(text)}`);
