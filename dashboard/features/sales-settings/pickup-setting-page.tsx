import { useMemo, useState } from 'react';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPickupAddressRow } from '../../../core/shipping/settings-schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { usePlaces } from '../../components/use-places.ts';
import { PickupFormModal } from './pickup-form-modal.tsx';
import { RowActions } from './row-actions.tsx';

/** /mysales/pickup-setting: the addresses a buyer may collect an order from. */
export default function PickupSettingPage() {
  const { t } = useTranslation();
  const places = usePlaces();
  const utils = trpc.useUtils();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const addresses = trpc.pickupAddresses.list.useQuery();
  const [editing, setEditing] = useState<TPickupAddressRow | 'new' | null>(null);
  const create = trpc.pickupAddresses.create.useMutation();
  const update = trpc.pickupAddresses.update.useMutation();
  const done = { onSuccess: () => utils.pickupAddresses.invalidate(), onError: showError };
  const setActive = trpc.pickupAddresses.setActive.useMutation(done);
  const remove = trpc.pickupAddresses.delete.useMutation(done);
  const matching = useMemo(() => {
    const q = search.toLowerCase();
    return (addresses.data ?? []).filter((a) => [a.titleEn, a.titleCn, a.titleBm, a.address, a.name, a.contact].some((text) => text.toLowerCase().includes(q)));
  }, [addresses.data, search]);
  return (
    <>
      <ListScreen<TPickupAddressRow>
        testId="pickup-list"
        control={control}
        toolbar={<AddButton label={t('salesSettings.pickup.add')} onClick={() => setEditing('new')} testId="add-pickup" />}
        records={matching.slice((page - 1) * pageSize, page * pageSize)}
        total={matching.length}
        fetching={addresses.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'titleEn', title: t('salesSettings.pickup.title') },
          {
            accessor: 'address',
            title: t('salesSettings.pickup.address'),
            render: (a) => (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {[a.address, places.country(a.countryCode)].join('\n')}
              </Text>
            ),
          },
          { accessor: 'name', title: t('salesSettings.pickup.name') },
          { accessor: 'contact', title: t('salesSettings.pickup.contact') },
          { accessor: 'sort', title: t('salesSettings.sorting'), width: 80, textAlign: 'right' },
          { accessor: 'active', title: t('salesSettings.status'), width: 110, render: (a) => <Badge color={a.active ? 'green' : 'gray'}>{t(a.active ? 'salesSettings.pickup.shown' : 'salesSettings.pickup.hidden')}</Badge> },
          {
            accessor: 'actions',
            title: '',
            width: 150,
            render: (a) => (
              <RowActions name={a.titleEn} enabled={a.active} onToggle={(active) => setActive.mutate({ id: a.id, active })} onEdit={() => setEditing(a)} onDelete={() => remove.mutate({ id: a.id })} />
            ),
          },
        ]}
      />
      {editing && (
        <PickupFormModal
          address={editing === 'new' ? null : editing}
          save={(values) => (editing === 'new' ? create.mutateAsync(values) : update.mutateAsync({ id: editing.id, address: values }))}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void utils.pickupAddresses.invalidate();
          }}
        />
      )}
    </>
  );
}
