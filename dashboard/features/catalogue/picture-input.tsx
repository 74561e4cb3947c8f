import type { ReactNode } from 'react';
import { Button, FileButton, Group, Input } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_POLICIES } from '../../../core/uploads/policies.ts';
import { useUploader } from '../../components/use-uploader.ts';
import { PictureThumb } from './picture-thumb.tsx';
import { usePictureSrc } from './use-picture-src.ts';

const PICTURE_TYPES = UPLOAD_POLICIES['catalogue-picture'].types.join(',');

interface Props {
  label: string;
  /** The upload id of the picture, or null. */
  value?: string | null;
  onChange(uploadId: string | null): void;
  error?: ReactNode;
}

/** One catalogue picture (a brand's, a category's): upload, replace or remove, with its thumbnail. */
export function PictureInput({ label, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const src = usePictureSrc();
  const { upload, uploading } = useUploader('catalogue-picture', (uploaded) => onChange(uploaded.id));
  return (
    <Input.Wrapper label={label} error={error}>
      <Group mt={4}>
        <PictureThumb src={value ? src({ uploadId: value }) : null} alt={label} size={72} />
        <FileButton onChange={(file) => file && upload([file])} accept={PICTURE_TYPES}>
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
