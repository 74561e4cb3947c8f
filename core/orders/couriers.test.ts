import { describe, expect, it } from 'vitest';
import { COURIERS, COURIER_CODES, courierCodeOf, courierName, isCourierCode } from './couriers.ts';

describe('courier codes', () => {
  it('are 14 named couriers and other, each code once', () => {
    expect(COURIERS).toHaveLength(15);
    expect(new Set(COURIER_CODES).size).toBe(15);
    expect(COURIER_CODES.at(-1)).toBe('other');
    for (const code of COURIER_CODES) expect(code).toMatch(/^[a-z]+$/);
  });

  it('name their courier, and show an unknown stored code as itself', () => {
    expect(courierName('poslaju')).toBe('Pos Laju');
    expect(courierName('jnt')).toBe('J&T Express');
    expect(courierName('pigeon')).toBe('pigeon');
    expect(isCourierCode('gdex')).toBe(true);
    expect(isCourierCode('GDEX')).toBe(false);
  });

  it('are found from a code or a name as people write them', () => {
    expect(courierCodeOf('J&T Express')).toBe('jnt');
    expect(courierCodeOf(' j&t express ')).toBe('jnt');
    expect(courierCodeOf('JNT')).toBe('jnt');
    expect(courierCodeOf('City-Link Express')).toBe('citylink');
    expect(courierCodeOf('ninja van')).toBe('ninjavan');
    expect(courierCodeOf('Other')).toBe('other');
    expect(courierCodeOf('Carrier pigeon')).toBeNull();
    expect(courierCodeOf('  ')).toBeNull();
  });
});
