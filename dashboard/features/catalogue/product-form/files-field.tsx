import { Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '../../../../core/catalogue/constants.ts';
import { FileDrop } from '../../../components/file-drop.tsx';
import { useUploader } from '../../../components/use-uploader.ts';
import { FieldError } from './field-error.tsx';
import { RemoveRowButton } from './list-field.tsx';
import type { ProductForm } from './product-form-values.ts';

/** Files a buyer can download with the product (manuals, certificates), at most 20 MB each. */
export function FilesField({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const files = form.getValues().files;
  const { upload, uploading } = useUploader('product-file', (uploaded) => form.insertListItem('files', { uploadId: uploaded.id, name: uploaded.fileName }));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('catalogue.form.files')}
      </Text>
      <FileDrop
        purpose="product-file"
        multiple
        onDrop={upload}
        loading={uploading}
        disabled={files.length >= CATALOGUE_LIMITS.maxFiles}
        title={t('catalogue.form.dropFiles')}
        hint={t('catalogue.form.filesHint', { max: CATALOGUE_LIMITS.maxFiles })}
        icon={<IconFileUpload size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
      />
      {files.map((file, index) => (
        <Group key={file.uploadId} align="flex-start" wrap="nowrap">
          <TextInput flex={1} label={t('catalogue.form.fileName')} {...form.getInputProps(`files.${index}.name`)} />
          <RemoveRowButton onClick={() => form.removeListItem('files', index)} />
        </Group>
      ))}
      <FieldError form={form} path="files" />
    </Stack>
  );
}
