import type { ReactNode } from 'react';
import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrderRates } from '../../../core/parcels/rates/schema.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { formatMoney } from '../format.ts';

type Rate = TOrderRates['rates'][number];

/**
 * An order parcel's rates from the parcel-rate service: the route and weight, then one card per
 * courier service (courier, service, price, delivery days), cheapest first; action adds a
 * button to each.
 */
export function OrderRateList({ orderId, action }: { orderId: string; action?: (rate: Rate) => ReactNode }) {
  const { t } = useTranslation();
  const found = trpc.parcelRates.forOrder.useQuery({ orderId }, { retry: false });
  if (found.error) return <Alert color="red">{errorInfo(found.error).message}</Alert>;
  if (!found.data) return <Loader size="sm" />;
  const { rates, from, to, weightGrams } = found.data;
  return (
    <Stack gap="xs" data-testid="order-rates">
      <Text size="sm" c="dimmed">
        {t('parcels.rates.route', { from, to, weight: (weightGrams / 1000).toFixed(2) })}
      </Text>
      {rates.length === 0 && <Text size="sm">{t('parcels.rates.none')}</Text>}
      {rates.map((r) => (
        <Card key={r.serviceId} withBorder padding="xs" data-testid={`rate-${r.serviceId}`}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={500} size="sm">
                {r.courier}
              </Text>
              <Text size="xs" c="dimmed">
                {[r.service, r.deliveryDays].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Group gap="xs">
              <Text fw={600} data-testid="rate-price">
                {formatMoney(r.priceSen)}
              </Text>
              {action?.(r)}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
