import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../app/dialogs.tsx';
import { errorInfo, trpc } from '../../../app/trpc.ts';
import { checkChanges, type LineErrors } from './quick-edit-checks.ts';
import type { ChangeField, SkuChange } from './quick-edit-lines.ts';

/** 'patches.3.priceSen' -> [3, 'priceSen'] */
function patchField(path: string): [number, ChangeField] | null {
  const match = /^patches\.(\d+)\.(\w+)$/.exec(path);
  return match ? [Number(match[1]), match[2] as ChangeField] : null;
}

/**
 * Saving quick edits (the quick-edit grid, and a product's row in the list) through
 * products.quickUpdate: core's schema checks the values first; a refusal shows on the field of
 * the SKU it names, and the list is read again after a save.
 */
export function useQuickUpdate(onSaved: () => void) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [errors, setErrors] = useState<LineErrors>(new Map());
  const save = trpc.products.quickUpdate.useMutation({
    onSuccess: (result) => {
      showSuccess(t('catalogue.quickEdit.saved', { count: result.products }));
      setErrors(new Map());
      onSaved();
      void utils.products.list.invalidate();
    },
    onError: (error, input) => {
      const refused = Object.entries(errorInfo(error).fieldErrors ?? {}).flatMap(([path, message]) => {
        const at = patchField(path);
        const patch = at && input.patches[at[0]];
        return patch ? [[patch.sku, { [at[1]]: message }] as const] : [];
      });
      setErrors(new Map(refused));
      showError(error);
    },
  });
  return {
    errors,
    saving: save.isPending,
    /** Saves the changes, or shows what core's schema refuses in them. */
    submit(changes: ReadonlyMap<string, SkuChange>) {
      const found = checkChanges(changes);
      if (found.size) setErrors(found);
      else save.mutate({ patches: [...changes].map(([sku, c]) => ({ sku, ...c })) });
    },
    /** A line changed again: its messages no longer apply. */
    clearErrors(sku: string) {
      setErrors((current) => {
        const next = new Map(current);
        next.delete(sku);
        return next;
      });
    },
  };
}
