import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { projectRoot } from '../../core/platform/config.ts';
import { MAX_UPLOAD_BYTES } from '../../core/uploads/policies.ts';
import { appRouter, type AppRouter } from '../routers/app.ts';
import { bearerToken, siteKeyHeader, trpcContext } from '../context.ts';
import { startMailDispatcher } from '../mail-dispatcher.ts';
import { startJobRunner } from '../jobs-runner.ts';
import { startPushDispatcher } from '../push-dispatcher.ts';
import { startWhatsappDispatcher } from '../whatsapp-dispatcher.ts';
import { startCreditReloadDispatcher } from '../credit-reload-dispatcher.ts';
import type { Runtime } from '../runtime.ts';
import { registerUploads } from './uploads.ts';
import { registerStorefrontUploads } from './storefront-uploads.ts';
import { registerStorefrontDownloads } from './storefront-downloads.ts';
import { registerEmailLinks } from './email-links.ts';
import { registerJobFiles } from './job-files.ts';
import { registerReportFiles } from './report-files.ts';
import { registerReportPdfs } from './report-pdfs.ts';
import { registerSalesFiles } from './sales-files.ts';
import { registerMemberFiles } from './member-files.ts';
import { registerVoucherFiles } from './voucher-files.ts';
import { registerDeliveryPartnerWebhooks } from './delivery-partner-webhooks.ts';
import { registerMarketplaceWebhooks } from './marketplace-webhooks.ts';
import { registerParcelTrackingWebhooks } from './parcel-tracking-webhooks.ts';
import { registerFacebookWebhooks } from './facebook-webhooks.ts';
import { registerCardPaymentWebhooks } from './card-payment-webhooks.ts';
import { registerDashboard } from './dashboard.ts';
import { storefrontCaching } from './storefront-caching.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerCompression } from './compression.ts';
import { requestInfo } from './request-info.ts';
import { redactUrl } from './redact-url.ts';
import { AppError } from '../../core/shared/errors.ts';

export const dashboardDist = path.join(projectRoot, 'dashboard', 'dist');

export interface ServerOptions {
  logger?: boolean;
  /** Serve the built dashboard from this folder (default dashboard/dist when it exists). */
  dashboardDir?: string | null;
}

/** The HTTP face: /trpc, /healthz, uploads and downloads, the job runner, and the built dashboard. */
export async function buildServer(runtime: Runtime, options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: process.env.LOG_LEVEL ?? 'info',
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-site-key"]'], remove: true },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), currentUrl: redactUrl(req.headers['current-url'] as string | undefined), ip: req.ip }),
      },
    },
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 2 * 1024 * 1024,
    // tRPC batches put several procedure names in one path.
    routerOptions: { maxParamLength: 5000 },
  });
  const mail = startMailDispatcher(runtime, (msg, extra) => app.log.info(extra ?? {}, msg));
  app.addHook('onClose', async () => mail.stop());
  const jobs = startJobRunner(runtime, (msg, extra) => app.log.error(extra ?? {}, msg));
  app.addHook('onClose', () => jobs.stop());
  const push = startPushDispatcher(runtime, (msg, extra) => app.log.info(extra ?? {}, msg));
  app.addHook('onClose', async () => push.stop());
  const whatsapp = startWhatsappDispatcher(runtime, (msg, extra) => app.log.info(extra ?? {}, msg));
  app.addHook('onClose', async () => whatsapp.stop());
  const reloads = startCreditReloadDispatcher(runtime, (msg, extra) => app.log.info(extra ?? {}, msg));
  app.addHook('onClose', async () => reloads.stop());
  const afterMutation = () => {
    mail.kick();
    jobs.kick();
    push.kick();
    whatsapp.kick();
    reloads.kick();
  };

  await registerSecurityHeaders(app);
  // The API in its own scope, compressed on the fly; the dashboard's files are compressed at build.
  await app.register(async (api) => {
    await registerCompression(api);
    await registerApi(api, runtime, afterMutation);
  });

  const dashboardDir = options.dashboardDir === undefined ? dashboardDist : options.dashboardDir;
  if (dashboardDir && existsSync(path.join(dashboardDir, 'index.html'))) await registerDashboard(app, dashboardDir);

  return app;
}

/** /healthz, /trpc, uploads and file downloads. */
async function registerApi(app: FastifyInstance, runtime: Runtime, afterMutation: () => void): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.get('/healthz', async (_req, reply) => {
    try {
      await runtime.database.client.$queryRawUnsafe('SELECT 1');
      return { status: 'ok', database: runtime.database.engine };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: runtime.database.engine });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) =>
        trpcContext(runtime, {
          token: bearerToken(req.headers.authorization),
          siteKey: siteKeyHeader(req.headers['x-site-key']),
          request: requestInfo(req),
          onMutation: afterMutation,
        }),
      responseMeta: storefrontCaching,
      onError: ({ error, path: procedure, ctx }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
        // Every refused sign-in link, forged ones with no merchant to log them under included (docs/access-links.md).
        else if (error.cause instanceof AppError && error.cause.code.startsWith('ACCESS_LINK.')) app.log.warn({ code: error.cause.code, procedure, ip: ctx?.base.request.ip }, 'sign-in link refused');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerUploads(app, runtime);
  registerStorefrontUploads(app, runtime);
  registerStorefrontDownloads(app, runtime);
  registerEmailLinks(app, runtime);
  registerJobFiles(app, runtime);
  registerSalesFiles(app, runtime);
  registerReportFiles(app, runtime);
  registerReportPdfs(app, runtime);
  registerMemberFiles(app, runtime);
  registerVoucherFiles(app, runtime);
  registerDeliveryPartnerWebhooks(app, runtime);
  await registerMarketplaceWebhooks(app, runtime);
  await registerParcelTrackingWebhooks(app, runtime);
  await registerFacebookWebhooks(app, runtime);
  await registerCardPaymentWebhooks(app, runtime);
}
