import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: a PDF encrypted as an operator scripts it.
const world = cliWorld();
let as: string[];
let source: string;

beforeAll(async () => {
  const shop = await seedMerchant(await world.openRuntime(), 'pdf-cli');
  as = ['--token', shop.admin.token];
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Board minutes', { x: 50, y: 700 });
  source = path.join(world.dir, 'minutes.pdf');
  writeFileSync(source, await doc.save());
});

describe('merchant pdf encrypt', () => {
  it('reads the password from a file or standard input and saves the encrypted PDF', async () => {
    const passwordFile = path.join(world.dir, 'password.txt');
    writeFileSync(passwordFile, 'tiger lily\n');
    const out = path.join(world.dir, 'locked.pdf');
    const result = await world.run([...as, 'pdf', 'encrypt', source, '--password-file', passwordFile, '--out', out]);
    expect([result.code, result.stdout]).toEqual([0, `Encrypted ${source} to ${out}: it opens only with the password.\n`]);
    const pdf = new Uint8Array(readFileSync(out));
    await expect(getDocumentProxy(pdf.slice())).rejects.toMatchObject({ name: 'PasswordException' });
    expect((await getDocumentProxy(pdf.slice(), { password: 'tiger lily' })).numPages).toBe(1);

    const piped = path.join(world.dir, 'piped.pdf');
    const fromStdin = await world.run([...as, 'pdf', 'encrypt', source, '--password-file', '-', '--out', piped], { input: 'from stdin' });
    expect(fromStdin.code).toBe(0);
    expect((await getDocumentProxy(new Uint8Array(readFileSync(piped)), { password: 'from stdin' })).numPages).toBe(1);
  });

  it('refuses an empty password with the spec message', async () => {
    const empty = path.join(world.dir, 'empty.txt');
    writeFileSync(empty, '');
    const result = await world.run([...as, 'pdf', 'encrypt', source, '--password-file', empty]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Unlock password is required');
  });
});
