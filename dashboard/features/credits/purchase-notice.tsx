import { Alert, Loader, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';

const COLORS = { pending: 'blue', paid: 'green', failed: 'red', cancelled: 'gray' } as const;

/** Where the purchase the payment page returned from stands: still waiting (asked again every 2 s), paid, failed or cancelled. */
export function PurchaseNotice({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const purchase = trpc.credits.purchase.useQuery({ id: purchaseId }, { refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false) });
  const status = purchase.data?.status;
  useEffect(() => {
    if (status === 'paid') void utils.credits.overview.invalidate().then(() => utils.credits.entries.invalidate());
  }, [status, utils]);
  if (!status) return null;
  return (
    <Alert color={COLORS[status]} data-testid="purchase-status" data-status={status}>
      <Group gap="xs" wrap="nowrap">
        {status === 'pending' && <Loader size="xs" />}
        <Text size="sm">{t(`credits.purchase.${status}`)}</Text>
      </Group>
    </Alert>
  );
}
