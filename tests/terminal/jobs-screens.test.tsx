import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from '../../cli/tui/screens/home-screen.tsx';
import { JobsScreen } from '../../cli/tui/screens/jobs-screen.tsx';
import { seedSubUser, uniqueName } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';
import { bulkShop, importFile, productCsv, upload } from '../integration/bulk/bulk-world.ts';
import { drawScreens, KEY, localConnection } from './terminal-world.tsx';

const { rt, shop } = await shopWorld(bulkShop);
const connection = localConnection(rt, shop.admin.token);
const csv = (sku: string, price: string) => productCsv(['sku', 'nameEn', 'detailEn', 'categories', 'images', 'price', 'logistics'], [[sku, 'Selendang', 'Selendang sutera.', 'Pakaian', 'https://cdn.kedai.example.my/s.jpg', price, 'delivery']]);

/** A product import waiting in the queue (nothing runs jobs in these tests unless they say so). */
async function queuedImport(fileName: string) {
  const file = await upload(shop, 'product-import', fileName, csv(uniqueName('SKU-'), '25'));
  return shop.admin.caller.jobs.start({ kind: 'product-import', uploadId: file.id });
}

describe('the home screen', () => {
  it('says who and where, what needs attention, the jobs running, and opens the jobs screen from its menu', async () => {
    const queued = await queuedImport('home.csv');
    const screen = drawScreens(connection, <HomeScreen />);
    const home = await screen.shows('Orders to ship');
    expect(home).toContain(`${shop.name} · ${shop.name} (${shop.admin.username}) on the local database`);
    expect(home).toMatch(/Awaiting payment +0/);
    expect(home).toMatch(/Redemptions to approve +0/);
    // Typing filters the menu; Enter opens what is left.
    await screen.press('j', 'o', KEY.enter);
    const jobs = await screen.shows(`this one: ${queued.id}`);
    expect(jobs).toMatch(/product-import +queued +- +- +- +home\.csv/);
    await screen.press(KEY.escape);
    await screen.shows('Needs attention');
    screen.unmount();
  });

  it('leaves out what the user may not see', async () => {
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    const screen = drawScreens(localConnection(rt, clerk.token), <HomeScreen />);
    const home = await screen.shows('Orders to ship');
    expect(home).not.toContain('Redemptions to approve');
    screen.unmount();
  });
});

describe('the jobs screen', () => {
  it('cancels the chosen job after a yes, and keeps it after a no', async () => {
    const first = await queuedImport('first.csv');
    const second = await queuedImport('second.csv');
    const screen = drawScreens(connection, <JobsScreen />);
    // Newest first: the cursor starts on the second; n keeps it.
    await screen.shows(`this one: ${second.id}`);
    await screen.press('c');
    await screen.shows(`Cancel product-import job ${second.id}?`);
    await screen.press('n');
    await screen.shows((f) => !f.includes('Cancel product-import'));
    await screen.press(KEY.down);
    await screen.shows(`this one: ${first.id}`);
    await screen.press('c');
    await screen.shows(`Cancel product-import job ${first.id}?`);
    await screen.press('y');
    await screen.shows((f) => /product-import +cancelled .*first\.csv/.test(f));
    expect((await shop.admin.caller.jobs.get({ id: first.id })).status).toBe('cancelled');
    expect((await shop.admin.caller.jobs.get({ id: second.id })).status).toBe('queued');
    screen.unmount();
  });

  it('opens a finished job, saves its rejected rows where the operator says, and Esc comes back', async () => {
    const done = await importFile(rt, shop, 'rejected.csv', csv('BAD-1', 'free'));
    const screen = drawScreens(connection, <JobsScreen />);
    await screen.shows(`this one: ${done.id}`);
    await screen.press(KEY.enter);
    const detail = await screen.shows(`Job ${done.id}`);
    expect(detail).toMatch(/Status +failed/);
    expect(detail).toContain('Price must be a');
    // Only what may be done to it is offered: a finished job is not cancelled.
    expect(detail).not.toContain('cancel the job');
    expect(detail).toMatch(/Rejected +1/);
    await screen.press('e');
    await screen.shows('Save the rejected rows as');
    const target = path.join(os.tmpdir(), `${uniqueName('rejected-')}.csv`);
    // The suggestion is typed already: clear it, type the path, Enter.
    await screen.press(...Array.from({ length: 40 }, () => KEY.backspace), target);
    await screen.shows(`Save the rejected rows as: ${target}`);
    await screen.press(KEY.enter);
    await screen.shows(`Saved ${target}`);
    expect(readFileSync(target, 'utf8')).toMatch(/^\uFEFFRow,Column,Reason,Product SKU.*\r?\n2,Price \(RM\),"Price must be a number/);
    await screen.press(KEY.escape);
    await screen.shows((f) => f.startsWith('Jobs'));
    screen.unmount();
  });
});
