import { ProgressBar, Spinner } from '@inkjs/ui';
import { Box, Text, render } from 'ink';
import type { TJob } from '../../../core/jobs/schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';


/** While a file is read the total is unknown (a spinner and the rows so far); then a bar. */
export function JobProgressView({ label, unit, job }: { label: string; unit: string; job: TJob | null }) {
  if (!job || job.status === 'queued') return <Spinner label={`${label}: waiting to start`} />;
  if (job.totalRows === 0) return <Spinner label={`${label}: ${formatCount(job.doneRows)} ${unit} read`} />;
  return (
    <Box gap={1}>
      <Text>{label}</Text>
      <Box width={40}>
        <ProgressBar value={Math.min(100, Math.round((job.doneRows / job.totalRows) * 100))} />
      </Box>
      <Text>
        {formatCount(job.doneRows)} of {formatCount(job.totalRows)} {unit}
      </Text>
    </Box>
  );
}

/** Draws a job's progress on stderr until stopped; stopping leaves nothing behind. */
export function showJobProgress(label: string, unit: string): { update(job: TJob): void; stop(): void } {
  const instance = render(<JobProgressView label={label} unit={unit} job={null} />, { stdout: process.stderr, patchConsole: false });
  return {
    update: (job) => instance.rerender(<JobProgressView label={label} unit={unit} job={job} />),
    stop() {
      instance.clear();
      instance.unmount();
    },
  };
}
