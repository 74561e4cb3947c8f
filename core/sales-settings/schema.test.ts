import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startingNumberAllowed } from './invoice-number.ts';
import { SALES_SETTINGS_MESSAGES as M, ZInvoiceSettingsInput, ZTimeSlotSettingsInput } from './schema.ts';

const invoice = (startingNumber: string) => ({ autoGenerate: true, companyName: '', registerNumber: '', address: '', prefix: 'INV', startingNumber });

describe('invoice starting number', () => {
  it('keeps what was typed, leading zeros and all', () => {
    expect(ZInvoiceSettingsInput.parse(invoice(' 000120 ')).startingNumber).toBe('000120');
  });

  it('must exceed the current number (the next number less one)', () => {
    expect(startingNumberAllowed('1', 1)).toBe(true);
    expect(startingNumberAllowed('0', 1)).toBe(false);
    expect(startingNumberAllowed('00010', 11)).toBe(false);
    expect(startingNumberAllowed('00011', 11)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 4 }), (next, typed, zeros) =>
        startingNumberAllowed(`${'0'.repeat(zeros)}${typed}`, next) === typed >= next,
      ),
    );
  });

  it('is digits only', () => {
    for (const bad of ['', 'A1', '1.5', '+3', '12345678901']) expect(ZInvoiceSettingsInput.safeParse(invoice(bad)).error?.issues[0]?.message).toBe(M.startingNumberInvalid);
  });
});

describe('delivery time slots', () => {
  const slots = (slotStart: string, slotEnd: string, slotIntervalMinutes: number) => ZTimeSlotSettingsInput.safeParse({ slotStart, slotEnd, slotIntervalMinutes, slotDaysAhead: 7 });

  it('need an end after the start and room for one interval', () => {
    expect(slots('09:00', '18:00', 60).success).toBe(true);
    expect(slots('18:00', '09:00', 60).error?.issues[0]?.message).toBe(M.slotOrder);
    expect(slots('09:00', '09:30', 60).error?.issues[0]?.message).toBe(M.intervalTooLong);
    expect(slots('18:00', '09:00', 0).success).toBe(true);
  });

  it('take an interval of 0 or 5 to 720 minutes', () => {
    expect([0, 4, 5, 720, 721].map((n) => slots('00:00', '23:59', n).success)).toEqual([true, false, true, true, false]);
  });
});
