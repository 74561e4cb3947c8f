import { useState } from 'react';
import { Badge, Button, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSender } from '../../../core/delivery-partner/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { CardTable } from '../../components/card-table.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { stateName } from '../../components/places.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { SenderFormModal } from './sender-form-modal.tsx';

/** The merchants deliveries are picked up from; the default is marked and cannot be deleted. */
export function SendersTab() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const senders = trpc.deliveryPartner.senders.useQuery();
  const remove = trpc.deliveryPartner.deleteSender.useMutation();
  const [opened, setOpened] = useState<{ sender: TSender | null } | null>(null);
  const confirmDelete = useConfirmDelete<TSender>({
    title: (row) => t('deliveryPartner.senders.deleteTitle', { name: row.companyName }),
    deleted: (row) => t('deliveryPartner.senders.deleted', { name: row.companyName }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.deliveryPartner.senders.invalidate(),
  });
  return (
    <SectionCard title={t('deliveryPartner.senders.title')}>
      {canEdit && (
        <Group justify="flex-end" mb="sm">
          <AddButton onClick={() => setOpened({ sender: null })} label={t('deliveryPartner.senders.add')} testId="add-sender" />
        </Group>
      )}
      <CardTable
        testId="senders"
        headings={[t('deliveryPartner.senders.companyName'), t('deliveryPartner.senders.senderName'), t('deliveryPartner.senders.contact'), t('deliveryPartner.senders.address'), '']}
        records={senders.data}
        row={(s) => (
          <Table.Tr key={s.id} data-testid={`sender-${s.companyName}`}>
            <Table.Td data-label={t('deliveryPartner.senders.companyName')}>
              <Group gap={6}>
                {s.companyName}
                {s.isDefault && (
                  <Badge size="sm" variant="light">
                    {t('deliveryPartner.senders.default')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td data-label={t('deliveryPartner.senders.senderName')}>{s.senderName}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.senders.contact')}>{s.contact}</Table.Td>
            <Table.Td data-label={t('deliveryPartner.senders.address')}>{[s.address, `${s.postcode} ${s.city}`, stateName(s.state)].join(', ')}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="wrap">
                <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setOpened({ sender: s })}>
                  {t('common.edit')}
                </Button>
                {canEdit && (
                  <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => confirmDelete(s)} data-testid={`delete-sender-${s.companyName}`}>
                    {t('common.delete')}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      {opened && <SenderFormModal sender={opened.sender} onClose={() => setOpened(null)} />}
    </SectionCard>
  );
}
