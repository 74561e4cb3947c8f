import type { ReactNode } from 'react';
import { Button, FileButton, Group, Input } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_POLICIES } from '../../core/uploads/policies.ts';
import { useUploader } from './use-uploader.ts';
import { PictureThumb } from './picture-thumb.tsx';
import { usePictureSrc } from './use-picture-src.ts';

/** The purposes of single pictures: a brand's or category's, a content item's, the e-mail sender's logo, or the one picture of products imported together. */
type PicturePurpose = 'catalogue-picture' | 'product-image' | 'content-picture' | 'website-picture' | 'sales-photo' | 'sales-name-card' | 'sales-background' | 'profile-picture' | 'profile-header' | 'app-picture' | 'email-logo' | 'order-mail-logo' | 'web-push-picture' | 'sme-picture' | 'portal-ad-image';

interface Props {
  purpose: PicturePurpose;
  label: string;
  /** The upload id of the picture, or null. */
  value?: string | null;
  onChange(uploadId: string | null): void;
  error?: ReactNode;
  /** Also a Take photo button, which opens a phone's back camera (capture="environment"); the other button opens its gallery. */
  camera?: boolean;
  withAsterisk?: boolean;
}

/** One storefront picture (a brand's, a category's, a news item's): upload, replace or remove, with its thumbnail. */
export function PictureInput({ purpose, label, value, onChange, error, camera, withAsterisk }: Props) {
  const { t } = useTranslation();
  const src = usePictureSrc();
  const { upload, uploading } = useUploader(purpose, (uploaded) => onChange(uploaded.id));
  const accept = UPLOAD_POLICIES[purpose].types.join(',');
  return (
    <Input.Wrapper label={label} error={error} withAsterisk={withAsterisk}>
      <Group mt={4}>
        <PictureThumb src={value ? src({ uploadId: value }) : null} alt={label} size={72} />
        {camera && (
          <FileButton onChange={(file) => file && upload([file])} accept={accept} capture="environment">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconCamera size={16} />} loading={uploading} data-testid="take-photo">
                {t('catalogue.picture.takePhoto')}
              </Button>
            )}
          </FileButton>
        )}
        <FileButton onChange={(file) => file && upload([file])} accept={accept}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={uploading}>
              {t(value ? 'catalogue.picture.replace' : 'catalogue.picture.upload')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" onClick={() => onChange(null)}>
            {t('catalogue.picture.remove')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
