import type { StorageConfig } from '../../core/storage/config.ts';
import { localDiskStorage, type Storage } from '../../core/storage/storage.ts';
import { s3Storage } from './s3/s3-storage.ts';

/** The file store the configuration names: this machine's disk, or an S3-compatible bucket. */
export function storageFor(config: StorageConfig): Storage {
  return config.kind === 'disk' ? localDiskStorage(config.root) : s3Storage(config);
}
