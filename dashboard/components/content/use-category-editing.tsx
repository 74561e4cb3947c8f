import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContentCategoryRow } from '../../../core/content/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useContentRefresh, type ContentListRow } from './content-api.ts';
import type { CategorisedScreen } from './content-screen.ts';
import { CategoryFormModal } from './category-form-modal.tsx';

/**
 * Adding, editing and deleting a content type's categories, whatever lists them (the desktop
 * table, the phone's cards): `dialog` is the add/edit form while one is open; a category in use
 * is refused with '{name} is in use' in the error dialog.
 */
export function useCategoryEditing<R extends ContentListRow, D, F>(screen: CategorisedScreen<R, D, F>) {
  const { t } = useTranslation();
  const api = screen.api.categories;
  const refresh = useContentRefresh(screen.routerKey);
  const create = api.create.useMutation();
  const update = api.update.useMutation();
  const remove = api.delete.useMutation();
  const [editing, setEditing] = useState<TContentCategoryRow | 'new' | null>(null);
  const dialog = editing && (
    <CategoryFormModal
      category={editing === 'new' ? null : editing}
      save={(values) => (editing === 'new' ? create.mutateAsync(values) : update.mutateAsync({ id: editing.id, ...values }))}
      onClose={() => setEditing(null)}
      onSaved={() => {
        setEditing(null);
        void refresh();
      }}
    />
  );
  return {
    add: () => setEditing('new'),
    edit: (row: TContentCategoryRow) => setEditing(row),
    /** Deletes at once: the lists ask first. */
    remove: (row: TContentCategoryRow) =>
      void remove.mutateAsync({ id: row.id }).then(async () => {
        showSuccess(t('content.categories.deleted', { name: row.nameEn }));
        await refresh();
      }, showError),
    dialog,
  };
}
