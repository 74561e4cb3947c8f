import { ownUpload } from '../content/pictures.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { SME_LIMITS, SME_MESSAGES as M, SME_MODULE } from './constants.ts';
import { ZSmeCertificateInput, ZSmeCertificateId, type TSmeCertificate } from './schema.ts';

const SELECT = { id: true, title: true, description: true, bannerId: true, imageId: true, createdAt: true } as const;

/** /sme/certificate: the merchant's certificates, newest first (at most SME_LIMITS.certificatesMax). */
export function listSmeCertificates(ctx: Pick<Ctx, 'db' | 'merchantId'>): Promise<TSmeCertificate[]> {
  return ctx.db.smeCertificate.findMany({ where: { merchantId: ctx.merchantId }, select: SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/** Adds a certificate (no id) or changes one; its pictures must be this merchant's SME uploads. */
export function saveSmeCertificate(ctx: Ctx, raw: unknown): Promise<TSmeCertificate> {
  const { id, ...input } = ZSmeCertificateInput.parse(raw);
  return audited(
    ctx,
    { action: msg(id ? 'log.sme.certificateUpdated' : 'log.sme.certificateAdded', { title: input.title }), category: SME_MODULE },
    async (tx) => {
      await ownUpload(tx, input.imageId, 'sme-picture', { code: 'SME.IMAGE', message: M.imageRequired, field: 'imageId' });
      if (input.bannerId) await ownUpload(tx, input.bannerId, 'sme-picture', { code: 'SME.BANNER', message: M.imageRequired, field: 'bannerId' });
      if (!id) {
        if ((await tx.db.smeCertificate.count({ where: { merchantId: tx.merchantId } })) >= SME_LIMITS.certificatesMax) throw new AppError('SME.CERTIFICATES_MAX', M.certificatesMax, 'invalid');
        return tx.db.smeCertificate.create({ data: { merchantId: tx.merchantId, ...input }, select: SELECT });
      }
      const key = { merchantId_id: { merchantId: tx.merchantId, id } };
      if (!(await tx.db.smeCertificate.findUnique({ where: key, select: { id: true } }))) throw notFound('smeCertificate');
      return tx.db.smeCertificate.update({ where: key, data: input, select: SELECT });
    },
  );
}

export function deleteSmeCertificate(ctx: Ctx, raw: unknown): Promise<{ id: string }> {
  const { id } = ZSmeCertificateId.parse(raw);
  return audited(
    ctx,
    (r: { title: string }) => ({ action: msg('log.sme.certificateDeleted', { title: r.title }), category: SME_MODULE }),
    async (tx) => {
      const key = { merchantId_id: { merchantId: tx.merchantId, id } };
      const row = await tx.db.smeCertificate.findUnique({ where: key, select: { title: true } });
      if (!row) throw notFound('smeCertificate');
      await tx.db.smeCertificate.delete({ where: key });
      return row;
    },
  ).then(() => ({ id }));
}
