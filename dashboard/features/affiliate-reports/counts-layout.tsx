import type { ComponentProps, ReactNode } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../core/shared/numbers.ts';
import { FigureCards } from '../../components/reports/figure-cards.tsx';
import { CountsChart } from './counts-chart.tsx';

/** What the events and click-sources screens share: clicks and registrations in figures and a chart, beside the screen's table (a ReportTableCard). */
export function CountsLayout({ totals, chart, children }: { totals: { clicks: number; registered: number }; chart: ComponentProps<typeof CountsChart>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <FigureCards
        figures={[
          { label: t('affiliateReports.clicks'), value: formatCount(totals.clicks), testId: 'figure-clicks' },
          { label: t('affiliateReports.registeredCount'), value: formatCount(totals.registered), testId: 'figure-registered' },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <CountsChart {...chart} />
        {children}
      </SimpleGrid>
    </Stack>
  );
}
