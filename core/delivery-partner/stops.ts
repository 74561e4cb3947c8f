import { MY_STATES, type TMyStateCode } from '../shipping/constants.ts';
import { ZONES, type TZone } from './constants.ts';

/** An address as one line for the driver: street, postcode and city, state. */
export function addressLine(a: { address: string; postcode: string; city: string; state: string }): string {
  const state = MY_STATES[a.state as TMyStateCode]?.name ?? a.state;
  return [a.address, `${a.postcode} ${a.city}`.trim(), state].filter(Boolean).join(', ');
}

/** FNV-1a, so the same address always lands on the same point. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Where a stop is placed: its zone's centre moved up to about 5 km by its address (constants.ts,
 * ZONES: no maps service yet). Coordinates with 6 decimals, as the provider takes them.
 */
export function coordinatesOf(zone: TZone, address: string): { lat: number; lng: number } {
  const centre = ZONES[zone];
  const h = hash(address.trim().toLowerCase());
  const offset = (bits: number) => (((h >>> bits) & 0xffff) / 0xffff - 0.5) * 0.09;
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: round(centre.lat + offset(0)), lng: round(centre.lng + offset(16)) };
}
