import { msg } from '../shared/messages.ts';

/** The user log and the job's access: the background remover is a module of its own (platform.md). */
export const BG_REMOVER_MODULE = 'background_remover';

const MB = 1024 * 1024;

/** The spec's limits ("at most 20 images (jpg, png, gif), at most 2000 px"); the byte ceiling is ours (docs/bg-remover.md). */
export const BG_REMOVER_LIMITS = {
  imagesPerBatch: 20,
  /** Each side of an image, in pixels. */
  maxSide: 2000,
  uploadMaxBytes: 20 * MB,
  /** Measured by scripts/bg-remover-measure.ts on the 2-core server (docs/bg-remover.md), rounded up: the queue's estimate. */
  secondsPerImage: 0.5,
} as const;

/** Told by content, never by the file name. */
export const BG_REMOVER_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const BG_REMOVER_MESSAGES = {
  imageType: msg('uploads.photoType'),
  imageTooLarge: msg('uploads.fileTooLarge', { max: '20 MB' }),
  tooManyImages: msg('bgRemover.tooMany', { max: BG_REMOVER_LIMITS.imagesPerBatch }),
  imagesRequired: msg('bgRemover.imagesRequired'),
  /** Names the file: the dropzone refuses several at once. */
  tooWide: (file: string) => msg('bgRemover.tooWide', { file, max: BG_REMOVER_LIMITS.maxSide }),
} as const;
