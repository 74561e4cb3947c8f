import { Stack, Tabs, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../localized-inputs.tsx';

/** One text of a content form, in each language tab: its field's start ('title' for titleEn...), its label. */
export interface LocalizedField {
  field: string;
  label: string;
  multiline?: boolean;
  /** The English text is required. */
  required?: boolean;
}

/**
 * A content form's texts in EN, CN and BM tabs: each tab holds every text in its language. A tab
 * with a refused field is marked, so a message is never hidden in a tab not shown.
 */
export function LanguageTabs<T>({ form, fields }: { form: UseFormReturnType<T>; fields: LocalizedField[] }) {
  const { t } = useTranslation();
  const errors = Object.keys(form.errors);
  return (
    <Tabs defaultValue="En" keepMounted={false}>
      <Tabs.List>
        {LANGUAGES.map(([suffix, code]) => (
          <Tabs.Tab key={suffix} value={suffix} color={errors.some((key) => key.endsWith(suffix)) ? 'red' : undefined} data-testid={`language-${code}`}>
            {t(`content.form.languages.${suffix}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANGUAGES.map(([suffix, code]) => (
        <Tabs.Panel key={suffix} value={suffix} pt="sm">
          <Stack>
            {fields.map(({ field, label, multiline, required }) => {
              const props = { label: `${label} (${code})`, withAsterisk: required === true && suffix === 'En', ...form.getInputProps(`${field}${suffix}`) };
              return multiline ? <Textarea key={field} autosize minRows={6} maxRows={20} {...props} /> : <TextInput key={field} {...props} />;
            })}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
