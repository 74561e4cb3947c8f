import { Button } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHOTO_PATHS } from './paths.ts';

/** The table's and the grid's link to /manage/photos/quickedit, keeping the album shown. */
export function PhotoQuickEditButton({ albumId }: { albumId: string | null }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" component={Link} to={albumId ? `${PHOTO_PATHS.quickEdit}?category=${albumId}` : PHOTO_PATHS.quickEdit} leftSection={<IconBolt size={16} />} data-testid="photo-quick-edit">
      {t('photos.quickEdit.open')}
    </Button>
  );
}
