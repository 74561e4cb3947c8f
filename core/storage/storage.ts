import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Bytes start to end of a file, both counted from 0 and included (as an HTTP range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file bytes live. Callers name files by key; the medium (a folder of this machine, or an
 * S3-compatible bucket every server shares: core/storage/config.ts) is hidden.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** Writes a stream; the key appears only once the whole stream is written. */
  putStream(key: string, body: AsyncIterable<Buffer> | Readable): Promise<void>;
  /** The file's bytes, or those of a range of it; rejects when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** Runs read with a path on this machine to read the file from (readers that seek need one). */
  withLocalFile<T>(key: string, read: (file: string) => Promise<T>): Promise<T>;
  /** Every file of the store, a page at a time (moving a store to another medium). */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  size: number;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** The key, if it names a file inside the store (no absolute paths, no way up). */
export function storageKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Files under root, one per key. */
export function localDiskStorage(root: string): Storage {
  const file = (key: string) => path.join(root, storageKey(key));
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
    async get(key, range) {
      await stat(file(key));
      return createReadStream(file(key), range);
    },
    async size(key) {
      return (await stat(file(key))).size;
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
    withLocalFile: (key, read) => read(file(key)),
    async *list() {
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])) {
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // A file still being written (.partial) is not a file of the store yet.
        if (entry.isFile() && SAFE_KEY.test(key) && !key.endsWith('.partial')) yield { key, size: (await stat(path.join(root, key))).size };
      }
    },
  };
}
