import type { TFunction } from 'i18next';
import { EMPLOYMENT_TYPES, LOCATIONS, POSITION_LEVELS, QUALIFICATIONS, SPECIALIZATION_GROUPS } from '../../../core/careers/options.ts';

/** The option lists of core/careers/options.ts as select data, worded in the user's language. */
export const careerOptions = (t: TFunction) => ({
  positionLevels: POSITION_LEVELS.map((n) => ({ value: String(n), label: t(`careers.positionLevels.${n}`) })),
  qualifications: QUALIFICATIONS.map((n) => ({ value: String(n), label: t(`careers.qualifications.${n}`) })),
  employmentTypes: EMPLOYMENT_TYPES.map((code) => ({ value: code, label: t(`careers.employmentTypes.${code}`) })),
  locations: LOCATIONS.map((code) => ({ value: code, label: t(`careers.locations.${code}`) })),
  specializations: Object.entries(SPECIALIZATION_GROUPS).map(([group, codes]) => ({
    group: t(`careers.specializationGroups.${group}`),
    items: codes.map((code) => ({ value: code, label: t(`careers.specializations.${code}`) })),
  })),
});
