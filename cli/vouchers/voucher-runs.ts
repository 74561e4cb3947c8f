import { createWriteStream } from 'node:fs';
import type { TFileFormat } from '../../core/jobs/file-options.ts';
import type { MemberType } from '../../core/members/constants.ts';
import type { Api } from '../connection/api.ts';

/** Members served per assignment call, so a bar moves while a large segment is handed its codes. */
const MEMBERS_PER_CALL = 5_000;
/** Export rows fetched per call. */
const EXPORT_PAGE = 5_000;

/** How many members of a type would get a code now, and how many hold one already (nothing is assigned). */
export async function assignPreview(api: Api, voucherId: string, memberType: MemberType): Promise<{ members: number; skipped: number }> {
  const counted = await api.vouchers.assign.mutate({ voucherId, segment: { memberType }, limit: 0 });
  return { members: counted.remaining, skipped: counted.skipped };
}

/**
 * Hands free codes to the members of a type, a few thousand per call (the router refuses, and
 * assigns nothing, when too few codes are free). Should one call fail, the members served so far
 * keep their codes, and running it again serves the rest: members holding a code are skipped.
 */
export async function assignInBatches(
  api: Api,
  voucherId: string,
  memberType: MemberType,
  onProgress: (assigned: number, total: number) => void,
  // The caller's preview, when it showed one: the members are not counted twice.
  counted?: { members: number; skipped: number },
): Promise<{ assigned: number; skipped: number }> {
  const { members: total, skipped } = counted ?? (await assignPreview(api, voucherId, memberType));
  let assigned = 0;
  for (let left = total; left > 0; ) {
    const batch = await api.vouchers.assign.mutate({ voucherId, segment: { memberType }, limit: MEMBERS_PER_CALL });
    assigned += batch.assigned;
    left = batch.remaining;
    onProgress(assigned, Math.max(total, assigned + left));
    if (batch.assigned === 0) break;
  }
  return { assigned, skipped };
}

/** Every code of a voucher, a page at a time, into a CSV or XLSX file (formula-like text guarded); returns how many. */
export async function exportCodes(api: Api, voucherId: string, format: TFileFormat, out: string, onProgress: (done: number) => void): Promise<number> {
  const { writeCodes } = await import('../../core/vouchers/code-export.ts');
  return writeCodes(format, createWriteStream(out), (cursor) => api.vouchers.exportCodes.query({ voucherId, cursor, limit: EXPORT_PAGE }), onProgress);
}
