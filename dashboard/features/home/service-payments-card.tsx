import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TServicePayment } from '../../../core/home/schema.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';

const COLORS = { upcoming: 'blue', reminder: 'orange', overdue: 'red' } as const;

/** The master admin's service-order payments: upcoming, reminder and overdue, each opening the invoices in that state. */
export function ServicePaymentsCard({ payments }: { payments: TServicePayment[] }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  return (
    <Card withBorder padding="md" data-testid="service-payments">
      <Title order={2} size="h4" mb="xs">
        {t('home.servicePayments.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {payments.map((p) => (
          <Card key={p.state} withBorder padding="xs" component={Link} to={`/account-information?invoices=${p.state}`} data-figure={`service-${p.state}`}>
            <Text size="xs" fw={700} c={p.invoices > 0 ? COLORS[p.state] : 'dimmed'} tt="uppercase">
              {t(`account.paymentState.${p.state}`)}
            </Text>
            <Text fw={700} data-value>
              {p.invoices > 0 ? formatMoney(p.amountSen) : '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {p.nextDueAt ? t('home.servicePayments.due', { count: p.invoices, date: formatDateTime(p.nextDueAt, false) }) : t('home.servicePayments.none')}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Card>
  );
}
