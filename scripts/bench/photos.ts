// Photo import: 200 JPEG photos of 4000x3000 imported from a folder into an album by the
// photo-import job (packed, uploaded, checked, resized, stored, written), beside the floor: the
// same resizes (resizePicture: the picture fitted to 1,600 px and a WebP thumbnail) done by a
// bare loop over sharp, written to disk, in the same run. Each case runs in a child process of
// its own, which reports its wall time and its peak resident memory (VmHWM). The photos are made
// once (noise, so they weigh what camera photos weigh) and kept in the system's temp folder.
// JSON lines; `npm run bench -- photos [--photos N] [--runs N]`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, seedMerchants } from './bench-db.ts';

const PHOTOS = 200;
const RUNS = 3;
const TARGET_RATIO = 1.5;
const TARGET_PEAK_MB = 400;

const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'photos', ...line }));
const flag = (args: string[], name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : fallback;
};

export interface CaseResult {
  wallMs: number;
  photos: number;
  peakRssMb: number;
}

function child(kind: string, spec: object): Promise<CaseResult> {
  const bench = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bench.ts');
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', bench, 'photos', '--child', kind, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as CaseResult) : reject(new Error(`bench case ${kind} exited ${code}`))));
  });
}

export async function main(args: string[]): Promise<void> {
  if (args[0] === '--child') {
    const cases = await import('./photos/cases.ts');
    process.stdout.write(JSON.stringify(await (args[1] === 'floor' ? cases.floorCase : cases.importCase)(JSON.parse(args[2]!))));
    return;
  }
  const count = Number(flag(args, '--photos', String(PHOTOS)));
  const runs = Number(flag(args, '--runs', String(RUNS)));
  const { photoFolder } = await import('./photos/photo-folder.ts');
  const folder = await photoFolder(count);
  const rate = (r: CaseResult) => Math.round((r.photos / (r.wallMs / 1000)) * 10) / 10;
  for (let run = 1; run <= runs; run++) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-photos-'));
    try {
      const floor = await child('floor', { folder, out: path.join(root, 'floor') });
      const url = await createDatabase('sqlite', root);
      const [merchant] = await seedMerchants(root, url, ['Photo shop']);
      const imported = await child('import', { dir: root, url, folder, merchant });
      const ratio = Math.round((imported.wallMs / floor.wallMs) * 100) / 100;
      print({ case: 'floor', run, photos: floor.photos, wallMs: floor.wallMs, photosPerSec: rate(floor), peakRssMb: floor.peakRssMb });
      print({
        case: 'import',
        run,
        photos: imported.photos,
        wallMs: imported.wallMs,
        photosPerSec: rate(imported),
        peakRssMb: imported.peakRssMb,
        ratioToFloor: ratio,
        targetRatio: TARGET_RATIO,
        targetPeakMb: TARGET_PEAK_MB,
        meetsTarget: ratio <= TARGET_RATIO && imported.peakRssMb <= TARGET_PEAK_MB,
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
}
