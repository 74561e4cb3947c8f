import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../../app/screen-access.tsx';

interface RowActionsProps {
  to: string;
  /** Edit while the row may still change, otherwise viewLabel. */
  editable: boolean;
  viewLabel: string;
  /** Actions between the two (e.g. Duplicate). */
  children?: ReactNode;
  /** Given only while the row may be deleted. */
  onDelete?: () => void;
  deleteTestId?: string;
}

/**
 * A row's last column, the same on every list: Edit, or View when the row may no longer change
 * or the user only views the screen's module; then Delete while allowed, never for a viewer.
 */
export function RowActions({ to, editable, viewLabel, children, onDelete, deleteTestId }: RowActionsProps) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const edit = editable && canEdit;
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" component={Link} to={to} leftSection={edit ? <IconPencil size={14} /> : <IconEye size={14} />}>
        {edit ? t('common.edit') : viewLabel}
      </Button>
      {children}
      {onDelete && canEdit && (
        <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid={deleteTestId}>
          {t('common.delete')}
        </Button>
      )}
    </Group>
  );
}
