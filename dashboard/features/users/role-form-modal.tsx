import { Badge, Modal, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MODULE_KEYS, type Level, type ModuleKey, type PermissionMap } from '../../../core/permissions/modules.ts';
import { ZRoleInput, type TRoleRow } from '../../../core/roles/schema.ts';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { schemaResolver } from '../../components/zod-errors.ts';

interface Props {
  role: TRoleRow | null;
  onClose(): void;
  onSaved(): void;
}

/** A role: its name, an optional description, and viewer or editor access per module. */
export function RoleFormModal({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const inactive = new Set(user?.inactiveModules ?? []);
  const form = useScreenForm({
    initialValues: { name: role?.name ?? '', description: role?.description ?? '', permissions: (role?.permissions ?? {}) as PermissionMap },
    validate: schemaResolver(ZRoleInput),
  });
  const create = trpc.roles.create.useMutation({ onSuccess: onSaved, onError: (e) => showFormError(form, e) });
  const update = trpc.roles.update.useMutation({ onSuccess: onSaved, onError: (e) => showFormError(form, e) });
  const permissions = form.getValues().permissions;
  const setLevel = (module: ModuleKey, level: Level | 'none') => {
    const next = { ...form.getValues().permissions };
    if (level === 'none') delete next[module];
    else next[module] = level;
    form.setFieldValue('permissions', next);
  };
  const submit = form.onSubmit((values) => (role ? update.mutate({ id: role.id, ...values }) : create.mutate(values)));
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{role ? t('roles.editTitle') : t('roles.addTitle')}</Text>} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="role-form">
        <Stack>
          <TextInput label={t('roles.name')} withAsterisk {...form.getInputProps('name')} />
          <Textarea label={t('roles.description')} autosize minRows={2} {...form.getInputProps('description')} />
          <Text size="sm" fw={500}>
            {t('roles.modules')}
          </Text>
          {form.errors.permissions && (
            <Text c="red" size="sm" data-testid="modules-error">
              {form.errors.permissions}
            </Text>
          )}
          <ScrollArea h={360} type="auto">
            <Table striped>
              <Table.Tbody>
                {MODULE_KEYS.map((module) => (
                  <Table.Tr key={module} data-module={module}>
                    <Table.Td>{t(`modules.${module}`)}</Table.Td>
                    <Table.Td ta="right">
                      {inactive.has(module) ? (
                        <Badge color="gray" variant="outline">
                          {t('roles.moduleInactive')}
                        </Badge>
                      ) : (
                        <SegmentedControl
                          size="xs"
                          aria-label={t(`modules.${module}`)}
                          value={permissions[module] ?? 'none'}
                          onChange={(value) => setLevel(module, value as Level | 'none')}
                          data={[
                            { value: 'none', label: t('roles.level.none') },
                            { value: 'view', label: t('roles.level.view') },
                            { value: 'edit', label: t('roles.level.edit') },
                          ]}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <FormActions onCancel={onClose} saving={create.isPending || update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
