import type { TService, TServiceInput } from '../../../core/booking/schema.ts';

/** The weekday rows as the form shows them: weeks start on Sunday (day id 7), then Monday (1) to Saturday (6). */
export const WEEK_DAY_IDS = [7, 1, 2, 3, 4, 5, 6] as const;

/** Numbers as the inputs hold them: '' while empty. */
export interface TimeValues {
  startTime: string;
  endTime: string;
  slots: number | string;
}
export interface DayValues {
  dayId: number;
  enabled: boolean;
  times: TimeValues[];
}
export type ServiceValues = {
  name: string;
  description: string;
  venueIds: string[];
  approvalRequired: boolean;
  slotsPerPerson: number | string;
  /** Sen; null while the price is empty. */
  priceSen: number | null;
  active: boolean;
  schedule: DayValues[];
};

export const newTime = (): TimeValues => ({ startTime: '09:00', endTime: '10:00', slots: 1 });

export function serviceValuesOf(service: TService | null): ServiceValues {
  const saved = new Map(service?.schedule.map((d) => [d.dayId, d]));
  const schedule = WEEK_DAY_IDS.map((dayId) => {
    const day = saved.get(dayId);
    return { dayId, enabled: day?.enabled ?? false, times: day?.times.map((t) => ({ ...t })) ?? [] };
  });
  if (!service) return { name: '', description: '', venueIds: [], approvalRequired: false, slotsPerPerson: 1, priceSen: 0, active: true, schedule };
  const { name, description, approvalRequired, slotsPerPerson, priceSen, active } = service;
  return { name, description, venueIds: service.venues.map((v) => v.id), approvalRequired, slotsPerPerson, priceSen, active, schedule };
}

/** An empty number is not a number: the schema refuses it in its own words. */
const numberOf = (value: number | string): number => (typeof value === 'number' ? value : Number.NaN);

/** The values as the service calls take them; the schedule keeps the form's order, so the schema's field paths are the form's. */
export function serviceInputOf(values: ServiceValues): TServiceInput {
  return {
    ...values,
    slotsPerPerson: numberOf(values.slotsPerPerson),
    priceSen: values.priceSen ?? Number.NaN,
    schedule: values.schedule.map((d) => ({ dayId: d.dayId as 1, enabled: d.enabled, times: d.times.map((t) => ({ ...t, slots: numberOf(t.slots) })) })),
  };
}
