import type { TFunction } from 'i18next';
import { RULE_TYPES } from '../../../core/loyalty/constants.ts';

/** The rule types as options of a select, in the interface language. */
export const ruleTypeOptions = (t: TFunction) => RULE_TYPES.map((type) => ({ value: String(type), label: t(`loyalty.ruleTypes.${type}`) }));

/** Badge colours of the rule states. */
export const STATE_COLORS = { ongoing: 'green', upcoming: 'blue', expired: 'gray', terminated: 'red' } as const;
