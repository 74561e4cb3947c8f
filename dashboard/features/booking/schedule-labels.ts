import type { ScheduleLabelsOverride } from '@mantine/schedule';
import type { TFunction } from 'i18next';

const KEYS = ['day', 'week', 'month', 'year', 'allDay', 'weekday', 'timeSlot', 'today', 'next', 'previous', 'more', 'selectMonth', 'selectYear', 'switchToDayView', 'switchToWeekView', 'switchToMonthView', 'switchToYearView', 'viewSelectLabel', 'noEvents', 'agenda'] as const;

/** The schedule's own words, from the locale files. */
export function scheduleLabels(t: TFunction): ScheduleLabelsOverride {
  return {
    ...Object.fromEntries(KEYS.map((key) => [key, t(`booking.calendar.labels.${key}`)])),
    moreLabel: (hidden: number) => t('booking.calendar.labels.moreLabel', { hidden }),
  };
}
