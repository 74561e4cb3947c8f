import path from 'node:path';
import type { Runtime } from '../../server/runtime.ts';

/** Where a key's file is in a test runtime's store (tests run on the local-disk store, whose folders they look into). */
export function storedPath(rt: Pick<Runtime, 'config'>, key: string): string {
  const { storage } = rt.config;
  if (storage.kind !== 'disk') throw new Error('storedPath: the test runtime keeps files on disk');
  return path.join(storage.root, key);
}
