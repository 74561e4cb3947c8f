import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Storage, StoredFile } from './storage.ts';

export interface StorageMigration {
  copied: number;
  /** Already in the target with the same bytes (a run that was stopped, started again). */
  kept: number;
  bytes: number;
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies every file of one store to another (`merchant storage migrate`): streamed, each copy
 * read back and checked by its SHA-256 against the source. Resumable: a file the target already
 * holds with the same bytes is kept, so a stopped run started again copies only what is left.
 * The source is left as it was.
 */
export async function migrateStorage(from: Storage, to: Storage, onFile: (file: StoredFile, done: StorageMigration) => void = () => {}): Promise<StorageMigration> {
  const done: StorageMigration = { copied: 0, kept: 0, bytes: 0 };
  for await (const file of from.list()) {
    const wanted = await sha256(await from.get(file.key));
    const present = await to.size(file.key).catch(() => null);
    if (present === file.size && (await sha256(await to.get(file.key))) === wanted) done.kept++;
    else {
      await to.putStream(file.key, await from.get(file.key));
      const copy = await sha256(await to.get(file.key));
      if (copy !== wanted) throw new Error(`${file.key}: the copy's SHA-256 (${copy}) is not the file's (${wanted})`);
      done.copied++;
      done.bytes += file.size;
    }
    onFile(file, done);
  }
  return done;
}
