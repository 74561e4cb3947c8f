import { Button, SimpleGrid } from '@mantine/core';
import { IconBolt, IconLibraryPhoto } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHOTO_PAGE_SIZES } from '../../../../core/photos/constants.ts';
import { useCanEdit } from '../../../app/screen-access.tsx';
import { trpc } from '../../../app/trpc.ts';
import { AddButton } from '../../../components/add-button.tsx';
import { useContentRefresh } from '../../../components/content/content-api.ts';
import { CONTENT_FILTER_KEYS, contentListInput } from '../../../components/content/content-list-input.ts';
import { useContentActions } from '../../../components/content/use-content-actions.ts';
import { useListParams } from '../../../components/list/use-list-params.ts';
import { PhonePages } from '../../../components/phone-pages.tsx';
import { PhoneScreen } from '../../../components/phone-screen.tsx';
import { PhoneCategoryFilter, PhoneSearch } from '../../../components/phone-list-filters.tsx';
import { PHOTO_PHONE_PATHS, withAlbum } from './paths.ts';
import { PhotoPhoneAdd } from './photo-phone-add.tsx';
import { PhotoPhoneCard } from './photo-phone-card.tsx';

/**
 * /photo_all: the photos as cards, two a row, in their album's order; searched on the keyboard's
 * Search key and filtered by album. ?add=1 shows the add-photos form instead (the manifest has no
 * phone add-multiple route), which comes back here with the album chosen.
 */
export default function PhotoPhoneListPage() {
  const [search] = useSearchParams();
  const canEdit = useCanEdit();
  if (search.get('add') && canEdit) return <PhotoPhoneAdd />;
  return <PhotoPhoneList />;
}

function PhotoPhoneList() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const control = useListParams({ filterKeys: CONTENT_FILTER_KEYS, pageSizes: PHOTO_PAGE_SIZES.grid });
  const { params } = control;
  const list = trpc.photos.list.useQuery(contentListInput(params));
  const albums = trpc.photos.categories.options.useQuery().data ?? [];
  const actions = useContentActions(trpc.photos, useContentRefresh('photos'));
  const albumId = params.filters.category || null;
  return (
    <PhoneScreen testId="photo-phone-list">
      <AddButton label={t('photos.phone.addPhotos')} to={PHOTO_PHONE_PATHS.add} testId="add-photos" />
      <Button component={Link} to={PHOTO_PHONE_PATHS.categories} variant="default" leftSection={<IconLibraryPhoto size={18} />}>
        {t('menu.photoAlbums')}
      </Button>
      {canEdit && (
        <Button component={Link} to={withAlbum(PHOTO_PHONE_PATHS.quickEdit, albumId)} variant="default" leftSection={<IconBolt size={18} />} data-testid="photo-quick-edit">
          {t('photos.quickEdit.open')}
        </Button>
      )}
      <PhoneSearch control={control} />
      <PhoneCategoryFilter control={control} options={albums} label={t('photos.album')} allLabel={t('photos.allAlbums')} testId="album-filter" />
      <SimpleGrid cols={2} spacing="sm" data-testid="photo-cards">
        {list.data?.items.map((row) => <PhotoPhoneCard key={row.id} row={row} actions={actions} />)}
      </SimpleGrid>
      <PhonePages query={list} page={params.page} pageSize={params.pageSize} onChange={(page) => control.update({ page })} />
    </PhoneScreen>
  );
}
