// The background remover's cost on this machine (docs/bg-remover.md): N images of 1000x1000
// through the real model, one at a time as the job runs them; prints seconds per image (the
// first, which loads the model, apart) and the process's peak RSS beside its peak before the model ran.
import sharp from 'sharp';
import { onnxBackgroundRemover } from '../../server/integrations/bg-remover/onnx-remover.ts';

const SIDE = 1000;

/** A JPEG of a dark disc, placed differently each time, on a light background. */
const image = (i: number) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}"><rect width="100%" height="100%" fill="#f4f4f0"/><circle cx="${400 + i * 20}" cy="${500 - i * 10}" r="${250 + i * 5}" fill="#203040"/></svg>`))
    .jpeg()
    .toBuffer();

export async function main(args: string[]): Promise<void> {
  const count = Number(args[0] ?? 10);
  const inputs: Buffer[] = [];
  for (let i = 0; i < count; i++) inputs.push(await image(i));
  const floorMb = process.resourceUsage().maxRSS / 1024;
  const first = performance.now();
  await onnxBackgroundRemover.remove(inputs[0]!);
  const firstSeconds = (performance.now() - first) / 1000;
  const start = performance.now();
  for (const input of inputs.slice(1)) await onnxBackgroundRemover.remove(input);
  const perImage = (performance.now() - start) / 1000 / Math.max(1, count - 1);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ bench: 'bg-remover', images: count, side: SIDE, firstImageSeconds: +firstSeconds.toFixed(3), secondsPerImage: +perImage.toFixed(3), peakRssMb: Math.round(peakMb), rssBeforeMb: Math.round(floorMb) }));
}
