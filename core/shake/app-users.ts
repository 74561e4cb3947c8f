import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { mediaUrl } from '../catalogue/media.ts';
import { nameKeyOf } from '../members/create-member.ts';
import { withTransaction } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { localDate } from '../shared/time.ts';
import { english } from '../shared/english.ts';
import { msg } from '../shared/messages.ts';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS, SHAKE_MESSAGES as M, type GameType } from './constants.ts';
import { appToken } from './app-token.ts';
import type { AppCtx } from './play.ts';
import { ZAppCodeRequest, ZAppVerifyInput } from './schema.ts';
import { normalPhone } from './sms-cost.ts';
import { sendSms } from './sms.ts';
import type { z } from 'zod';

const codeHash = (ctx: AppCtx, phone: string, code: string) => createHmac('sha256', ctx.env.secretKey).update(`shake-otp|${ctx.merchantId}|${phone}|${code}`).digest('hex');

/**
 * Sends a one-time code to a phone by SMS, at the merchant's credits (+60 one, +65 two, other
 * countries refused; too few credits refused and nothing spent). A phone asks again after a minute.
 */
export async function requestShakeCode(ctx: AppCtx, raw: z.input<typeof ZAppCodeRequest>): Promise<{ credits: number }> {
  const phone = normalPhone(ZAppCodeRequest.parse(raw).phone);
  const last = await ctx.db.smsMessage.findFirst({ where: { merchantId: ctx.merchantId, phone, purpose: 'shake_otp' }, orderBy: { createdAt: 'desc' }, select: { createdAt: true } });
  if (last && ctx.now().getTime() - last.createdAt.getTime() < OTP_RESEND_MS) throw new AppError('SHAKE.CODE_WAIT', M.codeWait, 'rate_limited');
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const { credits } = await sendSms(ctx, phone, english(msg('shake.codeText', { code })), 'shake_otp');
  await ctx.db.shakeOtp.create({
    data: { merchantId: ctx.merchantId, phone, codeHash: codeHash(ctx, phone, code), expiresAt: new Date(ctx.now().getTime() + OTP_TTL_MS), createdAt: ctx.now() },
  });
  return { credits };
}

/** Checks the code (five tries, five minutes); a right one verifies the phone's shake user and answers the app's token. */
export async function verifyShakeCode(ctx: AppCtx, raw: z.input<typeof ZAppVerifyInput>): Promise<{ userId: string; token: string }> {
  const input = ZAppVerifyInput.parse(raw);
  const phone = normalPhone(input.phone);
  const invalid = () => new AppError('SHAKE.CODE_INVALID', M.codeInvalid, 'invalid', 'code');
  const otp = await ctx.db.shakeOtp.findFirst({ where: { merchantId: ctx.merchantId, phone, expiresAt: { gt: ctx.now() } }, orderBy: { createdAt: 'desc' }, select: { id: true, codeHash: true, attempts: true } });
  if (!otp || otp.attempts >= OTP_MAX_ATTEMPTS) throw invalid();
  const expected = Buffer.from(otp.codeHash);
  const given = Buffer.from(codeHash(ctx, phone, input.code));
  if (!timingSafeEqual(expected, given)) {
    // Counted with a conditional update, so parallel guesses cannot pass the limit.
    await ctx.db.shakeOtp.updateMany({ where: { merchantId: ctx.merchantId, id: otp.id, attempts: { lt: OTP_MAX_ATTEMPTS } }, data: { attempts: { increment: 1 } } });
    throw invalid();
  }
  const user = await withTransaction(ctx, async (tx) => {
    const { count } = await tx.db.shakeOtp.deleteMany({ where: { merchantId: tx.merchantId, id: otp.id } });
    if (count !== 1) throw invalid();
    const details = { ...(input.name && { name: input.name, nameKey: nameKeyOf(input.name) }), ...(input.email && { email: input.email }) };
    return tx.db.shakeUser.upsert({
      where: { merchantId_phone: { merchantId: tx.merchantId, phone } },
      create: { merchantId: tx.merchantId, phone, verifiedAt: tx.now(), ...details },
      update: { verifiedAt: tx.now(), ...details },
      select: { id: true },
    });
  });
  return { userId: user.id, token: appToken(ctx, user.id) };
}

/** The campaigns the app shows today: running, shown, today one of their days; prizes only where the list is shown. */
export async function appCampaigns(ctx: AppCtx) {
  const today = localDate(ctx.now(), ctx.timeZone);
  const rows = await ctx.db.shakeCampaign.findMany({
    where: { merchantId: ctx.merchantId, status: 'running', visibility: 'public', startsOn: { lte: today }, endsOn: { gte: today } },
    orderBy: [{ sort: 'asc' }, { createdAt: 'desc' }],
    take: 50,
    select: {
      id: true, name: true, detail: true, gameType: true, startsOn: true, endsOn: true, bannerId: true, logoId: true, prizesVisible: true,
      prizes: { where: { visible: true }, select: { id: true, name: true, pictureId: true }, orderBy: [{ sequence: 'asc' }, { id: 'asc' }] },
    },
  });
  const media = (id: string | null) => (id ? mediaUrl(ctx.merchantId, id) : null);
  return rows.map(({ bannerId, logoId, prizesVisible, prizes, ...r }) => ({
    ...r,
    gameType: r.gameType as GameType,
    banner: media(bannerId),
    logo: media(logoId),
    prizes: prizesVisible ? prizes.map((p) => ({ id: p.id, name: p.name, picture: mediaUrl(ctx.merchantId, p.pictureId) })) : [],
  }));
}

