// Apart from the schemas, as file-options.ts: the command line offers them before it loads zod.
/** Bulk work runs as jobs: queued, then in progress, then completed, failed or cancelled. */
export const JOB_STATUSES = ['queued', 'in_progress', 'completed', 'failed', 'cancelled'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];
