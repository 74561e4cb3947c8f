/**
 * Courier codes for shipments (business-areas.md section 3: 14 named courier codes plus
 * "other"). The spec does not list them; these are the couriers Malaysian shops ship with most.
 * A code is stored on OrderShipment.courier; the name is what screens and files show.
 */
export const COURIERS = [
  { code: 'poslaju', name: 'Pos Laju' },
  { code: 'jnt', name: 'J&T Express' },
  { code: 'ninjavan', name: 'Ninja Van' },
  { code: 'citylink', name: 'City-Link Express' },
  { code: 'gdex', name: 'GDEX' },
  { code: 'dhl', name: 'DHL eCommerce' },
  { code: 'skynet', name: 'SkyNet' },
  { code: 'abx', name: 'ABX Express' },
  { code: 'flash', name: 'Flash Express' },
  { code: 'spx', name: 'SPX Express' },
  { code: 'lineclear', name: 'Line Clear Express' },
  { code: 'nationwide', name: 'Nationwide Express' },
  { code: 'best', name: 'Best Express' },
  { code: 'aramex', name: 'Aramex' },
  { code: 'other', name: 'Other' },
] as const;

export type CourierCode = (typeof COURIERS)[number]['code'];
export const COURIER_CODES = COURIERS.map((c) => c.code) as [CourierCode, ...CourierCode[]];

export const isCourierCode = (value: string): value is CourierCode => (COURIER_CODES as readonly string[]).includes(value);

const NAMES: ReadonlyMap<string, string> = new Map(COURIERS.map((c) => [c.code, c.name]));

/** The courier's name for a stored code; an unknown code (from older data) shows as itself. */
export const courierName = (code: string): string => NAMES.get(code) ?? code;

/**
 * The code for what a person or a file names: a code ('jnt') or a name ('J&T Express'),
 * ignoring case, spaces and punctuation; null when it is neither.
 */
export function courierCodeOf(text: string): CourierCode | null {
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const wanted = squash(text);
  if (!wanted) return null;
  return COURIERS.find((c) => squash(c.code) === wanted || squash(c.name) === wanted)?.code ?? null;
}
