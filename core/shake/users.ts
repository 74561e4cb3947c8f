import { containsText, keyContains } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { skipTake } from '../shared/pagination.ts';
import { audited } from '../user-logs/audited.ts';
import { ZPhoneInput, ZShakeUserListInput, type TShakeUserDetail, type TShakeUserListInput } from './schema.ts';
import { normalPhone } from './sms-cost.ts';
import type { z } from 'zod';

const USER_SELECT = { id: true, name: true, phone: true, email: true, verifiedAt: true, bannedAt: true, createdAt: true } as const;

/** Verified users (not banned) or the ban list, searched by name, phone or e-mail. */
export async function listShakeUsers(ctx: Ctx, raw: TShakeUserListInput) {
  const input = ZShakeUserListInput.parse(raw);
  const tab = input.tab === 'banned' ? { bannedAt: { not: null } } : { bannedAt: null, verifiedAt: { not: null } };
  const search = input.search
    ? { OR: [{ nameKey: keyContains(input.search) }, { phone: containsText(ctx.engine, input.search) }, { email: containsText(ctx.engine, input.search) }] }
    : {};
  const where = { merchantId: ctx.merchantId, ...tab, ...search };
  const [total, items] = await Promise.all([
    ctx.db.shakeUser.count({ where }),
    ctx.db.shakeUser.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...skipTake(input), select: USER_SELECT }),
  ]);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** A shake user with their latest shakes and wins (the 200 newest records). */
export async function getShakeUser(ctx: Ctx, id: string): Promise<TShakeUserDetail> {
  const user = await ctx.db.shakeUser.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: USER_SELECT });
  if (!user) throw notFound('shakeUser');
  const where = { merchantId: ctx.merchantId, shakeUserId: id };
  const [shakes, wins, records] = await Promise.all([
    ctx.db.shakeRecord.count({ where }),
    ctx.db.shakeRecord.count({ where: { ...where, won: true } }),
    ctx.db.shakeRecord.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 200, select: { id: true, createdAt: true, campaignId: true, won: true, prizeId: true, winStatus: true } }),
  ]);
  const [campaigns, prizes] = await Promise.all([
    ctx.db.shakeCampaign.findMany({ where: { merchantId: ctx.merchantId, id: { in: [...new Set(records.map((r) => r.campaignId))] } }, select: { id: true, name: true } }),
    ctx.db.shakePrize.findMany({ where: { merchantId: ctx.merchantId, id: { in: records.flatMap((r) => (r.prizeId ? [r.prizeId] : [])) } }, select: { id: true, name: true } }),
  ]);
  const nameOf = (rows: { id: string; name: string }[], rowId: string | null) => rows.find((r) => r.id === rowId)?.name ?? '';
  return {
    ...user,
    shakes,
    wins,
    records: records.map((r) => ({ id: r.id, createdAt: r.createdAt, won: r.won, winStatus: r.winStatus, campaignName: nameOf(campaigns, r.campaignId), prizeName: nameOf(prizes, r.prizeId) })),
  };
}

/** Puts a phone on the ban list; a number nobody verified yet is banned ahead of its first code. */
export async function banShakeUser(ctx: Ctx, raw: z.input<typeof ZPhoneInput>): Promise<void> {
  const phone = normalPhone(ZPhoneInput.parse(raw).phone);
  await audited(ctx, { action: msg('log.shake.banned', { phone }), category: 'shake_campaigns' }, (tx) =>
    tx.db.shakeUser.upsert({
      where: { merchantId_phone: { merchantId: tx.merchantId, phone } },
      create: { merchantId: tx.merchantId, phone, bannedAt: tx.now() },
      update: { bannedAt: tx.now() },
      select: { id: true },
    }),
  );
}

/** Takes a phone off the ban list; a number not on it is left as it is (unblocking twice is harmless). */
export async function unblockShakeUser(ctx: Ctx, raw: z.input<typeof ZPhoneInput>): Promise<void> {
  const phone = normalPhone(ZPhoneInput.parse(raw).phone);
  await audited(ctx, { action: msg('log.shake.unblocked', { phone }), category: 'shake_campaigns' }, (tx) =>
    tx.db.shakeUser.updateMany({ where: { merchantId: tx.merchantId, phone, bannedAt: { not: null } }, data: { bannedAt: null } }),
  );
}
