import { Alert, Anchor, Box, Center, Loader, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { OrderActionBar } from './order-action-bar.tsx';
import { OrderDetailView } from './order-detail-view.tsx';

/**
 * /order/details_mobile?oid=<order id>: the order detail laid out for a phone (one column, fewer
 * item columns), with the same actions. The route has no parameter, so the id is in the query.
 */
export default function OrderMobilePage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('oid') ?? '';
  const order = trpc.orders.get.useQuery({ id }, { enabled: id !== '' });
  let content;
  if (!id) content = <Alert color="yellow">{t('orders.detail.noOrderId')}</Alert>;
  else if (order.error) content = <Alert color="red">{errorInfo(order.error).message}</Alert>;
  else if (!order.data)
    content = (
      <Center h={200}>
        <Loader />
      </Center>
    );
  else
    content = (
      <Stack gap="sm">
        <OrderDetailView order={order.data} compact />
        <OrderActionBar order={order.data} />
      </Stack>
    );
  return (
    <Box maw={480} mx="auto" data-testid="order-mobile">
      <Stack gap="sm">
        <Anchor component={Link} to="/mysales/order" size="sm">
          {t('orders.detail.back')}
        </Anchor>
        {content}
      </Stack>
    </Box>
  );
}
