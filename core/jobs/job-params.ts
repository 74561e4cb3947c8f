import type { RequestInfo } from '../shared/context.ts';
import { FILE_FORMATS, IMPORT_MODES, type TFileFormat, type TImportMode } from './file-options.ts';

/** The request that started a job: the job's user-log entries record its address and browser, as the request's own would. */
export type JobRequest = Pick<RequestInfo, 'ip' | 'userAgent'>;

/**
 * A job's params as Job.params keeps them (JSON): what its kind's start decided (the handler's
 * input), with the request that started it.
 */
export const storedParams = (params: object, request: RequestInfo): string => JSON.stringify({ ...params, request: { ip: request.ip, userAgent: request.userAgent } });

/** Params as stored; anything unreadable reads as none rather than breaking a list. */
export function readStoredParams(text: string): { params: Record<string, unknown>; request: JobRequest } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = {};
  }
  const { request, ...params } = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const r = request && typeof request === 'object' ? (request as Partial<JobRequest>) : {};
  return { params, request: { ip: String(r.ip ?? ''), userAgent: String(r.userAgent ?? '') } };
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null => (allowed.includes(value as T) ? (value as T) : null);

/** What the screens show of any job's settings: its import mode, file format and whether it was a dry run. */
export const shownParams = (params: Record<string, unknown>): { mode: TImportMode | null; format: TFileFormat | null; dryRun: boolean } => ({
  mode: oneOf(params.mode, IMPORT_MODES),
  format: oneOf(params.format, FILE_FORMATS),
  dryRun: params.dryRun === true,
});

/** Where a job's own files live in storage: its rejected rows and its result. */
export const jobFileKey = (merchantId: string, jobId: string, name: string) => `${merchantId}/jobs/${jobId}/${name}`;
