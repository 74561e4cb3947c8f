import { describe, expect, it } from 'vitest';
import { english } from '../shared/english.ts';
import { periodAt, periodProblems } from './rules.ts';
import { ZShakeCampaignInput, type TShakeCampaignInput } from './schema.ts';

const p = (startTime: string, endTime: string) => ({ startTime, endTime, totalShake: 10 });
const form: TShakeCampaignInput = {
  name: 'Shake',
  gameType: 'random',
  startsOn: '2026-12-01',
  endsOn: '2026-12-02',
  totalShake: 10,
  totalPerDay: 1,
  firstCheckpoint: 0,
  prizes: [{ pictureId: 'u1', name: 'Mug', quantity: 1 }],
};
const messages = (input: Partial<TShakeCampaignInput>) => {
  const parsed = ZShakeCampaignInput.safeParse({ ...form, ...input });
  return parsed.success ? [] : parsed.error.issues.map((i) => english(i.message));
};

describe('period rules', () => {
  it('refuses a start later than (or equal to) its end', () => {
    expect(periodProblems([p('12:00', '10:00')])).toEqual([{ index: 0, message: expect.stringContaining('startAfterEnd') }]);
    expect(periodProblems([p('10:00', '10:00')])).toHaveLength(1);
  });

  it('refuses overlapping and contained periods, accepts touching ones', () => {
    expect(periodProblems([p('10:00', '12:00'), p('11:59', '13:00')]).map((x) => x.index)).toEqual([0, 1]);
    expect(periodProblems([p('09:00', '18:00'), p('10:00', '11:00')]).map((x) => x.index)).toEqual([0, 1]);
    expect(periodProblems([p('10:00', '12:00'), p('12:00', '14:00'), p('20:00', '21:00')])).toEqual([]);
  });

  it('finds the period a time falls in, its end excluded', () => {
    const periods = [p('10:00', '12:00'), p('12:00', '14:00')];
    expect(periodAt(periods, '11:59')).toBe(periods[0]);
    expect(periodAt(periods, '12:00')).toBe(periods[1]);
    expect(periodAt(periods, '14:00')).toBeUndefined();
  });
});

describe('the campaign form', () => {
  it('accepts a valid form and words each rule as the spec does', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ prizes: [] })).toEqual(['Prize settings cannot be empty.']);
    expect(messages({ totalShake: 0 })).toEqual(['Total shake is required.']);
    expect(messages({ wholeDay: false })).toEqual(['Please add at least one period.']);
    expect(messages({ firstCheckpoint: 101 })).toEqual(['Please enter a valid first check point percentage.']);
    expect(messages({ name: '' })).toEqual(['Please fill out all required fields.']);
    expect(messages({ endsOn: '2026-11-30' })).toEqual(['End date cannot be earlier than start date.']);
    expect(messages({ prizes: [{ pictureId: 'u1', name: 'M', quantity: 1 }] })).toEqual(['Prize name must be at least 2 characters.']);
  });
});
