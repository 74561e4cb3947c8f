import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { useInViewport, useLocalStorage } from '@mantine/hooks';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TDaySales } from '../../../core/home/figures-schema.ts';
import { loadChunk } from '../../app/chunk-load.ts';
import { STORAGE } from '../../app/storage-keys.ts';
import { formatMoney } from '../../components/format.ts';

const SalesChart = lazy(() => loadChunk(() => import('./sales-chart.tsx')));

const CHART_HEIGHT = 260;

/**
 * Thirty days of sales. The chart library weighs half as much as the rest of the page, so a
 * first visit does not fetch it: the chart opens on request, the browser remembers that, and
 * from then on it loads as soon as the card comes into view.
 */
export function SalesChartCard({ days }: { days: TDaySales[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useLocalStorage<boolean>({ key: STORAGE.salesChart, defaultValue: false, getInitialValueInEffect: false });
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const total = days.reduce((sum, d) => sum + d.salesSen, 0);
  const placeholder = <Skeleton h={CHART_HEIGHT} animate={false} />;
  return (
    <Card withBorder padding="md" ref={ref} data-testid="sales-chart-card">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('home.chart.title', { days: days.length })}
        </Title>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('home.chart.total', { value: formatMoney(total) })}
          </Text>
          <Button size="compact-sm" variant="light" leftSection={<IconChartBar size={14} aria-hidden />} onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? t('home.chart.hide') : t('home.chart.show')}
          </Button>
        </Group>
      </Group>
      {open && (
        <Box mt="sm">
          {seen ? (
            <Suspense fallback={placeholder}>
              <SalesChart days={days} />
            </Suspense>
          ) : (
            placeholder
          )}
        </Box>
      )}
    </Card>
  );
}
