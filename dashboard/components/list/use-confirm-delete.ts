import { useTranslation } from 'react-i18next';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';

interface ConfirmDeleteOptions<T> {
  /** The question asked, and the message once the row is gone. */
  title(row: T): string;
  deleted(row: T): string;
  remove(input: { id: string }): Promise<unknown>;
  refresh(): Promise<unknown>;
}

/** A list row's Delete, the same on every list: asks first (it cannot be undone), then says so and refreshes. */
export function useConfirmDelete<T extends { id: string }>({ title, deleted, remove, refresh }: ConfirmDeleteOptions<T>) {
  const { t } = useTranslation();
  return (row: T) =>
    confirmIrreversible({
      title: title(row),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        void remove({ id: row.id }).then(async () => {
          showSuccess(deleted(row));
          await refresh();
        }, showError),
    });
}
