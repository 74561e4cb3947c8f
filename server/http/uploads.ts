import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/shared/errors.ts';
import { UPLOAD_POLICIES, isUploadPurpose } from '../../core/uploads/policies.ts';
import { assertMayUpload, openPublicMedia, openUpload, saveUpload } from '../../core/uploads/service.ts';
import type { Runtime } from '../runtime.ts';
import { fileHeaders } from './content-disposition.ts';
import { sendError, signedIn } from './signed-in.ts';
import { msg } from '../../core/shared/messages.ts';
import { watermarkedPicture } from '../../core/website/watermark.ts';

/** Public storefront files (product pictures and files); anything else is not found. */
async function sendMedia(runtime: Runtime, req: FastifyRequest, reply: FastifyReply, size: 'full' | 'thumb') {
  const { merchantId, id } = req.params as { merchantId: string; id: string };
  // A product picture with the website's watermark: not immutable, so a changed watermark shows within the hour.
  const marked = size === 'full' ? await watermarkedPicture(runtime.database.client, runtime.env.storage, merchantId, id).catch(() => null) : null;
  if (marked) return reply.header('Content-Type', marked.mimeType).header('Cache-Control', 'public, max-age=3600').header('Cross-Origin-Resource-Policy', 'cross-origin').send(marked.body);
  const media = await openPublicMedia(runtime.database.client, runtime.env.storage, merchantId, id, size).catch(() => null);
  if (!media) return reply.code(404).send({ error: 'Not Found' });
  return reply
    .header('Content-Type', media.mimeType)
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    // Storefront content: the merchant's website, on another origin, shows it.
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .send(media.body);
}

/** POST /api/uploads?purpose=image (multipart, one file) and GET /api/uploads/:id, both for the signed-in merchant. */
export function registerUploads(app: FastifyInstance, runtime: Runtime): void {
  app.post('/api/uploads', async (req, reply) => {
    try {
      const ctx = await signedIn(runtime, req);
      const purpose = String((req.query as { purpose?: string }).purpose ?? '');
      if (!isUploadPurpose(purpose)) throw new AppError('UPLOAD.PURPOSE', msg('files.uploadPurpose'), 'invalid', 'purpose');
      assertMayUpload(ctx, purpose);
      const file = await req.file({ limits: { fileSize: UPLOAD_POLICIES[purpose].maxBytes + 1 } });
      if (!file) throw new AppError('UPLOAD.MISSING', msg('files.uploadMissing'), 'invalid', 'file');
      // The stream is checked and stored as it arrives; the policy's limit ends it early.
      return reply.code(201).send(await saveUpload(ctx, purpose, file.filename, file.file));
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.get('/media/:merchantId/:id', (req, reply) => sendMedia(runtime, req, reply, 'full'));
  app.get('/media/:merchantId/:id/thumb', (req, reply) => sendMedia(runtime, req, reply, 'thumb'));

  app.get('/api/uploads/:id', async (req, reply) => {
    try {
      const ctx = await signedIn(runtime, req);
      const { upload, body } = await openUpload(ctx, (req.params as { id: string }).id);
      return fileHeaders(reply, upload).header('Content-Length', upload.size).send(body);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
