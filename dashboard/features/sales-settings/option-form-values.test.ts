import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES } from '../../../core/shipping/constants.ts';
import { blankOption, formPath, optionInput, optionValues, validateOption } from './option-form-values.ts';
import { inEnglish } from '../../i18n/test-english.ts';
import { english } from '../../../core/shared/english.ts';

beforeAll(inEnglish);

describe('shipping option form', () => {
  it('sends only the chosen charge form, and none for free or quoted shipping', () => {
    const values = { ...blankOption('z1'), titleEn: 'Courier', type: 'one_time' as const, form: 'one_time' as const, amountSen: 800, freeAboveSen: 10000, senPerKg: 5 };
    expect(optionInput(values)).toMatchObject({ type: 'one_time', charge: { form: 'one_time', amountSen: 800, freeAboveSen: 10000 } });
    expect(optionInput(values)).not.toHaveProperty('charge.senPerKg');
    expect(optionInput({ ...values, type: 'quote_shipping' })).not.toHaveProperty('charge');
    expect(optionInput({ ...values, type: 'per_item', form: '', maxSen: null })).toMatchObject({ charge: { form: 'per_item', amountSen: 800, maxSen: null } });
  });

  it('puts the schema’s messages under the form’s own fields', () => {
    expect(formPath('charge.ranges.1')).toBe('ranges.1');
    expect(validateOption({ ...blankOption(''), type: 'weight' })).toEqual({ titleEn: english(SHIPPING_MESSAGES.titleRequired), zoneId: english(SHIPPING_MESSAGES.zoneRequired), form: english(SHIPPING_MESSAGES.chargeRequired) });
    const ranges = [
      { minGrams: 0, maxGrams: 1000, amountSen: 500 },
      { minGrams: 1000, maxGrams: 2000, amountSen: 900 },
    ];
    expect(validateOption({ ...blankOption('z'), titleEn: 'A', type: 'weight', form: 'weight_range', ranges })).toEqual({ 'ranges.1': english(SHIPPING_MESSAGES.rangeOverlap) });
  });

  it('reads a stored option back into the same values', () => {
    const values = { ...blankOption('z'), titleEn: 'A', type: 'weight' as const, form: 'first_subsequent' as const, firstGrams: 1000, firstSen: 800, nextGrams: 500, nextSen: 200 };
    const input = optionInput(values) as { charge: Record<string, unknown> };
    const row = { id: 'o', zoneName: 'Z', createdAt: new Date(), updatedAt: new Date(), titleCn: '', titleBm: '', description: '', status: 'enabled' as const, cod: false, sort: 0, zoneId: 'z', titleEn: 'A', type: 'weight' as const, charge: input.charge as never };
    expect(optionValues(row)).toEqual(values);
  });
});
