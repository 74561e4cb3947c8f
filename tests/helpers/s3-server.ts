import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../../core/storage/config.ts';

/** s3rver's own credentials: it checks every request's signature against them. */
export const S3_TEST_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** A local S3-compatible server with one empty bucket, its files in a folder of its own. */
export async function startS3Server(bucket = 'merchant-files'): Promise<{ endpoint: string; config: Extract<StorageConfig, { kind: 's3' }>; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'merchant-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, S3_TEST_CREDENTIALS);
  return {
    endpoint,
    config: { kind: 's3', bucket, prefix: 'tests/', endpoint, region: 'us-east-1' },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
