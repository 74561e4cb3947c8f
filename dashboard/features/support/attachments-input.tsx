import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_LIMITS } from '../../../core/support/constants.ts';
import type { UploadedFile } from '../../app/files.ts';
import { FileDrop } from '../../components/file-drop.tsx';
import { useFileSize } from '../../components/use-file-size.ts';
import { useUploader } from '../../components/use-uploader.ts';

interface Props {
  files: UploadedFile[];
  onChange(files: UploadedFile[]): void;
}

/** A ticket's attachments: uploaded as they are dropped (10 MB; jpg, jpeg, png, pdf), listed with a remove button. */
export function AttachmentsInput({ files, onChange }: Props) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  // Files of one drop arrive one after another, all in the closure of the drop's render.
  const added: UploadedFile[] = [];
  const { upload, uploading, progress } = useUploader('support-attachment', (uploaded) => {
    added.push(uploaded);
    onChange([...files, ...added]);
  });
  const full = files.length >= SUPPORT_LIMITS.attachments;
  return (
    <Stack gap="xs">
      <FileDrop
        purpose="support-attachment"
        multiple
        onDrop={(dropped) => upload(dropped.slice(0, SUPPORT_LIMITS.attachments - files.length))}
        title={t('support.form.attachments')}
        hint={t('support.form.attachmentsHint', { max: SUPPORT_LIMITS.attachments })}
        icon={<IconPaperclip size={32} stroke={1.5} />}
        loading={uploading}
        disabled={full}
        testId="ticket-attachments"
      />
      {progress !== null && <Progress value={progress * 100} size="sm" />}
      {files.map((f) => (
        <Group key={f.id} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {f.fileName} ({fileSize(f.size)})
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={t('support.form.removeAttachment', { name: f.fileName })} onClick={() => onChange(files.filter((x) => x.id !== f.id))}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
