import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES as M } from '../../core/vouchers/constants.ts';
import { generateCodes } from '../../core/vouchers/code-generation.ts';
import { adminSession, expectOneLog, rejection, seedSubUser } from '../helpers/fixtures.ts';
import { inEnglish } from '../helpers/job-summary.ts';
import { seedMember, seedRewardShop, type RewardShop } from '../helpers/reward-station.ts';
import { errorFileRows } from '../helpers/member-import.ts';
import { runJobs } from '../helpers/sales-documents.ts';
import { DAY, createBulkVoucher, uploadMemberList, voucherForm } from '../helpers/vouchers.ts';
import { fileRuntime, fileServer } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();
const app = await fileServer(rt);

const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

const memberNoOf = async (shop: RewardShop, id: string) => (await rt.database.client.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } })).memberNo;
const emailOf = async (shop: RewardShop, id: string) => (await rt.database.client.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id } } })).email;
const holderOf = async (shop: RewardShop, voucherId: string) =>
  (await rt.database.client.voucherCode.findMany({ where: { merchantId: shop.merchantId, voucherId, memberId: { not: null } }, select: { memberId: true, assignedAt: true } }));

describe('voucher runs: generating codes', () => {
  it('generates 100,000 unique codes fast, reporting progress', async () => {
    const shop = await seedRewardShop(rt);
    const id = await createBulkVoucher(shop, { quantity: 100_000, code: 'BULK' });
    const seen: number[] = [];
    const result = await generateCodes(shop.ctx, { voucherId: id, count: 100_000 }, (done) => seen.push(done));
    console.log(`voucher run: ${result.generated} codes in ${result.ms} ms, ${Math.round(result.generated / (result.ms / 1000))} codes/s`);
    expect(result).toMatchObject({ generated: 100_000, prefix: 'BULK', codeCount: 100_000 });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100_000);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const codes = await rt.database.client.voucherCode.findMany({ where: { merchantId: shop.merchantId, voucherId: id }, select: { code: true } });
    expect(new Set(codes.map((c) => c.code)).size).toBe(100_000);
    expect(codes.every((c) => c.code.startsWith('BULK') && CODE.test(c.code.slice(4)))).toBe(true);
  }, 120_000);

  it('takes a prefix, logs the run, and keeps within the quantity and the run size', async () => {
    const shop = await seedRewardShop(rt);
    const id = await createBulkVoucher(shop, { quantity: 10, name: 'Run' });
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.vouchers.generateCodes({ voucherId: id, count: 6, prefix: 'cny-' }));
    expectOneLog(written, { action: 'Generated 6 codes for voucher "Run"', category: 'my_sales' }, request);
    expect(result).toMatchObject({ generated: 6, prefix: 'CNY-', codeCount: 6 });
    const page = await caller.vouchers.codes({ voucherId: id });
    expect(page.total).toBe(6);
    expect(page.items.every((c) => c.code.startsWith('CNY-') && CODE.test(c.code.slice(4)) && c.member === null && c.usedAt === null)).toBe(true);
    expect(await rejection(caller.vouchers.generateCodes({ voucherId: id, count: 5 }))).toMatchObject({ fieldErrors: { count: "The voucher's quantity allows 4 more codes." } });
    for (const count of [0, 100_001, 2.5]) expect(await rejection(caller.vouchers.generateCodes({ voucherId: id, count }))).toMatchObject({ fieldErrors: { count: english(M.countRange) } });
    expect(await rejection(caller.vouchers.generateCodes({ voucherId: id, count: 1, prefix: 'A B' }))).toMatchObject({ fieldErrors: { prefix: english(M.codeChars) } });
    const normal = (await caller.vouchers.create(voucherForm())).id;
    expect(await rejection(caller.vouchers.generateCodes({ voucherId: normal, count: 1 }))).toMatchObject({ fieldErrors: { voucherId: english(M.notBulk) } });
    expect(await rejection(caller.vouchers.generateCodes({ voucherId: 'nope', count: 1 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.vouchers.get({ id })).codeCount).toBe(6);
    expect((await caller.vouchers.codes({ voucherId: id, search: page.items[0]!.code.toLowerCase() })).items.map((c) => c.code)).toEqual([page.items[0]!.code]);
  });
});

