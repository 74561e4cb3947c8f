import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES as M } from '../../core/birthday/constants.ts';
import { runBirthdayCampaigns } from '../../core/birthday/run.ts';
import type { TBirthdaySettingsInput } from '../../core/birthday/schema.ts';
import { baseContext } from '../../core/shared/context.ts';
import { adminSession, expectOneLog, mailsTo, rejection, testRequest } from '../helpers/fixtures.ts';
import { seedMember, seedRewardShop, type RewardShop } from '../helpers/reward-station.ts';
import { fileRuntime } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();

const settings = (overrides: Partial<TBirthdaySettingsInput> = {}): TBirthdaySettingsInput => ({
  emailTitle: 'Happy birthday!',
  discountType: 1,
  amountSen: 1000,
  minCartSen: 5000,
  validDays: 7,
  preSendDays: 3,
  ...overrides,
});

/** A shop with an ongoing campaign (time zone Kuala Lumpur unless given). */
async function ongoingShop(overrides: Partial<TBirthdaySettingsInput> = {}, timeZone = 'Asia/Kuala_Lumpur'): Promise<RewardShop> {
  const shop = await seedRewardShop(rt);
  await rt.database.client.merchant.update({ where: { id: shop.merchantId }, data: { timeZone } });
  await shop.admin.caller.birthdayCampaign.save(settings(overrides));
  await shop.admin.caller.birthdayCampaign.start();
  return shop;
}

/** A member of the shop born on dateOfBirth (1 enabled, 2 hidden); answers the id. */
async function born(shop: RewardShop, dateOfBirth: string | null, status = 1): Promise<string> {
  const id = await seedMember(rt, shop);
  await rt.database.client.member.update({ where: { merchantId_id: { merchantId: shop.merchantId, id } }, data: { dateOfBirth, status } });
  return id;
}

/** The daily run at the instant given, for this shop only. */
const runAt = (shop: RewardShop, at: string, date?: string) =>
  runBirthdayCampaigns(baseContext(rt.database, rt.env, testRequest(), () => new Date(at)), { merchantIds: [shop.merchantId], ...(date && { date }) });

const issuesOf = (shop: RewardShop) => rt.database.client.birthdayIssue.findMany({ where: { merchantId: shop.merchantId }, orderBy: { year: 'asc' } });
const codeOf = (shop: RewardShop, id: string) => rt.database.client.voucherCode.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } });
const emailOf = async (shop: RewardShop, id: string) => (await rt.database.client.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } })).email;

