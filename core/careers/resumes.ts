import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import type { TResumeFilters, TResumeListInput, TResumeRow } from './resume-schema.ts';

type ResumeRecord = Omit<TResumeRow, 'attachment'> & { attachmentId: string; merchantId: string };

/** Which resumes the recruitment list shows: the merchant's, of one position, matching name, e-mail or mobile. */
export function resumeWhere(ctx: Ctx, { careerId, search }: TResumeFilters) {
  return {
    merchantId: ctx.merchantId,
    ...(careerId && { careerId }),
    ...(search && { OR: [{ name: containsText(ctx.engine, search) }, { email: containsText(ctx.engine, search) }, { mobile: containsText(ctx.engine, search) }] }),
  };
}

/** Newest first; the id last, so pages never repeat or skip a row. */
export const RESUME_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Resumes with their files (the upload rows, read once for the page). */
export async function resumeRows(ctx: Ctx, records: ResumeRecord[]): Promise<TResumeRow[]> {
  const uploads = await ctx.db.upload.findMany({
    where: { merchantId: ctx.merchantId, id: { in: records.map((r) => r.attachmentId) } },
    select: { id: true, fileName: true, mimeType: true, size: true },
  });
  const byId = new Map(uploads.map((u) => [u.id, u]));
  return records.map(({ attachmentId, merchantId: _m, ...rest }) => ({ ...rest, attachment: byId.get(attachmentId) ?? null }));
}

/** /manage/careers/recruitment-list: a page of resumes, newest first. */
export async function listResumes(ctx: Ctx, input: TResumeListInput) {
  const where = resumeWhere(ctx, input);
  const [records, total] = await Promise.all([ctx.db.resume.findMany({ where, orderBy: RESUME_ORDER, ...skipTake(input) }), ctx.db.resume.count({ where })]);
  return { items: await resumeRows(ctx, records), total, page: input.page, pageSize: input.pageSize };
}

/** One resume with every field. */
export async function getResume(ctx: Ctx, id: string): Promise<TResumeRow> {
  const record = await ctx.db.resume.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } } });
  if (!record) throw notFound('resume');
  return (await resumeRows(ctx, [record]))[0]!;
}

/**
 * Deletes resumes, one or many (every id the merchant's, or nothing is done), with their files:
 * a candidate's resume is personal data, kept no longer than the resume.
 */
export async function deleteResumes(ctx: Ctx, ids: string[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.resume.findMany({ where: { merchantId: ctx.merchantId, id: { in: unique } }, select: { name: true, positionTitle: true, attachmentId: true } });
  if (rows.length !== unique.length) throw notFound('resume');
  const action = rows.length === 1 ? msg('log.resumes.deleted', { name: rows[0]!.name, position: rows[0]!.positionTitle }) : msg('log.resumes.deletedMany', { count: rows.length });
  const files = await ctx.db.upload.findMany({ where: { merchantId: ctx.merchantId, id: { in: rows.map((r) => r.attachmentId) } }, select: { id: true, key: true } });
  const result = await audited(ctx, { action, category: 'manage' }, async (tx) => {
    const { count } = await tx.db.resume.deleteMany({ where: { merchantId: tx.merchantId, id: { in: unique } } });
    await tx.db.upload.deleteMany({ where: { merchantId: tx.merchantId, id: { in: files.map((f) => f.id) } } });
    return { deleted: count };
  });
  // After the commit: a file is never gone while its row still names it.
  for (const file of files) await ctx.env.storage.remove(file.key);
  return result;
}
