import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../../../core/storage/config.ts';
import { storageKey, type ByteRange, type Storage } from '../../../core/storage/storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Parts of a multipart upload: S3's smallest, so a stream is held 5 MB at a time, two parts in flight. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Files as objects of an S3-compatible bucket, under the configured prefix: every server of one
 * installation reads what another stored. Streams both ways (multipart upload, ranged reads);
 * the bucket stays private, downloads go through the server's own permission checks.
 */
export function s3Storage(config: S3Config, client = s3Client(config)): Storage {
  const target = (key: string) => ({ Bucket: config.bucket, Key: `${config.prefix}${storageKey(key)}` });
  const get = async (key: string, range?: ByteRange): Promise<Readable> => {
    const object = await client.send(new GetObjectCommand({ ...target(key), ...(range && { Range: `bytes=${range.start}-${range.end}` }) }));
    return object.Body as Readable;
  };
  return {
    async put(key, body) {
      await client.send(new PutObjectCommand({ ...target(key), Body: body, ContentLength: body.length }));
    },
    async putStream(key, body) {
      // The object appears only when the last part is in; a failed stream aborts the upload's parts.
      const upload = new Upload({ client, params: { ...target(key), Body: body instanceof Readable ? body : Readable.from(body) }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT });
      await upload.done();
    },
    get,
    async size(key) {
      return Number((await client.send(new HeadObjectCommand(target(key)))).ContentLength ?? 0);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(target(key)));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) yield { key: object.Key!.slice(config.prefix.length), size: Number(object.Size ?? 0) };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async withLocalFile(key, read) {
      // Readers of workbooks need a file to seek in: a copy streamed to this machine for the read.
      const dir = await mkdtemp(path.join(os.tmpdir(), 'merchant-object-'));
      try {
        const file = path.join(dir, path.basename(key));
        await pipeline(await get(key), createWriteStream(file));
        return await read(file);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The SDK's client: credentials as the SDK finds them; path-style addresses for a service of its
 * own endpoint. A connection that goes quiet is given up and the call retried by the SDK, rather
 * than waited on for ever.
 */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    ...(config.endpoint && { endpoint: config.endpoint, forcePathStyle: true }),
  });
}
