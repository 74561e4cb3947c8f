import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../app/dialogs.tsx';

/** A record page's Delete button: asks first, saying the deletion cannot be reverted, then calls onConfirm. */
export function DeleteButton({ label, title, deleting, onConfirm, testId }: { label: string; title: string; deleting: boolean; onConfirm: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button color="red" variant="light" loading={deleting} onClick={() => confirmIrreversible({ title, confirmLabel: t('common.delete'), onConfirm })} data-testid={testId}>
      {label}
    </Button>
  );
}
