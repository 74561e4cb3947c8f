import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS, REPORT_MESSAGES } from '../../core/products-sold-report/constants.ts';
import en from '../i18n/locales/en.json';

describe('product picker', () => {
  it('warns at the maximum selection in the spec’s words, as the server refuses one more', () => {
    // Spec section 8: "You can choose up to {max_selection} only!".
    expect(en.productPicker.limit.replace('{{max}}', String(REPORT_LIMITS.maxProducts))).toBe(REPORT_MESSAGES.tooManyProducts);
  });
});
