import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImportWizard } from '../../cli/tui/screens/import-wizard.tsx';
import { startJobRunner } from '../../server/jobs-runner.ts';
import { shopWorld } from '../helpers/world.ts';
import { drawScreens, KEY, localConnection } from './terminal-world.tsx';

const { rt, shop } = await shopWorld();
const connection = localConnection(rt, shop.admin.token);
// The jobs the wizard starts run here, as `merchant` runs them while its screens are open.
const runner = startJobRunner(rt, () => {}, { pollMs: 50 });
afterAll(() => runner.stop());

const CTRL_C = '\u0003';
const dir = mkdtempSync(path.join(os.tmpdir(), 'import-wizard-'));
/** A supplier's file: its phone column is "Mobile No", which the member format does not know; 12 bad phones, 2 good rows. */
const supplierFile = path.join(dir, 'supplier-members.csv');
writeFileSync(
  supplierFile,
  [
    'Name,E-mail,Mobile No',
    'Aminah,aminah@contoh.my,012-345 6789',
    ...Array.from({ length: 12 }, (_, i) => `Bad ${i + 1},bad${i + 1}@contoh.my,12345`),
    'Boon Keat,boonkeat@contoh.my,019-876 5432',
  ].join('\n'),
);

const members = (batch: string) => rt.database.client.member.findMany({ where: { merchantId: shop.merchantId, importBatch: batch }, orderBy: { name: 'asc' }, select: { name: true, phone: true } });

/** Opens the wizard on the member import with the supplier's file picked (the path completed by Tab). */
async function toHeaders() {
  const screen = drawScreens(connection, <ImportWizard />);
  await screen.shows('Member import');
  await screen.press('m', 'e', 'm', 'b', 'e', 'r', KEY.enter);
  await screen.shows('File to import');
  await screen.press(...`${dir}/supplier-me`, KEY.tab);
  await screen.shows(supplierFile);
  await screen.press(KEY.enter);
  await screen.shows('Missing required columns: Phone');
  return screen;
}

describe('the import wizard', () => {
  it('maps an unknown header, saves the mapping, pages the dry run rejected rows, and commits', async () => {
    const screen = await toHeaders();
    expect(screen.frame()).toMatch(/E-mail +Email/);
    expect(screen.frame()).toMatch(/Mobile No +unknown: map it/);
    // Enter on the unknown header; Esc from the column list goes back to the headers unchanged.
    await screen.press(KEY.down, KEY.down, KEY.enter);
    await screen.shows('Read "Mobile No" as:');
    await screen.press(KEY.escape);
    await screen.shows('Missing required columns: Phone');
    await screen.press(KEY.enter);
    await screen.shows('Read "Mobile No" as:');
    await screen.press('p', 'h', 'o', 'n', 'e', KEY.enter);
    const mapped = await screen.shows('Every header matches the format');
    expect(mapped).toMatch(/Mobile No +Phone +mapped/);

    await screen.press('s');
    await screen.shows('Save the mapping to');
    const saved = path.join(dir, 'supplier-mapping.json');
    await screen.press(...Array.from({ length: 40 }, () => KEY.backspace), saved, KEY.enter);
    await screen.shows(`Saved the mapping to ${saved}`);
    expect(JSON.parse(readFileSync(saved, 'utf8'))).toEqual({ kind: 'member-import', headers: { 'Mobile No': 'Phone' } });

    // The dry run asks the batch first; Esc there goes back to the headers.
    await screen.press('d');
    await screen.shows('Batch name');
    await screen.press(KEY.escape);
    await screen.shows('Every header matches the format');
    await screen.press('d');
    await screen.shows('Batch name');
    await screen.press(...Array.from({ length: 40 }, () => KEY.backspace), 'Supplier A', KEY.enter);
    const first = await screen.shows('12 rejected rows · page 1 of 2');
    expect(first).toMatch(/^3 +Phone +Please enter a valid/m);
    expect(first).toContain('Bad 1 | bad1@contoh.my | 12345');
    expect(first).not.toContain('Bad 12');
    await screen.press('n');
    const second = await screen.shows('page 2 of 2');
    expect(second).toContain('Bad 12 | bad12@contoh.my | 12345');
    await screen.press('p');
    await screen.shows('page 1 of 2');
    // A dry run writes nothing.
    expect(await members('Supplier A')).toEqual([]);

    await screen.press('c');
    await screen.shows('(y/N)');
    await screen.press('y');
    await screen.shows('Imported 2 members into batch "Supplier A" from 14 rows.');
    expect(await members('Supplier A')).toEqual([
      { name: 'Aminah', phone: '+60123456789' },
      { name: 'Boon Keat', phone: '+60198765432' },
    ]);
    // The user's file is as it was: the mapping renamed a copy.
    expect(readFileSync(supplierFile, 'utf8').split('\n')[0]).toBe('Name,E-mail,Mobile No');
    screen.unmount();
  });

  it('goes back a step with Esc, and Ctrl-C at the commit question writes nothing', async () => {
    const before = await rt.database.client.member.count({ where: { merchantId: shop.merchantId } });
    const screen = await toHeaders();
    await screen.press(KEY.escape);
    await screen.shows('File to import');
    await screen.press(KEY.escape);
    await screen.shows('Contact import');
    await screen.press('m', 'e', 'm', 'b', 'e', 'r', KEY.enter);
    await screen.press(...supplierFile, KEY.enter);
    await screen.shows('Missing required columns: Phone');
    await screen.press(KEY.down, KEY.down, KEY.enter);
    await screen.press('p', 'h', 'o', 'n', 'e', KEY.enter);
    await screen.shows('Every header matches the format');
    await screen.press('d');
    await screen.shows('Batch name');
    await screen.press(...Array.from({ length: 40 }, () => KEY.backspace), 'Never', KEY.enter);
    // The first test imported its two good rows: here every row is rejected, on e-mail or phone.
    await screen.shows('14 rejected rows');
    await screen.press('c');
    await screen.shows('(y/N)');
    await screen.press(CTRL_C);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await members('Never')).toEqual([]);
    expect(await rt.database.client.member.count({ where: { merchantId: shop.merchantId } })).toBe(before);
    const commits = await rt.database.client.job.findMany({ where: { merchantId: shop.merchantId, kind: 'member-import' }, select: { params: true } });
    expect(commits.filter((job) => job.params.includes('"batch":"Never"') && !job.params.includes('"dryRun":true'))).toEqual([]);
    screen.unmount();
  });
});
