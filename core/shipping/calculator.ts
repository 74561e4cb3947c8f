import { ADDITIONAL_CHARGE_CONDITIONS as C, type TShippingStatus } from './constants.ts';
import type { TAdditionalChargeCondition, TShippingOptionInput } from './schema.ts';

export type Address = { country: string; state: string; postcode: string };

/** What zone matching reads of a zone (a stored zone has more). */
export type ZoneRules = {
  id: string;
  countryCode: string;
  stateCodes: readonly string[];
  postcodes: readonly string[];
  status: TShippingStatus;
};

export type ShippingOption = TShippingOptionInput & { id: string };
type Charge = Extract<TShippingOptionInput, { charge: unknown }>['charge'];

export type CartLine = { categoryIds: readonly string[] };
/** Money in integer sen, weight in whole grams. */
export type Cart = { subtotalSen: number; weightGrams: number; itemCount: number; lines?: readonly CartLine[] };

/**
 * A quoted option has no price until the merchant quotes it; an unavailable one cannot carry
 * this cart (a weight in no range). Neither is a price of 0.
 */
export type ShippingCharge = { status: 'priced'; sen: number } | { status: 'quote' } | { status: 'unavailable' };

/** Cart figures are whole and non-negative; anything else is read as 0 or rounded up. */
const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.ceil(n) : 0);

/** a × b / d rounded half up, for non-negative integers; BigInt keeps it exact at any size. */
const mulDivHalfUp = (a: number, b: number, d: number) => Number((BigInt(a) * BigInt(b) * 2n + BigInt(d)) / (BigInt(d) * 2n));

const priced = (sen: number): ShippingCharge => ({ status: 'priced', sen: Math.max(0, sen) });

// Specificity of a match: postcode over state over country.
const POSTCODE = 3;
const STATE = 2;
const COUNTRY = 1;

function matchOf(zone: ZoneRules, address: Address): { level: number; breadth: number } | null {
  if (zone.status !== 'enabled' || zone.countryCode.toUpperCase() !== address.country.trim().toUpperCase()) return null;
  const postcode = address.postcode.trim();
  const state = address.state.trim().toUpperCase();
  if (postcode && zone.postcodes.includes(postcode)) return { level: POSTCODE, breadth: zone.postcodes.length };
  if (state && zone.stateCodes.includes(state)) return { level: STATE, breadth: zone.stateCodes.length };
  if (zone.postcodes.length === 0 && zone.stateCodes.length === 0) return { level: COUNTRY, breadth: 0 };
  return null;
}

/**
 * The most specific enabled zone for an address: one listing its postcode beats one listing its
 * state, which beats a country-only zone. Ties go to the zone that lists fewer entries at that
 * level (the narrower one), then to the smaller id, so the answer never depends on list order.
 */
export function zoneFor<Z extends ZoneRules>(address: Address, zones: readonly Z[]): Z | null {
  let best: { zone: Z; level: number; breadth: number } | null = null;
  for (const zone of zones) {
    const match = matchOf(zone, address);
    if (!match) continue;
    const better =
      !best ||
      match.level > best.level ||
      (match.level === best.level && (match.breadth < best.breadth || (match.breadth === best.breadth && zone.id < best.zone.id)));
    if (better) best = { zone, ...match };
  }
  return best?.zone ?? null;
}

function chargeOf(charge: Charge, cart: Cart): ShippingCharge {
  const weight = whole(cart.weightGrams);
  switch (charge.form) {
    case 'each_order':
      return priced(charge.amountSen);
    case 'one_time':
      return priced(whole(cart.subtotalSen) > charge.freeAboveSen ? 0 : charge.amountSen);
    case 'per_gram':
      return priced(mulDivHalfUp(weight, charge.senPerKg, 1000));
    case 'first_subsequent': {
      const steps = Math.ceil(Math.max(0, weight - charge.firstGrams) / charge.nextGrams);
      return priced(charge.firstSen + steps * charge.nextSen);
    }
    case 'weight_range': {
      // The schema refuses overlapping ranges, so at most one holds the weight.
      const range = charge.ranges.find((r) => r.minGrams <= weight && weight <= r.maxGrams);
      return range ? priced(range.amountSen) : { status: 'unavailable' };
    }
    case 'per_item': {
      const total = whole(cart.itemCount) * charge.amountSen;
      return priced(charge.maxSen === null ? total : Math.min(total, charge.maxSen));
    }
  }
}

/** The shipping charge of one option for a cart, in integer sen, or why there is no number. */
export function shippingCharge(option: TShippingOptionInput, cart: Cart): ShippingCharge {
  switch (option.type) {
    case 'free_shipping':
      return priced(0);
    case 'quote_shipping':
      return { status: 'quote' };
    default:
      return chargeOf(option.charge, cart);
  }
}

export type OptionOffer = Pick<ShippingOption, 'id' | 'titleEn' | 'titleCn' | 'titleBm' | 'description' | 'type' | 'cod'> & {
  charge: Exclude<ShippingCharge, { status: 'unavailable' }>;
};

const byMerchantOrder = (a: ShippingOption, b: ShippingOption) =>
  a.sort - b.sort || (a.titleEn < b.titleEn ? -1 : a.titleEn > b.titleEn ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * What the buyer may choose for an address: the enabled options of its zone that can carry the
 * cart, ordered by the merchant's sort, then English title, then id.
 */
export function optionsForAddress(address: Address, zones: readonly ZoneRules[], options: readonly ShippingOption[], cart: Cart): { zoneId: string | null; options: OptionOffer[] } {
  const zone = zoneFor(address, zones);
  if (!zone) return { zoneId: null, options: [] };
  const offers: OptionOffer[] = [];
  for (const option of options.filter((o) => o.zoneId === zone.id && o.status === 'enabled').sort(byMerchantOrder)) {
    const charge = shippingCharge(option, cart);
    if (charge.status === 'unavailable') continue;
    const { id, titleEn, titleCn, titleBm, description, type, cod } = option;
    offers.push({ id, titleEn, titleCn, titleBm, description, type, cod, charge });
  }
  return { zoneId: zone.id, options: offers };
}

export type AppliedCharge = { index: number; conditionType: TAdditionalChargeCondition['conditionType']; name: string; sen: number };

function applies(condition: TAdditionalChargeCondition, cart: Cart): boolean {
  const subtotal = whole(cart.subtotalSen);
  switch (condition.conditionType) {
    case C.perOrder:
      return true;
    case C.subtotalBelow:
      return subtotal < condition.thresholdSen;
    case C.subtotalAbove:
      return subtotal > condition.thresholdSen;
    case C.byCategory:
      return (cart.lines ?? []).some((line) => line.categoryIds.includes(condition.categoryId));
  }
}

/**
 * The checkout's additional charges that apply to a cart, in the merchant's order. Each is a
 * fixed amount or a whole percentage of the order subtotal (also for the category condition),
 * rounded half up to the sen; a charge that comes to 0 sen is left out.
 */
export function additionalCharges(conditions: readonly TAdditionalChargeCondition[], cart: Cart): AppliedCharge[] {
  const applied: AppliedCharge[] = [];
  conditions.forEach((condition, index) => {
    if (!applies(condition, cart)) return;
    const { charge } = condition;
    const sen = charge.kind === 'fixed' ? charge.amountSen : mulDivHalfUp(whole(cart.subtotalSen), charge.percent, 100);
    if (sen > 0) applied.push({ index, conditionType: condition.conditionType, name: condition.name, sen });
  });
  return applied;
}
