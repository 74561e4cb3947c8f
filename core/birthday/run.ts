import { isUniqueViolation } from '../db/errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { MEMBER_STATUS } from '../members/constants.ts';
import { withTransaction, type BaseCtx } from '../shared/context.ts';
import type { DiscountTypeId } from '../vouchers/constants.ts';
import { BIRTHDAY_STATUS } from './constants.ts';
import { birthdayIn, codeExpiry, dateOfBirthEndings, runDay, targetBirthday } from './dates.ts';
import { birthdayMail } from './mail.ts';
import { ZBirthdayRunInput, type TBirthdayRunResult } from './schema.ts';
import { freshCode } from './voucher.ts';

type TenantCtx = BaseCtx & { merchantId: string };

const CAMPAIGN_SELECT = { merchantId: true, emailTitle: true, validDays: true, preSendDays: true, voucherId: true } as const;
type Campaign = { merchantId: string; emailTitle: string; validDays: number; preSendDays: number; voucherId: string | null };
type Merchant = { name: string; timeZone: string };

/**
 * Issues one merchant's birthday codes for today: each enabled member whose birthday is
 * preSendDays days ahead (29 February counting as 28 February in other years) and who has no
 * BirthdayIssue for that birthday's year gets a code of the campaign's voucher and an e-mail with
 * it. Each member in their own transaction: the code, the issue row and the mail commit together,
 * and the issue row's key (merchant, member, year) makes a second run, even a concurrent one,
 * issue nothing new.
 */
async function runMerchant(ctx: TenantCtx, campaign: Campaign & { voucherId: string }, merchant: Merchant, date?: string) {
  const today = runDay(ctx.now(), merchant.timeZone, date);
  const birthday = targetBirthday(today, campaign.preSendDays);
  const year = Number(birthday.slice(0, 4));
  const candidates = await ctx.db.member.findMany({
    where: { merchantId: ctx.merchantId, status: MEMBER_STATUS.enabled, OR: dateOfBirthEndings(birthday).map((ending) => ({ dateOfBirth: { endsWith: ending } })) },
    select: { id: true, name: true, email: true, dateOfBirth: true },
    orderBy: { memberNo: 'asc' },
  });
  const due = candidates.filter((m) => m.dateOfBirth && birthdayIn(m.dateOfBirth, year) === birthday);
  const done = new Set(
    (await ctx.db.birthdayIssue.findMany({ where: { merchantId: ctx.merchantId, year, memberId: { in: due.map((m) => m.id) } }, select: { memberId: true } })).map((i) => i.memberId),
  );
  // The campaign's voucher cannot be deleted from the voucher list (core/vouchers/delete.ts).
  const discount = await ctx.db.voucher.findUniqueOrThrow({
    where: { merchantId_id: { merchantId: ctx.merchantId, id: campaign.voucherId } },
    select: { discountType: true, amountSen: true, percentBp: true, maxDiscountSen: true, minCartSen: true },
  });
  const expiresAt = codeExpiry(birthday, campaign.validDays, merchant.timeZone);
  let issued = 0;
  for (const member of due.filter((m) => !done.has(m.id))) {
    try {
      await withTransaction(ctx, async (tx) => {
        const now = tx.now();
        const code = await freshCode(tx);
        const { id: codeId } = await tx.db.voucherCode.create({ data: { merchantId: tx.merchantId, voucherId: campaign.voucherId, code, memberId: member.id, assignedAt: now, expiresAt }, select: { id: true } });
        await tx.db.birthdayIssue.create({ data: { merchantId: tx.merchantId, memberId: member.id, year, codeId, issuedAt: now } });
        await queueMail(
          tx.db,
          tx.merchantId,
          birthdayMail({ member, shopName: merchant.name, emailTitle: campaign.emailTitle, discount: { ...discount, discountType: discount.discountType as DiscountTypeId }, code, birthday, validDays: campaign.validDays }),
        );
      });
      issued++;
    } catch (error) {
      // Another run issued this member's voucher for the year meanwhile: nothing to do.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { date: today, birthday, issued };
}

/**
 * The daily run (`merchant campaigns birthday-run`, from cron) over every merchant with an ongoing
 * campaign, each on its own time zone's today, or on options.date for every merchant (a catch-up
 * run after a missed day). No user-log entry: no user acted. merchantIds limits the run.
 */
export async function runBirthdayCampaigns(base: BaseCtx, options: { date?: string; merchantIds?: readonly string[] } = {}): Promise<TBirthdayRunResult> {
  const { date } = ZBirthdayRunInput.parse({ date: options.date });
  const result: TBirthdayRunResult = { issued: 0, merchants: [] };
  let after: string | undefined;
  for (;;) {
    const campaigns: Campaign[] = await base.db.birthdayCampaign.findMany({
      where: {
        status: BIRTHDAY_STATUS.ongoing,
        voucherId: { not: null },
        ...(options.merchantIds && { merchantId: { in: [...options.merchantIds] } }),
        ...(after && { AND: [{ merchantId: { gt: after } }] }),
      },
      select: CAMPAIGN_SELECT,
      orderBy: { merchantId: 'asc' },
      take: 500,
    });
    if (campaigns.length === 0) return result;
    const merchants = new Map(
      (await base.db.merchant.findMany({ where: { id: { in: campaigns.map((c) => c.merchantId) } }, select: { id: true, name: true, timeZone: true } })).map((m) => [m.id, m]),
    );
    for (const campaign of campaigns) {
      const merchant = merchants.get(campaign.merchantId)!;
      const done = await runMerchant({ ...base, merchantId: campaign.merchantId }, { ...campaign, voucherId: campaign.voucherId! }, merchant, date);
      result.merchants.push({ merchantId: campaign.merchantId, merchantName: merchant.name, ...done });
      result.issued += done.issued;
    }
    after = campaigns[campaigns.length - 1]!.merchantId;
  }
}
