import { useTranslation } from 'react-i18next';
import type { VISIBILITIES } from '../../../../core/catalogue/constants.ts';
import { confirmIrreversible, showError, showSuccess } from '../../../app/dialogs.tsx';
import { trpc } from '../../../app/trpc.ts';

type Visibility = (typeof VISIBILITIES)[number];

/** Show, hide and delete products, one or many, then refresh the list. */
export function useProductActions() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const done = (message: string) => {
    showSuccess(message);
    void utils.products.list.invalidate();
  };
  const visibility = trpc.products.setVisibility.useMutation({
    onSuccess: (r, input) => done(t(input.visibility === 'public' ? 'catalogue.list.shown' : 'catalogue.list.hidden', { count: r.updated })),
    onError: showError,
  });
  const remove = trpc.products.delete.useMutation({ onSuccess: (r) => done(t('catalogue.list.deleted', { count: r.deleted })), onError: showError });
  return {
    setVisibility: (ids: string[], next: Visibility) => visibility.mutate({ ids, visibility: next }),
    /** Deletes at once: the caller has asked already (bulk actions confirm by themselves). */
    remove: (ids: string[]) => remove.mutate({ ids }),
    confirmRemove: (product: { id: string; nameEn: string }) =>
      confirmIrreversible({ title: t('catalogue.list.deleteTitle', { name: product.nameEn }), confirmLabel: t('common.delete'), onConfirm: () => remove.mutate({ ids: [product.id] }) }),
  };
}
