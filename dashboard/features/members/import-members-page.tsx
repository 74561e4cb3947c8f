import { Alert, Badge, Button, Card, Checkbox, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TJob, TJobStatus } from '../../../core/jobs/schema.ts';
import { MEMBER_IMPORT_LIMITS } from '../../../core/members/constants.ts';
import { SAMPLE_FILE } from '../../../core/members/import/columns.ts';
import { ZStartMemberImportInput } from '../../../core/members/import/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { FileDrop } from '../../components/file-drop.tsx';
import { useUploader } from '../../components/use-uploader.ts';

const POLL_MS = 800;
const COLOR: Record<TJobStatus, string> = { queued: 'gray', in_progress: 'blue', completed: 'green', failed: 'red' };
const isRunning = (job: TJob | undefined) => job?.status === 'queued' || job?.status === 'in_progress';
const BATCH = ZStartMemberImportInput.shape.batch;

/** The import job the screen started, polled until it is over. */
function useMemberJob() {
  const utils = trpc.useUtils();
  const [jobId, setJobId] = useState<string | null>(null);
  const query = trpc.memberFiles.job.useQuery({ id: jobId ?? '' }, { enabled: jobId !== null, refetchInterval: (q) => (isRunning(q.state.data) ? POLL_MS : false) });
  const follow = (started: TJob) => {
    utils.memberFiles.job.setData({ id: started.id }, started);
    setJobId(started.id);
  };
  return { job: jobId !== null ? query.data : undefined, follow };
}

/** The job as it runs (rows checked, then rows written of all), then its summary and its rejected rows. */
function ImportJobPanel({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const percent = job.totalRows > 0 ? Math.round((job.doneRows / job.totalRows) * 100) : 0;
  const color = job.status === 'failed' ? 'red' : job.failedCount > 0 ? 'yellow' : 'green';
  return (
    <Card withBorder data-testid="member-import-job">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {job.fileName}
          </Text>
          <Badge color={COLOR[job.status]} variant="light" data-testid="job-status" data-status={job.status}>
            {t(`memberImport.status.${job.status}`)}
          </Badge>
        </Group>
        {isRunning(job) && (
          <>
            <Progress value={job.totalRows > 0 ? percent : 100} animated striped size="lg" />
            <Text size="xs" c="dimmed">
              {job.totalRows > 0 ? t('memberImport.writing', { done: job.doneRows, total: job.totalRows }) : t('memberImport.checking', { done: job.doneRows })}
            </Text>
          </>
        )}
        {!isRunning(job) && (
          <Alert color={color} title={t(job.dryRun ? 'memberImport.resultDryRun' : 'memberImport.result')} data-testid="job-result">
            {job.summary}
          </Alert>
        )}
        {!isRunning(job) && job.hasErrorFile && (
          <Group>
            <DownloadButton path={`/api/jobs/${job.id}/errors`} fileName={`member-import-errors-${job.id}.csv`} label={t('memberImport.errorFile')} size="sm" variant="light" color="red" testId="download-errors" />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /mysales/import-members: a batch name, a CSV dropped (the sample shows the columns), a dry run
 * or the real import, its progress and its outcome with the rejected rows to download, fix and
 * import again under the same batch.
 */
export default function ImportMembersPage() {
  const { t } = useTranslation();
  const [batch, setBatch] = useState('');
  const [batchError, setBatchError] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const { job, follow } = useMemberJob();
  const start = trpc.memberFiles.startImport.useMutation({ onSuccess: follow, onError: showError });
  const checkBatch = (): string | null => {
    const parsed = BATCH.safeParse(batch);
    setBatchError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    return parsed.success ? parsed.data : null;
  };
  const { upload, uploading } = useUploader('member-import', (uploaded) => {
    setUploadId(uploaded.id);
    const name = checkBatch();
    if (name !== null) start.mutate({ uploadId: uploaded.id, batch: name, dryRun });
  });
  const onDrop = (files: File[]) => {
    // The batch name comes first: without it nothing is sent.
    if (checkBatch() !== null) upload(files);
  };
  const checked = job && !isRunning(job) && job.dryRun && job.status === 'completed' && uploadId !== null;
  const busy = uploading || start.isPending || isRunning(job);
  return (
    <Stack maw={760}>
      <Title order={2}>{t('memberImport.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('memberImport.intro', { max: MEMBER_IMPORT_LIMITS.maxRows.toLocaleString(), mb: MEMBER_IMPORT_LIMITS.maxBytes / 1024 / 1024 })}
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
            loading={start.isPending}
            onClick={() => {
              const name = checkBatch();
              if (name !== null) start.mutate({ uploadId, batch: name, dryRun: false });
            }}
            data-testid="member-import-commit"
          >
            {t('memberImport.importChecked')}
          </Button>
        </Group>
      )}
      {job && <ImportJobPanel job={job} />}
    </Stack>
  );
}
