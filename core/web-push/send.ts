import { randomUUID } from 'node:crypto';
import { mediaUrl } from '../catalogue/media.ts';
import { ownUpload } from '../content/pictures.ts';
import type { JobKinds } from '../jobs/job-kind.ts';
import { readStoredParams } from '../jobs/job-params.ts';
import { startJob, type JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { skipTake, ZPageInput } from '../shared/pagination.ts';
import { SEND_INTERVAL_MS, WEB_PUSH_MESSAGES as M, WEB_PUSH_MODULE, WEB_PUSH_PICTURE, webPushLog } from './constants.ts';
import { publicKeyOf } from './keys.ts';
import { ZWebPush, type TWebPush, type TWebPushInput, type TWebPushSettings, type TWebPushValues } from './schema.ts';

/** What the send job keeps in Job.params: the web push it delivers (its row holds the rest). */
export interface WebPushSendParams {
  pushId: string;
}

async function lastSentAt(ctx: Ctx): Promise<Date | null> {
  const last = await ctx.db.webPush.findFirst({ where: { merchantId: ctx.merchantId }, orderBy: { sentAt: 'desc' }, select: { sentAt: true } });
  return last?.sentAt ?? null;
}

/** When the next send is allowed, or null when it is now. */
const nextSendAfter = (last: Date | null, now: Date): Date | null => (last && last.getTime() + SEND_INTERVAL_MS > now.getTime() ? new Date(last.getTime() + SEND_INTERVAL_MS) : null);

/** The screen's settings: the merchant's public key (made on first need) and when the next send is allowed. */
export async function webPushSettings(ctx: Ctx): Promise<TWebPushSettings> {
  const [publicKey, last] = await Promise.all([publicKeyOf(ctx), lastSentAt(ctx)]);
  return { publicKey, lastSentAt: last, nextSendAt: nextSendAfter(last, ctx.now()) };
}

/** Section 5: one hour between sends, counted from the last send; refused with section 6's words. */
async function assertHourPassed(ctx: Ctx): Promise<void> {
  if (nextSendAfter(await lastSentAt(ctx), ctx.now())) throw new AppError('WEB_PUSH.TOO_SOON', M.waitAnHour, 'conflict');
}

/**
 * The start of a send (job kind 'web-push-send'): the rules are checked, then the web push is
 * recorded in the transaction that queues its job, so the hour is counted from here and a second
 * send within it is refused even before the first is delivered. The check runs again inside that
 * transaction, after locking the merchant's key row, so two sends at once cannot both pass it.
 * The job delivers (deliver.ts).
 */
export async function startWebPushSend(ctx: Ctx, input: TWebPushValues): Promise<JobStart<WebPushSendParams>> {
  if (input.imageUploadId) await ownUpload(ctx, input.imageUploadId, WEB_PUSH_PICTURE, { code: 'WEB_PUSH.IMAGE', message: M.imageUnknown, field: 'imageUploadId' });
  await assertHourPassed(ctx);
  // The keys exist before the first send: the job signs with them, and their row is the send's lock below.
  await publicKeyOf(ctx);
  const pushId = randomUUID();
  return {
    fileName: input.title,
    uploadId: null,
    params: { pushId },
    log: { action: webPushLog('sent', { title: input.title }), category: WEB_PUSH_MODULE },
    async alongside(tx) {
      // A write to the merchant's key row holds it until commit (on both engines): a concurrent send waits here, then sees this one.
      await tx.db.$executeRaw`UPDATE "WebPushSetting" SET "publicKey" = "publicKey" WHERE "merchantId" = ${tx.merchantId}`;
      await assertHourPassed(tx);
      await tx.db.webPush.create({
        data: { merchantId: tx.merchantId, id: pushId, title: input.title, url: input.url, description: input.description, imageUploadId: input.imageUploadId, sentAt: tx.now(), createdBy: tx.userId },
      });
      return [];
    },
  };
}

/** Sends a web push: a job of the one engine (kind 'web-push-send', server/jobs/job-kinds.ts) whose start records it and whose runner delivers it. */
export async function sendWebPush(ctx: Ctx, kinds: JobKinds, input: TWebPushInput): Promise<{ id: string; jobId: string }> {
  const job = await startJob(ctx, kinds, { kind: 'web-push-send', ...input });
  const row = await ctx.db.job.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id: job.id } }, select: { params: true } });
  return { id: String(readStoredParams(row.params).params.pushId), jobId: job.id };
}

/** The picture's public address, absolute: the browser fetches it for the notification. */
export const imageUrlOf = (publicUrl: string, merchantId: string, uploadId: string | null): string | null =>
  uploadId ? `${publicUrl.replace(/\/$/, '')}${mediaUrl(merchantId, uploadId)}` : null;

/** The sends, newest first, with how many were delivered and how many failed. */
export async function webPushHistory(ctx: Ctx, raw: unknown): Promise<{ items: TWebPush[]; total: number; page: number; pageSize: number }> {
  const page = ZPageInput.parse(raw ?? {});
  const where = { merchantId: ctx.merchantId };
  const [rows, total] = await Promise.all([
    ctx.db.webPush.findMany({
      where,
      select: { id: true, title: true, url: true, description: true, imageUploadId: true, sentAt: true, sentCount: true, failedCount: true },
      orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      ...skipTake(page),
    }),
    ctx.db.webPush.count({ where }),
  ]);
  return { items: rows.map(({ imageUploadId, ...r }) => ZWebPush.parse({ ...r, imageUrl: imageUrlOf(ctx.env.publicUrl, ctx.merchantId, imageUploadId) })), total, ...page };
}