describe('voucher runs: assigning codes', () => {
  it('assigns one code to each member of a member type, skipping holders, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const id = await createBulkVoucher(shop, { name: 'Welcome' });
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 5 });
    const fresh = [await seedMember(rt, shop), await seedMember(rt, shop)];
    const old = await seedMember(rt, shop);
    await rt.database.client.member.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: old } }, data: { joinedAt: new Date(Date.now() - 90 * DAY) } });
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.vouchers.assign({ voucherId: id, segment: { memberType: 'new_join' } }));
    expectOneLog(written, { action: 'Assigned 2 codes of voucher "Welcome"', category: 'my_sales' }, request);
    expect(result).toEqual({ assigned: 2, skipped: 0, remaining: 0 });
    expect((await holderOf(shop, id)).map((c) => c.memberId).sort()).toEqual([...fresh].sort());
    expect((await holderOf(shop, id)).every((c) => c.assignedAt instanceof Date)).toBe(true);
    expect(await caller.vouchers.assign({ voucherId: id, segment: { memberType: 'new_join' } })).toEqual({ assigned: 0, skipped: 2, remaining: 0 });
    expect((await caller.vouchers.get({ id })).assignedCount).toBe(2);
    const page = await caller.vouchers.codes({ voucherId: id });
    expect(page.items.filter((c) => c.member).map((c) => c.member!.id).sort()).toEqual([...fresh].sort());
  });

  it('assigns to an uploaded list of e-mails or member numbers in a job, reporting unknown and repeated rows', async () => {
    const shop = await seedRewardShop(rt);
    const id = await createBulkVoucher(shop, { name: 'Listed' });
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 3 });
    const [a, b] = [await seedMember(rt, shop), await seedMember(rt, shop)];
    const other = await seedRewardShop(rt);
    const stranger = await seedMember(rt, other);
    const list = ['Name,Email', `Ann,${(await emailOf(shop, a)).toUpperCase()}`, `Ann again,${await emailOf(shop, a)}`, `Stranger,${await emailOf(other, stranger)}`, 'Nobody,not-an-email', ',', `Bee,#${await memberNoOf(shop, b)}`].join('\n');
    const assignList = async (text: string) => {
      const started = await shop.admin.caller.jobs.start({ kind: 'voucher-assign', voucherId: id, uploadId: await uploadMemberList(shop, text) });
      // The request only queues the job: the list is read by the job runner.
      expect(started).toMatchObject({ kind: 'voucher-assign', status: 'queued' });
      await runJobs(rt, shop.merchantId);
      return inEnglish(await shop.admin.caller.jobs.get({ id: started.id }));
    };
    const job = await assignList(list);
    expect(job.kind).toBe('voucher-assign');
    expect(job).toMatchObject({ status: 'completed', totalRows: 5, failedCount: 2, hasErrorFile: true });
    expect(job.summary).toMatch(/^Assigned 2 codes of voucher "Listed"\. 1 member already held one or was listed twice\. 2 rows name no member/);
    expect((await errorFileRows(rt, shop, job.id)).slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['4', `No member of the shop has the e-mail or member number "${await emailOf(other, stranger)}".`],
      ['5', 'No member of the shop has the e-mail or member number "not-an-email".'],
    ]);
    expect((await holderOf(shop, id)).map((c) => c.memberId).sort()).toEqual([a, b].sort());
    // A plain list, one member number a line; both members hold a code now.
    const again = await assignList(`${await memberNoOf(shop, b)}\n#${await memberNoOf(shop, a)}\n`);
    expect(again).toMatchObject({ status: 'completed', failedCount: 0, summary: 'Assigned 0 codes of voucher "Listed". 2 members already held one or were listed twice.' });
    expect(await assignList('\n\n')).toMatchObject({ status: 'failed', summary: english(M.listEmpty) });
  });

  it('hands codes out in batches when given a limit: 0 only counts, each batch serves the next members, and logs it', async () => {
    const shop = await seedRewardShop(rt);
    const id = await createBulkVoucher(shop, { name: 'Batches' });
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 5 });
    for (let i = 0; i < 5; i++) await seedMember(rt, shop);
    const segment = { memberType: 'new_join' as const };
    const { caller, request, logs } = adminSession(rt, shop);
    const counted = await logs(() => caller.vouchers.assign({ voucherId: id, segment, limit: 0 }));
    expect(counted.result).toEqual({ assigned: 0, skipped: 0, remaining: 5 });
    expect(counted.logs).toEqual([]);
    expect(await holderOf(shop, id)).toEqual([]);
    const first = await logs(() => caller.vouchers.assign({ voucherId: id, segment, limit: 3 }));
    expect(first.result).toEqual({ assigned: 3, skipped: 0, remaining: 2 });
    expectOneLog(first.logs, { action: 'Assigned 3 codes of voucher "Batches"', category: 'my_sales' }, request);
    expect(await caller.vouchers.assign({ voucherId: id, segment, limit: 3 })).toEqual({ assigned: 2, skipped: 3, remaining: 0 });
    expect(await holderOf(shop, id)).toHaveLength(5);
    // Too few codes for the whole segment: refused before any batch.
    await seedMember(rt, shop);
    await seedMember(rt, shop);
    const other = await createBulkVoucher(shop);
    await shop.admin.caller.vouchers.generateCodes({ voucherId: other, count: 6 });
    expect(await rejection(caller.vouchers.assign({ voucherId: other, segment, limit: 1 }))).toMatchObject({ appCode: 'VOUCHER.NOT_ENOUGH_CODES' });
    expect(await holderOf(shop, other)).toEqual([]);
    expect(await rejection(caller.vouchers.assign({ voucherId: other, segment, limit: -1 }))).toMatchObject({ fieldErrors: { limit: english(M.invalidValue) } });
  });

  it('refuses when fewer codes are free than members need, naming how many are missing, and assigns none', async () => {
    const shop = await seedRewardShop(rt);
    const id = await createBulkVoucher(shop);
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 2 });
    for (let i = 0; i < 5; i++) await seedMember(rt, shop);
    const refused = await rejection(shop.admin.caller.vouchers.assign({ voucherId: id, segment: { memberType: 'potential_customer' } }));
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', appCode: 'VOUCHER.NOT_ENOUGH_CODES', message: 'Not enough codes: 5 members need a code, 2 free; 3 codes are missing. Generate more codes first.' });
    expect(await holderOf(shop, id)).toEqual([]);
    expect(await rejection(shop.admin.caller.vouchers.assign({ voucherId: id, segment: {} as never }))).toMatchObject({ code: 'BAD_REQUEST' });
    const normal = (await shop.admin.caller.vouchers.create(voucherForm())).id;
    expect(await rejection(shop.admin.caller.vouchers.assign({ voucherId: normal, segment: { memberType: 'new_join' } }))).toMatchObject({ fieldErrors: { voucherId: english(M.notBulk) } });
  });
});

