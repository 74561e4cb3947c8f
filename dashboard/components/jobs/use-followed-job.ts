import { useEffect, useEffectEvent, useState } from 'react';
import type { TJob } from '../../../core/jobs/schema.ts';
import { trpc } from '../../app/trpc.ts';

export const isRunning = (job: TJob | undefined): boolean => job?.status === 'queued' || job?.status === 'in_progress';

const POLL_MS = 800;

/**
 * The job a screen started, polled until it is over; onFinished runs once when it ends (to
 * refresh what the job changed). follow(job) starts following a job, follow(null) forgets it.
 */
export function useFollowedJob(onFinished: (job: TJob) => void = () => {}) {
  const utils = trpc.useUtils();
  const [jobId, setJobId] = useState<string | null>(null);
  const query = trpc.jobs.get.useQuery({ id: jobId ?? '' }, { enabled: jobId !== null, refetchInterval: (q) => (isRunning(q.state.data) ? POLL_MS : false) });
  const job = jobId !== null ? query.data : undefined;

  // Once per job: later refetches of the ended job change nothing.
  const finished = useEffectEvent(() => job && onFinished(job));
  const finishedId = job && !isRunning(job) ? job.id : null;
  useEffect(() => {
    if (finishedId) finished();
  }, [finishedId]);

  const follow = (started: TJob | null) => {
    // Shown at once as started; the poll takes over from there.
    if (started) utils.jobs.get.setData({ id: started.id }, started);
    setJobId(started?.id ?? null);
  };
  return { job, running: isRunning(job), follow };
}
