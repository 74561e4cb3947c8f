import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPES, LOCATIONS, POSITION_LEVELS, QUALIFICATIONS, SPECIALIZATIONS, SPECIALIZATION_GROUPS } from './options.ts';

describe('career options (spec section 9)', () => {
  it('has 5 employment types, 6 position levels, 8 qualifications, 18 locations and 65 specializations', () => {
    expect([EMPLOYMENT_TYPES.length, POSITION_LEVELS.length, QUALIFICATIONS.length, LOCATIONS.length, SPECIALIZATIONS.length]).toEqual([5, 6, 8, 18, 65]);
  });

  it('has every code once, in snake case', () => {
    for (const codes of [EMPLOYMENT_TYPES, LOCATIONS, SPECIALIZATIONS, Object.keys(SPECIALIZATION_GROUPS)]) {
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });
});
