import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZContentCategoryInput, type TContentCategoryRow } from '../../../core/content/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useContentRefresh, type CategoryApi, type ContentListRow } from './content-api.ts';
import type { CategorisedScreen } from './content-screen.ts';
import { CategoryFormModal } from './category-form-modal.tsx';

/** A named list the category screens show: a type's categories, or another list of names (a service's tags). */
export interface NamedContentList {
  api: CategoryApi;
  /** i18n keys of its words; deleted is worded with { name }. */
  texts: { add: string; edit: string; name: string; usage: string; deleted: string };
  /** Core's schema of a name (zNamedInput): its messages. */
  schema: z.ZodType;
  testId: string;
}

/** A content type's categories as a named list. */
export const categoryList = (api: CategoryApi): NamedContentList => ({
  api,
  texts: { add: 'content.categories.add', edit: 'content.categories.edit', name: 'content.categories.name', usage: 'content.categories.items', deleted: 'content.categories.deleted' },
  schema: ZContentCategoryInput,
  testId: 'content-category-list',
});

/**
 * Adding, editing and deleting a content type's categories, whatever lists them (the desktop
 * table, the phone's cards): `dialog` is the add/edit form while one is open; a category in use
 * is refused with '{name} is in use' in the error dialog.
 */
export function useCategoryEditing<R extends ContentListRow, D, F>(screen: CategorisedScreen<R, D, F>, list: NamedContentList = categoryList(screen.api.categories)) {
  const { t } = useTranslation();
  const api = list.api;
  const refresh = useContentRefresh(screen.routerKey);
  const create = api.create.useMutation();
  const update = api.update.useMutation();
  const remove = api.delete.useMutation();
  const [editing, setEditing] = useState<TContentCategoryRow | 'new' | null>(null);
  const dialog = editing && (
    <CategoryFormModal
      category={editing === 'new' ? null : editing}
      schema={list.schema}
      texts={list.texts}
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
        showSuccess(t(list.texts.deleted, { name: row.nameEn }));
        await refresh();
      }, showError),
    dialog,
  };
}
