import { Divider, Stack } from '@mantine/core';
import { FilesField } from './files-field.tsx';
import { PicturesField } from './pictures-field.tsx';
import type { ProductForm } from './product-form-values.ts';
import { VideosField } from './videos-field.tsx';

/** Pictures, YouTube links and downloadable files. */
export function MediaSection({ form }: { form: ProductForm }) {
  return (
    <Stack>
      <PicturesField form={form} />
      <Divider />
      <VideosField form={form} />
      <Divider />
      <FilesField form={form} />
    </Stack>
  );
}
