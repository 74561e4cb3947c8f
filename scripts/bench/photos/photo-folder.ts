// The bench's photos: JPEGs of 4000x3000 made of noise (a camera photo's weight, a few MB each),
// made once per count and kept in the system's temp folder for later runs.
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

export async function photoFolder(count: number): Promise<string> {
  const folder = path.join(os.tmpdir(), `merchant-bench-photos-${WIDTH}x${HEIGHT}-${count}`);
  if (existsSync(folder) && readdirSync(folder).length === count) return folder;
  const making = `${folder}.making-${process.pid}`;
  mkdirSync(making, { recursive: true });
  const base = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).blur(1.2).raw().toBuffer();
  for (let i = 0; i < count; i++) {
    // Each photo differs (a tint), so no two files are the same bytes.
    await sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .tint({ r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 })
      .jpeg({ quality: 88 })
      .toFile(path.join(making, `IMG_${String(i + 1).padStart(4, '0')}.jpg`));
  }
  renameSync(making, folder);
  return folder;
}
