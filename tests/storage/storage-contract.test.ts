import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage, type Storage } from '../../core/storage/storage.ts';
import { s3Storage } from '../../server/integrations/s3/s3-storage.ts';
import { startS3Server } from '../helpers/s3-server.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-disk-'));
const s3 = await startS3Server();
afterAll(async () => {
  await s3.close();
  rmSync(root, { recursive: true, force: true });
});

const text = async (stream: Readable) => Buffer.concat((await stream.toArray()) as Buffer[]).toString();

// The same promises from each store: the product's code cannot tell them apart.
describe.each<[string, Storage]>([
  ['local disk', localDiskStorage(root)],
  ['S3-compatible bucket', s3Storage(s3.config)],
])('file storage on %s', (_, storage) => {
  it('keeps what is put, by key, with its size, and a range of it', async () => {
    await storage.put('m1/files/a.txt', Buffer.from('hello world'));
    expect(await text(await storage.get('m1/files/a.txt'))).toBe('hello world');
    expect(await storage.size('m1/files/a.txt')).toBe(11);
    expect(await text(await storage.get('m1/files/a.txt', { start: 6, end: 10 }))).toBe('world');
  });

  it('streams a file larger than one upload part in and out', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    await storage.putStream('m1/files/big.bin', (async function* () {
      for (let i = 0; i < 12; i++) yield chunk;
    })());
    expect(await storage.size('m1/files/big.bin')).toBe(12 * 1024 * 1024);
    let read = 0;
    for await (const part of await storage.get('m1/files/big.bin')) read += (part as Buffer).length;
    expect(read).toBe(12 * 1024 * 1024);
  });

  it('keeps nothing of a stream that fails', async () => {
    const failing = (async function* () {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('too large');
    })();
    await expect(storage.putStream('m1/files/failed.bin', failing)).rejects.toThrow('too large');
    await expect(storage.size('m1/files/failed.bin')).rejects.toThrow();
  });

  it('lends a local file to readers that seek, and removes files', async () => {
    await storage.put('m1/files/b.csv', Buffer.from('name\nAda\n'));
    expect(await storage.withLocalFile('m1/files/b.csv', async (file) => readFileSync(file, 'utf8'))).toBe('name\nAda\n');
    await storage.remove('m1/files/b.csv');
    await expect(storage.get('m1/files/b.csv')).rejects.toThrow();
  });

  it('lists every file with its size', async () => {
    await storage.put('m2/jobs/j1/errors.csv', Buffer.from('row,reason\n'));
    const files = [];
    for await (const file of storage.list()) files.push(file);
    expect(files).toEqual(expect.arrayContaining([{ key: 'm1/files/a.txt', size: 11 }, { key: 'm2/jobs/j1/errors.csv', size: 11 }]));
    expect(files.some((f) => f.key.endsWith('.partial'))).toBe(false);
  });

  it('refuses keys that leave the store', async () => {
    await expect(storage.put('../outside.txt', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });
});
