import { Modal, PasswordInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { ZCreateUserInput, ZUpdateUserInput, USER_STATUSES, type TUserRow } from '../../../core/users/schema.ts';
import type { TRoleRow } from '../../../core/roles/schema.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

interface Props {
  user: TUserRow | null;
  roles: TRoleRow[];
  onClose(): void;
  onSaved(): void;
}

/** Add or edit a sub-user; the password is required when adding and optional when editing. */
export function UserFormModal({ user, roles, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useScreenForm({
    initialValues: {
      id: user?.id ?? '',
      name: user?.name ?? '',
      username: user?.username ?? '',
      email: user?.email ?? '',
      password: '',
      confirmPassword: '',
      roleId: user?.roleId ?? '',
      status: user?.status ?? 'active',
      startsOn: user?.startsOn ?? '',
      expiresOn: user?.expiresOn ?? '',
    },
    validate: schemaResolver(user ? ZUpdateUserInput : ZCreateUserInput),
  });
  const create = trpc.users.create.useMutation({ onSuccess: onSaved, onError: (e) => showFormError(form, e) });
  const update = trpc.users.update.useMutation({ onSuccess: onSaved, onError: (e) => showFormError(form, e) });
  const submit = form.onSubmit((values) => {
    const { id, ...fields } = values;
    if (user) update.mutate({ id, ...fields });
    else create.mutate(fields);
  });
  const dateProps = (field: 'startsOn' | 'expiresOn') => {
    const input = form.getInputProps(field);
    return { ...input, value: input.value || null, onChange: (value: string | null) => form.setFieldValue(field, value ?? '') };
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{user ? t('users.editTitle') : t('users.addTitle')}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="user-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('users.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('users.loginId')} withAsterisk autoComplete="off" {...form.getInputProps('username')} />
            <TextInput label={t('users.email')} withAsterisk type="email" {...form.getInputProps('email')} />
            <Select
              label={t('users.role')}
              withAsterisk
              placeholder={t('users.pickRole')}
              data={roles.map((r) => ({ value: r.id, label: r.name }))}
              {...form.getInputProps('roleId')}
              value={form.getValues().roleId || null}
              onChange={(value) => form.setFieldValue('roleId', value ?? '')}
            />
            <PasswordInput label={t('users.password')} withAsterisk={!user} description={user ? t('users.passwordKeep') : t('password.rules')} autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput label={t('users.confirmPassword')} withAsterisk={!user} autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
            <DateInput label={t('users.startsOn')} clearable valueFormat="YYYY-MM-DD" {...dateProps('startsOn')} />
            <DateInput label={t('users.expiresOn')} clearable valueFormat="YYYY-MM-DD" {...dateProps('expiresOn')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('users.statusLabel')}
            </Text>
            <SegmentedControl data={USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))} {...form.getInputProps('status')} />
            {form.errors.status && <Text c="red" size="xs">{form.errors.status}</Text>}
          </Stack>
          <FormActions onCancel={onClose} saving={create.isPending || update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
