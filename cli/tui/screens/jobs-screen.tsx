import { Box, Text } from 'ink';
import { useKeys } from '../kit/use-keys.ts';
import { useState } from 'react';
import type { TJob } from '../../../core/jobs/schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { failureLine } from '../../program/failure.ts';
import { dateTime, plural } from '../../ui/format.ts';
import { Confirm } from '../kit/confirm.tsx';
import { DataTable, type Column } from '../kit/data-table.tsx';
import { duration, jobPace, percentDone } from '../kit/job-rate.ts';
import { Screen } from '../kit/screen.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useLoad } from '../kit/use-load.ts';
import { JobScreen } from './job-screen.tsx';
import { JOBS_KEYS } from './screen-keys.ts';

const POLL_MS = 1000;

/** The merchant's jobs, newest first, redrawn every second: open one to follow it, or cancel it. */
export function JobsScreen() {
  const env = useScreenEnv();
  const { api } = env.connection;
  const [cursor, setCursor] = useState(0);
  const [error, setError] = useState<string>();
  const [cancelling, setCancelling] = useState<TJob | null>(null);
  const jobs = useLoad(() => api.jobs.list.query({ page: 1, pageSize: 40 }), [api], POLL_MS);
  const rows = jobs.data?.items ?? [];
  const now = new Date();
  const columns: Column<TJob>[] = [
    { title: 'Kind', text: (j) => j.kind },
    { title: 'Status', text: (j) => (j.cancelRequested && j.status === 'in_progress' ? 'stopping' : j.status), min: 9 },
    { title: 'Done', text: percentDone, min: 4 },
    { title: 'Rows/s', text: (j) => (j.status === 'in_progress' ? formatCount(Math.round(jobPace(j, now).rowsPerSecond ?? 0)) : '-'), min: 6 },
    { title: 'Left', text: (j) => (j.status === 'in_progress' ? duration(jobPace(j, now).secondsLeft ?? 0) : '-'), min: 5 },
    { title: 'File', text: (j) => j.fileName || '-' },
    { title: 'By', text: (j) => j.createdByName },
    { title: 'Started', text: (j) => dateTime(j.createdAt), min: 16 },
  ];
  useKeys(
    (input, key) => {
      const job = rows[cursor];
      if (key.upArrow) setCursor(Math.max(0, cursor - 1));
      else if (key.downArrow) setCursor(Math.min(rows.length - 1, cursor + 1));
      else if (key.return && job) env.open(<JobScreen id={job.id} />);
      else if (input === 'c' && job?.canCancel) setCancelling(job);
    },
    { isActive: !cancelling },
  );
  const cancel = (job: TJob) => {
    setCancelling(null);
    setError(undefined);
    api.jobs.cancel.mutate({ id: job.id }).then(jobs.reload, (e: unknown) => setError(failureLine(e)));
  };
  return (
    <Screen title="Jobs" keys={JOBS_KEYS} error={error ?? (jobs.error && failureLine(jobs.error))} onEscape={cancelling ? () => setCancelling(null) : undefined}>
      {jobs.data ? <DataTable columns={columns} rows={rows} cursor={cursor} empty="No jobs yet." /> : <Text>Loading…</Text>}
      {cancelling && <Confirm question={`Cancel ${cancelling.kind} job ${cancelling.id}? It stops before it writes anything.`} onYes={() => cancel(cancelling)} onNo={() => setCancelling(null)} />}
      <Box marginTop={1}>
        <Text dimColor={env.theme.dim}>{jobs.data && [plural(jobs.data.total, 'job'), rows[cursor] && `this one: ${rows[cursor].id}`].filter(Boolean).join(' · ')}</Text>
      </Box>
    </Screen>
  );
}
