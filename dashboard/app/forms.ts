import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { showError } from './dialogs.tsx';
import { errorInfo } from './trpc.ts';

/**
 * Puts a failed save's field messages under the form's fields; an error that names no field
 * of the form goes to the error dialog. When the form is one part of the call's input
 * ({ id, product }), prefix ('product.') is taken off the server's field paths. Returns the
 * fields that got a message.
 */
export function showFormError<T extends Record<string, unknown>>(form: UseFormReturnType<T>, error: unknown, prefix = ''): string[] {
  const { fieldErrors } = errorInfo(error);
  const known = Object.entries(fieldErrors ?? {})
    .map(([field, message]) => [field.startsWith(prefix) ? field.slice(prefix.length) : field, message] as const)
    .filter(([field]) => field.split('.')[0]! in form.getValues());
  if (known.length === 0) {
    showError(error);
    return [];
  }
  form.setErrors(Object.fromEntries(known));
  return known.map(([field]) => field);
}

/**
 * Submitting a form through a save call: valid values are saved, then onSaved runs; a refusal
 * lands on the form's fields (or in the error dialog), errorPrefix as in showFormError.
 */
export function useFormSave<T extends Record<string, unknown>>(form: UseFormReturnType<T>, save: (values: T) => Promise<unknown>, onSaved: () => void, errorPrefix = '') {
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await save(values);
      onSaved();
    } catch (error) {
      showFormError(form, error, errorPrefix);
    } finally {
      setSaving(false);
    }
  });
  return { submit, saving };
}