describe('voucher runs: exporting codes', () => {
  it('exports code, member, assigned at, used at and order as CSV and XLSX, guarding formulas', async () => {
    const shop = await seedRewardShop(rt);
    const id = await createBulkVoucher(shop, { code: 'EXP' });
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 3, prefix: '-HYPER' });
    const member = await seedMember(rt, shop);
    await shop.admin.caller.vouchers.assign({ voucherId: id, segment: { memberType: 'new_join' } });
    const get = (format: string, token: string | null = shop.admin.token) => app.inject({ method: 'GET', url: `/api/vouchers/${id}/codes?format=${format}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const csv = await get('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('voucher-exp-codes.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Code,Member,Assigned at,Used at,Order');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.startsWith("'-HYPER"))).toBe(true);
    const email = (await rt.database.client.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: member } } })).email;
    expect(lines.filter((l) => l.includes(email))).toHaveLength(1);
    const xlsx = await get('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Codes')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Member', 'Assigned at', 'Used at', 'Order']);
    expect(sheet.rowCount).toBe(4);
    expect((await get('pdf')).statusCode).toBe(400);
    expect((await get('csv', null)).statusCode).toBe(401);
    const stranger = await seedRewardShop(rt);
    expect((await get('csv', stranger.admin.token)).statusCode).toBe(404);
    const noSales = await seedSubUser(rt, shop, { report: 'view' });
    expect((await get('csv', noSales.token)).statusCode).toBe(403);
    // An XLSX text cell is never run as a formula: the code is written as it is.
    expect(sheet.getRow(2).getCell(1).value).toMatch(/^-HYPER/);
    // The same rows, a page at a time, through the router (what the command line writes from).
    const first = await shop.admin.caller.vouchers.exportCodes({ voucherId: id, limit: 2 });
    const second = await shop.admin.caller.vouchers.exportCodes({ voucherId: id, cursor: first.next, limit: 2 });
    expect(first.rows).toHaveLength(2);
    expect(second).toMatchObject({ next: null });
    expect(new Set([...first.rows, ...second.rows].map((r) => r.code)).size).toBe(3);
  });
});
