import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/trpc', '/api/', '/healthz', '/media/'];

/**
 * A missing file, not a page: under /assets/, or named with the extension of a file the build or
 * a browser asks for. Any other dot is part of a page's address (a signed share link's
 * "id.id.signature", whose signature looked like an extension one time in four).
 */
const FILE = /^\/assets\/|\.(?:m?js|css|map|json|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|txt|xml|webmanifest|br|gz)$/i;

/**
 * The built dashboard, with history-mode fallback: unknown GETs (and HEADs) that want a page get
 * index.html. Its files go as the build compressed them (`name.br`, `name.gz` beside each), as the
 * browser accepts; hashed assets are cached for good, index.html revalidated on every load.
 */
export async function registerDashboard(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    index: ['index.html'],
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    // Only page navigations fall back to the app; a missing script or image stays a 404.
    const path = req.url.split('?')[0]!;
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !API_PREFIXES.some((p) => path.startsWith(p)) && !FILE.test(path);
    if (wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ error: 'Not Found' });
  });
}
