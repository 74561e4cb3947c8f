/** platform.md section 9: a script or style chunk that has not arrived after 120 seconds is reported as an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that failed to arrive in time; the screen it belonged to shows the load error. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Loads a lazily imported module (its script and, through Vite's preloading, its styles), failing
 * with a ChunkLoadError when it has not arrived within timeoutMs rather than waiting forever.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`A part of the page did not load within ${timeoutMs / 1000} s.`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? new ChunkLoadError(error.message) : new ChunkLoadError(String(error)));
      },
    );
  });
}
