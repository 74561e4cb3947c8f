import { useState } from 'react';
import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { showError } from './dialogs.tsx';
import { useCanEdit } from './screen-access.tsx';
import { errorInfo } from './trpc.ts';

/** What every bound input gets on a screen the user may only view: it shows its value and takes no change (a checkbox's click too). */
const READ_ONLY_INPUT = { readOnly: true, onChange: () => undefined };

/**
 * Mantine's useForm for the dashboard's forms: on a screen of a module the user may only view,
 * every input bound with getInputProps is read-only, so each form shows the record as it is
 * and no screen has to disable its inputs one by one. locked: the record itself may no longer
 * change (a sent broadcast), for anyone.
 */
export function useScreenForm<Values extends Record<string, unknown>, TransformedValues = Values>(
  input: UseFormInput<Values, TransformedValues>,
  locked = false,
): UseFormReturnType<Values, TransformedValues> {
  const canEdit = useCanEdit();
  return useForm<Values, TransformedValues>(canEdit && !locked ? input : { ...input, enhanceGetInputProps: () => READ_ONLY_INPUT });
}

/**
 * Puts a failed save's field messages under the form's fields; an error that names no field
 * of the form goes to the error dialog. When the form is one part of the call's input
 * ({ id, product }), prefix ('product.') is taken off the server's field paths. Returns the
 * fields that got a message.
 */
export function showFormError<T extends Record<string, unknown>, Transformed = T>(form: UseFormReturnType<T, Transformed>, error: unknown, prefix = ''): string[] {
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
