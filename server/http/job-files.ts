import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ZTemplateInput, templateFile, writeTemplate } from '../../core/catalogue/bulk/templates.ts';
import { openJobFile } from '../../core/jobs/job-files.ts';
import { openBgResult } from '../../core/bg-remover/result-file.ts';
import { AppError } from '../../core/shared/errors.ts';
import { JOB_KINDS } from '../jobs/job-kinds.ts';
import type { Runtime } from '../runtime.ts';
import { fileHeaders } from './content-disposition.ts';
import { sendError, signedIn } from './signed-in.ts';
import { msg } from '../../core/shared/messages.ts';

/**
 * GET /api/jobs/:id/errors (a job's rejected rows as CSV), GET /api/jobs/:id/result (an
 * export's file) and GET /api/catalogue/template?kind=import|mass-update&format=csv|xlsx, for
 * the signed-in merchant (Bearer token): a job's files with the view level of its kind's module,
 * the templates with the catalogue module.
 */
export function registerJobFiles(app: FastifyInstance, runtime: Runtime): void {
  for (const which of ['errors', 'result'] as const) {
    app.get(`/api/jobs/:id/${which}`, async (req, reply) => {
      try {
        const ctx = await signedIn(runtime, req);
        const file = await openJobFile(ctx, JOB_KINDS, (req.params as { id: string }).id, which);
        return fileHeaders(reply, file).send(file.body);
      } catch (error) {
        return sendError(reply, error);
      }
    });
  }

  // One result PNG of a background-removal job (docs/bg-remover.md); the zip of all is its /result.
  app.get('/api/jobs/:id/images/:index', async (req, reply) => {
    try {
      const ctx = await signedIn(runtime, req);
      const { id, index } = req.params as { id: string; index: string };
      const file = await openBgResult(ctx, id, /^\d+$/.test(index) ? Number(index) : -1);
      return fileHeaders(reply, file).send(file.body);
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.get('/api/catalogue/template', async (req, reply) => {
    try {
      const ctx = await signedIn(runtime, req);
      const parsed = ZTemplateInput.safeParse(req.query);
      if (!parsed.success) throw new AppError('TEMPLATE.INPUT', msg('files.templateInput'), 'invalid');
      const file = templateFile(ctx, parsed.data);
      // Written as it is sent: the mass-update template holds every SKU of the catalogue.
      const body = new PassThrough();
      writeTemplate(ctx, parsed.data, body).catch((error: unknown) => body.destroy(error as Error));
      return fileHeaders(reply, file).send(body);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
