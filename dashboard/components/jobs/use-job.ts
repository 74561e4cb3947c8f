import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { TJob } from '../../../core/jobs/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { JOB_POLL_MS, isRunning } from './job-state.ts';

interface Options {
  /** A job to follow from the start (one opened from the job list). */
  id?: string;
  /** Runs once when a job this screen saw running ends (to refresh what the job changed). */
  onEnded?: (job: TJob) => void;
}

/**
 * The one way a screen follows a job: jobs.get asked every JOB_POLL_MS while the job is queued or
 * running, and no more once it ended. start(input) starts a job with jobs.start (a refusal shows in
 * the error dialog) and follows it in place of the last one; clear() forgets the job shown.
 */
export function useJob({ id: initialId, onEnded }: Options = {}) {
  const utils = trpc.useUtils();
  const [id, setId] = useState<string | null>(initialId ?? null);
  const query = trpc.jobs.get.useQuery({ id: id ?? '' }, { enabled: id !== null, refetchInterval: (q) => (isRunning(q.state.data) ? JOB_POLL_MS : false) });
  const job = id !== null ? query.data : undefined;

  const starter = trpc.jobs.start.useMutation({
    onSuccess: (started) => {
      // Shown at once as started; the poll takes over from there.
      utils.jobs.get.setData({ id: started.id }, started);
      setId(started.id);
      void utils.jobs.list.invalidate();
    },
    onError: showError,
  });
  const start = (input: Parameters<typeof starter.mutate>[0]) => {
    // The last run's outcome is never shown as this one's.
    setId(null);
    starter.mutate(input);
  };

  // Once per job, and only for one seen running here: a job opened after it ended changed nothing now.
  const seenRunning = useRef<string | null>(null);
  const changed = useEffectEvent(() => {
    if (!job) return;
    if (isRunning(job)) seenRunning.current = job.id;
    else if (seenRunning.current === job.id) {
      seenRunning.current = null;
      void utils.jobs.list.invalidate();
      onEnded?.(job);
    }
  });
  const jobId = job?.id;
  const running = isRunning(job);
  useEffect(() => changed(), [jobId, running]);

  return { job, error: query.error, running, start, starting: starter.isPending, clear: () => setId(null) };
}
