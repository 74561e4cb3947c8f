import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';

/** One of the merchant's albums, by name. */
export function AlbumSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  const albums = trpc.photos.categories.options.useQuery().data ?? [];
  return <Select label={t('photos.album')} searchable data={albums.map((a) => ({ value: a.id, label: a.nameEn }))} {...props} />;
}
