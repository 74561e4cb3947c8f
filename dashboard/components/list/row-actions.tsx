import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

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

/** A promotion row's last column, the same on every list: Edit or View, then Delete while allowed. */
export function RowActions({ to, editable, viewLabel, children, onDelete, deleteTestId }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" component={Link} to={to} leftSection={<IconPencil size={14} />}>
        {editable ? t('common.edit') : viewLabel}
      </Button>
      {children}
      {onDelete && (
        <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} data-testid={deleteTestId}>
          {t('common.delete')}
        </Button>
      )}
    </Group>
  );
}
