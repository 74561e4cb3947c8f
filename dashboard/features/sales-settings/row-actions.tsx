import { ActionIcon, Group, Switch } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../app/screen-access.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';

interface Props {
  name: string;
  enabled: boolean;
  onToggle(enabled: boolean): void;
  /** Opens the row's form: to edit it, or read-only for a viewer. */
  onEdit(): void;
  onDelete(): void;
}

/** A settings row's switch (enabled or shown), edit and delete (asked first); a viewer gets View alone. */
export function RowActions({ name, enabled, onToggle, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {canEdit && <Switch size="sm" checked={enabled} onChange={(e) => onToggle(e.currentTarget.checked)} aria-label={t('common.enabled')} data-testid={`toggle-${name}`} />}
      <ActionIcon variant="subtle" aria-label={canEdit ? t('common.edit') : t('access.view')} onClick={onEdit} data-testid={`edit-${name}`}>
        {canEdit ? <IconPencil size={18} /> : <IconEye size={18} />}
      </ActionIcon>
      <RowDeleteButton title={t('salesSettings.deleteTitle', { name })} onConfirm={onDelete} testId={`delete-${name}`} />
    </Group>
  );
}
