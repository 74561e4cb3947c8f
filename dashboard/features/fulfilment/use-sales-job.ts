import { useState } from 'react';
import type { TJob } from '../../../core/jobs/schema.ts';
import { trpc } from '../../app/trpc.ts';

export const isRunning = (job: TJob | undefined): boolean => job?.status === 'queued' || job?.status === 'in_progress';

const POLL_MS = 800;

/** A print or mass shipping job a screen started, polled until it is over. */
export function useSalesJob() {
  const utils = trpc.useUtils();
  const [jobId, setJobId] = useState<string | null>(null);
  const query = trpc.fulfilment.job.useQuery({ id: jobId ?? '' }, { enabled: jobId !== null, refetchInterval: (q) => (isRunning(q.state.data) ? POLL_MS : false) });
  const follow = (started: TJob | null) => {
    if (started) utils.fulfilment.job.setData({ id: started.id }, started);
    setJobId(started?.id ?? null);
  };
  const job = jobId !== null ? query.data : undefined;
  return { job, running: isRunning(job), follow };
}
