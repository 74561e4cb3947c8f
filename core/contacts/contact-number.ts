import { normalizePhone } from '../members/import/member-phone.ts';

const SEPARATORS = /[\s-]/g;

/**
 * A contact or WhatsApp number as stored: digits, country code first. The members' phone helper
 * reads Malaysian and Singapore numbers written any local way ('012-345 6789' -> '60123456789');
 * any other number (already checked numeric by the schema) keeps its digits as written, since a
 * contact list may hold numbers of any country.
 */
export function contactNumber(text: string): string {
  if (text === '') return '';
  const e164 = normalizePhone(text.replace(SEPARATORS, ''));
  return e164 === null ? text.replace(/\D/g, '') : e164.slice(1);
}
