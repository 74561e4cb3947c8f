import { POPUP_LIMITS as L } from './constants.ts';

/**
 * The part of a buyer's name a popup may show: the first word, when it reads as a name. A name
 * typed as an e-mail or a phone number gives '' (the website words it "Someone").
 */
export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  if (!first || /[@\d]/.test(first)) return '';
  return first.slice(0, L.nameMaxChars);
}

/** The town of a delivery, as the buyer wrote it; nothing for a self pick-up. */
export const townOf = (city: string, selfPickup: boolean): string => (selfPickup ? '' : city.trim().slice(0, L.townMaxChars));
