import { describe, expect, it } from 'vitest';
import { shownSlotState, slotEnd, type SlotDays } from './showcase-state.ts';

const slot = (over: Partial<SlotDays> = {}): SlotDays => ({ state: 'active', productId: 'p1', startsOn: '2026-03-01', endsOn: '2026-03-31', productSetOn: '2026-02-20', ...over });

describe('a product showcase slot’s state', () => {
  it('is active while it runs with a product whose traffic has synced', () => {
    expect(shownSlotState(slot(), '2026-03-15')).toBe('active');
    expect(shownSlotState(slot(), '2026-03-31')).toBe('active');
  });

  it('expires after its last day, whatever was set', () => {
    expect(shownSlotState(slot(), '2026-04-01')).toBe('expired');
    expect(shownSlotState(slot({ state: 'switched_off' }), '2026-04-01')).toBe('expired');
  });

  it('waits for a product while it has none, and for traffic on the day its product was set or changed', () => {
    expect(shownSlotState(slot({ productId: null, productSetOn: null }), '2026-03-15')).toBe('waiting_sync');
    expect(shownSlotState(slot({ productSetOn: '2026-03-15' }), '2026-03-15')).toBe('wait_traffic_sync');
    expect(shownSlotState(slot({ productSetOn: '2026-03-15' }), '2026-03-16')).toBe('active');
  });

  it('shows what was set when switched off or not yet activated, and inactive before its first day', () => {
    expect(shownSlotState(slot({ state: 'switched_off' }), '2026-03-15')).toBe('switched_off');
    expect(shownSlotState(slot({ state: 'inactive', startsOn: null, endsOn: null }), '2026-03-15')).toBe('inactive');
    expect(shownSlotState(slot(), '2026-02-28')).toBe('inactive');
  });
});

describe('a slot’s last day', () => {
  it('is the day before the same date the months later, or the end of a month without that date', () => {
    expect(slotEnd('2026-03-01', 1)).toBe('2026-03-31');
    expect(slotEnd('2026-03-15', 6)).toBe('2026-09-14');
    expect(slotEnd('2026-11-10', 3)).toBe('2027-02-09');
    expect(slotEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(slotEnd('2028-01-30', 1)).toBe('2028-02-29');
    expect(slotEnd('2026-01-28', 1)).toBe('2026-02-27');
  });
});
