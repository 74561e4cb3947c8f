/**
 * Numbers as files write them. Stored values are whole numbers (sen, grams, millimetres); files
 * show them in the units a merchant thinks in (RM, kg, cm) with as many decimals as the stored
 * unit allows, so every stored value has exactly one text and back.
 */

/** '12', '12.5', '12.50' with at most places decimals -> 1250 for places 2; null when it is not such a number. */
export function parseScaled(text: string, places: number): number | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > places) return null;
  const value = Number(match[1]) * 10 ** places + Number(decimals.padEnd(places, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}

/** 1250 with places 2 -> '12.5'; 1200 -> '12'. The shortest text parseScaled reads back as the same number. */
export function formatScaled(value: number, places: number): string {
  const scale = 10 ** places;
  const whole = Math.floor(value / scale);
  const decimals = String(value % scale).padStart(places, '0').replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : String(whole);
}

/** A whole number 0 or more ('12', also '12.0' as spreadsheets may give it); null otherwise. */
export const parseWholeNumber = (text: string): number | null => parseScaled(text, 0);

/**
 * A count as a cell gives it, for the form's schema to judge: '-3' -> -3 and '2.5' -> 2.5 (which
 * it refuses as negative or not whole, in the form's words); null when it is not a number at all.
 */
export const parseCount = (text: string): number | null => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);

export const UNLIMITED = 'unlimited';

export const isUnlimited = (text: string): boolean => text.trim().toLowerCase() === UNLIMITED;
