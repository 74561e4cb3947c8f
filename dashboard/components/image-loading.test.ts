import { describe, expect, it, vi } from 'vitest';
import { IMAGE_PRELOAD, loadWithRetry, preloadMargin } from './image-loading.ts';

const failing = (failures: number) => {
  let left = failures;
  return vi.fn(async () => {
    if (left > 0) {
      left -= 1;
      throw new Error('network');
    }
  });
};

describe('loadWithRetry', () => {
  it('loads an image that arrives at once with one request', async () => {
    const load = failing(0);
    expect(await loadWithRetry('/a.png', load)).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a failure, and shows the picture that then arrives', async () => {
    const load = failing(1);
    expect(await loadWithRetry('/a.png', load)).toBe('loaded');
    expect(load.mock.calls).toEqual([['/a.png'], ['/a.png']]);
  });

  it('gives up after the one retry', async () => {
    const load = failing(5);
    expect(await loadWithRetry('/a.png', load)).toBe('failed');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadMargin', () => {
  it('starts loading 1.3 screens ahead: 30% beyond the bottom and right edges', () => {
    expect(IMAGE_PRELOAD).toBe(1.3);
    expect(preloadMargin()).toBe('0px 30% 30% 0px');
    expect(preloadMargin(1)).toBe('0px 0% 0% 0px');
  });
});
