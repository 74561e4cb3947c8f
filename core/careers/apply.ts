import type { StorefrontCtx } from '../checkout/context.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { STOREFRONT_UPLOADER } from '../uploads/service.ts';
import { RESUME_ATTACHMENT_PURPOSE, RESUME_MESSAGES as M } from './constants.ts';
import { ZApplyInput, type TApplied, type TApplyInput } from './resume-schema.ts';

/**
 * A candidate applies for one of the merchant's public careers through its website (site key):
 * a hidden or unknown career is not found. The file must be one the website uploaded as a
 * resume attachment (POST /api/storefront/uploads?purpose=resume-attachment) and named by no
 * other resume. The resume keeps the position's English title, so it outlives the career.
 */
export async function applyForCareer(store: StorefrontCtx, raw: TApplyInput): Promise<TApplied> {
  const { careerId, attachmentId, email, ...fields } = ZApplyInput.parse(raw);
  return withTransaction(store, async (tx) => {
    const career = await tx.db.career.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: careerId } }, select: { titleEn: true, visibility: true } });
    if (career?.visibility !== 'public') throw new AppError('RESUME.CAREER_CLOSED', M.careerClosed, 'not_found', 'careerId');
    // A write to the file's row locks it until the commit (PostgreSQL; SQLite runs one writer at a
    // time): a second application naming the same file waits here, then sees the first resume.
    await tx.db.upload.updateMany({ where: { merchantId: tx.merchantId, id: attachmentId, purpose: RESUME_ATTACHMENT_PURPOSE }, data: { purpose: RESUME_ATTACHMENT_PURPOSE } });
    const file = await tx.db.upload.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: attachmentId } }, select: { purpose: true, uploadedBy: true } });
    if (file?.purpose !== RESUME_ATTACHMENT_PURPOSE || file.uploadedBy !== STOREFRONT_UPLOADER) throw new AppError('RESUME.ATTACHMENT', M.attachmentUnknown, 'not_found', 'attachmentId');
    if (await tx.db.resume.findFirst({ where: { merchantId: tx.merchantId, attachmentId }, select: { id: true } })) {
      throw new AppError('RESUME.ATTACHMENT_USED', M.attachmentUsed, 'conflict', 'attachmentId');
    }
    return tx.db.resume.create({
      data: { merchantId: tx.merchantId, careerId, positionTitle: career.titleEn, email: email.toLowerCase(), attachmentId, ...fields },
      select: { id: true, careerId: true, positionTitle: true, createdAt: true },
    });
  });
}
