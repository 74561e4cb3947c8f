import { beforeAll, describe, expect, it } from 'vitest';
import { ZMarkShippedInput } from '../../core/orders/schema.ts';
import { fieldErrors } from './zod-errors.ts';
import { inEnglish } from '../i18n/test-english.ts';

beforeAll(inEnglish);

describe('fieldErrors', () => {
  it('names each refused field once, with the spec message', () => {
    const result = ZMarkShippedInput.safeParse({ id: 'o1', courier: 'pigeon', trackingNo: ' ', shippedAt: new Date() });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ courier: 'Please fill all field before you update', trackingNo: 'Please fill all field before you update' });
  });
});
