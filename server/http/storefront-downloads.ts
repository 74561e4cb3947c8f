import type { FastifyInstance } from 'fastify';
import { openDownload } from '../../core/downloads/delivery.ts';
import type { Runtime } from '../runtime.ts';
import { fileHeaders } from './content-disposition.ts';
import { sendError } from './signed-in.ts';
import { storefrontOf } from './storefront-ctx.ts';

/**
 * GET /api/storefront/downloads/:id (header x-site-key; ?token= for a file that asks for the
 * downloader's details, from storefront.downloads.request): a public download's file, streamed
 * from storage as it is read (up to 50 MB, never held in memory). Hidden or unknown: 404.
 */
export function registerStorefrontDownloads(app: FastifyInstance, runtime: Runtime): void {
  // No automatic HEAD route: it would run the handler, counting a download that sent nothing.
  app.get('/api/storefront/downloads/:id', { exposeHeadRoute: false }, async (req, reply) => {
    try {
      const store = await storefrontOf(runtime, req);
      const { token } = req.query as { token?: unknown };
      const file = await openDownload(store, (req.params as { id: string }).id, typeof token === 'string' ? token : undefined);
      // Each answer is one counted download, and a token's file is the downloader's: no cache keeps it.
      return fileHeaders(reply, file).header('Content-Length', file.size).header('Cache-Control', 'private, no-store').send(file.body);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
