import { NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TAlbumFormValues, TAlbumRow } from '../../../core/photos/schema.ts';
import { LocalizedInputs } from '../../components/localized-inputs.tsx';
import { VisibilityInput } from '../../components/content/visibility-input.tsx';

export const EMPTY_ALBUM: TAlbumFormValues = { nameEn: '', nameCn: '', nameBm: '', descriptionEn: '', descriptionCn: '', descriptionBm: '', featured: false, visibility: 'public', sort: 0 };

export const albumValues = (a: TAlbumRow): TAlbumFormValues => ({
  nameEn: a.nameEn,
  nameCn: a.nameCn,
  nameBm: a.nameBm,
  descriptionEn: a.descriptionEn,
  descriptionCn: a.descriptionCn,
  descriptionBm: a.descriptionBm,
  featured: a.featured,
  visibility: a.visibility,
  sort: a.sort,
});

/** An album's fields (spec section 3): title and description in three languages, sort, the jobs portal's featured flag, visibility. */
export function AlbumFields({ form, long = false }: { form: UseFormReturnType<TAlbumFormValues>; long?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <LocalizedInputs form={form} field="name" label={t('photos.albums.name')} required long={long} />
      <LocalizedInputs form={form} field="description" label={t('photos.description')} multiline long={long} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <VisibilityInput {...form.getInputProps('visibility')} />
        <NumberInput label={t('content.categories.sort')} min={0} allowDecimal={false} {...form.getInputProps('sort')} />
        <Switch mt="lg" label={t('photos.albums.featured')} description={t('photos.albums.featuredHint')} {...form.getInputProps('featured', { type: 'checkbox' })} />
      </SimpleGrid>
    </Stack>
  );
}
