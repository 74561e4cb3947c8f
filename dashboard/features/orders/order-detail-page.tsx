import { Anchor, Group, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { OrderActionBar } from './order-action-bar.tsx';
import { OrderDetailView } from './order-detail-view.tsx';
import { QueryPending } from '../../components/query-pending.tsx';

/** /mysales/order/{oid}: the whole order and the buttons of what it allows now. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = useParams().oid ?? '';
  const order = trpc.orders.get.useQuery({ id });
  if (order.error || !order.data) return <QueryPending error={order.error} />;
  return (
    <Stack>
      <Group justify="space-between">
        <Anchor component={Link} to="/mysales/order">
          {t('orders.detail.back')}
        </Anchor>
        <OrderActionBar order={order.data} />
      </Group>
      <OrderDetailView order={order.data} />
    </Stack>
  );
}
