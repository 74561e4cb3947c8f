import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where file bytes live. Callers name files by key; the medium (disk now, an object store later) is hidden. */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** Writes a stream; the key appears only once the whole stream is written. */
  putStream(key: string, body: AsyncIterable<Buffer> | Readable): Promise<void>;
  get(key: string): Promise<Readable>;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** A path on this machine to read the file from (streaming readers need one). */
  localPath(key: string): string;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Files under root, one per key. */
export function localDiskStorage(root: string): Storage {
  const file = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), body);
    },
    async putStream(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      const out = createWriteStream(partial);
      try {
        await pipeline(body, out);
        await rename(partial, target);
      } finally {
        // On a failed write the stream may still be opening the file; removing it first would leave it behind.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      await stat(file(key));
      return createReadStream(file(key));
    },
    async size(key) {
      return (await stat(file(key))).size;
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
    localPath: file,
  };
}
