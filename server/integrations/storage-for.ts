import type { StorageConfig } from '../../core/storage/config.ts';
import { localDiskStorage, type Storage } from '../../core/storage/storage.ts';

/**
 * The file store the configuration names: this machine's disk, or an S3-compatible bucket. The
 * AWS SDK is loaded only for a bucket: every command of the CLI opens a runtime, and most never
 * need it.
 */
export async function storageFor(config: StorageConfig): Promise<Storage> {
  if (config.kind === 'disk') return localDiskStorage(config.root);
  const { s3Storage } = await import('./s3/s3-storage.ts');
  return s3Storage(config);
}
