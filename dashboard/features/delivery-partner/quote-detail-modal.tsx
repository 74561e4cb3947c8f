import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TQuote } from '../../../core/delivery-partner/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { money } from './labels.ts';

const PARTS = ['baseSen', 'extraMileageSen', 'specialSen', 'multiStopSen', 'surchargeSen'] as const;

/** A quote: its route, vehicle and services, the price breakdown, quote date and expiry; Place order while it is active. */
export function QuoteDetailModal({ quote, onPlaced, onClose }: { quote: TQuote; onPlaced(): void; onClose(): void }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const place = trpc.deliveryPartner.place.useMutation({
    onSuccess: async (delivery) => {
      showSuccess(t('deliveryPartner.quotes.placed', { id: delivery.providerOrderId }));
      await utils.deliveryPartner.invalidate();
      onPlaced();
    },
    onError: showError,
  });
  const active = !quote.deliveryId && quote.expiresAt.getTime() > Date.now();
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('deliveryPartner.quotes.detail')}</Text>} size="lg" centered>
      <Stack gap="sm" data-testid="quote-detail">
        <Text size="sm">
          {t(`deliveryPartner.vehicles.${quote.vehicle}`)} · {t(`deliveryPartner.zones.${quote.zone}`)} · {t('deliveryPartner.quotes.distance', { km: (quote.distanceM / 1000).toFixed(1) })}
        </Text>
        {quote.services.length > 0 && <Text size="sm">{quote.services.map((s) => t(`deliveryPartner.services.${s}`)).join(', ')}</Text>}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <b>{t('deliveryPartner.quotes.pickup')}:</b> {quote.pickup.companyName}, {quote.pickup.address}
        </Text>
        {quote.stops.map((s, i) => (
          <Text key={s.stopId} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <b>{t('deliveryPartner.quotes.stop', { n: i + 1 })}:</b> #{s.orderNo} {s.name} ({s.phone}), {s.address}
          </Text>
        ))}
        <Table data-testid="price-breakdown">
          <Table.Tbody>
            {PARTS.map((part) => (
              <Table.Tr key={part}>
                <Table.Td>{t(`deliveryPartner.price.${part}`)}</Table.Td>
                <Table.Td ta="end">{money(quote.price[part], quote.currency)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{t('deliveryPartner.price.totalSen')}</Table.Td>
              <Table.Td ta="end" fw={700} data-testid="quote-total">
                {money(quote.price.totalSen, quote.currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('deliveryPartner.quotes.dates', { quoted: when(quote.quotedAt), expires: when(quote.expiresAt) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          {canEdit && active && (
            <Button loading={place.isPending} onClick={() => place.mutate({ id: quote.id })} data-testid="place-order">
              {t('deliveryPartner.quotes.place')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
