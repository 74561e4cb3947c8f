import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year, as browsers expect of HSTS. Sub-domains are left alone: other services may run there. */
const HSTS = 'max-age=31536000';

/**
 * The browser's defences on every response. The dashboard is scripts from this origin only
 * (Vite's build has no inline script), Mantine's inline styles, and pictures from here, data:
 * and blob: (previews) URLs or the merchant's https picture links. No page may frame it, and no
 * URL (reset links carry a token) leaves in a Referer. HSTS only when the request came over TLS,
 * directly or through a trusted proxy (TRUST_PROXY=1 and X-Forwarded-Proto: https): over plain
 * HTTP it would be ignored anyway, and a local http://host:3000 must keep working.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The order report's PDF is fetched with the session and shown in a frame from a blob: address.
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
