import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateStorage } from '../../core/storage/migrate.ts';
import { localDiskStorage, type Storage } from '../../core/storage/storage.ts';
import { s3Storage } from '../../server/integrations/s3/s3-storage.ts';
import { startS3Server } from '../helpers/s3-server.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'merchant-migrate-'));
const s3 = await startS3Server('merchant-migrate');
afterAll(async () => {
  await s3.close();
  rmSync(root, { recursive: true, force: true });
});

const disk = localDiskStorage(root);
const bucket = s3Storage({ ...s3.config, prefix: 'moved/' });
const bytesOf = async (store: Storage, key: string) => Buffer.concat((await (await store.get(key)).toArray()) as Buffer[]);

describe('moving a local store into a bucket', () => {
  it('copies every file, checked, then on a second run copies only what is new or differs', async () => {
    await disk.put('m1/uploads/a.csv', Buffer.from('name\nAda\n'));
    await disk.put('m1/jobs/j1/errors.csv', Buffer.from('row,reason\n2,Name is required\n'));
    await disk.putStream('m2/photos/big.jpg', (async function* () {
      for (let i = 0; i < 7; i++) yield Buffer.alloc(1024 * 1024, i);
    })());
    expect(await migrateStorage(disk, bucket)).toEqual({ copied: 3, kept: 0, bytes: 9 + 30 + 7 * 1024 * 1024 });
    expect((await bytesOf(bucket, 'm2/photos/big.jpg')).equals(await bytesOf(disk, 'm2/photos/big.jpg'))).toBe(true);

    // A run stopped half-way, or files added since: the second run keeps what is there.
    await disk.put('m3/reports/2026-10.pdf', Buffer.from('%PDF-1.7'));
    // A copy damaged in the bucket (same size, other bytes) is copied again.
    await bucket.put('m1/uploads/a.csv', Buffer.from('name\nBob\n'));
    const files: string[] = [];
    expect(await migrateStorage(disk, bucket, (file) => files.push(file.key))).toEqual({ copied: 2, kept: 2, bytes: 8 + 9 });
    expect(files.sort()).toEqual(['m1/jobs/j1/errors.csv', 'm1/uploads/a.csv', 'm2/photos/big.jpg', 'm3/reports/2026-10.pdf']);
    expect((await bytesOf(bucket, 'm1/uploads/a.csv')).toString()).toBe('name\nAda\n');
  });
});
