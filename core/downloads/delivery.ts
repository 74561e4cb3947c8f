import type { Readable } from 'node:stream';
import type { StorefrontCtx } from '../checkout/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { checkToken, signToken } from '../shared/signed-token.ts';
import { DOWNLOAD_MESSAGES as M, DOWNLOAD_TOKEN_LIFETIME_MS } from './constants.ts';
import { downloadPath } from './downloads.ts';
import type { TDownloadRequest } from './schema.ts';

/** What a download token allows: this merchant's download, nothing else. */
const subject = (store: StorefrontCtx, id: string) => `download|${store.merchantId}|${id}`;

/** One of the merchant's public downloads; a hidden or unknown one is not found, as on the storefront's reads. */
async function publicDownload(store: StorefrontCtx, id: string) {
  const download = await store.db.downloadFile.findUnique({
    where: { merchantId_id: { merchantId: store.merchantId, id } },
    select: { id: true, visibility: true, fileId: true, fileName: true, size: true, requireDownloaderInfo: true },
  });
  if (download?.visibility !== 'public') throw notFound('download');
  return download;
}

/**
 * storefront.downloads.request: the website gives the downloader's name and e-mail; they are
 * recorded (the download's edit page lists them) and the website gets a token for the file,
 * good for DOWNLOAD_TOKEN_LIFETIME_MS.
 */
export async function requestDownload(store: StorefrontCtx, input: TDownloadRequest) {
  const download = await publicDownload(store, input.id);
  await store.db.downloader.create({ data: { merchantId: store.merchantId, downloadId: download.id, name: input.name, email: input.email, createdAt: store.now() } });
  const expiresAt = new Date(store.now().getTime() + DOWNLOAD_TOKEN_LIFETIME_MS);
  const token = signToken(store.env.secretKey, subject(store, download.id), expiresAt);
  return { token, downloadPath: `${downloadPath(download.id)}?token=${encodeURIComponent(token)}`, expiresAt };
}

/**
 * The file of a public download, as a stream, counted as downloaded. A file that asks for the
 * downloader's details needs a token of requestDownload for it (so the website cannot skip
 * asking); without one, or with an expired one or one of another file, it is refused.
 */
export async function openDownload(store: StorefrontCtx, id: string, token: string | undefined): Promise<{ fileName: string; mimeType: string; size: number; body: Readable }> {
  const download = await publicDownload(store, id);
  if (download.requireDownloaderInfo) {
    if (!token) throw new AppError('DOWNLOAD.INFO_REQUIRED', M.infoRequired, 'forbidden');
    if (!checkToken(store.env.secretKey, subject(store, download.id), token, store.now())) throw new AppError('DOWNLOAD.TOKEN', M.tokenInvalid, 'forbidden');
  }
  const upload = await store.db.upload.findUnique({ where: { merchantId_id: { merchantId: store.merchantId, id: download.fileId } }, select: { key: true, mimeType: true } });
  const body = upload && (await store.env.storage.get(upload.key).catch(() => null));
  if (!upload || !body) throw notFound('download');
  try {
    await store.db.downloadFile.update({ where: { merchantId_id: { merchantId: store.merchantId, id: download.id } }, data: { downloadCount: { increment: 1 } } });
  } catch (error) {
    body.destroy();
    throw error;
  }
  return { fileName: download.fileName, mimeType: upload.mimeType, size: download.size, body };
}
