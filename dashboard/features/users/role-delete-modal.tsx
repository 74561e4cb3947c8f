import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NO_ROLE_LABEL, type TRoleRow } from '../../../core/roles/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';

const NO_ROLE = '__none__';

/** Deleting a role moves its users first: to another role, or to No Role (Without Permission). */
export function RoleDeleteModal({ role, others, onClose, onDeleted }: { role: TRoleRow; others: TRoleRow[]; onClose(): void; onDeleted(): void }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(role.userCount === 0 ? NO_ROLE : null);
  const remove = trpc.roles.delete.useMutation({ onSuccess: onDeleted, onError: showError });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('roles.deleteTitle', { name: role.name })}</Text>} centered>
      <Stack>
        <Text>{t('dialog.cannotRevert')}</Text>
        {role.userCount > 0 && (
          <Select
            label={t('roles.moveUsers', { count: role.userCount })}
            withAsterisk
            data={[{ value: NO_ROLE, label: NO_ROLE_LABEL }, ...others.map((r) => ({ value: r.id, label: r.name }))]}
            value={target}
            onChange={setTarget}
            data-testid="move-users-to"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" disabled={!target} loading={remove.isPending} onClick={() => target && remove.mutate({ id: role.id, moveUsersTo: target === NO_ROLE ? null : target })}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
