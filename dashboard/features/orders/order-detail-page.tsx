import { Alert, Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { OrderActionBar } from './order-action-bar.tsx';
import { OrderDetailView } from './order-detail-view.tsx';

/** /mysales/order/{oid}: the whole order and the buttons of what it allows now. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = useParams().oid ?? '';
  const order = trpc.orders.get.useQuery({ id });
  if (order.error) return <Alert color="red">{errorInfo(order.error).message}</Alert>;
  if (!order.data)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
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
