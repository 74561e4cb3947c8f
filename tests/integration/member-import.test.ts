import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { openJobFile } from '../../core/jobs/job-files.ts';
import { MEMBER_IMPORT_LIMITS, MEMBER_MESSAGES } from '../../core/members/constants.ts';
import { MEMBER_IMPORT_MESSAGES as M } from '../../core/members/import/columns.ts';
import { THREAD_FROM_BYTES } from '../../core/members/import/judge-thread.ts';
import { isAppError } from '../../core/shared/errors.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { withTransaction } from '../../core/shared/context.ts';
import type * as CreateMember from '../../core/members/create-member.ts';
import { createMembers } from '../../core/members/create-member.ts';
import { JOB_KINDS } from '../../server/jobs/job-kinds.ts';
import { rejection, seedMerchant, seedSubUser, type SeededMerchant } from '../helpers/fixtures.ts';
import { inEnglish } from '../helpers/job-summary.ts';
import { errorFileRows, importMembersFile, membersOf } from '../helpers/member-import.ts';
import { ruleForm } from '../helpers/loyalty.ts';
import { contextOf, runJobs } from '../helpers/sales-documents.ts';
import { fileRuntime, fileServer } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';
import { msg } from '../../core/shared/messages.ts';

// A seam for the atomicity test: createMembers fails on the call this names (0: never).
const failing = vi.hoisted(() => ({ onCall: 0, calls: 0 }));
vi.mock('../../core/members/create-member.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CreateMember>();
  return {
    ...original,
    createMembers: async (...args: Parameters<typeof original.createMembers>) => {
      failing.calls++;
      if (failing.onCall > 0 && failing.calls === failing.onCall) throw new Error('disk full');
      return original.createMembers(...args);
    },
  };
});

const rt = await fileRuntime();
const app = await fileServer(rt);

const HEADER = 'Name,Email,Phone,Date of Birth';

