import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../format.ts';
import { ParcelStatusBadge } from './status-badge.tsx';

/** A shipment's parcel as the tracking service follows it: status and latest event; nothing when it is not tracked. */
export function ShipmentTracking({ orderId, shipmentId }: { orderId: string; shipmentId: string }) {
  const { t } = useTranslation();
  const when = useDateTime();
  // One query per order: every shipment of it reads the same cached answer.
  const tracked = trpc.parcelTracking.forOrder.useQuery({ orderId });
  const parcel = tracked.data?.find((p) => p.shipmentId === shipmentId);
  if (!parcel) return null;
  return (
    <Stack gap={2} data-testid="shipment-tracking">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('parcels.fields.status')}
        </Text>
        <ParcelStatusBadge status={parcel.status} />
      </Group>
      <Text size="sm">{parcel.registered ? parcel.latestEvent : t('parcels.tracking.notRegistered')}</Text>
      {parcel.latestEventAt && (
        <Text size="xs" c="dimmed">
          {[when(parcel.latestEventAt), parcel.latestLocation].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
