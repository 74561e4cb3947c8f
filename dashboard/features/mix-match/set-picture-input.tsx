import type { ReactNode } from 'react';
import { Image, Input, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../components/file-drop.tsx';
import { useUploader } from '../../components/use-uploader.ts';

interface Props {
  /** The picture shown: the saved one, or the file just uploaded. */
  src: string | null;
  onUploaded(uploadId: string, preview: string): void;
  error?: ReactNode;
}

/** The set's picture: dropped or chosen (not by a viewer: FileDrop hides itself), uploaded as a promotion picture, shown once stored. */
export function SetPictureInput({ src, onUploaded, error }: Props) {
  const { t } = useTranslation();
  const { upload, uploading } = useUploader('promotion-picture', (uploaded, file) => onUploaded(uploaded.id, URL.createObjectURL(file)));
  return (
    <Input.Wrapper label={t('mixMatch.image')} withAsterisk error={error}>
      <Stack gap="xs" mt={4}>
        {src && <Image src={src} alt={t('mixMatch.image')} w={160} h={160} radius="sm" fit="cover" data-testid="set-picture" />}
        <FileDrop
          purpose="promotion-picture"
          onDrop={upload}
          loading={uploading}
          title={t(src ? 'mixMatch.replaceImage' : 'mixMatch.uploadImage')}
          hint={t('mixMatch.imageHint')}
          icon={<IconPhoto size={36} stroke={1.5} />}
          testId="set-picture-drop"
        />
      </Stack>
    </Input.Wrapper>
  );
}
