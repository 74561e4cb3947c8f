import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '../../core/jobs/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: a folder packed, uploaded and imported by the CLI's own job runner.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;
let as: string[];

interface ImportReport {
  job: TJob;
  rejected: { row: number; column: string; reason: string }[];
}

const picture = (hue: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: hue, g: 80, b: 160 } } }).jpeg().toBuffer();

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  as = ['--token', shop.admin.token];
});
afterAll(() => rt.close());

const albumPhotos = async (name: string) => {
  const album = await rt.database.client.photoAlbum.findFirst({ where: { merchantId: shop.merchantId, nameEn: name } });
  return album ? rt.database.client.photo.findMany({ where: { merchantId: shop.merchantId, categoryId: album.id }, orderBy: { sort: 'asc' }, select: { titleEn: true } }) : [];
};

describe('merchant photos import', () => {
  it('imports a folder into a new album; a refused file is named and nothing is written (exit 1)', async () => {
    const folder = path.join(world.dir, 'opening');
    mkdirSync(folder);
    for (let i = 1; i <= 3; i++) writeFileSync(path.join(folder, `shot-${i}.jpg`), await picture(i * 40));
    writeFileSync(path.join(folder, 'notes.txt'), 'not a picture');

    const refused = await world.run([...as, '--json', 'photos', 'import', folder, '--album', 'Opening']);
    expect(refused.code).toBe(1);
    const report = JSON.parse(refused.stdout) as ImportReport;
    expect(report.job).toMatchObject({ kind: 'photo-import', status: 'failed', totalRows: 4, failedCount: 1 });
    expect(report.rejected).toEqual([{ row: 1, column: 'notes.txt', reason: 'Only JPG, PNG or GIF photos can be uploaded.' }]);
    expect(await albumPhotos('Opening')).toEqual([]);

    writeFileSync(path.join(folder, 'notes.txt'), await picture(250));
    const dry = await world.run([...as, 'photos', 'import', folder, '--album', 'Opening', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run: 4 photos would be imported into album "Opening". Nothing was written.');
    const done = await world.run([...as, 'photos', 'import', folder, '--album', 'Opening']);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Imported 4 photos into album "Opening".');
    expect((await albumPhotos('Opening')).map((p) => p.titleEn)).toEqual(['notes', 'shot-1', 'shot-2', 'shot-3']);
  });

  it('refuses a source that is neither a folder nor a zip, and an empty album name', async () => {
    const file = path.join(world.dir, 'one.jpg');
    writeFileSync(file, await picture(1));
    expect((await world.run([...as, 'photos', 'import', file, '--album', 'X'])).code).toBe(2);
    expect((await world.run([...as, 'photos', 'import', world.dir, '--album', ' '])).code).toBe(2);
    expect((await world.run([...as, 'photos', 'import', path.join(world.dir, 'missing'), '--album', 'X'])).code).toBe(2);
  });
});
