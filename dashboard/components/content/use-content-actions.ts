import { useTranslation } from 'react-i18next';
import type { TVisibility } from '../../../core/content/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import type { BulkAction } from '../list/list-screen.tsx';
import type { ContentApi, ContentListRow } from './content-api.ts';

/** The i18n keys of the actions' words; shown, hidden and deleted are worded with { count }, deleteTitle with { name }. */
export interface ContentActionTexts {
  show: string;
  hide: string;
  shown: string;
  hidden: string;
  deleted: string;
  deleteTitle: string;
}

const CONTENT_TEXTS: ContentActionTexts = {
  show: 'content.list.show',
  hide: 'content.list.hide',
  shown: 'content.list.shown',
  hidden: 'content.list.hidden',
  deleted: 'content.list.deleted',
  deleteTitle: 'content.list.deleteTitle',
};

/**
 * Show, hide and delete items of a content list, one or many, then refresh what shows them.
 * texts: a type's own words for them (the timeline's Make public / Make private).
 */
export function useContentActions<R extends ContentListRow, D, F>(
  api: Pick<ContentApi<R, D, F>, 'setVisibility' | 'delete'>,
  refresh: () => Promise<unknown>,
  texts: ContentActionTexts = CONTENT_TEXTS,
) {
  const { t } = useTranslation();
  const visibility = api.setVisibility.useMutation();
  const remove = api.delete.useMutation();
  const run = async <O>(call: Promise<O>, message: (result: O) => string) => {
    try {
      showSuccess(message(await call));
      await refresh();
    } catch (error) {
      showError(error);
    }
  };
  const setVisibility = (ids: string[], next: TVisibility) =>
    void run(visibility.mutateAsync({ ids, visibility: next }), (r) => t(next === 'public' ? texts.shown : texts.hidden, { count: r.updated }));
  /** Deletes at once: bulk actions ask first by themselves. */
  const removeNow = (ids: string[]) => void run(remove.mutateAsync({ ids }), (r) => t(texts.deleted, { count: r.deleted }));
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  return {
    setVisibility,
    remove: removeNow,
    /** A list's bulk actions: show, hide, and delete after asking. */
    bulk: <T extends { id: string }>(): BulkAction<T>[] => [
      { label: t(texts.show), run: (rows) => setVisibility(ids(rows), 'public') },
      { label: t(texts.hide), color: 'orange', run: (rows) => setVisibility(ids(rows), 'hidden') },
      { label: t('common.delete'), color: 'red', confirm: true, run: (rows) => removeNow(ids(rows)) },
    ],
    confirmRemove: (id: string, name: string) =>
      confirmIrreversible({ title: t(texts.deleteTitle, { name }), confirmLabel: t('common.delete'), onConfirm: () => removeNow([id]) }),
  };
}
