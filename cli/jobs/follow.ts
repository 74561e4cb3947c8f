import type { TJob } from '../../core/jobs/schema.ts';
import type { Connection } from '../connection/connect.ts';
import { startJobProgress } from '../ui/job-progress.ts';

const POLL_MS = 250;

export const isRunning = (job: TJob) => job.status === 'queued' || job.status === 'in_progress';

/**
 * Waits for a job to end, asking the router how it is doing (jobs.get, or the area's own
 * procedure given as get) and drawing its progress. On the local database the jobs run in
 * this process meanwhile.
 */
export async function followJob(connection: Connection, job: TJob, label: string, get: (id: string) => Promise<TJob> = (id) => connection.api.jobs.get.query({ id })): Promise<TJob> {
  const stopJobs = await connection.runJobs();
  const progress = await startJobProgress(label);
  try {
    let current = job;
    while (isRunning(current)) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      current = await get(job.id);
      progress.update(current);
    }
    return current;
  } finally {
    progress.stop();
    await stopJobs();
  }
}
