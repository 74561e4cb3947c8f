import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCalendarDay } from '../../components/day-format.ts';
import { usePlaces } from '../../components/use-places.ts';

interface Days {
  from: string;
  to: string;
}

/** The days a report covers in the merchant's time zone, and those it is compared with. */
export function PeriodCaption({ days, previous, timeZone }: { days: Days; previous?: Days; timeZone: string }) {
  const { t } = useTranslation();
  const places = usePlaces();
  const day = useCalendarDay();
  return (
    <Text size="sm" c="dimmed" data-testid="report-range">
      {t('reports.sales.range', { from: day(days.from), to: day(days.to), timeZone: places.timeZone(timeZone) })}
      {previous ? ` · ${t('reports.sales.previousRange', { from: day(previous.from), to: day(previous.to) })}` : null}
    </Text>
  );
}
