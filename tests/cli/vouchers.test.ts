import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers } from '../../core/members/create-member.ts';
import { withTransaction } from '../../core/shared/context.ts';
import { VOUCHER_MESSAGES as M } from '../../core/vouchers/constants.ts';
import { english } from '../../core/shared/english.ts';
import { projectRoot } from '../../core/platform/config.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMember, seedRewardShop, type RewardShop } from '../helpers/reward-station.ts';
import { createBulkVoucher, voucherForm } from '../helpers/vouchers.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database.
const world = cliWorld();
let rt: Runtime;
let shop: RewardShop;
let as: string[];

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedRewardShop(rt);
  as = ['--token', shop.admin.token];
});
afterAll(() => rt.close());

const codesOf = (voucherId: string) => rt.database.client.voucherCode.findMany({ where: { merchantId: shop.merchantId, voucherId }, select: { code: true, memberId: true } });

describe('merchant vouchers', () => {
  it('generates codes with a summary, or as JSON', async () => {
    const id = await createBulkVoucher(shop, { code: 'CLI' });
    const json = await world.json<{ generated: number; prefix: string; codeCount: number }>([...as, 'vouchers', 'generate', '--voucher', id, '--count', '12', '--prefix', 'raya-']);
    expect(json).toMatchObject({ voucherId: id, generated: 12, prefix: 'RAYA-', codeCount: 12 });
    const plain = await world.run([...as, 'vouchers', 'generate', '--voucher', id, '--count', '3']);
    expect([plain.code, plain.stderr]).toEqual([0, '']);
    expect(plain.stdout).toMatch(/^Generated: +3$/m);
    expect(plain.stdout).toMatch(/^Codes of the voucher: +15$/m);
    expect((await codesOf(id)).filter((c) => c.code.startsWith('CLI'))).toHaveLength(3);
  });

  it('refuses what the router refuses, and a bad count before calling it', async () => {
    const normal = (await shop.admin.caller.vouchers.create(voucherForm())).id;
    const refused = await world.run([...as, 'vouchers', 'generate', '--voucher', normal, '--count', '5']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(english(M.notBulk));
    expect((await world.run([...as, 'vouchers', 'generate', '--voucher', normal, '--count', '100001'])).code).toBe(2);
    expect((await world.run([...as, 'vouchers', 'generate', '--voucher', 'nope', '--count', '1'])).code).toBe(4);
  });

  it('exports the codes as CSV and XLSX', async () => {
    const id = await createBulkVoucher(shop, { code: 'EXPCLI' });
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 4 });
    const out = path.join(world.dir, 'codes.csv');
    const result = await world.json<{ codes: number; file: string }>([...as, 'vouchers', 'export', '--voucher', id, '--out', out]);
    expect(result).toMatchObject({ codes: 4, file: out });
    const lines = readFileSync(out, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Code,Member,Assigned at,Used at,Order');
    expect(lines.slice(1).sort()).toEqual((await codesOf(id)).map((c) => `${c.code},,,,`).sort());
    const plain = await world.run([...as, 'vouchers', 'export', '--voucher', id, '--format', 'xlsx'], {});
    expect(plain.code).toBe(0);
    const saved = path.join(process.cwd(), 'voucher-expcli-codes.xlsx');
    expect(plain.stdout).toContain(`Exported 4 codes of voucher "Raya sale" to ${saved}.`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    expect(book.getWorksheet('Codes')!.rowCount).toBe(5);
    const { rmSync } = await import('node:fs');
    rmSync(saved);
  });

  it('assigns codes to a member type or a list file, reporting rows that name no member', async () => {
    const id = await createBulkVoucher(shop, { code: 'ASSIGN' });
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 10 });
    const members = [await seedMember(rt, shop), await seedMember(rt, shop)];
    const byType = await world.json<{ assigned: number; skipped: number }>([...as, 'vouchers', 'assign', '--voucher', id, '--member-type', 'new_join']);
    expect(byType.assigned).toBeGreaterThanOrEqual(2);
    const holders = (await codesOf(id)).flatMap((c) => (c.memberId ? [c.memberId] : []));
    expect(holders).toEqual(expect.arrayContaining(members));
    const late = await seedMember(rt, shop);
    const { memberNo } = await rt.database.client.member.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: late } } });
    const file = path.join(world.dir, 'list.csv');
    writeFileSync(file, `Member ID\n${memberNo}\nnobody@nowhere.test\n`);
    const listed = await world.run([...as, 'vouchers', 'assign', '--voucher', id, '--file', file]);
    expect(listed.code).toBe(1);
    expect(listed.stdout).toMatch(/^Summary: +Assigned 1 code of voucher /m);
    expect(listed.stdout).toMatch(/^3 +No member of the shop has the e-mail or member number "nobody@nowhere\.test"\.$/m);
    expect((await world.run([...as, 'vouchers', 'assign', '--voucher', id])).code).toBe(2);
    expect((await world.run([...as, 'vouchers', 'assign', '--voucher', id, '--member-type', 'new_join', '--file', file])).code).toBe(2);
  });
});

// On a terminal (util-linux `script` gives the child a pseudo-terminal) the run draws its bar.
const SCRIPT = '/usr/bin/script';

describe.skipIf(!existsSync(SCRIPT))('merchant vouchers on a terminal', () => {
  /** The screen of a `merchant` run on a pseudo-terminal, escape sequences taken out; the run must succeed. */
  async function onTerminal(args: string[]): Promise<string> {
    const command = `stty cols 160 rows 50; ${process.execPath} ${path.join(projectRoot, 'cli', 'bin.js')} ${args.join(' ')}`;
    const child = spawn(SCRIPT, ['-qec', command, '/dev/null'], { cwd: projectRoot, env: { ...world.env, TERM: 'xterm-256color' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
    return output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g'), '');
  }

  it('draws the progress of a run, then the summary', async () => {
    const id = await createBulkVoucher(shop, { code: 'TERM', quantity: 20_000 });
    const shown = await onTerminal([...as, 'vouchers', 'generate', '--voucher', id, '--count', '12000']);
    expect(shown).toMatch(/Generating █+░* 5,000 of 12,000 codes/);
    expect(shown).toMatch(/Generated +12,000/);
  }, 60_000);

  it('draws the count of an assignment as it goes, then the summary', async () => {
    const own = await seedRewardShop(rt);
    const id = await createBulkVoucher(own, { code: 'TERMASSIGN', quantity: 10_000 });
    await own.admin.caller.vouchers.generateCodes({ voucherId: id, count: 6_000 });
    const rows = Array.from({ length: 6_000 }, (_, i) => ({ name: `Member ${i}`, email: `assign-${i}@member.test`, phone: '', dateOfBirth: null }));
    await withTransaction(own.ctx, (tx) => createMembers(tx, rows, { source: 'import', importBatch: 'assign' }));
    const output = await onTerminal(['--token', own.admin.token, 'vouchers', 'assign', '--voucher', id, '--member-type', 'new_join']);
    expect(output).toMatch(/Assigning █+░* 5,000 of 6,000 codes/);
    expect(output).toMatch(/Assigned +6,000/);
    expect(await rt.database.client.voucherCode.count({ where: { merchantId: own.merchantId, voucherId: id, memberId: { not: null } } })).toBe(6_000);
  }, 120_000);
});
