import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { VouchersScreen } from '../../cli/tui/screens/vouchers-screen.tsx';
import { startJobRunner } from '../../server/jobs-runner.ts';
import { uniqueName } from '../helpers/fixtures.ts';
import { seedMember, seedRewardShop } from '../helpers/reward-station.ts';
import { createBulkVoucher } from '../helpers/vouchers.ts';
import { shopWorld } from '../helpers/world.ts';
import { drawScreens, KEY, localConnection } from './terminal-world.tsx';

const { rt, shop } = await shopWorld(seedRewardShop);
const connection = localConnection(rt, shop.admin.token);
// A list file's run is a job: a runner on the test's database takes it, as the server's would.
const runner = startJobRunner(rt, () => {}, { pollMs: 50 });
afterAll(() => runner.stop());

describe('the voucher runs screen', () => {
  it('picks a bulk voucher and a member type, previews, assigns, and exports the codes', async () => {
    const id = await createBulkVoucher(shop, { name: 'Welcome gift', code: 'WELCOME' });
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 3 });
    await seedMember(rt, shop);
    await seedMember(rt, shop);
    const screen = drawScreens(connection, <VouchersScreen />);
    await screen.shows('Welcome gift (WELCOME)');
    await screen.press(KEY.enter);
    await screen.shows('3 codes, 0 assigned, 3 free');
    // Typing filters the member types.
    await screen.press('n', 'e', 'w');
    await screen.shows((f) => f.includes('new join') && !f.includes('top buyer'));
    await screen.press(KEY.enter);
    await screen.shows('2 new join members get a code; 0 hold one already and are skipped.');
    await screen.press('y');
    await screen.shows('Assigned 2; skipped 0 (already held a code).');
    await screen.shows('3 codes, 2 assigned, 1 free');
    const assigned = await shop.admin.caller.vouchers.get({ id });
    expect(assigned.assignedCount).toBe(2);
    await screen.press('x');
    await screen.shows('Export the codes to');
    const target = path.join(os.tmpdir(), `${uniqueName('codes-')}.csv`);
    await screen.press(...Array.from({ length: 40 }, () => KEY.backspace), target);
    await screen.shows(target);
    await screen.press(KEY.enter);
    await screen.shows(`Exported 3 codes to ${target}`);
    expect(readFileSync(target, 'utf8').trim().split(/\r?\n/)).toHaveLength(4);
    screen.unmount();
  });

  it('refuses to run when too few codes are free, before anything is assigned', async () => {
    const id = await createBulkVoucher(shop, { name: 'Short run', code: 'SHORT' });
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 1 });
    const screen = drawScreens(connection, <VouchersScreen />);
    await screen.shows('Short run (SHORT)');
    await screen.press('s', 'h', 'o', 'r', 't');
    await screen.shows((f) => !f.includes('Welcome gift'));
    await screen.press(KEY.enter);
    await screen.shows('1 code, 0 assigned, 1 free');
    await screen.press('n', 'e', 'w', KEY.enter);
    const refused = await screen.shows('Not enough codes: 2 members need a code, 1 free');
    expect(refused).not.toContain('(y/N)');
    expect((await shop.admin.caller.vouchers.get({ id })).assignedCount).toBe(0);
    // The member types stay offered (another type may fit the free codes); Esc goes back to the vouchers.
    expect(refused).toContain('Give one code to each member who is:');
    await screen.press(KEY.escape);
    await screen.shows((f) => f.includes('Welcome gift (WELCOME)') && !f.includes('Give one code'));
    screen.unmount();
  });

  it('gives codes to the members a list file names, through the assign job', async () => {
    const id = await createBulkVoucher(shop, { name: 'List gift', code: 'LISTED' });
    await shop.admin.caller.vouchers.generateCodes({ voucherId: id, count: 3 });
    const members = await rt.database.client.member.findMany({ where: { id: { in: [await seedMember(rt, shop), await seedMember(rt, shop)] } } });
    const list = path.join(os.tmpdir(), `${uniqueName('list-')}.csv`);
    writeFileSync(list, `Email\n${members.map((m) => m.email).join('\n')}\nnobody@nowhere.test\n`);
    const screen = drawScreens(connection, <VouchersScreen />);
    await screen.shows('List gift (LISTED)');
    await screen.press('l', 'i', 's', 't', ' ', 'g');
    await screen.shows((f) => !f.includes('Welcome gift'));
    await screen.press(KEY.enter);
    await screen.shows('3 codes, 0 assigned, 3 free');
    await screen.press('l', 'i', 's', 't');
    await screen.shows('named in a list file');
    await screen.press(KEY.enter);
    await screen.shows('The member list');
    await screen.press(...Array.from({ length: 20 }, () => KEY.backspace), list, KEY.enter);
    await screen.shows('3 codes, 2 assigned, 1 free', 15_000);
    expect((await shop.admin.caller.vouchers.get({ id })).assignedCount).toBe(2);
    screen.unmount();
  });
});
