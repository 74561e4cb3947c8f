import { Alert, Anchor, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { AnnouncementsCard } from './announcements-card.tsx';
import { DayFigures } from './day-figures.tsx';
import { SalesChartCard } from './sales-chart-card.tsx';
import { ServicePaymentsCard } from './service-payments-card.tsx';

/** /dashboard: the merchant's day at a glance (what the user's modules allow), the platform's announcements and the service-order payments. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const summary = trpc.home.summary.useQuery();
  const figures = trpc.home.figures.useQuery();
  if (summary.isError) return <Alert color="red">{errorInfo(summary.error).message}</Alert>;
  if (figures.isError) return <Alert color="red">{errorInfo(figures.error).message}</Alert>;
  if (summary.isPending || figures.isPending) return <Loader />;
  const s = summary.data;
  const f = figures.data;
  const seesFigures = f.sales !== null || f.ordersToShip !== null || f.lowStock !== null || f.newMembers !== null;
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>{t('home.welcome', { name: s.userName })}</Text>
        <Anchor component={Link} to="/account_information" size="sm">
          {t('home.myAccount')}
        </Anchor>
      </Group>
      {seesFigures ? (
        <DayFigures figures={f} />
      ) : (
        <Text c="dimmed" data-testid="no-figures">
          {t('home.noFigures')}
        </Text>
      )}
      {f.sales && <SalesChartCard days={f.sales} />}
      <SimpleGrid cols={{ base: 1, md: s.servicePayments ? 2 : 1 }}>
        <AnnouncementsCard announcements={s.announcements} />
        {s.servicePayments && <ServicePaymentsCard payments={s.servicePayments} />}
      </SimpleGrid>
    </Stack>
  );
}
