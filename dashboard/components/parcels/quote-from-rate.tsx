import { Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { OrderRateList } from './order-rate-list.tsx';

/**
 * The quote dialog's courier rates, with the parcel-rate service's courier service on: choosing
 * one quotes the buyer's fee at that price through the order's own quote action.
 */
export function QuoteFromRate({ orderId, onQuoted }: { orderId: string; onQuoted(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const settings = trpc.parcelRates.settings.useQuery();
  const quote = trpc.parcelRates.quoteFromRate.useMutation({
    onSuccess: async () => {
      showSuccess(t('parcels.rates.quoted'));
      await utils.orders.invalidate();
      onQuoted();
    },
    onError: showError,
  });
  if (!settings.data?.courierService) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('parcels.rates.orChoose')} />
      <Text size="sm" c="dimmed">
        {t('parcels.rates.quoteHint')}
      </Text>
      <OrderRateList
        orderId={orderId}
        action={(rate) => (
          <Button size="compact-sm" loading={quote.isPending && quote.variables.serviceId === rate.serviceId} onClick={() => quote.mutate({ orderId, serviceId: rate.serviceId })} data-testid={`quote-rate-${rate.serviceId}`}>
            {t('parcels.rates.useRate')}
          </Button>
        )}
      />
    </Stack>
  );
}
