import { useState } from 'react';
import { Anchor, Button } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TContact } from '../../../core/contacts/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ContactExportModal, ContactImportModal } from './contact-files.tsx';
import { CONTACT_PATHS as P, NEW_ID } from './paths.ts';

const FILTERS = ['from', 'to'] as const;

/** /tools/contact-list: the contacts by search and days, deleted one or many at a time, imported and exported by jobs. */
export default function ContactListPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const [opened, setOpened] = useState<'import' | 'export' | null>(null);
  const control = useListParams({ filterKeys: FILTERS });
  const { page, pageSize, search, filters } = control.params;
  const filter = { search: search || undefined, from: filters.from || undefined, to: filters.to || undefined };
  const list = trpc.contacts.list.useQuery({ page, pageSize, ...filter }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const remove = trpc.contacts.delete.useMutation();
  const removeMany = trpc.contacts.deleteMany.useMutation();
  const confirmDelete = useConfirmDelete<TContact>({
    title: (row) => t('contacts.deleteTitle', { name: row.name }),
    deleted: (row) => t('contacts.deleted', { name: row.name }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.contacts.invalidate(),
  });
  const close = () => setOpened(null);
  return (
    <>
      <ListScreen<TContact>
        testId="contact-list"
        control={control}
        searchPlaceholder={t('contacts.search')}
        filters={<DateRangeFilter control={control} label={t('contacts.date')} />}
        toolbar={
          <>
            <AddButton to={P.edit(NEW_ID)} label={t('contacts.add')} testId="add-contact" />
            {canEdit && (
              <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setOpened('import')} data-testid="import-contacts">
                {t('contacts.import.open')}
              </Button>
            )}
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => setOpened('export')} data-testid="export-contacts">
              {t('contacts.export.open')}
            </Button>
          </>
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        bulkActions={
          canEdit
            ? [{ label: t('contacts.deleteSelected'), color: 'red', confirm: true, run: (rows) => void removeMany.mutateAsync({ ids: rows.map((r) => r.id) }).then(() => utils.contacts.invalidate()) }]
            : []
        }
        columns={[
          {
            accessor: 'name',
            title: t('contacts.name'),
            render: (row) => (
              <Anchor component={Link} to={P.edit(row.id)}>
                {row.name}
              </Anchor>
            ),
          },
          { accessor: 'companyName', title: t('contacts.companyName'), toggleable: true },
          { accessor: 'contact', title: t('contacts.contact') },
          { accessor: 'email', title: t('contacts.email'), toggleable: true },
          { accessor: 'whatsapp', title: t('contacts.whatsapp'), toggleable: true },
          { accessor: 'date', title: t('contacts.date') },
          { accessor: 'actions', title: '', render: (row) => <RowActions to={P.edit(row.id)} editable viewLabel={t('contacts.view')} onDelete={() => confirmDelete(row)} /> },
        ]}
      />
      <ContactImportModal opened={opened === 'import'} onClose={close} />
      <ContactExportModal opened={opened === 'export'} onClose={close} filter={filter} />
    </>
  );
}
