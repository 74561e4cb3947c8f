import { Alert, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJob } from '../../../core/jobs/schema.ts';
import { CancelJobButton } from './cancel-job-button.tsx';
import { JobFiles } from './job-files.tsx';
import { isRunning, outcomeOf, progressOf } from './job-state.ts';
import { JobStatusBadge } from './job-status-badge.tsx';
import { useProgressText } from './use-progress-text.ts';
import { useSummaryText } from './use-summary-text.ts';

/**
 * A job as every screen shows it: its file and status; while it runs, rows done of all and the
 * percentage, and Cancel when it may still be cancelled; once it ended, how (a title, its
 * summary in the interface's language) and its files to download.
 */
export function JobPanel({ job }: { job: TJob }) {
  const { t } = useTranslation();
  const summaryOf = useSummaryText();
  const progressText = useProgressText();
  const { percent } = progressOf(job);
  const outcome = outcomeOf(job);
  const summary = summaryOf(job);
  return (
    <Card withBorder data-testid="job-panel" data-job={job.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={500} truncate>
            {job.fileName}
          </Text>
          <JobStatusBadge status={job.status} />
        </Group>
        {isRunning(job) && (
          <>
            {/* Before it knows its total, the bar only says that it runs. */}
            {job.status === 'in_progress' && <Progress value={percent ?? 100} animated striped size="lg" />}
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed" data-testid="job-progress">
                {progressText(job)}
              </Text>
              <CancelJobButton job={job} />
            </Group>
          </>
        )}
        {outcome && (
          <Alert color={outcome.color} title={t(outcome.text.key, outcome.text.params)} data-testid="job-result">
            {summary}
          </Alert>
        )}
        <JobFiles job={job} />
      </Stack>
    </Card>
  );
}
