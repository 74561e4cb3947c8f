import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_NAMES, type OrderStatusId } from '../../../core/orders/constants.ts';
import type { TPeriodFigures } from '../../../core/seller-dashboard/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { StackedDataTable, stackedTable } from '../../components/stacked-table.tsx';
import { usePlaces } from '../../components/use-places.ts';
import { NotificationKind } from './notification-kind.tsx';
import { stockColumns } from './stock-columns.tsx';
import { translateMessage } from '../../i18n/messages.ts';
import { QueryPending } from '../../components/query-pending.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** Orders and totals by status for today and this month, statuses with orders first. */
function StatusTable({ today, month }: { today: TPeriodFigures; month: TPeriodFigures }) {
  const { t } = useTranslation();
  return (
    <Table striped data-testid="status-figures">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('sellerDashboard.status')}</Table.Th>
          <Table.Th ta="right">{t('sellerDashboard.today')}</Table.Th>
          <Table.Th ta="right">{t('sellerDashboard.thisMonth')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {month.byStatus.map((m, i) => {
          const d = today.byStatus[i]!;
          return (
            <Table.Tr key={m.status}>
              <Table.Td>{ORDER_STATUS_NAMES[m.status as OrderStatusId] ?? m.status}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {d.orders} · {formatMoney(d.totalSen)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {m.orders} · {formatMoney(m.totalSen)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** /mysales/dashboard: today's and this month's orders and sales, unread notifications, products running out. */
export default function SellerDashboardPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const places = usePlaces();
  const summary = trpc.sellerDashboard.summary.useQuery();
  if (summary.error || !summary.data) return <QueryPending error={summary.error} />;
  const s = summary.data;
  return (
    // A long word in a notification or a product name (a marketplace order number, a SKU) wraps instead of widening the cards on a phone.
    <Stack style={{ overflowWrap: 'anywhere' }}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Figure testId="today-orders" label={t('sellerDashboard.todayOrders')} value={String(s.today.orders)} />
        <Figure testId="today-sales" label={t('sellerDashboard.todaySales')} value={formatMoney(s.today.salesSen)} />
        <Figure testId="month-orders" label={t('sellerDashboard.monthOrders')} value={String(s.month.orders)} />
        <Figure testId="month-sales" label={t('sellerDashboard.monthSales')} value={formatMoney(s.month.salesSen)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('sellerDashboard.salesHint', { timeZone: places.timeZone(s.timeZone) })}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder>
          <Title order={4} mb="sm">
            {t('sellerDashboard.byStatus')}
          </Title>
          <StatusTable today={s.today} month={s.month} />
        </Card>
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Title order={4}>{t('sellerDashboard.notifications.title', { count: s.unreadNotifications })}</Title>
            <Anchor component={Link} to="/mysales/notification" size="sm">
              {t('sellerDashboard.viewAll')}
            </Anchor>
          </Group>
          {s.latestNotifications.length === 0 ? (
            <Text c="dimmed">{t('common.nothingYet')}</Text>
          ) : (
            <Table className={stackedTable} data-testid="latest-notifications">
              <Table.Tbody>
                {s.latestNotifications.map((n) => (
                  <Table.Tr key={n.id}>
                    <Table.Td w={170}>{formatDateTime(n.createdAt)}</Table.Td>
                    <Table.Td w={120}>
                      <NotificationKind kind={n.kind} />
                    </Table.Td>
                    <Table.Td fw={n.readAt ? 400 : 700}>{translateMessage(n.message)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t('sellerDashboard.stock.preview', { count: s.outOfStock.total })}</Title>
          <Anchor component={Link} to="/mysales/dashboard/products" size="sm">
            {t('sellerDashboard.viewAll')}
          </Anchor>
        </Group>
        <StackedDataTable
          withTableBorder
          minHeight={120}
          records={s.outOfStock.items.map((r) => ({ ...r, key: r.optionId ?? r.productId }))}
          idAccessor="key"
          columns={stockColumns(t)}
          noRecordsText={t('sellerDashboard.stock.none')}
        />
      </Card>
    </Stack>
  );
}
