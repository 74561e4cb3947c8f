import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: two images cut out as an operator scripts it.
const world = cliWorld();
let as: string[];
const files: string[] = [];

beforeAll(async () => {
  const shop = await seedMerchant(await world.openRuntime(), 'bg-cli');
  as = ['--token', shop.admin.token];
  for (const name of ['vase.jpg', 'lamp.png']) {
    const file = path.join(world.dir, name);
    await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="160"><rect width="100%" height="100%" fill="#fff"/><circle cx="100" cy="80" r="50" fill="#222"/></svg>')).toFile(file);
    files.push(file);
  }
});

describe('merchant bg-remove', () => {
  it('saves one transparent PNG per image in --out', async () => {
    const out = path.join(world.dir, 'cut');
    const result = await world.run([...as, 'bg-remove', ...files, '--out', out]);
    expect([result.code, result.stdout]).toEqual([0, `Saved ${path.join(out, 'vase.png')}\nSaved ${path.join(out, 'lamp.png')}\n`]);
    const meta = await sharp(readFileSync(path.join(out, 'lamp.png'))).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 160, hasAlpha: true });
  });

  it('refuses more than 20 images before sending any', async () => {
    const result = await world.run([...as, 'bg-remove', ...Array.from({ length: 21 }, () => files[0]!)]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('At most 20 images per batch.');
  });
});
