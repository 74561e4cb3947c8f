import { z } from 'zod';
import type { RequestInfo } from '../shared/context.ts';
import { DOCUMENT_SETS } from '../invoices/schema.ts';
import { FILE_FORMATS, IMPORT_MODES } from './schema.ts';

/**
 * A job's settings, kept as JSON in Job.params: what was asked for, and the request that asked
 * (the job's user-log entries record its address and browser, as the request's own would).
 */
export const ZJobParams = z.object({
  mode: z.enum(IMPORT_MODES).nullable().default(null),
  format: z.enum(FILE_FORMATS).nullable().default(null),
  dryRun: z.boolean().default(false),
  /** Print jobs: the orders, in print order, and which documents of each. */
  orders: z.array(z.string()).optional(),
  documents: z.enum(DOCUMENT_SETS).optional(),
  /** Member imports: the batch the new members are recorded under. */
  batch: z.string().optional(),
  /** Voucher assignments: the bulk voucher whose codes are handed out. */
  voucherId: z.string().optional(),
  request: z.object({ ip: z.string(), userAgent: z.string() }).default({ ip: '', userAgent: '' }),
});
export type TJobParams = z.infer<typeof ZJobParams>;

export const jobParams = (params: Omit<TJobParams, 'request'>, request: RequestInfo): string =>
  JSON.stringify({ ...params, request: { ip: request.ip, userAgent: request.userAgent } } satisfies TJobParams);

/** Params as stored; anything unreadable falls back to the defaults rather than breaking a list. */
export function readJobParams(text: string): TJobParams {
  try {
    return ZJobParams.parse(JSON.parse(text));
  } catch {
    return ZJobParams.parse({});
  }
}

/** Where a job's own files live in storage: its rejected rows and its result. */
export const jobFileKey = (merchantId: string, jobId: string, name: string) => `${merchantId}/jobs/${jobId}/${name}`;
