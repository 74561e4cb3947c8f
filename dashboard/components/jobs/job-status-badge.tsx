import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJobStatus } from '../../../core/jobs/schema.ts';

const COLOR: Record<TJobStatus, string> = { queued: 'gray', in_progress: 'blue', completed: 'green', failed: 'red', cancelled: 'gray' };

/** A job's status; never cut short, however narrow its column (a phone's list). */
export function JobStatusBadge({ status }: { status: TJobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" miw="max-content" data-testid="job-status" data-status={status}>
      {t(`jobs.status.${status}`)}
    </Badge>
  );
}
