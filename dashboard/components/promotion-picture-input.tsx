import type { ReactNode } from 'react';
import { Button, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '../app/screen-access.tsx';
import { FileDrop } from './file-drop.tsx';
import { useUploader } from './use-uploader.ts';

interface Props {
  label: string;
  /** The picture shown: the saved one, or the file just uploaded; '' for none. */
  src: string;
  onChange(uploadId: string, preview: string): void;
  /** The record may no longer change (a viewer of the screen's module cannot change it either). */
  disabled?: boolean;
  error?: ReactNode;
  testId?: string;
}

/** An optional promotion picture: dropped or chosen, uploaded as a promotion picture, shown once stored, removable. */
export function PromotionPictureInput({ label, src, onChange, disabled = false, error, testId }: Props) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const locked = disabled || !canEdit;
  const { upload, uploading } = useUploader('promotion-picture', (uploaded, file) => onChange(uploaded.id, URL.createObjectURL(file)));
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {src && (
          <Group align="flex-end">
            <Image src={src} alt={label} w={160} h={100} radius="sm" fit="contain" />
            {!locked && (
              <Button size="xs" variant="subtle" color="red" onClick={() => onChange('', '')}>
                {t('promotionPicture.remove')}
              </Button>
            )}
          </Group>
        )}
        {!locked && (
          <FileDrop
            purpose="promotion-picture"
            onDrop={upload}
            loading={uploading}
            title={t(src ? 'promotionPicture.replace' : 'promotionPicture.upload')}
            hint={t('promotionPicture.hint')}
            icon={<IconPhoto size={28} stroke={1.5} />}
            testId={testId}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
