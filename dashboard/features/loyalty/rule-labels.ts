import type { TFunction } from 'i18next';
import { AWAITING_RULE_TYPES, RULE_TYPES } from '../../../core/loyalty/constants.ts';

/**
 * The rule types as options of a select, in the interface language. Types whose events are not
 * recorded (ratings, inquiries, bookings) say so in the picker itself, so a merchant sees it
 * before creating such a rule, not only after.
 */
export const ruleTypeOptions = (t: TFunction) =>
  RULE_TYPES.map((type) => {
    const name = t(`loyalty.ruleTypes.${type}`);
    return { value: String(type), label: AWAITING_RULE_TYPES.includes(type) ? `${name} (${t('loyalty.rules.awaitsFeature')})` : name };
  });

/** Badge colours of the rule states. */
export const STATE_COLORS = { ongoing: 'green', upcoming: 'blue', expired: 'gray', terminated: 'red' } as const;
