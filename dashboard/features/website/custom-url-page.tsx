import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Modal, Pagination, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZCustomUrlInput, type TCustomUrl, type TCustomUrlInput } from '../../../core/website/custom-url-schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { PageActions } from '../../app/layout/page-header.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { CardTable } from '../../components/card-table.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

const PAGE_SIZE = 20;
type Values = { sourcePath: string; destination: string; metaTitle: string; metaDescription: string };

/** A customized URL's form: new URL, current URL, its custom meta. */
function CustomUrlForm({ editing, onSaved }: { editing: TCustomUrl | null; onSaved(): void }) {
  const { t } = useTranslation();
  const create = trpc.website.urls.create.useMutation();
  const update = trpc.website.urls.update.useMutation();
  const form = useScreenForm<Values>({
    initialValues: { sourcePath: editing?.sourcePath ?? '', destination: editing?.destination ?? '', metaTitle: editing?.metaTitle ?? '', metaDescription: editing?.metaDescription ?? '' },
    validate: schemaResolver(ZCustomUrlInput),
  });
  const { submit, saving } = useFormSave(form, (values: TCustomUrlInput) => (editing ? update.mutateAsync({ ...values, id: editing.id }) : create.mutateAsync(values)), onSaved);
  return (
    <form onSubmit={submit} data-testid="custom-url-form">
      <Stack>
        <TextInput label={t('website.urls.newUrl')} description={t('website.urls.newUrlHint')} withAsterisk {...form.getInputProps('sourcePath')} />
        <TextInput label={t('website.urls.currentUrl')} description={t('website.urls.currentUrlHint')} withAsterisk {...form.getInputProps('destination')} />
        <TextInput label={t('messages.fields.metaTitle')} {...form.getInputProps('metaTitle')} />
        <Textarea label={t('messages.fields.metaDescription')} autosize minRows={2} {...form.getInputProps('metaDescription')} />
        <SaveActions saving={saving} saveTestId="custom-url-save" />
      </Stack>
    </form>
  );
}

/** /website/customizeurl: the paths the website answers with a redirect (and its own meta), each with a short link id. */
export default function CustomUrlPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const list = trpc.website.urls.list.useQuery({ page, pageSize: PAGE_SIZE }, { placeholderData: (previous) => previous });
  const remove = trpc.website.urls.delete.useMutation();
  const [editing, setEditing] = useState<TCustomUrl | 'new' | null>(null);
  const refresh = () => utils.website.urls.invalidate();
  const total = list.data?.total ?? 0;
  return (
    <Stack>
      {canEdit && (
        <PageActions>
          <Button onClick={() => setEditing('new')} leftSection={<IconPlus size={16} />} data-testid="custom-url-add">
            {t('website.urls.add')}
          </Button>
        </PageActions>
      )}
      <Card withBorder>
        <CardTable<TCustomUrl>
          testId="custom-url-table"
          headings={[t('website.urls.newUrl'), t('website.urls.currentUrl'), t('website.urls.shortId'), '']}
          records={list.data?.items}
          row={(u) => (
            <Table.Tr key={u.id}>
              <Table.Td data-label={t('website.urls.newUrl')} style={{ overflowWrap: 'anywhere' }}>
                {u.sourcePath}
              </Table.Td>
              <Table.Td data-label={t('website.urls.currentUrl')} style={{ overflowWrap: 'anywhere' }}>
                {u.destination}
              </Table.Td>
              <Table.Td data-label={t('website.urls.shortId')}>
                <Text ff="monospace" size="sm">
                  {u.shortId}
                </Text>
              </Table.Td>
              <Table.Td>
                {canEdit && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" onClick={() => setEditing(u)} aria-label={t('common.edit')}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <RowDeleteButton title={t('website.urls.deleteOne', { name: u.sourcePath })} onConfirm={() => void remove.mutateAsync({ id: u.id }).then(refresh, showError)} />
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
      {total > PAGE_SIZE && <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={<Text fw={700}>{t(editing === 'new' ? 'website.urls.add' : 'website.urls.edit')}</Text>} centered>
        {editing !== null && (
          <CustomUrlForm
            editing={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null);
              showSuccess(t('website.urls.saved'));
              void refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
