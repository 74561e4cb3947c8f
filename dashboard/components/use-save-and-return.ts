import type { UseFormReturnType } from '@mantine/form';
import { useNavigate } from 'react-router';
import { showSuccess } from '../app/dialogs.tsx';
import { useFormSave } from '../app/forms.ts';

interface SaveAndReturn<T, R> {
  save: (values: T) => Promise<R>;
  /** The success toast's words for what was saved. */
  savedMessage: (saved: R) => string;
  /** Refreshes the cached lists that show the record. */
  refresh: () => Promise<unknown>;
  /** The list page to go back to. */
  back: string;
  /** See showFormError: the part of the server's field paths before the form's own ('option.'). */
  errorPrefix?: string;
}

/**
 * A record page's submit: save, say it was saved, refresh the lists and go back to the list; a
 * refusal lands on the form's fields (or in the error dialog) and the page stays.
 */
export function useSaveAndReturn<T extends Record<string, unknown>, R>(form: UseFormReturnType<T>, options: SaveAndReturn<T, R>) {
  const navigate = useNavigate();
  return useFormSave(
    form,
    async (values) => {
      const saved = await options.save(values);
      showSuccess(options.savedMessage(saved));
      await options.refresh();
    },
    () => void navigate(options.back),
    options.errorPrefix,
  );
}
