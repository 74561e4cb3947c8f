import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers of 1 KB and more go brotli- or gzip-compressed, as the client accepts. Only text
 * (JSON, CSV, HTML...) is compressed: XLSX, PDF and pictures are compressed already, and
 * @fastify/compress's own default would compress application/octet-stream too.
 */
const TEXT = /^text\/(?!event-stream)|[+/]json(?:;|$)/;

/**
 * tRPC answers with a fetch Response, whose body @fastify/compress would stream and compress
 * whatever its size: read here (httpBatchLink answers are whole JSON documents, never streamed),
 * it is a sized body that the threshold applies to.
 */
async function sizedFetchBody(_req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!(payload instanceof Response)) return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  return Buffer.from(await payload.arrayBuffer());
}

/** Compression for every route registered on `scope` after this (the dashboard's files come precompressed instead). */
export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], customTypes: TEXT });
  scope.addHook('onSend', sizedFetchBody);
}
