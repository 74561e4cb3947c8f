import { useState } from 'react';
import { ActionIcon, Badge, Stack, Table, Title, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NP_VOUCHER_STATUSES } from '../../../core/merchant-points/constants.ts';
import type { TNpVoucher } from '../../../core/merchant-points/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { CardTable } from '../../components/card-table.tsx';
import { useCount, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { VoucherFormModal } from './voucher-form-modal.tsx';

const TABS = ['all', ...NP_VOUCHER_STATUSES] as const;
type Issued = { id: string; code: string; name: string; issuedAt: Date; status: 'available' | 'used'; remark: string };

/** /my-np-voucher (master admin): the vouchers offered for merchant points, and those issued, available or used. */
export default function NpVouchersPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const count = useCount();
  const [editing, setEditing] = useState<{ voucher: TNpVoucher | null } | null>(null);
  const vouchers = trpc.merchantPoints.vouchers.useQuery();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, tab } = control.params;
  const issued = trpc.merchantPoints.issued.useQuery({ page, pageSize, status: tab as (typeof TABS)[number] }, { placeholderData: (previous) => previous });
  const headings = [t('npVouchers.name'), t('npVouchers.points'), t('npVouchers.description'), t('npVouchers.status'), ''];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('npVouchers.offered')}
        </Title>
        <AddButton label={t('npVouchers.add')} onClick={() => setEditing({ voucher: null })} testId="add-np-voucher" />
      </Group>
      <CardTable
        testId="np-vouchers"
        headings={headings}
        records={vouchers.data}
        row={(v) => (
          <Table.Tr key={v.id}>
            <Table.Td data-label={headings[0]}>{v.name}</Table.Td>
            <Table.Td data-label={headings[1]}>{count(v.points)}</Table.Td>
            <Table.Td data-label={headings[2]}>{v.description}</Table.Td>
            <Table.Td data-label={headings[3]}>
              <Badge variant="light" color={v.active ? 'green' : 'gray'}>
                {t(v.active ? 'npVouchers.onOffer' : 'npVouchers.offOffer')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={() => setEditing({ voucher: v })}>
                <IconPencil size={18} />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ListScreen<Issued>
        title={t('npVouchers.issued')}
        testId="np-issued"
        control={control}
        searchable={false}
        tabs={TABS.map((s) => ({ value: s, label: t(`npVouchers.tabs.${s}`) }))}
        records={issued.data?.items}
        total={issued.data?.total ?? 0}
        fetching={issued.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'name', title: t('npVouchers.name') },
          { accessor: 'code', title: t('merchantPoints.code') },
          { accessor: 'issuedAt', title: t('npVouchers.issuedAt'), render: (row) => when(row.issuedAt) },
          { accessor: 'status', title: t('npVouchers.status'), render: (row) => t(`npVouchers.states.${row.status}`) },
          { accessor: 'remark', title: t('npVouchers.remark') },
        ]}
      />
      {editing && <VoucherFormModal voucher={editing.voucher} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
