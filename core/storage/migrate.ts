import { createHash } from 'node:crypto';
import { Transform, pipeline, type Readable } from 'node:stream';
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

/** The stream as it is, its SHA-256 taken on the way: a copy reads its source once. */
function hashedOnTheWay(source: Readable): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // A failed read fails the copy that consumes the stream.
  pipeline(source, stream, () => {});
  return { stream, digest: () => hash.digest('hex') };
}

/**
 * Copies every file of one store to another (`merchant storage migrate`): streamed, the source
 * read once and hashed on the way, each copy read back and checked by its SHA-256 against it. Resumable: a file the target already
 * holds with the same bytes is kept, so a stopped run started again copies only what is left.
 * The source is left as it was.
 */
export async function migrateStorage(from: Storage, to: Storage, onFile: (file: StoredFile, done: StorageMigration) => void = () => {}): Promise<StorageMigration> {
  const done: StorageMigration = { copied: 0, kept: 0, bytes: 0 };
  for await (const file of from.list()) {
    const present = await to.size(file.key).catch(() => null);
    if (present === file.size && (await sha256(await to.get(file.key))) === (await sha256(await from.get(file.key)))) done.kept++;
    else {
      const source = hashedOnTheWay(await from.get(file.key));
      await to.putStream(file.key, source.stream);
      const wanted = source.digest();
      const copy = await sha256(await to.get(file.key));
      if (copy !== wanted) throw new Error(`${file.key}: the copy's SHA-256 (${copy}) is not the file's (${wanted})`);
      done.copied++;
      done.bytes += file.size;
    }
    onFile(file, done);
  }
  return done;
}
