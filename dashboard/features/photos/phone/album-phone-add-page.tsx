import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PhoneScreen } from '../../../components/phone-screen.tsx';
import { AlbumAddForm } from '../album-add-page.tsx';
import { PHOTO_PHONE_PATHS } from './paths.ts';

/** /add_album: the album form in one column, back to /manage_album once saved. */
export default function AlbumPhoneAddPage() {
  const { t } = useTranslation();
  return (
    <PhoneScreen testId="album-phone-add">
      <Button component={Link} to={PHOTO_PHONE_PATHS.categories} variant="default" leftSection={<IconArrowLeft size={18} />}>
        {t('menu.photoAlbums')}
      </Button>
      <AlbumAddForm long back={PHOTO_PHONE_PATHS.categories} />
    </PhoneScreen>
  );
}
