import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_IMPORT_LIMITS } from '../../../core/members/constants.ts';
import { SAMPLE_FILE } from '../../../core/members/import/columns.ts';
import { ZStartMemberImportInput } from '../../../core/members/import/schema.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { FileDrop } from '../../components/file-drop.tsx';
import { useUploader } from '../../components/use-uploader.ts';
import { JobPanel } from '../../components/jobs/job-panel.tsx';
import { useJob } from '../../components/jobs/use-job.ts';
import { issueMessage, translateMessage } from '../../i18n/messages.ts';
import { useCount } from '../../components/format.ts';

const BATCH = ZStartMemberImportInput.shape.batch;

/**
 * /mysales/import-members: a batch name, a CSV dropped (the sample shows the columns), a dry run
 * or the real import, its progress and its outcome with the rejected rows to download, fix and
 * import again under the same batch.
 */
export default function ImportMembersPage() {
  const { t } = useTranslation();
  const formatCount = useCount();
  const [batch, setBatch] = useState('');
  const [batchError, setBatchError] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const { job, running, start, starting } = useJob();
  const checkBatch = (): string | null => {
    const parsed = BATCH.safeParse(batch);
    setBatchError(parsed.success ? null : translateMessage(issueMessage(parsed.error.issues[0]!.message)));
    return parsed.success ? parsed.data : null;
  };
  const { upload, uploading } = useUploader('member-import', (uploaded) => {
    setUploadId(uploaded.id);
    const name = checkBatch();
    if (name !== null) start({ kind: 'member-import', uploadId: uploaded.id, batch: name, dryRun });
  });
  const onDrop = (files: File[]) => {
    // The batch name comes first: without it nothing is sent.
    if (checkBatch() !== null) upload(files);
  };
  const checked = job?.status === 'completed' && job.dryRun && uploadId !== null;
  const busy = uploading || starting || running;
  return (
    <Stack maw={760}>
      <Text size="sm" c="dimmed">
        {t('memberImport.intro', { max: formatCount(MEMBER_IMPORT_LIMITS.maxRows), mb: MEMBER_IMPORT_LIMITS.maxBytes / 1024 / 1024 })}
      </Text>
      <Group>
        <DownloadButton path="/api/members/import-sample" fileName={SAMPLE_FILE.fileName} label={t('memberImport.sample')} size="xs" variant="default" testId="download-sample" />
      </Group>
      <TextInput
        label={t('memberImport.batch')}
        description={t('memberImport.batchHint')}
        required
        value={batch}
        maxLength={MEMBER_IMPORT_LIMITS.batchMaxChars}
        error={batchError}
        onChange={(e) => setBatch(e.currentTarget.value)}
        onBlur={() => batch !== '' && checkBatch()}
        data-testid="member-import-batch"
      />
      <Checkbox label={t('memberImport.dryRun')} checked={dryRun} onChange={(e) => setDryRun(e.currentTarget.checked)} data-testid="member-import-dry-run" />
      <FileDrop
        purpose="member-import"
        onDrop={onDrop}
        title={t('memberImport.drop')}
        hint={t('memberImport.dropHint', { mb: MEMBER_IMPORT_LIMITS.maxBytes / 1024 / 1024 })}
        icon={<IconFileTypeCsv size={32} />}
        loading={busy}
        disabled={busy}
        testId="member-import-drop"
      />
      {checked && (
        <Group>
          <Button
            leftSection={<IconUpload size={16} />}
            loading={starting}
            onClick={() => {
              const name = checkBatch();
              if (name !== null) start({ kind: 'member-import', uploadId, batch: name, dryRun: false });
            }}
            data-testid="member-import-commit"
          >
            {t('memberImport.importChecked')}
          </Button>
        </Group>
      )}
      {job && <JobPanel job={job} />}
    </Stack>
  );
}
