import { Checkbox, Modal, PasswordInput, ScrollArea, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODULE_KEYS, can, type ModuleKey } from '../../../core/permissions/modules.ts';
import type { TRoleRow } from '../../../core/roles/schema.ts';
import { ZCreateUserInput } from '../../../core/users/schema.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useSession } from '../../app/session.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

interface Props {
  roles: TRoleRow[];
  onClose(): void;
  onSaved(): void;
}

/** The roles that open every chosen module (at least for viewing). */
export const rolesForModules = (roles: TRoleRow[], modules: readonly ModuleKey[]): TRoleRow[] => roles.filter((role) => modules.every((m) => can(role.permissions, m, 'view')));

const userSchema = schemaResolver(ZCreateUserInput);

/**
 * platform.md section 5, the second add-user form: the modules the new user needs come first
 * (at least one), then a role that opens them all ('Please select a role'); a login ID in use
 * says 'Username already exists'. The user starts active, without validity dates.
 */
export function ModulesUserModal({ roles, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const inactive = new Set(user?.inactiveModules ?? []);
  const form = useScreenForm({
    initialValues: { name: '', username: '', email: '', password: '', confirmPassword: '', modules: [] as ModuleKey[], roleId: '', status: 'active' as const, startsOn: '', expiresOn: '' },
    validate: (values) => ({ ...userSchema(values), ...(values.modules.length === 0 && { modules: t('users.byModules.modulesRequired') }) }),
  });
  const { modules, roleId } = form.getValues();
  const fitting = rolesForModules(roles, modules);
  const create = trpc.users.create.useMutation({
    onSuccess: onSaved,
    onError: (error) => {
      if (errorInfo(error).appCode === 'USER.LOGIN_ID_TAKEN') form.setFieldError('username', t('users.byModules.usernameExists'));
      else showFormError(form, error);
    },
  });
  const submit = form.onSubmit(({ modules: _modules, ...values }) => create.mutate(values));
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('users.byModules.title')}</Text>} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="modules-user-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('users.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('users.byModules.username')} withAsterisk autoComplete="off" {...form.getInputProps('username')} />
            <TextInput label={t('users.email')} withAsterisk type="email" {...form.getInputProps('email')} />
            <span />
            <PasswordInput label={t('users.password')} withAsterisk description={t('password.rules')} autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput label={t('users.confirmPassword')} withAsterisk autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          <Checkbox.Group
            label={t('users.byModules.modules')}
            description={t('users.byModules.modulesHint')}
            withAsterisk
            {...form.getInputProps('modules')}
            onChange={(value) => {
              form.setFieldValue('modules', value as ModuleKey[]);
              // A role that no longer opens every chosen module is chosen again.
              if (roleId && !rolesForModules(roles, value as ModuleKey[]).some((r) => r.id === roleId)) form.setFieldValue('roleId', '');
            }}
          >
            <ScrollArea.Autosize mah={200} mt="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6}>
                {MODULE_KEYS.filter((m) => !inactive.has(m)).map((m) => (
                  <Checkbox key={m} value={m} label={t(`modules.${m}`)} />
                ))}
              </SimpleGrid>
            </ScrollArea.Autosize>
          </Checkbox.Group>
          <Select
            label={t('users.role')}
            withAsterisk
            placeholder={t('users.pickRole')}
            description={modules.length > 0 && fitting.length === 0 ? t('users.byModules.noRole') : undefined}
            data={fitting.map((r) => ({ value: r.id, label: r.name }))}
            {...form.getInputProps('roleId')}
            value={roleId || null}
            onChange={(value) => form.setFieldValue('roleId', value ?? '')}
          />
          <FormActions onCancel={onClose} saving={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
