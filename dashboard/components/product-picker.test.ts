import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS, REPORT_MESSAGES, chooseUpTo } from '../../core/products-sold-report/constants.ts';
import { translateMessage } from '../i18n/messages.ts';
import { inEnglish } from '../i18n/test-english.ts';

beforeAll(inEnglish);

describe('product picker', () => {
  it('warns at the maximum selection in the spec’s words, the same message the server refuses one more with', () => {
    // Spec section 8: "You can choose up to {max_selection} only!".
    expect(translateMessage(chooseUpTo(3))).toBe('You can choose up to 3 only!');
    expect(chooseUpTo(REPORT_LIMITS.maxProducts)).toBe(REPORT_MESSAGES.tooManyProducts);
  });
});
