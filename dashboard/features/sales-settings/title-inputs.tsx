import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** A title in the three content languages; English is required. */
export function TitleInputs<T>({ form, label }: { form: UseFormReturnType<T>; label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <TextInput label={`${label} (EN)`} withAsterisk {...form.getInputProps('titleEn')} />
      <TextInput label={`${label} (CN)`} {...form.getInputProps('titleCn')} />
      <TextInput label={`${label} (BM)`} {...form.getInputProps('titleBm')} />
    </SimpleGrid>
  );
}
