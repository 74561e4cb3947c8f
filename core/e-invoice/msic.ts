import { MSIC_CODES } from './msic-codes.ts';

/** An MSIC code MyInvois accepts and its description (its "Business Activity Description"). */
export interface MsicCode {
  code: string;
  description: string;
}

/** The 1,174 five-digit codes of LHDN's list, '00000' (NOT APPLICABLE) among them. */
export const MSIC_LIST: readonly MsicCode[] = MSIC_CODES.map(([code, description]) => ({ code, description }));

const byCode = new Map(MSIC_LIST.map((entry) => [entry.code, entry.description]));

export const msicExists = (code: string): boolean => byCode.has(code);

/** The code's description (MyInvois' "Business Activity Description"), or null for an unknown code. */
export const msicDescription = (code: string): string | null => byCode.get(code) ?? null;

/** Codes whose code starts with the search, or whose description contains it (any case), in code order. */
export function searchMsic(search: string, max: number): MsicCode[] {
  const text = search.trim().toLowerCase();
  const found: MsicCode[] = [];
  for (const entry of MSIC_LIST) {
    if (found.length >= max) break;
    if (!text || entry.code.startsWith(text) || entry.description.toLowerCase().includes(text)) found.push(entry);
  }
  return found;
}
