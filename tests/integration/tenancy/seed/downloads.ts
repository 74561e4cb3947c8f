import { downloadCategories, downloads } from '../../../../core/downloads/downloads.ts';
import { ZDownloadInput } from '../../../../core/downloads/schema.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';

export interface DownloadFixtures {
  downloadCategoryId: string;
  downloadFileId: string;
  downloadId: string;
  downloadSlug: string;
  hiddenDownloadId: string;
  downloaderId: string;
}

/** Merchant A's downloads: a category, a PDF, a public download that asks for the downloader's details (with one downloader) and a hidden one, all carrying A's marker. */
export async function seedDownloads(ctx: Ctx, marker: string): Promise<DownloadFixtures> {
  const category = await downloadCategories.create(ctx, { nameEn: `Download category ${marker}`, nameCn: '', nameBm: '', sort: 0 });
  const file = await saveUpload(ctx, 'download-file', `${marker}.pdf`, Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`));
  const item = await downloads.create(ctx, ZDownloadInput.parse({ titleEn: `Download ${marker}`, fileId: file.id, requireDownloaderInfo: true, categoryId: category.id }));
  const hidden = await downloads.create(ctx, ZDownloadInput.parse({ titleEn: `Hidden download ${marker}`, fileId: file.id, categoryId: category.id, visibility: 'hidden' }));
  const downloader = await ctx.db.downloader.create({ data: { merchantId: ctx.merchantId, downloadId: item.id, name: `Downloader ${marker}`, email: `${marker.toLowerCase()}@alpha.test` } });
  return { downloadCategoryId: category.id, downloadFileId: file.id, downloadId: item.id, downloadSlug: item.slug, hiddenDownloadId: hidden.id, downloaderId: downloader.id };
}
