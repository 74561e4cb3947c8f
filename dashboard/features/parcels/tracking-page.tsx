import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBook, IconHistory, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { courierName } from '../../../core/orders/couriers.ts';
import { TRACKING_TABS, type TTrackingRecord } from '../../../core/parcels/tracking/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { PARCEL_PATHS } from './paths.ts';
import { ParcelStatusBadge } from '../../components/parcels/status-badge.tsx';
import { TrackingEventsModal } from './tracking-events-modal.tsx';
import { TrackingFormModal } from './tracking-form-modal.tsx';
import { TrackingKeyCard } from './tracking-key-card.tsx';

type Opened = { kind: 'form'; record: TTrackingRecord | null } | { kind: 'history'; id: string } | null;
type Tab = (typeof TRACKING_TABS)[number];

/** /mysales/trackingmy: the service's key, and the tracking records by status, found by number, order or customer. */
export default function TrackingPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const [opened, setOpened] = useState<Opened>(null);
  const control = useListParams({ tabs: TRACKING_TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.parcelTracking.list.useQuery({ page, pageSize, tab: tab as Tab, search: search || undefined }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const remove = trpc.parcelTracking.delete.useMutation();
  const refresh = trpc.parcelTracking.refresh.useMutation({
    onSuccess: async (done) => {
      await utils.parcelTracking.invalidate();
      showSuccess(t('parcels.tracking.refreshed', { checked: done.checked + done.registered, changed: done.changed }));
    },
    onError: showError,
  });
  const confirmDelete = useConfirmDelete<TTrackingRecord>({
    title: (row) => t('parcels.tracking.deleteTitle', { trackingNo: row.trackingNo }),
    deleted: (row) => t('parcels.tracking.deleted', { trackingNo: row.trackingNo }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.parcelTracking.invalidate(),
  });
  const close = () => setOpened(null);
  return (
    <Stack>
      <TrackingKeyCard />
      <ListScreen<TTrackingRecord>
        testId="parcel-trackings"
        control={control}
        tabs={TRACKING_TABS.map((value) => ({ value, label: t(value === 'all' ? 'parcels.status.all' : `parcels.status.${value}`) }))}
        searchPlaceholder={t('parcels.tracking.search')}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <Button variant="default" component={Link} to={PARCEL_PATHS.guideline} leftSection={<IconBook size={16} />}>
              {t('menu.parcelTrackingGuideline')}
            </Button>
            {canEdit && (
              <>
                <Button variant="default" leftSection={<IconRefresh size={16} />} loading={refresh.isPending} onClick={() => refresh.mutate()} data-testid="refresh-parcels">
                  {t('parcels.tracking.refresh')}
                </Button>
                <AddButton onClick={() => setOpened({ kind: 'form', record: null })} label={t('parcels.tracking.add')} testId="add-tracking" />
              </>
            )}
          </Group>
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'trackingNo',
            title: t('parcels.fields.trackingNo'),
            render: (row) => (
              <Stack gap={0}>
                <Anchor component="button" type="button" onClick={() => setOpened({ kind: 'history', id: row.id })} data-testid={`history-${row.trackingNo}`}>
                  {row.trackingNo}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {courierName(row.courier)}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'orderRef', title: t('parcels.fields.orderRef') },
          {
            accessor: 'customerName',
            title: t('parcels.fields.customer'),
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">{row.customerName}</Text>
                <Text size="xs" c="dimmed">
                  {ltr(row.customerEmail)}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'parcelContent', title: t('parcels.fields.parcelContent'), toggleable: true },
          { accessor: 'status', title: t('parcels.fields.status'), render: (row) => <ParcelStatusBadge status={row.status} /> },
          {
            accessor: 'latestEvent',
            title: t('parcels.fields.latestEvent'),
            render: (row) =>
              row.registered ? (
                <Stack gap={0} data-testid="latest-event">
                  <Text size="sm">{row.latestEvent}</Text>
                  <Text size="xs" c="dimmed">
                    {[row.latestEventAt ? when(row.latestEventAt) : '', row.latestLocation].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('parcels.tracking.notRegistered')}
                </Text>
              ),
          },
          {
            accessor: 'actions',
            title: '',
            render: (row) => (
              <Group gap={4} wrap="wrap">
                <Button size="compact-sm" variant="subtle" leftSection={<IconHistory size={14} />} onClick={() => setOpened({ kind: 'history', id: row.id })}>
                  {t('parcels.tracking.history')}
                </Button>
                {canEdit && (
                  <>
                    <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setOpened({ kind: 'form', record: row })}>
                      {t('common.edit')}
                    </Button>
                    <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => confirmDelete(row)}>
                      {t('common.delete')}
                    </Button>
                  </>
                )}
              </Group>
            ),
          },
        ]}
      />
      {opened?.kind === 'form' && <TrackingFormModal record={opened.record} onClose={close} />}
      {opened?.kind === 'history' && <TrackingEventsModal id={opened.id} onClose={close} />}
    </Stack>
  );
}
