import { Group, Modal, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { courierName } from '../../../core/orders/couriers.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ParcelStatusBadge } from '../../components/parcels/status-badge.tsx';

/** A parcel's journey: its status and every event the service told, newest first. */
export function TrackingEventsModal({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const record = trpc.parcelTracking.get.useQuery({ id });
  const r = record.data;
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('parcels.tracking.history')}</Text>} centered>
      {r && (
        <Stack data-testid="tracking-history">
          <Group justify="space-between" wrap="wrap">
            <Text fw={500}>
              {courierName(r.courier)} {r.trackingNo}
            </Text>
            <ParcelStatusBadge status={r.status} />
          </Group>
          {!r.registered && (
            <Text size="sm" c="dimmed">
              {t('parcels.tracking.notRegistered')}
            </Text>
          )}
          <Timeline active={0} bulletSize={14} lineWidth={2}>
            {r.events.map((e, index) => (
              <Timeline.Item key={index} title={e.content} data-testid="tracking-event">
                <Text size="xs" c="dimmed">
                  {[when(e.at), e.location].filter(Boolean).join(' · ')}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      )}
    </Modal>
  );
}
