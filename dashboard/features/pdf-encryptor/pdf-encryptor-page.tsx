import { Button, Group, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PDF_ENCRYPTOR_LIMITS as L } from '../../../core/pdf-encryptor/constants.ts';
import { ZStartPdfEncryptInput } from '../../../core/pdf-encryptor/schema.ts';
import { useScreenForm } from '../../app/forms.ts';
import { FileDrop } from '../../components/file-drop.tsx';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { useUploader } from '../../components/use-uploader.ts';
import { zodErrors } from '../../components/zod-errors.ts';

type Source = 'content' | 'upload';

const empty = { password: '', confirm: '', source: 'content' as Source, content: '', fileName: '' };
type Values = typeof empty;

/**
 * /tools/pdf-encryptor: the unlock password (typed twice), then either content written here or a
 * PDF dropped, and an optional name for the result. Encrypt starts a 'pdf-encrypt' job; its
 * panel shows the progress and, once done, the encrypted PDF to download. The password fields
 * are emptied once the job started: the page keeps it no longer than it must.
 */
export default function PdfEncryptorPage() {
  const { t } = useTranslation();
  const [upload, setUpload] = useState<{ id: string; name: string } | null>(null);
  const { job, running, start, starting } = useJob();
  const { upload: send, uploading } = useUploader('pdf-encrypt', (uploaded, file) => setUpload({ id: uploaded.id, name: file.name }));
  const input = (v: Values) => ({ password: v.password, uploadId: v.source === 'upload' ? (upload?.id ?? null) : null, content: v.source === 'content' ? v.content : '', fileName: v.fileName });
  const form = useScreenForm({
    initialValues: empty,
    validate: (v: Values) => ({
      ...zodErrors(ZStartPdfEncryptInput.safeParse(input(v))),
      ...(v.confirm !== v.password && { confirm: t('pdfEncryptor.mismatch') }),
    }),
  });
  const source = form.values.source;
  const busy = uploading || starting || running;
  const submit = form.onSubmit((values) => {
    start({ kind: 'pdf-encrypt', ...input(values) });
    form.setValues({ password: '', confirm: '' });
  });
  return (
    <Stack maw={760}>
      <Text size="sm" c="dimmed">
        {t('pdfEncryptor.intro')}
      </Text>
      <Paper p="lg" withBorder>
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput label={t('pdfEncryptor.password')} required autoComplete="new-password" maxLength={L.passwordMaxChars} {...form.getInputProps('password')} data-testid="pdf-password" />
            <PasswordInput label={t('pdfEncryptor.confirm')} required autoComplete="new-password" maxLength={L.passwordMaxChars} {...form.getInputProps('confirm')} data-testid="pdf-confirm" />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('pdfEncryptor.source')}
              </Text>
              <SegmentedControl
                data={[
                  { value: 'content', label: t('pdfEncryptor.sourceContent') },
                  { value: 'upload', label: t('pdfEncryptor.sourceUpload') },
                ]}
                {...form.getInputProps('source')}
                data-testid="pdf-source"
              />
            </Stack>
            {source === 'content' ? (
              <Textarea label={t('pdfEncryptor.content')} required autosize minRows={6} maxRows={20} maxLength={L.contentMaxChars} {...form.getInputProps('content')} data-testid="pdf-content" />
            ) : (
              <Stack gap={4}>
                <FileDrop
                  purpose="pdf-encrypt"
                  onDrop={send}
                  title={t('pdfEncryptor.drop')}
                  hint={t('pdfEncryptor.dropHint', { mb: L.uploadMaxBytes / 1024 / 1024 })}
                  icon={<IconFileTypePdf size={32} />}
                  loading={uploading}
                  disabled={busy}
                  testId="pdf-drop"
                />
                {upload && (
                  <Text size="sm" truncate data-testid="pdf-chosen">
                    {upload.name}
                  </Text>
                )}
              </Stack>
            )}
            <TextInput label={t('pdfEncryptor.fileName')} description={t('pdfEncryptor.fileNameHint')} maxLength={L.fileNameMaxChars} {...form.getInputProps('fileName')} data-testid="pdf-file-name" />
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconLock size={16} />} loading={starting || running} disabled={uploading || (source === 'upload' && !upload)} data-testid="pdf-encrypt">
                {t('pdfEncryptor.encrypt')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {job && <JobPanel job={job} />}
    </Stack>
  );
}
