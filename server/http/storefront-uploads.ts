import type { FastifyInstance } from 'fastify';
import { resolveSiteKeyLimited, SITE_KEY_MESSAGES } from '../../core/checkout/site-keys.ts';
import { baseContext } from '../../core/shared/context.ts';
import { AppError } from '../../core/shared/errors.ts';
import { msg } from '../../core/shared/messages.ts';
import { UPLOAD_POLICIES } from '../../core/uploads/policies.ts';
import { saveStorefrontUpload, storefrontPurpose } from '../../core/uploads/service.ts';
import { siteKeyHeader } from '../context.ts';
import type { Runtime } from '../runtime.ts';
import { requestInfo } from './request-info.ts';
import { sendError } from './signed-in.ts';

/**
 * POST /api/storefront/uploads?purpose=review-picture&memberId=... (multipart, one file): the
 * merchant's website, by its site key (header x-site-key), uploads a file for a signed-in member.
 * Only purposes open to the storefront; the type and size are checked as the file arrives.
 */
export function registerStorefrontUploads(app: FastifyInstance, runtime: Runtime): void {
  app.post('/api/storefront/uploads', async (req, reply) => {
    try {
      const base = baseContext(runtime.database, runtime.env, requestInfo(req));
      const siteKey = siteKeyHeader(req.headers['x-site-key']);
      const store = siteKey ? await resolveSiteKeyLimited(base, siteKey) : null;
      if (!store) throw new AppError('SITE_KEY.INVALID', SITE_KEY_MESSAGES.invalid, 'unauthenticated');
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
