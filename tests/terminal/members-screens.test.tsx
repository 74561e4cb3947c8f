import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MembersScreen } from '../../cli/tui/screens/members-screen.tsx';
import { startJobRunner } from '../../server/jobs-runner.ts';
import { uniqueName } from '../helpers/fixtures.ts';
import { seedMember, seedRewardShop } from '../helpers/reward-station.ts';
import { shopWorld } from '../helpers/world.ts';
import { drawScreens, KEY, localConnection } from './terminal-world.tsx';

const { rt, shop } = await shopWorld(seedRewardShop);
const connection = localConnection(rt, shop.admin.token);
// The export is a job: a runner on the test's database takes it, as the server's would.
const runner = startJobRunner(rt, () => {}, { pollMs: 50 });
afterAll(() => runner.stop());
const ids = [await seedMember(rt, shop), await seedMember(rt, shop), await seedMember(rt, shop)];
const members = await rt.database.client.member.findMany({ where: { id: { in: ids } }, orderBy: { memberNo: 'asc' } });

describe('the members screen', () => {
  it('lists, searches and opens a member, then exports every member to a file', async () => {
    const screen = drawScreens(connection, <MembersScreen />);
    await screen.shows((f) => members.every((m) => f.includes(m.name)) && f.includes('3 members'));
    // Search narrows the list to one member; Enter opens it.
    await screen.press('/');
    await screen.shows('Search name, e-mail, phone or member no:');
    await screen.press(...members[1]!.email, KEY.enter);
    await screen.shows((f) => f.includes(members[1]!.name) && !f.includes(members[0]!.name) && f.includes('1 member'));
    await screen.press(KEY.enter);
    await screen.shows((f) => f.includes(`Member #${members[1]!.memberNo}`) && f.includes(members[1]!.email) && f.includes('Cart (0)'));
    await screen.press(KEY.escape);
    await screen.shows('3 members');
    // The member types, as the dashboard filters them: the three joined lately and bought nothing.
    await screen.press(KEY.right);
    await screen.shows('new join · page 1 of 1 · 3 members');
    await screen.press(KEY.right, KEY.right);
    await screen.shows((f) => f.includes('first order · page 1 of 1 · 0 members') && f.includes('No members match.'));
    await screen.press(KEY.left, KEY.left, KEY.left);
    await screen.shows('all members · page 1 of 1 · 3 members');
    const target = path.join(os.tmpdir(), `${uniqueName('members-')}.csv`);
    await screen.press('x');
    await screen.shows('Export every member to');
    await screen.press(...Array.from({ length: 20 }, () => KEY.backspace), target, KEY.enter);
    await screen.shows(`Saved to ${target}.`);
    const lines = readFileSync(target, 'utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    for (const m of members) expect(lines.some((l) => l.includes(m.email))).toBe(true);
    screen.unmount();
  });
});
