/** platform.md section 9: images load lazily, from 1.3 screens ahead, with one retry. */
export const IMAGE_PRELOAD = 1.3;
export const IMAGE_RETRIES = 1;

/**
 * The IntersectionObserver margin that starts loading an image once it is within `preload`
 * screens: the screen stretched by the rest below and to the right (the way content scrolls in).
 */
export function preloadMargin(preload = IMAGE_PRELOAD): string {
  const beyond = `${Math.round((preload - 1) * 100)}%`;
  return `0px ${beyond} ${beyond} 0px`;
}

export type ImageOutcome = 'loaded' | 'failed';

/** Loads src, trying again `retries` times after a failure; 'failed' once every try has failed. */
export async function loadWithRetry(src: string, load: (src: string) => Promise<void>, retries = IMAGE_RETRIES): Promise<ImageOutcome> {
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      await load(src);
      return 'loaded';
    } catch {
      // The next attempt, if any, asks again.
    }
  }
  return 'failed';
}

/** The browser's fetch of an image: a fresh Image each try, so a retry is a new request. */
export const browserImageLoad = (src: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Image did not load: ${src}`));
    image.src = src;
  });
