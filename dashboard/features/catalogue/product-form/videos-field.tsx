import { Group, TextInput } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS } from '../../../../core/catalogue/constants.ts';
import { ListField, RemoveRowButton } from './list-field.tsx';
import type { ProductForm } from './product-form-values.ts';

/** YouTube links shown with the product. */
export function VideosField({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const videos = form.getValues().videos;
  return (
    <ListField
      form={form}
      path="videos"
      title={t('catalogue.form.videos')}
      addLabel={t('catalogue.form.addVideo')}
      onAdd={() => form.insertListItem('videos', '')}
      canAdd={videos.length < CATALOGUE_LIMITS.maxVideos}
    >
      {videos.map((_url, index) => (
        <Group key={index} align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('catalogue.form.videoUrl')}
            placeholder="https://www.youtube.com/watch?v=…"
            leftSection={<IconBrandYoutube size={16} />}
            {...form.getInputProps(`videos.${index}`)}
          />
          <RemoveRowButton onClick={() => form.removeListItem('videos', index)} />
        </Group>
      ))}
    </ListField>
  );
}
