import path from 'node:path';
import { Box, Text } from 'ink';
import { useKeys } from '../kit/use-keys.ts';
import { useState } from 'react';
import type { TJob } from '../../../core/jobs/schema.ts';
import { formatCount } from '../../../core/shared/numbers.ts';
import { englishSummary } from '../../jobs/english-summary.ts';
import { isRunning } from '../../jobs/follow.ts';
import { failureLine } from '../../program/failure.ts';
import { JobProgressView } from '../../ui/ink/job-progress.tsx';
import { dateTime } from '../../ui/format.ts';
import { Confirm } from '../kit/confirm.tsx';
import { duration, jobPace } from '../kit/job-rate.ts';
import { PathPrompt } from '../kit/path-prompt.tsx';
import { Screen } from '../kit/screen.tsx';
import { useScreenEnv } from '../kit/screen-context.tsx';
import { useLoad } from '../kit/use-load.ts';
import { jobKeys } from './screen-keys.ts';

type Step = { kind: 'view' } | { kind: 'cancel' } | { kind: 'save'; which: 'errors' | 'result' };

function Fields({ job }: { job: TJob }) {
  const pace = jobPace(job, new Date());
  const rows: [string, string][] = [
    ['Kind', job.kind],
    ['Status', job.status],
    ['File', job.fileName || '-'],
    ['Rows', `${formatCount(job.doneRows)} of ${formatCount(job.totalRows)}`],
    ['Rejected', formatCount(job.failedCount)],
    ['Pace', pace.rowsPerSecond === null ? '-' : `${formatCount(Math.round(pace.rowsPerSecond))} rows/s${isRunning(job) && pace.secondsLeft !== null ? `, ${duration(pace.secondsLeft)} left` : ''}`],
    ['Started by', job.createdByName],
    ['Started at', dateTime(job.startedAt ?? job.createdAt)],
    ['Finished at', dateTime(job.finishedAt)],
    ['Summary', englishSummary(job.summary) || '-'],
  ];
  return (
    <Box flexDirection="column">
      {rows.map(([label, value]) => (
        <Text key={label}>
          <Text bold>{label.padEnd(12)}</Text>
          {value}
        </Text>
      ))}
    </Box>
  );
}

/** One job, followed while it runs: cancel it, or save its rejected rows or its result. */
export function JobScreen({ id }: { id: string }) {
  const env = useScreenEnv();
  const { api } = env.connection;
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();
  const job = useLoad(() => api.jobs.get.query({ id }), [api, id], 500);
  const current = job.data;
  const act = (work: Promise<unknown>, done: string) => {
    setError(undefined);
    work.then(
      () => {
        setNote(done);
        job.reload();
      },
      (e: unknown) => setError(failureLine(e)),
    );
  };
  useKeys(
    (input) => {
      if (!current) return;
      if (input === 'c' && current.canCancel) setStep({ kind: 'cancel' });
      else if (input === 'e' && current.hasErrorFile) setStep({ kind: 'save', which: 'errors' });
      else if (input === 'r' && current.hasResult) setStep({ kind: 'save', which: 'result' });
    },
    { isActive: step.kind === 'view' },
  );
  const save = (which: 'errors' | 'result', file: string) => {
    setStep({ kind: 'view' });
    const target = path.resolve(file);
    act(env.connection.files.download({ kind: which, jobId: id }, target), `Saved ${target}`);
  };
  return (
    <Screen title={`Job ${id}`} keys={current ? jobKeys(current) : []} error={error ?? (job.error && failureLine(job.error))} onEscape={step.kind === 'view' ? undefined : () => setStep({ kind: 'view' })}>
      {current ? <Fields job={current} /> : <Text>Loading…</Text>}
      {current && isRunning(current) && (
        <Box marginTop={1}>
          <JobProgressView label="Progress" unit="rows" job={current} />
        </Box>
      )}
      {note && <Text color={env.theme.good}>{note}</Text>}
      {step.kind === 'cancel' && <Confirm question="Cancel this job? It stops before it writes anything." onNo={() => setStep({ kind: 'view' })} onYes={() => (setStep({ kind: 'view' }), act(api.jobs.cancel.mutate({ id }), 'Asked the job to stop.'))} />}
      {step.kind === 'save' && <PathPrompt label={step.which === 'errors' ? 'Save the rejected rows as' : 'Save the result as'} suggestion={`${id}-${step.which === 'errors' ? 'errors.csv' : 'result'}`} onSubmit={(file) => save(step.which, file)} />}
    </Screen>
  );
}
