import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PhoneScreen } from '../../../components/phone-screen.tsx';
import { AddMultipleForm } from '../add-multiple-page.tsx';
import { PHOTO_PHONE_PATHS } from './paths.ts';

/** /photo_all?add=1: up to 20 photos into one album, from the gallery or the camera; back to /photo_all with that album. */
export function PhotoPhoneAdd() {
  const { t } = useTranslation();
  return (
    <PhoneScreen testId="photo-phone-add">
      <Button component={Link} to={PHOTO_PHONE_PATHS.list} variant="default" leftSection={<IconArrowLeft size={18} />}>
        {t('menu.photos')}
      </Button>
      <AddMultipleForm back={PHOTO_PHONE_PATHS.list} camera />
    </PhoneScreen>
  );
}
