import { deliveryDayChoices, deliveryTimeSlots, type DayRange, type SlotSettings } from '../shipping/delivery-days.ts';
import { localDate } from '../shared/time.ts';

/** A slot as the buyer picks it and the order keeps it: 'HH:MM-HH:MM'. */
export const slotText = (slot: { start: string; end: string }) => `${slot.start}-${slot.end}`;

/**
 * The delivery days a buyer may choose at instant now, each with its time slots: the
 * slotDaysAhead days after the order date (today in the merchant's time zone; today itself is
 * not offered), less the disabled dates. With no slot interval set, days come with no slots.
 * The day and slot rules are core/shipping/delivery-days.ts'; this adds the clock.
 */
export function deliveryDays(settings: SlotSettings, disabled: readonly DayRange[], now: Date, timeZone: string): { date: string; slots: string[] }[] {
  const slots = deliveryTimeSlots(settings).map(slotText);
  return deliveryDayChoices(localDate(now, timeZone), settings.slotDaysAhead, disabled).map((date) => ({ date, slots }));
}
