import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import type { TDownloaderListInput } from './schema.ts';

/** Who downloaded one of the merchant's files that asks for it (the name and e-mail the website collected), newest first. */
export async function listDownloaders(ctx: Ctx, input: TDownloaderListInput) {
  const download = await ctx.db.downloadFile.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: input.downloadId } }, select: { id: true } });
  if (!download) throw notFound('download');
  const where = { merchantId: ctx.merchantId, downloadId: download.id };
  const [items, total] = await Promise.all([
    ctx.db.downloader.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, name: true, email: true, createdAt: true }, ...skipTake(input) }),
    ctx.db.downloader.count({ where }),
  ]);
  return { items, total, page: input.page, pageSize: input.pageSize };
}
