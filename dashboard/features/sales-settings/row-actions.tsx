import { ActionIcon, Group, Switch } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';

interface Props {
  name: string;
  enabled: boolean;
  onToggle(enabled: boolean): void;
  onEdit(): void;
  onDelete(): void;
}

/** A settings row's switch (enabled or shown), edit and delete (asked first). */
export function RowActions({ name, enabled, onToggle, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Switch size="sm" checked={enabled} onChange={(e) => onToggle(e.currentTarget.checked)} aria-label={t('common.enabled')} data-testid={`toggle-${name}`} />
      <ActionIcon variant="subtle" aria-label={t('common.edit')} onClick={onEdit} data-testid={`edit-${name}`}>
        <IconPencil size={18} />
      </ActionIcon>
      <RowDeleteButton title={t('salesSettings.deleteTitle', { name })} onConfirm={onDelete} testId={`delete-${name}`} />
    </Group>
  );
}