/** The AppError a core call (not a procedure) fails with, its message in English. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string; field: string | undefined }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: english(error.message), field: error.field };
}
const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('member import', () => {
  it('imports every row of a CSV with a BOM, CRLF and header variants, phones stored in E.164', async () => {
    const shop = await seedMerchant(rt);
    const file = `\uFEFF${csv(
      'name,E-MAIL,Mobile,dob',
      'Aisyah binti Ahmad,Aisyah@Example.com,012-345 6789,1990-08-31',
      '"Tan, Mei Ling 陈美玲",meiling@example.com,+60 3-2141 8888,31/12/1985',
      'Rajesh Kumar,rajesh@example.sg,+65 8123 4567,',
      'Siti Nur,siti@example.com,011-2345 6789,1/2/2000',
    )}`;
    const job = await importMembersFile(rt, shop, file, { batch: 'Roadshow 2026' });
    expect(job).toMatchObject({ kind: 'member-import', status: 'completed', totalRows: 4, doneRows: 4, failedCount: 0, hasErrorFile: false });
    expect(job.summary).toBe('Imported 4 members into batch "Roadshow 2026" from 4 rows.');
    expect(await membersOf(rt, shop.merchantId)).toEqual([
      { memberNo: 1, name: 'Aisyah binti Ahmad', nameKey: 'aisyah binti ahmad', email: 'Aisyah@Example.com', emailKey: 'aisyah@example.com', phone: '+60123456789', dateOfBirth: '1990-08-31', source: 'import', importBatch: 'Roadshow 2026', status: 1 },
      { memberNo: 2, name: 'Tan, Mei Ling 陈美玲', nameKey: 'tan, mei ling 陈美玲', email: 'meiling@example.com', emailKey: 'meiling@example.com', phone: '+60321418888', dateOfBirth: '1985-12-31', source: 'import', importBatch: 'Roadshow 2026', status: 1 },
      { memberNo: 3, name: 'Rajesh Kumar', nameKey: 'rajesh kumar', email: 'rajesh@example.sg', emailKey: 'rajesh@example.sg', phone: '+6581234567', dateOfBirth: null, source: 'import', importBatch: 'Roadshow 2026', status: 1 },
      { memberNo: 4, name: 'Siti Nur', nameKey: 'siti nur', email: 'siti@example.com', emailKey: 'siti@example.com', phone: '+601123456789', dateOfBirth: '2000-02-01', source: 'import', importBatch: 'Roadshow 2026', status: 1 },
    ]);
    const logs = await rt.database.client.userLog.findMany({ where: { merchantId: shop.merchantId, category: 'my_sales' }, orderBy: { at: 'asc' } });
    expect(logs.map((l) => english(l.action))).toEqual(['Uploaded "members.csv"', 'Started a member import of "members.csv" (batch "Roadshow 2026")', 'Imported 4 members into batch "Roadshow 2026" from "members.csv"']);
  });

  it('reports every rule with the row a spreadsheet shows, the column and the reason, and imports the good rows', async () => {
    const shop = await seedMerchant(rt);
    await importMembersFile(rt, shop, csv(HEADER, 'Stored Member,stored@example.com,0123456789,'), { batch: 'Earlier' });
    const file = csv(
      'Name,Email,Contact,Birthday',
      // Row 2 spans three lines: the rows after it keep their spreadsheet numbers.
      '"Lim\nAh\nKow",lim@example.com,0123456780,',
      ',noname@example.com,0123456781,', // 3: name required
      'A,short@example.com,0123456782,', // 4: too few letters
      'No Email,,0123456783,', // 5: e-mail required
      'Bad Email,not-an-email,0123456784,', // 6: invalid e-mail
      'Dup Case,LIM@example.com,0123456785,', // 7: repeated e-mail (case differs)
      'Taken,STORED@example.com,0123456786,', // 8: e-mail of a stored member
      'No Phone,nophone@example.com,,', // 9: phone required
      'US Phone,usphone@example.com,+1 202 555 0143,', // 10: not MY or SG
      'Bad Date,baddate@example.com,0123456787,31/02/1990', // 11: not a real date
      'Other Date,otherdate@example.com,0123456788,1990.08.31', // 12: unknown date form
      'Future,future@example.com,0123456789,2999-01-01', // 13: in the future
      '',
      'Good Two,good2@example.com,+65 9123 4567,2001-05-06', // 15 (row 14 is blank)
      ',,,', // 16: blank cells only: skipped like a blank line
      'Many Faults,,,bad', // 17: several errors on one row
    );
    const job = await importMembersFile(rt, shop, file, { batch: 'Fair' });
    expect(job).toMatchObject({ status: 'completed', totalRows: 14, failedCount: 12, hasErrorFile: true });
    expect(job.summary).toBe('Imported 2 members into batch "Fair" from 14 rows. 12 rows rejected (see the error file).');
    const rows = await errorFileRows(rt, shop, job.id);
    expect(rows[0]).toEqual(['Row', 'Column', 'Reason', 'Name', 'Email', 'Contact', 'Birthday']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['3', 'Name', english(M.nameRequired)],
      ['4', 'Name', english(M.nameLetters)],
      ['5', 'Email', english(M.emailInvalid)],
      ['6', 'Email', 'Invalid Email Address'],
      ['7', 'Email', 'This e-mail is already on row 2 of the file.'],
      ['8', 'Email', 'A member with this e-mail address already exists.'],
      ['9', 'Contact', 'Contact number is required'],
      ['10', 'Contact', english(M.phoneInvalid)],
      ['11', 'Birthday', english(M.dateOfBirthInvalid)],
      ['12', 'Birthday', english(M.dateOfBirthInvalid)],
      ['13', 'Birthday', english(M.dateOfBirthFuture)],
      ['17', 'Email', english(M.emailInvalid)],
      ['17', 'Contact', 'Contact number is required'],
      ['17', 'Birthday', english(M.dateOfBirthInvalid)],
    ]);
    // Each rejected row carries its own cells, under the file's headers, ready to fix and import again
    // (a row refused for a stored member's e-mail: as read and normalised; the phone guarded
    // against formulas as every CSV we write, which the import takes off again).
    expect(rows[1]!.slice(3)).toEqual(['', 'noname@example.com', '0123456781', '']);
    expect(rows[6]!.slice(3)).toEqual(['Taken', 'STORED@example.com', "'+60123456786", '']);
    const members = await membersOf(rt, shop.merchantId);
    expect(members.map((m) => [m.memberNo, m.name, m.email, m.phone, m.importBatch])).toEqual([
      [1, 'Stored Member', 'stored@example.com', '+60123456789', 'Earlier'],
      [2, 'Lim Ah Kow', 'lim@example.com', '+60123456780', 'Fair'],
      [3, 'Good Two', 'good2@example.com', '+6591234567', 'Fair'],
    ]);
  });

  it('says what the member forms say for the same fault', async () => {
    const shop = await seedMerchant(rt);
    const form = await rejection(shop.admin.caller.members.create({ name: ' ', email: 'not-an-email', phone: '' }));
    expect(form.fieldErrors).toMatchObject({ name: english(MEMBER_MESSAGES.nameRequired), email: english(MEMBER_MESSAGES.emailInvalid) });
    const job = await importMembersFile(rt, shop, csv(HEADER, ',not-an-email,0123456789,', 'No Email,,0123456780,'), { batch: 'Words' });
    expect((await errorFileRows(rt, shop, job.id)).slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['2', 'Name', 'Customer name is required'],
      ['2', 'Email', 'Invalid Email Address'],
      ['3', 'Email', 'Invalid Email Address'],
    ]);
    expect([form.fieldErrors!.name, form.fieldErrors!.email]).toEqual(['Customer name is required', 'Invalid Email Address']);
  });

  it('a dry run checks everything and writes nothing', async () => {
    const shop = await seedMerchant(rt);
    const job = await importMembersFile(rt, shop, csv(HEADER, 'Ali Bin Abu,ali@example.com,0123456789,', 'X,bad,0,'), { batch: 'Check', dryRun: true });
    expect(job).toMatchObject({ status: 'completed', dryRun: true, totalRows: 2, failedCount: 1, hasErrorFile: true });
    expect(job.summary).toBe('Dry run of 2 rows: 1 member would be imported into batch "Check". 1 row rejected (see the error file). Nothing was written.');
    expect(await membersOf(rt, shop.merchantId)).toEqual([]);
    expect(await rt.database.client.memberSetting.findUnique({ where: { merchantId: shop.merchantId } })).toBeNull();
    const logs = await rt.database.client.userLog.findMany({ where: { merchantId: shop.merchantId, action: { startsWith: msg('log.members.imported') } } });
    expect(logs).toEqual([]);
  });

  it('finishes a committed import after a failure part-way: every member written once, numbers without gaps', async () => {
    const shop = await seedMerchant(rt);
    const lines = [HEADER];
    // More rows than the first transaction that writes them takes, so the second write fails after the first committed.
    for (let i = 0; i < 6_000; i++) lines.push(`Member ${i},m${i}@example.com,01${String(20000000 + i)},`);
    failing.calls = 0;
    failing.onCall = 2;
    try {
      const job = await importMembersFile(rt, shop, csv(...lines), { batch: 'Big' });
      expect(failing.calls).toBeGreaterThan(2);
      expect(job).toMatchObject({ status: 'completed', totalRows: 6_000, failedCount: 0 });
    } finally {
      failing.onCall = 0;
    }
    const members = await rt.database.client.member.findMany({ where: { merchantId: shop.merchantId }, select: { memberNo: true, emailKey: true }, orderBy: { memberNo: 'asc' } });
    expect(members.map((m) => m.memberNo)).toEqual(Array.from({ length: 6_000 }, (_, i) => i + 1));
    expect(new Set(members.map((m) => m.emailKey)).size).toBe(6_000);
    expect((await rt.database.client.memberSetting.findUnique({ where: { merchantId: shop.merchantId } }))?.nextMemberNo).toBe(6_001);
    expect(await rt.database.client.userLog.count({ where: { merchantId: shop.merchantId, action: { startsWith: msg('log.members.imported', { count: 6000 }).slice(0, -1) } } })).toBe(1);
  });

  it('numbers every batch from the counter it holds and gives each imported member the join points', async () => {
    const shop = await seedMerchant(rt);
    const rule = await shop.admin.caller.loyalty.createRule(ruleForm({ ruleType: 4, pointsGrant: 50 }));
    await shop.admin.caller.loyalty.updateSettings({ enabled: true, pointsPerRinggit: 100, thousandPointsSen: 1000 });
    const lines = [HEADER];
    // Three batches of the reader.
    for (let i = 0; i < 2_500; i++) lines.push(`Member ${i},j${i}@example.com,01${String(20000000 + i)},`);
    const job = await importMembersFile(rt, shop, csv(...lines), { batch: 'Joined' });
    expect(job).toMatchObject({ status: 'completed', totalRows: 2_500, failedCount: 0 });
    const db = rt.database.client;
    const numbers = await db.member.findMany({ where: { merchantId: shop.merchantId }, orderBy: { memberNo: 'asc' }, select: { memberNo: true } });
    expect(numbers.map((m) => m.memberNo)).toEqual(Array.from({ length: 2_500 }, (_, i) => i + 1));
    expect(await db.memberSetting.findUnique({ where: { merchantId: shop.merchantId }, select: { nextMemberNo: true } })).toEqual({ nextMemberNo: 2_501 });
    const entries = await db.pointsEntry.findMany({ where: { merchantId: shop.merchantId }, select: { points: true, ruleId: true } });
    expect(entries).toHaveLength(2_500);
    expect(entries.every((e) => e.points === 50 && e.ruleId === rule.id)).toBe(true);
  });

  it('is safe to run again with the same batch: imported rows are skipped, the fixed rows go in', async () => {
    const shop = await seedMerchant(rt);
    const first = await importMembersFile(rt, shop, csv(HEADER, 'Ali Bin Abu,ali@example.com,0123456789,', 'Bad Phone,bad@example.com,123,'), { batch: 'Walk-in' });
    expect(first).toMatchObject({ status: 'completed', failedCount: 1 });
    // The error file's row fixed, the whole file imported again.
    const again = await importMembersFile(rt, shop, csv(HEADER, 'Ali Bin Abu,ALI@example.com,0123456789,', 'Bad Phone,bad@example.com,0198765432,'), { batch: 'Walk-in' });
    expect(again).toMatchObject({ status: 'completed', totalRows: 2, failedCount: 0, hasErrorFile: false });
    expect(again.summary).toBe('Imported 1 member into batch "Walk-in" from 2 rows. 1 row already imported in this batch was skipped.');
    expect((await membersOf(rt, shop.merchantId)).map((m) => [m.memberNo, m.email, m.phone])).toEqual([
      [1, 'ali@example.com', '+60123456789'],
      [2, 'bad@example.com', '+60198765432'],
    ]);
    // Another batch may not take the same e-mails.
    const other = await importMembersFile(rt, shop, csv(HEADER, 'Ali Bin Abu,ali@example.com,0123456789,'), { batch: 'Other' });
    expect(other).toMatchObject({ status: 'completed', failedCount: 1 });
    expect((await errorFileRows(rt, shop, other.id))[1]!.slice(0, 3)).toEqual(['2', 'Email', 'A member with this e-mail address already exists.']);
    expect(await rt.database.client.member.count({ where: { merchantId: shop.merchantId } })).toBe(2);
  });

  it('refuses a file whose header is wrong, or that has no rows, and writes nothing', async () => {
    const shop = await seedMerchant(rt);
    const badHeader = await importMembersFile(rt, shop, csv('Name,Email,Email,Gender', 'Ali Bin Abu,ali@example.com,ali2@example.com,male'), { batch: 'B' });
    expect(badHeader).toMatchObject({ status: 'failed', totalRows: 0 });
    expect((await errorFileRows(rt, shop, badHeader.id)).slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['1', 'Email', english(M.repeatedColumn)],
      ['1', 'Gender', english(M.unknownColumn)],
      ['1', 'Phone', english(M.missingColumn)],
    ]);
    const headerOnly = await importMembersFile(rt, shop, csv(HEADER, '', ''), { batch: 'B' });
    expect(headerOnly).toMatchObject({ status: 'failed', totalRows: 0 });
    expect(headerOnly.summary).toBe(`The file was refused; nothing was imported. First: row 2: ${english(M.noRows)}`);
    // Blank lines only: no header row, so no list.
    const blank = await importMembersFile(rt, shop, '\r\n  \r\n,,,\r\n', { batch: 'B' });
    expect(blank).toMatchObject({ status: 'failed', totalRows: 0 });
    expect(blank.summary).toBe(`The file was refused; nothing was imported. First: row 1: ${english(M.emptyFile)}`);
    // A file of no bytes is refused as the empty list it is, at the upload.
    const ctx = await contextOf(rt, shop.admin.token);
    expect(await refusal(saveUpload(ctx, 'member-import', 'empty.csv', Buffer.alloc(0)))).toMatchObject({ code: 'UPLOAD.EMPTY', message: english(M.emptyFile), field: 'file' });
    expect(await membersOf(rt, shop.merchantId)).toEqual([]);
  });

  it('takes a file of one member: the minimum is one row', async () => {
    expect(MEMBER_IMPORT_LIMITS.minRows).toBe(1);
    const shop = await seedMerchant(rt);
    const job = await importMembersFile(rt, shop, csv(HEADER, 'Walk In,walkin@example.com,0123456789,'), { batch: 'One' });
    expect(job).toMatchObject({ status: 'completed', totalRows: 1, failedCount: 0 });
    expect((await membersOf(rt, shop.merchantId)).map((m) => m.email)).toEqual(['walkin@example.com']);
  });

  it('refuses a file over the maximum rows as a whole', async () => {
    const shop = await seedMerchant(rt);
    const limits = MEMBER_IMPORT_LIMITS as { maxRows: number };
    const saved = limits.maxRows;
    limits.maxRows = 3;
    try {
      const lines = [HEADER, ...[0, 1, 2, 3, 4].map((i) => `Member ${i},m${i}@example.com,01${String(20000000 + i)},`)];
      const job = await importMembersFile(rt, shop, csv(...lines), { batch: 'Too many' });
      expect(job).toMatchObject({ status: 'failed', totalRows: 3 });
      expect((await errorFileRows(rt, shop, job.id)).slice(1).map((r) => r.slice(0, 3))).toEqual([['5', '', english(M.tooManyRows)]]);
    } finally {
      limits.maxRows = saved;
    }
    expect(await membersOf(rt, shop.merchantId)).toEqual([]);
  });

  it('reports a broken CSV on the row where reading stopped, counting records, not lines', async () => {
    const shop = await seedMerchant(rt);
    const job = await importMembersFile(rt, shop, csv(HEADER, '"Two\nLines",two@example.com,0123456789,', 'Ali "quoted" badly,ali@example.com,0123456780,'), { batch: 'B' });
    expect(job.status).toBe('failed');
    const rows = await errorFileRows(rt, shop, job.id);
    expect(rows[1]!.slice(0, 2)).toEqual(['3', '']);
    expect(rows[1]![2]).toMatch(/^The file is not a valid CSV file/);
    expect(await membersOf(rt, shop.merchantId)).toEqual([]);
  });

  it('stops at a row far longer than a member row, as at a quote left open', async () => {
    const shop = await seedMerchant(rt);
    const job = await importMembersFile(rt, shop, csv(HEADER, 'Ali Bin Abu,ali@example.com,0123456789,', `"Open quote,${'x'.repeat(70_000)}`), { batch: 'B' });
    expect(job).toMatchObject({ status: 'failed' });
    expect((await errorFileRows(rt, shop, job.id)).slice(1).map((r) => r.slice(0, 3))).toEqual([['3', '', english(M.rowTooLong)]]);
    expect(await membersOf(rt, shop.merchantId)).toEqual([]);
  });

  it('refuses text that is not UTF-8: at upload from its first bytes, and a bad byte a megabyte in, read on its own thread, on its row', async () => {
    const shop = await seedMerchant(rt);
    const ctx = await contextOf(rt, shop.admin.token);
    const notUtf8 = (row: number) => `The file is not UTF-8 text (row ${row}): save it as CSV UTF-8 and upload again.`;
    // Latin-1 (Excel's plain "CSV (Comma delimited)" in Western Europe), GBK (on a Chinese Windows), UTF-16 ("Unicode Text").
    const latin1 = Buffer.from(csv(HEADER, 'Ali Bin Abu,ali@example.com,0123456789,', 'Jos\xe9 M\xfcller,jose@example.com,0123456780,'), 'latin1');
    expect(await refusal(saveUpload(ctx, 'member-import', 'members.csv', latin1))).toMatchObject({ code: 'UPLOAD.NOT_UTF8', message: notUtf8(3) });
    const gbk = Buffer.concat([Buffer.from(`${HEADER}\r\n`), Buffer.from([0xb2, 0xe2, 0xca, 0xd4]), Buffer.from(',chen@example.com,0123456789,\r\n')]);
    expect(await refusal(saveUpload(ctx, 'member-import', 'members.csv', gbk))).toMatchObject({ code: 'UPLOAD.NOT_UTF8', message: notUtf8(2) });
    expect(await refusal(saveUpload(ctx, 'member-import', 'members.csv', Buffer.from(`\ufeff${csv(HEADER)}`, 'utf16le')))).toMatchObject({ code: 'UPLOAD.NOT_UTF8', message: notUtf8(1) });
    // Past the first bytes the upload looks at (an upload streams in), the reader refuses the file on the row of the byte: nothing is written.
    const lines = [HEADER];
    for (let i = 0, bytes = 0; bytes < THREAD_FROM_BYTES + 100_000; i++) bytes += lines[lines.push(`Member ${i},m${i}@example.com,01${String(20000000 + i)},`) - 1]!.length + 2;
    const body = Buffer.concat([Buffer.from(csv(...lines)), Buffer.from(csv('Jos\xe9 M\xfcller,jose@example.com,0123456780,'), 'latin1')]);
    expect(body.length).toBeGreaterThan(THREAD_FROM_BYTES);
    const chunks = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, i) => body.subarray(i * 65_536, (i + 1) * 65_536));
    const upload = await saveUpload(ctx, 'member-import', 'latin1.csv', Readable.from(chunks));
    const started = await shop.admin.caller.jobs.start({ kind: 'member-import', uploadId: upload.id, batch: 'Latin-1' });
    await runJobs(rt, shop.merchantId);
    const job = await shop.admin.caller.jobs.get({ id: started.id });
    expect(job).toMatchObject({ status: 'failed' });
    expect((await errorFileRows(rt, shop, job.id)).slice(1).map((r) => r.slice(0, 3))).toEqual([[String(lines.length + 1), '', notUtf8(lines.length + 1)]]);
    expect(await membersOf(rt, shop.merchantId)).toEqual([]);
  });

  it('takes a large CSV whose first chunk ends inside a Chinese character', async () => {
    const shop = await seedMerchant(rt);
    const lines = [HEADER];
    for (let i = 0; Buffer.byteLength(lines.join('\r\n')) < 70_000; i++) lines.push(`${'陈美玲'.repeat(10)} ${i},m${i}@example.com,01${String(20000000 + i)},`);
    // Spaces before the first name (names are trimmed) shift byte 65,536, the end of a file
    // stream's first chunk, until it falls inside a character.
    const body = csv(...lines.slice(1));
    const text = Array.from({ length: 60 }, (_, n) => n).map((n) => `${HEADER}\r\n${' '.repeat(n)}${body}`).find((t) => (Buffer.from(t)[65_536]! & 0xc0) === 0x80)!;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'members-')), 'chinese.csv');
    writeFileSync(file, text);
    const ctx = await contextOf(rt, shop.admin.token);
    const upload = await saveUpload(ctx, 'member-import', 'chinese.csv', createReadStream(file));
    expect(upload.mimeType).toBe('text/csv');
    const job = await importMembersFile(rt, shop, Buffer.from(text), { batch: 'Big Chinese' });
    expect(job).toMatchObject({ status: 'completed', totalRows: lines.length - 1, failedCount: 0 });
  });

  it('reads a large file on its own thread with the same rows, numbers and messages, and rolls back a file refused at its end', async () => {
    const shop = await seedMerchant(rt);
    const lines = [HEADER, '"Lim\nAh Kow",lim@example.com,0123456780,'];
    for (let i = 0; i < 20_000; i++) lines.push(`Member Number ${i},member.${i}@example.com,01${String(20000000 + i)},1990-01-02`);
    lines[5_000] = 'Repeat Lim,LIM@example.com,0123456781,'; // row 5,001 (lines[0] is row 1)
    lines[11_999] = 'Bad Phone,badphone@example.com,12345,'; // row 12,000
    const body = csv(...lines);
    // Large enough for a thread of its own to read it.
    expect(Buffer.byteLength(body)).toBeGreaterThan(THREAD_FROM_BYTES);
    const job = await importMembersFile(rt, shop, body, { batch: 'Big file' });
    expect(job).toMatchObject({ status: 'completed', totalRows: 20_001, failedCount: 2 });
    expect((await errorFileRows(rt, shop, job.id)).slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['5001', 'Email', 'This e-mail is already on row 2 of the file.'],
      ['12000', 'Phone', english(M.phoneInvalid)],
    ]);
    expect(await rt.database.client.member.count({ where: { merchantId: shop.merchantId } })).toBe(19_999);

    // The same rows again under the same batch with a stray quote on the last row: every row
    // up to it was judged (and written in the transaction), then the whole file is refused.
    const other = await seedMerchant(rt);
    const broken = await importMembersFile(rt, other, `${body}Ali "quoted" badly,ali@example.com,0123456789,\r\n`, { batch: 'Big file' });
    expect(broken).toMatchObject({ status: 'failed' });
    expect((await errorFileRows(rt, other, broken.id)).at(-1)!.slice(0, 2)).toEqual(['20003', '']);
    expect(await rt.database.client.member.count({ where: { merchantId: other.merchantId } })).toBe(0);
    expect(await rt.database.client.memberSetting.findUnique({ where: { merchantId: other.merchantId } })).toBeNull();
  });

  it('takes CSV only, and needs a batch name', async () => {
    const shop = await seedMerchant(rt);
    const ctx = await contextOf(rt, shop.admin.token);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Members').addRow(HEADER.split(','));
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await refusal(saveUpload(ctx, 'member-import', 'members.xlsx', xlsx))).toMatchObject({ code: 'UPLOAD.WRONG_TYPE', message: english(M.csvOnly) });
    expect(await refusal(saveUpload(ctx, 'member-import', 'members.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])))).toMatchObject({ code: 'UPLOAD.WRONG_TYPE', message: english(M.csvOnly) });
    const upload = await saveUpload(ctx, 'member-import', 'members.csv', Buffer.from(csv(HEADER, 'Ali Bin Abu,ali@example.com,0123456789,')));
    const refused = await rejection(shop.admin.caller.jobs.start({ kind: 'member-import', uploadId: upload.id, batch: '   ' }));
    expect(refused.fieldErrors).toEqual({ batch: english(M.batchRequired) });
    const tooLong = await rejection(shop.admin.caller.jobs.start({ kind: 'member-import', uploadId: upload.id, batch: 'B'.repeat(MEMBER_IMPORT_LIMITS.batchMaxChars + 1) }));
    expect(tooLong.fieldErrors).toEqual({ batch: english(M.batchTooLong) });
    expect(await shop.admin.caller.jobs.start({ kind: 'member-import', uploadId: upload.id, batch: 'B'.repeat(MEMBER_IMPORT_LIMITS.batchMaxChars) })).toMatchObject({ status: 'queued' });
    // An upload made for another purpose is not a member file.
    const shipping = await saveUpload(ctx, 'mass-shipping', 'x.csv', Buffer.from('Order ID\n1\n'));
    expect(await rejection(shop.admin.caller.jobs.start({ kind: 'member-import', uploadId: shipping.id, batch: 'B' }))).toMatchObject({ code: 'NOT_FOUND', message: 'File not found.' });
  });
});

describe('createMembers through the bulk inserts', () => {
  it('still refuses an e-mail a member has, whatever its case, and writes nothing of the call', async () => {
    const shop = await seedMerchant(rt);
    await importMembersFile(rt, shop, csv(HEADER, 'Ali Bin Abu,ali@example.com,0123456789,'), { batch: 'B' });
    const ctx = await contextOf(rt, shop.admin.token);
    const rows = [
      { name: 'New One', email: 'new@example.com', phone: '+60123456780', dateOfBirth: null },
      { name: 'Ali Again', email: 'ALI@example.com', phone: '+60123456781', dateOfBirth: null },
    ];
    const error = await withTransaction(ctx, (tx) => createMembers(tx, rows, { source: 'import', importBatch: 'C' })).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'MEMBER.EMAIL_TAKEN' });
    expect((await membersOf(rt, shop.merchantId)).map((m) => m.email)).toEqual(['ali@example.com']);
  });
});

describe('member export', () => {
  async function exportAs(shop: SeededMerchant, format: 'csv' | 'xlsx') {
    const job = await shop.admin.caller.jobs.start({ kind: 'member-export', format });
    await runJobs(rt, shop.merchantId);
    const done = inEnglish(await shop.admin.caller.jobs.get({ id: job.id }));
    const file = await openJobFile(await contextOf(rt, shop.admin.token), JOB_KINDS, job.id, 'result');
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return { job: done, file, bytes: Buffer.concat(chunks) };
  }

  it('writes every member as CSV with formulas guarded and as XLSX text cells, and the CSV imports again', async () => {
    const shop = await seedMerchant(rt);
    await importMembersFile(rt, shop, csv(HEADER, '"=HYPERLINK(""http://evil.example"",""Click"")",evil@example.com,0123456789,1990-01-02', 'Mei Ling 陈美玲,meiling@example.com,+65 8123 4567,'), { batch: 'Export' });
    const asCsv = await exportAs(shop, 'csv');
    expect(asCsv.job).toMatchObject({ kind: 'member-export', status: 'completed', totalRows: 2, summary: 'Exported 2 members.', hasResult: true });
    expect(asCsv.file.fileName).toBe('members.csv');
    const text = asCsv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text.slice(1)) as string[][];
    expect(rows[0]).toEqual(['Name', 'Email', 'Phone', 'Date of Birth', 'Member ID', 'Status', 'Joined', 'Source', 'Import Batch']);
    expect(rows[1]!.slice(0, 6)).toEqual(['\'=HYPERLINK("http://evil.example","Click")', 'evil@example.com', "'+60123456789", '1990-01-02', '1', 'Enabled']);
    expect(rows[2]!.slice(0, 5)).toEqual(['Mei Ling 陈美玲', 'meiling@example.com', "'+6581234567", '', '2']);
    expect(rows[2]!.slice(7)).toEqual(['import', 'Export']);

    const asXlsx = await exportAs(shop, 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(asXlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // XLSX keeps text as text cells, never run as formulas: no apostrophe is needed or shown.
    expect(sheet.getRow(2).getCell(1).value).toBe('=HYPERLINK("http://evil.example","Click")');
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(3).value).toBe('+60123456789');
    expect(sheet.getRow(3).getCell(1).value).toBe('Mei Ling 陈美玲');

    // The export is an import file: its rows read back as the same members (same batch: skipped).
    const again = await importMembersFile(rt, shop, asCsv.bytes.toString('utf8').split('\r\n').map((line) => line.split(',').slice(0, 4).join(',')).join('\r\n').replace(/^\uFEFF"?Name/, 'Name'), { batch: 'Export' });
    expect(again.summary).toContain('2 rows already imported in this batch were skipped.');
  });
});

describe('the sample CSV', () => {
  it('is served to a signed-in user of My Sales, and imports as it is', async () => {
    const shop = await seedMerchant(rt);
    const stranger = await seedSubUser(rt, shop, { report: 'view' });
    const get = (token?: string) => app.inject({ method: 'GET', url: '/api/members/import-sample', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get(stranger.token)).statusCode).toBe(403);
    const sample = await get(shop.admin.token);
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sample.headers['content-disposition']).toContain('member-import-sample.csv');
    expect(sample.body.split('\r\n')[0]).toBe('\uFEFFName,Email,Phone,Date of Birth');
    const job = await importMembersFile(rt, shop, sample.rawPayload, { batch: 'Sample' });
    expect(job).toMatchObject({ status: 'completed', totalRows: 3, failedCount: 0 });
  });
});

describe('member files: access', () => {
  it('needs My Sales: edit to import or export, view to follow a job; others see nothing', async () => {
    const shop = await seedMerchant(rt);
    const job = await importMembersFile(rt, shop, csv(HEADER, 'Ali Bin Abu,ali@example.com,0123456789,', 'X,bad,1,'), { batch: 'B' });
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    const stranger = await seedSubUser(rt, shop, { report: 'view' });
    expect(await viewer.caller.jobs.get({ id: job.id })).toMatchObject({ id: job.id });
    expect(await rejection(viewer.caller.jobs.start({ kind: 'member-export', format: 'csv' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(viewer.caller.jobs.start({ kind: 'member-import', uploadId: 'x', batch: 'B' }))).toMatchObject({ code: 'FORBIDDEN' });
    // A job of a module the user may not view is not found, nor listed.
    expect(await rejection(stranger.caller.jobs.get({ id: job.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await stranger.caller.jobs.list({})).items).toEqual([]);
    expect(await refusal(openJobFile(await contextOf(rt, stranger.token), JOB_KINDS, job.id, 'errors'))).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    expect(await refusal(saveUpload(await contextOf(rt, viewer.token), 'member-import', 'm.csv', Buffer.from(HEADER)))).toMatchObject({ code: 'AUTH.FORBIDDEN' });

    const other = await seedMerchant(rt);
    expect(await rejection(other.admin.caller.jobs.get({ id: job.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(openJobFile(await contextOf(rt, other.admin.token), JOB_KINDS, job.id, 'errors'))).toMatchObject({ code: 'JOB.NOT_FOUND' });
    expect((await other.admin.caller.jobs.list({})).items).toEqual([]);
    expect((await shop.admin.caller.jobs.list({ kind: 'member-import' })).items.map((j) => j.id)).toEqual([job.id]);
  });
});
