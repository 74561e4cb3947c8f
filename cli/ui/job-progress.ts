import type { TJob } from '../../core/jobs/schema.ts';

export interface JobProgress {
  update(job: TJob): void;
  stop(): void;
}

/** A progress bar for a job when a person is watching (stderr is a terminal); otherwise nothing. unit names what it counts. */
export async function startJobProgress(label: string, unit = 'rows'): Promise<JobProgress> {
  if (!process.stderr.isTTY) return { update() {}, stop() {} };
  const { showJobProgress } = await import('./ink/job-progress.tsx');
  return showJobProgress(label, unit);
}
