import { addDaysTo } from '../shared/time.ts';

/**
 * A product showcase slot's states (business-areas.md section 4): Slot Expired, Waiting Sync,
 * Wait Traffic Sync, Inactive, Slot switched off, active.
 */
export const SLOT_STATES = ['expired', 'waiting_sync', 'wait_traffic_sync', 'inactive', 'switched_off', 'active'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/**
 * What is set on a slot; the other states follow from its days and product. The daily sync
 * (showcase-sync.ts) also stores 'expired' once a slot's last day has passed, so it cannot be switched back on.
 */
export const SET_SLOT_STATES = ['inactive', 'active', 'switched_off'] as const satisfies readonly SlotState[];
export type SetSlotState = (typeof SET_SLOT_STATES)[number];

export interface SlotDays {
  state: string;
  productId: string | null;
  startsOn: string | null;
  endsOn: string | null;
  productSetOn: string | null;
}

/**
 * The state a slot shows on `today` (the merchant's calendar): expired once its last day has
 * passed; switched off or inactive as set (a slot not yet activated has no days); then waiting
 * for a product while it has none, and waiting for traffic on the day its product was set or
 * changed (traffic syncs the day after); active otherwise.
 */
export function shownSlotState(slot: SlotDays, today: string): SlotState {
  if (slot.endsOn && slot.endsOn < today) return 'expired';
  if (slot.state === 'switched_off') return 'switched_off';
  if (slot.state !== 'active' || !slot.startsOn || slot.startsOn > today) return 'inactive';
  if (!slot.productId) return 'waiting_sync';
  if (slot.productSetOn && slot.productSetOn >= today) return 'wait_traffic_sync';
  return 'active';
}

/**
 * The last day of a slot that runs `months` from `startsOn`, both days included: the day before
 * the same date `months` later, or, when that month has no such date, its last day (a month
 * from 31 January runs to the end of February).
 */
export function slotEnd(startsOn: string, months: number): string {
  const [y, m, d] = startsOn.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y, m - 1 + months + 1, 0));
  if (d > lastOfMonth.getUTCDate()) return lastOfMonth.toISOString().slice(0, 10);
  return addDaysTo(new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10), -1);
}
