import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZEntryInput, ZListInput, type TEmailEntry, type TEmailList } from '../../../core/email-marketing/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { zodErrors } from '../../components/zod-errors.ts';

/** Adds a list (list null) or renames one. */
export function ListModal({ list, onClose }: { list: TEmailList | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.emailMarketing.createList.useMutation();
  const update = trpc.emailMarketing.updateList.useMutation();
  const form = useScreenForm<{ name: string }>({ initialValues: { name: list?.name ?? '' }, validate: (values) => zodErrors(ZListInput.safeParse(values)) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      if (list) await update.mutateAsync({ id: list.id, list: values });
      else await create.mutateAsync(values);
      showSuccess(t('emailMarketing.lists.saved', { name: values.name.trim() }));
      await utils.emailMarketing.lists.invalidate();
    },
    onClose,
    'list.',
  );
  return (
    <Modal opened onClose={onClose} title={t(list ? 'emailMarketing.lists.rename' : 'emailMarketing.lists.add')} centered>
      <form onSubmit={submit} noValidate data-testid="list-form">
        <Stack>
          <TextInput label={t('emailMarketing.lists.name')} withAsterisk data-autofocus {...form.getInputProps('name')} data-testid="list-name" />
          <ModalActions saving={saving} onClose={onClose} testId="save-list" />
        </Stack>
      </form>
    </Modal>
  );
}

/** Adds an entry to a list (entry null) or changes one's e-mail and name, both required. */
export function EntryModal({ listId, entry, onClose }: { listId: string; entry: TEmailEntry | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.emailMarketing.createEntry.useMutation();
  const update = trpc.emailMarketing.updateEntry.useMutation();
  const form = useScreenForm<{ email: string; name: string }>({
    initialValues: { email: entry?.email ?? '', name: entry?.name ?? '' },
    validate: (values) => zodErrors(ZEntryInput.safeParse(values)),
  });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      if (entry) await update.mutateAsync({ id: entry.id, entry: values });
      else await create.mutateAsync({ listId, entry: values });
      showSuccess(t('emailMarketing.entries.saved', { email: values.email.trim() }));
      await utils.emailMarketing.invalidate();
    },
    onClose,
    'entry.',
  );
  return (
    <Modal opened onClose={onClose} title={t(entry ? 'emailMarketing.entries.edit' : 'emailMarketing.entries.add')} centered>
      <form onSubmit={submit} noValidate data-testid="entry-form">
        <Stack>
          <TextInput type="email" label={t('emailMarketing.entries.email')} withAsterisk data-autofocus {...form.getInputProps('email')} data-testid="entry-email" />
          <TextInput label={t('emailMarketing.entries.name')} withAsterisk {...form.getInputProps('name')} data-testid="entry-name" />
          <ModalActions saving={saving} onClose={onClose} testId="save-entry" />
        </Stack>
      </form>
    </Modal>
  );
}

function ModalActions({ saving, onClose, testId }: { saving: boolean; onClose(): void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving} data-testid={testId}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
