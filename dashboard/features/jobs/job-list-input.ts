import { JOB_STATUSES, type TJobStatus } from '../../../core/jobs/statuses.ts';
import type { TJobKind } from '../../../server/jobs/job-kinds.ts';
import type { ListParams } from '../../components/list/use-list-params.ts';

/** The job list's filters in the URL. */
export const JOB_FILTER_KEYS = ['kind', 'status'] as const;

/** jobs.list's input from the URL: a kind only among those the user may see, a known status, the page. */
export function jobListInput(params: ListParams, kinds: readonly TJobKind[]): { page: number; pageSize: number; kind?: TJobKind; status?: TJobStatus } {
  const kind = kinds.find((k) => k === params.filters.kind);
  const status = JOB_STATUSES.find((s) => s === params.filters.status);
  return { page: params.page, pageSize: params.pageSize, ...(kind && { kind }), ...(status && { status }) };
}
