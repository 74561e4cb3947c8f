import path from 'node:path';

/** Where file bytes live (docs/deployment.md): a folder of this machine, or an S3-compatible bucket all servers share. */
export type StorageConfig =
  | { kind: 'disk'; root: string }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every key ('' or ending in '/'). */
      prefix: string;
      /** An S3-compatible service's address (MinIO, a local test server); undefined: AWS itself. */
      endpoint: string | undefined;
      region: string;
    };

/**
 * STORAGE_URL=s3://bucket/prefix keeps files in a bucket: the endpoint from AWS_ENDPOINT_URL_S3
 * (or AWS_ENDPOINT_URL), the region from AWS_REGION, the credentials as the AWS SDK finds them
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). Without it: files
 * under DATA_DIR/files, nothing to set up.
 */
export function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const url = env.STORAGE_URL;
  if (!url) return { kind: 'disk', root: path.join(dataDir, 'files') };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`STORAGE_URL must be s3://bucket or s3://bucket/prefix (got ${url})`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
  };
}