describe('birthday campaign settings', () => {
  it('shows defaults before the first save; the save creates the campaign and its own hidden bulk voucher, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const { caller, request, logs } = adminSession(rt, shop);
    expect(await caller.birthdayCampaign.get()).toMatchObject({ saved: false, status: 1, emailTitle: '', validDays: 7, preSendDays: 3, voucherCode: null, issued: 0 });
    const { result, logs: written } = await logs(() => caller.birthdayCampaign.save(settings({ discountType: 3, amountSen: null, percent: 12.5, maxDiscountSen: 2000 })));
    expectOneLog(written, { action: 'Updated the birthday campaign settings', category: 'my_sales' }, request);
    expect(result).toMatchObject({ saved: true, status: 1, emailTitle: 'Happy birthday!', discountType: 3, amountSen: 0, percent: 12.5, maxDiscountSen: 2000, minCartSen: 5000, validDays: 7, preSendDays: 3 });
    expect(result.voucherCode).toMatch(/^BDAY-[2-9A-Z]{8}$/);
    const campaign = await rt.database.client.birthdayCampaign.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    expect(campaign.percentBp).toBe(1250);
    const voucher = await rt.database.client.voucher.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: campaign.voucherId! } } });
    expect(voucher).toMatchObject({ code: result.voucherCode, kind: 3, mode: 2, displayed: false, active: true, type: 1, discountType: 3, percentBp: 1250, maxDiscountSen: 2000, minCartSen: 5000, quantity: 1_000_000 });

    const again = await caller.birthdayCampaign.save(settings({ discountType: 4, amountSen: null }));
    expect(again.voucherCode).toBe(result.voucherCode);
    const updated = await rt.database.client.voucher.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: campaign.voucherId! } } });
    expect(updated).toMatchObject({ type: 3, discountType: 4, amountSen: 0, percentBp: 0, maxDiscountSen: null });
    expect(await rt.database.client.voucher.count({ where: { merchantId: shop.merchantId } })).toBe(1);
  });

  it('checks every field with the field named', async () => {
    const shop = await seedRewardShop(rt);
    const save = (overrides: Partial<TBirthdaySettingsInput>) => rejection(shop.admin.caller.birthdayCampaign.save(settings(overrides)));
    expect(await save({ emailTitle: ' ' })).toMatchObject({ message: english(M.emailTitleRequired), fieldErrors: { emailTitle: english(M.emailTitleRequired) } });
    expect(await save({ discountType: 5 as 1 })).toMatchObject({ fieldErrors: { discountType: english(M.discountTypeRequired) } });
    expect(await save({ amountSen: null })).toMatchObject({ fieldErrors: { amountSen: english(M.amountRequired) } });
    expect(english(M.invalidPercent)).toBe('Invalid percent not allowed');
    for (const percent of [101, -1, 0, null]) expect(await save({ discountType: 2, percent })).toMatchObject({ fieldErrors: { percent: english(M.invalidPercent) } });
    expect((await shop.admin.caller.birthdayCampaign.save(settings({ discountType: 2, percent: 100 }))).percent).toBe(100);
    expect(await save({ discountType: 3, percent: 10, maxDiscountSen: null })).toMatchObject({ fieldErrors: { maxDiscountSen: english(M.maxDiscountRequired) } });
    expect(await save({ validDays: undefined as unknown as number })).toMatchObject({ fieldErrors: { validDays: english(M.validDaysRequired) } });
    expect(await save({ validDays: 0 })).toMatchObject({ fieldErrors: { validDays: english(M.validDaysRange) } });
    expect(await save({ preSendDays: undefined as unknown as number })).toMatchObject({ fieldErrors: { preSendDays: english(M.preSendDaysRequired) } });
    expect(english(M.preSendDaysRange)).toBe('Pre-sent days must be a whole number from 0 to 30.');
    for (const preSendDays of [-1, 31, 1.5]) expect(await save({ preSendDays })).toMatchObject({ fieldErrors: { preSendDays: english(M.preSendDaysRange) } });
    expect((await shop.admin.caller.birthdayCampaign.save(settings({ preSendDays: 30 }))).preSendDays).toBe(30);
    expect((await shop.admin.caller.birthdayCampaign.save(settings({ preSendDays: 0 }))).preSendDays).toBe(0);
  });

  it('starts once saved, suspends and resumes, refusing other moves, each logged', async () => {
    const shop = await seedRewardShop(rt);
    const { caller, request, logs } = adminSession(rt, shop);
    expect(await rejection(caller.birthdayCampaign.start())).toMatchObject({ message: english(M.notSaved), appCode: 'BIRTHDAY.NOT_SAVED' });
    await caller.birthdayCampaign.save(settings());
    expect(await rejection(caller.birthdayCampaign.suspend())).toMatchObject({ code: 'CONFLICT', message: english(M.cannotComplete) });
    const started = await logs(() => caller.birthdayCampaign.start());
    expect(started.result.status).toBe(2);
    expectOneLog(started.logs, { action: 'Started the birthday campaign', category: 'my_sales' }, request);
    expect(await rejection(caller.birthdayCampaign.start())).toMatchObject({ code: 'CONFLICT', message: english(M.cannotComplete) });
    const suspended = await logs(() => caller.birthdayCampaign.suspend());
    expect(suspended.result.status).toBe(3);
    expectOneLog(suspended.logs, { action: 'Suspended the birthday campaign', category: 'my_sales' }, request);
    expect((await caller.birthdayCampaign.save(settings({ validDays: 10 }))).status).toBe(3);
    expect((await caller.birthdayCampaign.start()).status).toBe(2);
  });
});

