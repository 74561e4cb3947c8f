import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Two colours of a prompt: the same prompt paints the same scene. */
function palette(prompt: string): [string, string] {
  const hash = createHash('sha256').update(prompt).digest();
  const colour = (at: number) => `rgb(${hash[at]}, ${hash[at + 1]}, ${hash[at + 2]})`;
  return [colour(0), colour(3)];
}

/**
 * What the simulated image model makes of a cut-out image and a prompt: the image over a scene
 * of the prompt's colours (a gradient from the sky to a floor), at the image's size. Deterministic.
 */
export async function composeScene(image: Buffer, prompt: string): Promise<Buffer> {
  const { width = 512, height = 512 } = await sharp(image).metadata();
  const [top, bottom] = palette(prompt);
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(scene).composite([{ input: image }]).png().toBuffer();
}

/** The simulated model "sees" a person in a picture taller than it is wide (a portrait), and none in any other. */
export async function showsPerson(dataUrl: string): Promise<boolean> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const { width = 0, height = 0 } = await sharp(Buffer.from(base64, 'base64')).metadata();
  return height > width;
}
