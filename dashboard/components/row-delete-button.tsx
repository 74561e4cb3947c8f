import { ActionIcon, Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../app/dialogs.tsx';
import { useCanEdit } from '../app/screen-access.tsx';

interface Props {
  /** The confirmation's title, naming what goes. */
  title: string;
  onConfirm: () => void;
  /** A small text button with this label (Delete, Revoke); without it, a trash icon labelled Delete. */
  label?: string;
  testId?: string;
}

/** A list row's delete (or revoke) button: it asks first, saying that the action cannot be reverted. A record page's own Delete is DeleteButton. A viewer does not see it. */
export function RowDeleteButton({ title, onConfirm, label, testId }: Props) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const ask = () => confirmIrreversible({ title, confirmLabel: label ?? t('common.delete'), onConfirm });
  if (!canEdit) return null;
  if (label)
    return (
      <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={ask} data-testid={testId}>
        {label}
      </Button>
    );
  return (
    <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} onClick={ask} data-testid={testId}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}
