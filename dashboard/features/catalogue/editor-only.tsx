import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCanEditCatalogue } from './use-can-edit.ts';

/** A screen that only changes the catalogue: viewers are told so instead. */
export function EditorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const canEdit = useCanEditCatalogue();
  if (canEdit) return children;
  return (
    <Alert color="yellow" title={t('dialog.notice')} data-testid="editors-only">
      {t('catalogue.editorsOnly')}
    </Alert>
  );
}
