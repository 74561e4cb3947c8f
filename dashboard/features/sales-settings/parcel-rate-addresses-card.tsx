import { useState } from 'react';
import { Badge, Button, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TRateAddress } from '../../../core/parcels/rates/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { CardTable } from '../../components/card-table.tsx';
import { ltr } from '../../components/ltr-text.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { stateName } from '../../components/places.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { RateAddressModal } from './parcel-rate-address-modal.tsx';

/** The merchant addresses parcels are priced from; rates are asked from the default one. */
export function RateAddressesCard() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const addresses = trpc.parcelRates.addresses.useQuery();
  const remove = trpc.parcelRates.deleteAddress.useMutation();
  const [opened, setOpened] = useState<{ address: TRateAddress | null } | null>(null);
  const confirmDelete = useConfirmDelete<TRateAddress>({
    title: (row) => t('parcels.rates.deleteAddressTitle', { name: row.name }),
    deleted: (row) => t('parcels.rates.addressDeleted', { name: row.name }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.parcelRates.addresses.invalidate(),
  });
  return (
    <SectionCard title={t('parcels.rates.addressesTitle')}>
      {canEdit && (
        <Group justify="flex-end" mb="sm">
          <AddButton onClick={() => setOpened({ address: null })} label={t('parcels.rates.addAddress')} testId="add-rate-address" />
        </Group>
      )}
      <CardTable
        testId="rate-addresses"
        headings={[t('parcels.fields.name'), t('parcels.fields.contact'), t('parcels.fields.address'), '']}
        records={addresses.data}
        row={(a) => (
          <Table.Tr key={a.id} data-testid={`rate-address-${a.name}`}>
            <Table.Td data-label={t('parcels.fields.name')}>
              <Group gap={6}>
                {[a.name, a.companyName].filter(Boolean).join(' · ')}
                {a.isDefault && (
                  <Badge size="sm" variant="light">
                    {t('parcels.rates.default')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td data-label={t('parcels.fields.contact')}>{ltr(a.contact)}</Table.Td>
            <Table.Td data-label={t('parcels.fields.address')}>{[a.address, `${a.postcode} ${a.city}`, stateName(a.state)].join(', ')}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="wrap">
                {canEdit && (
                  <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setOpened({ address: a })}>
                    {t('common.edit')}
                  </Button>
                )}
                {canEdit && (
                  <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => confirmDelete(a)}>
                    {t('common.delete')}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      {opened && <RateAddressModal address={opened.address} onClose={() => setOpened(null)} />}
    </SectionCard>
  );
}
