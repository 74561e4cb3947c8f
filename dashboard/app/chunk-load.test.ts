import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-load.ts';

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a chunk still missing after 120 seconds as a load error', async () => {
    const loading = loadChunk(() => new Promise<never>(() => {}));
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('gives the module of a chunk that arrives in time, and leaves no timer behind', async () => {
    const loading = loadChunk(() => new Promise<{ default: string }>((resolve) => setTimeout(() => resolve({ default: 'screen' }), 5_000)));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await loading).toEqual({ default: 'screen' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a chunk the browser could not fetch as a load error at once', async () => {
    const loading = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(loading).rejects.toThrow(ChunkLoadError);
    await expect(loading).rejects.toThrow('Failed to fetch dynamically imported module');
  });
});
