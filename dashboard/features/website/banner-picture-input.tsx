import { Button, FileButton, Group, Input } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_POLICIES } from '../../../core/uploads/policies.ts';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { usePictureSrc } from '../../components/use-picture-src.ts';
import { useUploader } from '../../components/use-uploader.ts';
import { pictureSize, showBannerSizeDialog } from './banner-size.tsx';

interface Props {
  label: string;
  value: string | null;
  onChange(uploadId: string): void;
  /** The size a replacement must have (the banner's); none for a new banner. */
  size?: { width: number; height: number };
  error?: string;
}

/** A banner's picture: a replacement of another size is refused in the browser before it is sent (core checks it again). */
export function BannerPictureInput({ label, value, onChange, size, error }: Props) {
  const { t } = useTranslation();
  const src = usePictureSrc();
  const { upload, uploading } = useUploader('website-picture', (uploaded) => onChange(uploaded.id));
  const choose = async (file: File | null) => {
    if (!file) return;
    if (size) {
      const chosen = await pictureSize(file).catch(() => null);
      if (chosen && (chosen.width !== size.width || chosen.height !== size.height)) return showBannerSizeDialog();
    }
    upload([file]);
  };
  return (
    <Input.Wrapper label={label} error={error} withAsterisk description={size ? t('website.banners.sizeHint', size) : undefined}>
      <Group mt={4}>
        <PictureThumb src={value ? src({ uploadId: value }) : null} alt={label} size={72} />
        <FileButton onChange={(file) => void choose(file)} accept={UPLOAD_POLICIES['website-picture'].types.join(',')}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={uploading} data-testid="banner-picture">
              {t(value ? 'catalogue.picture.replace' : 'catalogue.picture.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}
