import { Button, Group, Text } from '@mantine/core';
import { IconLayoutGrid, IconPhotoPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPhotoRow } from '../../../core/photos/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { ContentListScreen } from '../../components/content/content-list-screen.tsx';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { PHOTO_PATHS } from './paths.ts';
import { photoScreen } from './photo-screen.ts';
import { PhotoQuickEditButton } from './quick-edit-button.tsx';

/** /manage/photos: the photo table (the older screen; page sizes 35, 65, 95, 115), filtered by album. */
export default function PhotoListPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const albumId = useSearchParams()[0].get('category');
  return (
    <ContentListScreen
      screen={photoScreen}
      testId="photo-list"
      toolbar={
        <>
          <Button variant="default" component={Link} to={PHOTO_PATHS.grid} leftSection={<IconLayoutGrid size={16} />}>
            {t('photos.grid.open')}
          </Button>
          {canEdit && (
            <Button variant="default" component={Link} to={PHOTO_PATHS.addMultiple} leftSection={<IconPhotoPlus size={16} />}>
              {t('photos.addMultiple.title')}
            </Button>
          )}
          {canEdit && <PhotoQuickEditButton albumId={albumId} />}
        </>
      }
      columns={[
        {
          accessor: 'titleEn',
          title: t('content.form.title'),
          render: (row: TPhotoRow) => (
            <Group gap="sm" wrap="nowrap">
              <PictureThumb src={row.thumbnail} alt={row.titleEn} size={48} />
              <Text size="sm">{row.titleEn || '—'}</Text>
            </Group>
          ),
        },
      ]}
    />
  );
}
