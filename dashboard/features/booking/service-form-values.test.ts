import { describe, expect, it } from 'vitest';
import { ZServiceInput } from '../../../core/booking/schema.ts';
import { fieldErrors } from '../../components/zod-errors.ts';
import { serviceInputOf, serviceValuesOf } from './service-form-values.ts';

describe('the service form values', () => {
  it('show the seven weekday rows Sunday first, and send them in that order so the schema’s paths are the form’s', () => {
    const values = serviceValuesOf(null);
    expect(values.schedule.map((d) => d.dayId)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    values.name = 'Yoga';
    values.venueIds = ['v1'];
    const errorsWith = (time: { startTime: string; endTime: string; slots: number | string }) => {
      values.schedule[0] = { dayId: 7, enabled: true, times: [time] };
      const parsed = ZServiceInput.safeParse(serviceInputOf(values));
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(Object.keys(errorsWith({ startTime: '10:00', endTime: '11:00', slots: '' }))).toEqual(['schedule.0.times.0.slots']);
    expect(Object.keys(errorsWith({ startTime: '10:00', endTime: '09:00', slots: 2 }))).toEqual(['schedule.0.times.0.endTime']);
    expect(errorsWith({ startTime: '10:00', endTime: '24:00', slots: 2 })).toEqual({});
  });

  it('refuse a form with no available day under the schedule', () => {
    const values = { ...serviceValuesOf(null), name: 'Yoga', venueIds: ['v1'] };
    const parsed = ZServiceInput.safeParse(serviceInputOf(values));
    // The e2e journey reads the message itself: the unit project loads no locale texts.
    expect(Object.keys(parsed.success ? {} : fieldErrors(parsed.error))).toEqual(['schedule']);
  });
});
