import { z } from 'zod';
import { DEFAULT_COUNTRY, MY_POSTCODE, MY_STATES, SHIPPING_LIMITS as L, SHIPPING_MESSAGES as M, type TMyStateCode } from './constants.ts';
import { stateOfPostcode } from './postcodes.ts';
import { ZShippingStatusField } from './schema.ts';

const repeats = (values: readonly string[]) => new Set(values).size !== values.length;

/** Why a well-formed Malaysian postcode cannot be listed by a zone with these states, or null. */
export function zonePostcodeProblem(postcode: string, stateCodes: readonly string[]): string | null {
  const state = stateOfPostcode(postcode);
  if (!state) return M.postcodeUnknown(postcode);
  if (stateCodes.length > 0 && !stateCodes.includes(state)) return M.postcodeOutsideStates(postcode, MY_STATES[state].name);
  return null;
}

/**
 * A zone covers the postcodes and states it lists; one that lists neither covers its whole
 * country. In Malaysia its states come from MY_STATES, and each postcode must be one the postcode
 * data (malaysia-postcodes) knows and, when the zone lists states, lie in one of them. Other
 * countries keep their own formats. Apart from schema.ts so that only the zone screen and the
 * server load the postcode data.
 */
export const ZShippingZoneInput = z
  .object({
    name: z.string({ error: M.zoneNameRequired }).trim().min(1, M.zoneNameRequired).max(L.zoneNameMax),
    countryCode: z.string({ error: M.countryInvalid }).trim().toUpperCase().regex(/^[A-Z]{2}$/, M.countryInvalid).default(DEFAULT_COUNTRY),
    stateCodes: z.array(z.string().trim().toUpperCase().min(1, M.stateUnknown).max(10, M.stateUnknown)).max(100).default([]),
    postcodes: z.array(z.string().trim().min(1, M.postcodeInvalid).max(12, M.postcodeInvalid)).max(L.postcodesPerZone).default([]),
    status: ZShippingStatusField,
  })
  .superRefine((zone, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (zone.countryCode === DEFAULT_COUNTRY) {
      const states = zone.stateCodes.filter((code): code is TMyStateCode => Object.hasOwn(MY_STATES, code));
      zone.stateCodes.forEach((code, i) => {
        if (!Object.hasOwn(MY_STATES, code)) issue(['stateCodes', i], M.stateUnknown);
      });
      zone.postcodes.forEach((postcode, i) => {
        const problem = MY_POSTCODE.test(postcode) ? zonePostcodeProblem(postcode, states) : M.postcodeInvalid;
        if (problem) issue(['postcodes', i], problem);
      });
    }
    if (repeats(zone.stateCodes)) issue(['stateCodes'], M.stateRepeated);
    if (repeats(zone.postcodes)) issue(['postcodes'], M.postcodeRepeated);
  });
export type TShippingZoneInput = z.infer<typeof ZShippingZoneInput>;

export const ZUpdateShippingZoneInput = z.object({ id: z.string().min(1), zone: ZShippingZoneInput });
