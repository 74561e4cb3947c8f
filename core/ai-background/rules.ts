import { AI_BACKGROUND_LIMITS as L, AI_BACKGROUND_SCENES, type TAiBackgroundType } from './constants.ts';

/** How much the longer side grows when upscaled to 2K, in whole percent (0 for an image already that large). */
export function expansionPercent(width: number, height: number): number {
  const side = Math.max(width, height);
  if (side <= 0 || side >= L.upscaleSide) return 0;
  return Math.round(((L.upscaleSide - side) / side) * 100);
}

/** Section 9: an upscale that grows the image by more than 80% is warned (it will look soft). */
export function upscaleWarned(width: number, height: number): boolean {
  const side = Math.max(width, height);
  // Exact in whole numbers: the rounded percent would let 80.1% pass.
  return side > 0 && (L.upscaleSide - side) * 100 > L.warnExpansionPercent * side;
}

/** The size an upscale to 2K makes: the longer side 2048 px, the proportions kept; never smaller than the image. */
export function upscaledSize(width: number, height: number): { width: number; height: number } {
  const side = Math.max(width, height);
  if (side >= L.upscaleSide) return { width, height };
  const scale = L.upscaleSide / side;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The prompt the image model gets: what to make, and the merchant's scene. */
export function scenePrompt(type: TAiBackgroundType, scene: string): string {
  const subject = type === 'portrait' ? 'Place the person in a realistic portrait photo' : 'Place the product in a realistic product photo';
  return `${subject}, ${scene.trim()}. Keep the subject exactly as it is; replace only the transparent background.`;
}

/** A preset scene's text, or the merchant's own when it names none. */
export function sceneText(type: TAiBackgroundType, scene: string): string {
  const presets: Record<string, string> = AI_BACKGROUND_SCENES[type];
  return presets[scene] ?? scene;
}

/** The source of a generation as its job's params keep it, to find its latest job: the remover's job, the image and the type. */
export const sourceRef = (jobId: string, index: number, type: TAiBackgroundType) => `${jobId}/${index}/${type}`;

/** The name of the generated image: the source's, marked with the type. */
export const resultName = (source: string, type: TAiBackgroundType) => `${source.replace(/\.[^.]*$/, '') || 'image'}-ai-${type}.png`;
