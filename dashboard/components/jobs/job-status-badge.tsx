import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJobStatus } from '../../../core/jobs/schema.ts';

const COLOR: Record<TJobStatus, string> = { queued: 'gray', in_progress: 'blue', completed: 'green', failed: 'red' };

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="job-status" data-status={status}>
      {t(`catalogue.jobs.status.${status}`)}
    </Badge>
  );
}
