import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../app/dialogs.tsx';
import { useCanEdit } from '../app/screen-access.tsx';

/** A record page's Delete button: asks first, saying the deletion cannot be reverted, then calls onConfirm. A viewer does not see it. */
export function DeleteButton({ label, title, deleting, onConfirm, testId }: { label: string; title: string; deleting: boolean; onConfirm: () => void; testId: string }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  if (!canEdit) return null;
  return (
    <Button color="red" variant="light" loading={deleting} onClick={() => confirmIrreversible({ title, confirmLabel: t('common.delete'), onConfirm })} data-testid={testId}>
      {label}
    </Button>
  );
}
