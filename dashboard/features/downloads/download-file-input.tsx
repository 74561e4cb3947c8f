import { useState, type ReactNode } from 'react';
import { Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconFileDownload, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DOWNLOAD_FILE_MAX_BYTES } from '../../../core/downloads/constants.ts';
import type { UploadedFile } from '../../app/files.ts';
import { FileDrop } from '../../components/file-drop.tsx';
import { useFileSize } from '../../components/use-file-size.ts';
import { useUploader } from '../../components/use-uploader.ts';

/** The file a download offers, as its form shows it. */
export interface ChosenFile {
  fileName: string;
  size: number;
}

interface Props {
  /** The upload id, or '' before one is chosen. */
  value: string;
  /** The name and size of the file value names. */
  file: ChosenFile | null;
  onUploaded(uploaded: UploadedFile): void;
  error?: ReactNode;
}

/**
 * A download's one file: dropped or chosen, refused in the browser above 50 MB (the policy's
 * message, as the server's), sent with a progress bar, then shown by name and size. A viewer sees
 * the name and size only (FileDrop is an editor's).
 */
export function DownloadFileInput({ value, file, onUploaded, error }: Props) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  const [sending, setSending] = useState<File | null>(null);
  const { upload, uploading, progress } = useUploader('download-file', onUploaded);
  const shown = uploading && sending ? { fileName: sending.name, size: sending.size } : value ? file : null;
  return (
    <Input.Wrapper label={t('downloads.file')} withAsterisk error={error}>
      <Stack gap="xs" mt={4}>
        {shown && (
          <Group gap="xs" wrap="nowrap" data-testid="download-file">
            <IconPaperclip size={16} />
            <Text size="sm" truncate>
              {shown.fileName}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {fileSize(shown.size)}
            </Text>
          </Group>
        )}
        {progress !== null && <Progress value={progress * 100} animated size="lg" aria-label={t('downloads.uploading')} data-testid="download-progress" />}
        <FileDrop
          purpose="download-file"
          onDrop={(files) => {
            setSending(files[0] ?? null);
            upload(files.slice(0, 1));
          }}
          loading={uploading}
          title={t(value ? 'downloads.replaceFile' : 'downloads.chooseFile')}
          hint={t('downloads.fileHint', { max: fileSize(DOWNLOAD_FILE_MAX_BYTES) })}
          icon={<IconFileDownload size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
          testId="download-file-drop"
        />
      </Stack>
    </Input.Wrapper>
  );
}
