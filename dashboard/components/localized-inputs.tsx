import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** Content text comes in English (required where the spec says so), Chinese (CN) and Malay (BM): column suffix and label. */
export const LANGUAGES = [
  ['En', 'EN'],
  ['Cn', 'CN'],
  ['Bm', 'BM'],
] as const;

interface Props<T> {
  form: UseFormReturnType<T>;
  /** The fields' common start: 'name' for nameEn, nameCn and nameBm. */
  field: string;
  label: string;
  /** Text areas instead of one-line inputs. */
  multiline?: boolean;
  /** Long text: the three text areas one under another instead of side by side. */
  long?: boolean;
  /** The English text is required. */
  required?: boolean;
}

/** One text in the three content languages. */
export function LocalizedInputs<T>({ form, field, label, multiline = false, long = false, required = false }: Props<T>) {
  return (
    <SimpleGrid cols={long ? 1 : { base: 1, md: 3 }}>
      {LANGUAGES.map(([suffix, code]) => {
        const props = { label: `${label} (${code})`, withAsterisk: required && suffix === 'En', ...form.getInputProps(`${field}${suffix}`) };
        return multiline ? <Textarea key={suffix} autosize minRows={long ? 4 : 2} maxRows={long ? 16 : 8} {...props} /> : <TextInput key={suffix} {...props} />;
      })}
    </SimpleGrid>
  );
}
