import { useState } from 'react';
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { E_INVOICE_KINDS, type TEInvoiceKind } from '../../../core/e-invoice/constants.ts';
import type { TEInvoiceProfile, TEInvoiceProfilePage } from '../../../core/e-invoice/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { ProfileFormModal } from './profile-form-modal.tsx';

const TABS = ['all', ...E_INVOICE_KINDS] as const;
type Row = TEInvoiceProfilePage['items'][number];

/** Loads a profile, then edits it. */
function EditProfile({ id, onClose }: { id: string; onClose(): void }) {
  const profile = trpc.eInvoice.get.useQuery({ id }, { staleTime: Infinity, gcTime: 0 });
  return profile.data ? <ProfileFormModal kind={profile.data.kind} profile={profile.data as TEInvoiceProfile} onClose={onClose} /> : null;
}

/** /e-invoice-customer-profile: the companies and persons the merchant issues MyInvois e-invoices to, each checked as MyInvois expects. */
export default function ProfilesPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, search, tab } = control.params;
  const [adding, setAdding] = useState<TEInvoiceKind | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const list = trpc.eInvoice.list.useQuery({ page, pageSize, search: search || undefined, kind: tab === 'all' ? undefined : (tab as TEInvoiceKind) }, { placeholderData: (previous) => previous });
  const remove = trpc.eInvoice.delete.useMutation({
    onSuccess: async () => {
      showSuccess(t('eInvoice.deleted'));
      await utils.eInvoice.invalidate();
    },
    onError: showError,
  });
  return (
    <>
      <ListScreen<Row>
        testId="einvoice-profiles"
        control={control}
        tabs={TABS.map((k) => ({ value: k, label: t(`eInvoice.tabs.${k}`) }))}
        searchPlaceholder={t('eInvoice.search')}
        toolbar={
          canEdit && (
            <Group gap="xs">
              {E_INVOICE_KINDS.map((k) => (
                <Button key={k} variant={k === 'company' ? 'filled' : 'light'} onClick={() => setAdding(k)} data-testid={`add-${k}`}>
                  {t(`eInvoice.add.${k}`)}
                </Button>
              ))}
            </Group>
          )
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'name',
            title: t('eInvoice.name'),
            render: (row) => (
              <Anchor component="button" type="button" onClick={() => setEditingId(row.id)} style={{ overflowWrap: 'anywhere', textAlign: 'start' }} data-testid={`einvoice-${row.name}`}>
                {row.name}
              </Anchor>
            ),
          },
          { accessor: 'kind', title: t('eInvoice.kind'), render: (row) => <Badge variant="light">{t(`eInvoice.tabs.${row.kind}`)}</Badge> },
          { accessor: 'idValue', title: t('eInvoice.idNumber'), render: (row) => ltr(`${row.idType} ${row.idValue}`) },
          { accessor: 'tin', title: t('eInvoice.tin'), render: (row) => ltr(row.tin) },
          { accessor: 'updatedAt', title: t('eInvoice.updated'), render: (row) => when(row.updatedAt) },
          { accessor: 'actions', title: '', render: (row) => <RowDeleteButton title={t('eInvoice.deleteTitle', { name: row.name })} onConfirm={() => remove.mutate({ id: row.id })} /> },
        ]}
      />
      {adding && <ProfileFormModal kind={adding} profile={null} onClose={() => setAdding(null)} />}
      {editingId && <EditProfile id={editingId} onClose={() => setEditingId(null)} />}
    </>
  );
}
