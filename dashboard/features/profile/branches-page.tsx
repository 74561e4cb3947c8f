import { Badge, Button, Card, Center, Group, Loader, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZBranchInput, type TBranch, type TBranchFormValues } from '../../../core/profile/branch-schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { LocalizedInputs } from '../../components/localized-inputs.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

type Values = Required<TBranchFormValues> & Record<string, unknown>;
const EMPTY: Values = { nameEn: '', nameCn: '', nameBm: '', detailEn: '', detailCn: '', detailBm: '', address: '', phone: '', visibility: 'public', sort: 0 };

/** Adding (branch null) or editing a branch, in a dialog. */
function BranchModal({ branch, onClose }: { branch: TBranch | null; onClose(): void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const create = trpc.profile.branches.create.useMutation();
  const update = trpc.profile.branches.update.useMutation();
  const initial: Values = branch ? { ...EMPTY, ...branch } : EMPTY;
  const form = useScreenForm<Values>({ initialValues: initial, validate: schemaResolver(ZBranchInput) });
  const { submit, saving } = useFormSave(
    form,
    (values) => (branch ? update.mutateAsync({ ...values, id: branch.id }) : create.mutateAsync(values)),
    () => {
      showSuccess(t('profile.branches.saved'));
      void utils.profile.branches.list.invalidate();
      onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title={t(branch ? 'profile.branches.edit' : 'profile.branches.add')} size="xl">
      <form onSubmit={submit} data-testid="branch-form">
        <Stack>
          <LocalizedInputs form={form} field="name" label={t('messages.profile.fields.branchName')} required />
          <LocalizedInputs form={form} field="detail" label={t('messages.profile.fields.branchDetail')} multiline />
          <Textarea label={t('messages.profile.fields.address')} withAsterisk autosize minRows={2} {...form.getInputProps('address')} />
          <Group grow align="flex-start">
            <TextInput label={t('messages.profile.fields.phone')} type="tel" {...form.getInputProps('phone')} />
            <NumberInput label={t('profile.branches.sort')} min={0} allowDecimal={false} {...form.getInputProps('sort')} />
          </Group>
          <SegmentedControl
            data={[
              { value: 'public', label: t('profile.branches.public') },
              { value: 'hidden', label: t('profile.branches.hidden') },
            ]}
            {...form.getInputProps('visibility')}
          />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}

/** /profile/branches: the company's branches (name and detail in three languages, address, phone, visibility, sort). */
export default function BranchesPage() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const canEdit = useCanEdit();
  const branches = trpc.profile.branches.list.useQuery();
  const remove = trpc.profile.branches.remove.useMutation({ onSuccess: () => void utils.profile.branches.list.invalidate(), onError: showError });
  const [editing, setEditing] = useState<TBranch | null | undefined>(undefined);
  if (!branches.data) return <Center py="xl">{branches.error ? null : <Loader size="sm" />}</Center>;
  return (
    <Stack>
      {canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} data-testid="add-branch">
            {t('profile.branches.add')}
          </Button>
        </Group>
      )}
      {branches.data.length === 0 && <Text c="dimmed">{t('common.nothingYet')}</Text>}
      {branches.data.map((b) => (
        <Card withBorder key={b.id} data-testid="branch-card">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Title order={2} size="h5">
                  {b.nameEn}
                </Title>
                {b.visibility === 'hidden' && <Badge color="gray">{t('profile.branches.hidden')}</Badge>}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {b.address}
              </Text>
              {b.phone && <Text size="sm">{b.phone}</Text>}
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setEditing(b)}>
                {t(canEdit ? 'common.edit' : 'profile.branches.view')}
              </Button>
              <RowDeleteButton title={t('profile.branches.deleteTitle', { name: b.nameEn })} onConfirm={() => remove.mutate({ id: b.id })} />
            </Group>
          </Group>
        </Card>
      ))}
      {editing !== undefined && <BranchModal branch={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