describe('the daily birthday run', () => {
  it('gives each enabled member whose birthday is pre-sent days ahead one code and one e-mail', async () => {
    const shop = await ongoingShop();
    const due = await born(shop, '1990-03-13');
    const hidden = await born(shop, '1991-03-13', 2);
    const later = await born(shop, '1990-03-14');
    const none = await born(shop, null);
    // 09:00 on 10 March in Kuala Lumpur.
    const result = await runAt(shop, '2026-03-10T01:00:00Z');
    expect(result).toMatchObject({ issued: 1, merchants: [{ merchantId: shop.merchantId, date: '2026-03-10', birthday: '2026-03-13', issued: 1 }] });
    const [issue] = await issuesOf(shop);
    expect(issue).toMatchObject({ memberId: due, year: 2026 });
    const code = await codeOf(shop, issue!.codeId);
    const campaign = await rt.database.client.birthdayCampaign.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    // Valid through the end of 20 March (the birthday + 7 days) in Kuala Lumpur.
    expect(code).toMatchObject({ voucherId: campaign.voucherId, memberId: due, assignedAt: new Date('2026-03-10T01:00:00Z'), expiresAt: new Date('2026-03-20T16:00:00Z'), usedAt: null });
    expect(code.code).toMatch(/^BDAY-[2-9A-Z]{8}$/);
    const [mail] = await mailsTo(rt, shop.merchantId, await emailOf(shop, due));
    expect(mail!.subject).toBe('Happy birthday!');
    expect(mail!.text).toContain(`Your code: ${code.code}`);
    expect(mail!.text).toContain('RM 10.00 off');
    expect(mail!.text).toContain('Use it by 2026-03-20 on a cart of at least RM 50.00.');
    for (const id of [hidden, later, none]) expect(await mailsTo(rt, shop.merchantId, await emailOf(shop, id))).toEqual([]);
    expect((await shop.admin.caller.birthdayCampaign.get()).issued).toBe(1);
  });

  it('is idempotent: running again the same day, or every day for a week, issues nothing twice', async () => {
    const shop = await ongoingShop();
    const ids = [await born(shop, '1985-06-05'), await born(shop, '1999-06-08'), await born(shop, '2001-06-12')];
    expect((await runAt(shop, '2026-06-02T02:00:00Z')).issued).toBe(1);
    expect((await runAt(shop, '2026-06-02T10:00:00Z')).issued).toBe(0);
    const both = await Promise.all([runAt(shop, '2026-06-02T11:00:00Z'), runAt(shop, '2026-06-02T11:00:00Z')]);
    expect(both.map((r) => r.issued)).toEqual([0, 0]);
    let week = 0;
    for (let day = 2; day <= 9; day++) {
      const at = `2026-06-${String(day).padStart(2, '0')}T02:00:00Z`;
      week += (await runAt(shop, at)).issued + (await runAt(shop, at)).issued;
    }
    expect(week).toBe(2);
    const issues = await issuesOf(shop);
    expect(issues.map((i) => i.memberId).sort()).toEqual([...ids].sort());
    expect(await rt.database.client.voucherCode.count({ where: { merchantId: shop.merchantId } })).toBe(3);
    for (const id of ids) expect(await mailsTo(rt, shop.merchantId, await emailOf(shop, id))).toHaveLength(1);
    // Next year's birthday is a new issue.
    expect((await runAt(shop, '2027-06-02T02:00:00Z')).issued).toBe(1);
  });

  it('takes today on each merchant clock, or the date given', async () => {
    const kl = await ongoingShop({ preSendDays: 0 });
    const utc = await ongoingShop({ preSendDays: 0 }, 'UTC');
    await born(kl, '1990-03-10');
    await born(utc, '1990-03-10');
    // 01:30 on 10 March in Kuala Lumpur, still 9 March in UTC.
    const at = '2026-03-09T17:30:00Z';
    expect((await runAt(kl, at)).issued).toBe(1);
    expect((await runAt(utc, at)).issued).toBe(0);
    expect((await runAt(utc, at, '2026-03-10')).merchants[0]).toMatchObject({ date: '2026-03-10', birthday: '2026-03-10', issued: 1 });
    const code = await codeOf(utc, (await issuesOf(utc))[0]!.codeId);
    expect(code.expiresAt).toEqual(new Date('2026-03-18T00:00:00Z'));
  });

  it('treats 29 February as 28 February in other years and counts the year of the birthday', async () => {
    const shop = await ongoingShop({ preSendDays: 3 });
    const leapling = await born(shop, '2000-02-29');
    const newYear = await born(shop, '1995-01-02');
    expect((await runAt(shop, '2027-02-25T02:00:00Z')).merchants[0]).toMatchObject({ birthday: '2027-02-28', issued: 1 });
    expect((await runAt(shop, '2027-02-26T02:00:00Z')).issued).toBe(0);
    expect((await runAt(shop, '2028-02-25T02:00:00Z')).issued).toBe(0);
    expect((await runAt(shop, '2028-02-26T02:00:00Z')).merchants[0]).toMatchObject({ birthday: '2028-02-29', issued: 1 });
    expect((await runAt(shop, '2026-12-30T02:00:00Z')).merchants[0]).toMatchObject({ birthday: '2027-01-02', issued: 1 });
    const issues = await issuesOf(shop);
    expect(issues.map((i) => [i.memberId, i.year])).toEqual(
      expect.arrayContaining([
        [leapling, 2027],
        [leapling, 2028],
        [newYear, 2027],
      ]),
    );
    expect(issues).toHaveLength(3);
  });

  it('keeps its voucher: the voucher list cannot delete it, and saving again updates the same voucher', async () => {
    const shop = await ongoingShop({ preSendDays: 0 });
    await born(shop, '1990-09-09');
    const { voucherId } = await rt.database.client.birthdayCampaign.findUniqueOrThrow({ where: { merchantId: shop.merchantId } });
    const voucher = await shop.admin.caller.vouchers.get({ id: voucherId! });
    expect(await rejection(shop.admin.caller.vouchers.delete({ id: voucher.id }))).toMatchObject({ code: 'CONFLICT', message: `${voucher.name} is in use` });
    const saved = await shop.admin.caller.birthdayCampaign.save(settings({ preSendDays: 0 }));
    expect(saved.voucherCode).toBe(voucher.code);
    expect((await runAt(shop, '2026-09-09T02:00:00Z')).issued).toBe(1);
  });

  it('skips campaigns not started or suspended', async () => {
    const shop = await ongoingShop({ preSendDays: 0 });
    await born(shop, '1990-05-05');
    await shop.admin.caller.birthdayCampaign.suspend();
    expect(await runAt(shop, '2026-05-05T02:00:00Z')).toEqual({ issued: 0, merchants: [] });
    const fresh = await seedRewardShop(rt);
    await fresh.admin.caller.birthdayCampaign.save(settings({ preSendDays: 0 }));
    await born(fresh, '1990-05-05');
    expect(await runAt(fresh, '2026-05-05T02:00:00Z')).toEqual({ issued: 0, merchants: [] });
    await shop.admin.caller.birthdayCampaign.start();
    expect((await runAt(shop, '2026-05-05T02:00:00Z')).issued).toBe(1);
  });
});
