import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/shared/errors.ts';
import { msg } from '../../core/shared/messages.ts';
import { UPLOAD_POLICIES } from '../../core/uploads/policies.ts';
import { saveStorefrontUpload, storefrontPurpose } from '../../core/uploads/service.ts';
import type { Runtime } from '../runtime.ts';
import { sendError } from './signed-in.ts';
import { storefrontOf } from './storefront-ctx.ts';

/**
 * POST /api/storefront/uploads?purpose=review-picture&memberId=... (multipart, one file): the
 * merchant's website, by its site key (header x-site-key), uploads a file for a signed-in member,
 * or with no memberId for a purpose open to anyone (purpose=resume-attachment). Only purposes open
 * to the storefront; the type and size are checked as the file arrives.
 */
export function registerStorefrontUploads(app: FastifyInstance, runtime: Runtime): void {
  app.post('/api/storefront/uploads', async (req, reply) => {
    try {
      const store = await storefrontOf(runtime, req);
      const query = req.query as { purpose?: string; memberId?: string };
      const purpose = storefrontPurpose(String(query.purpose ?? ''));
      const file = await req.file({ limits: { fileSize: UPLOAD_POLICIES[purpose].maxBytes + 1 } });
      if (!file) throw new AppError('UPLOAD.MISSING', msg('files.uploadMissing'), 'invalid', 'file');
      return reply.code(201).send(await saveStorefrontUpload(store, purpose, String(query.memberId ?? ''), file.filename, file.file));
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
