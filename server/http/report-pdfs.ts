import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { openReportPdf } from '../reports/report-pdfs.ts';
import type { Runtime } from '../runtime.ts';
import { fileHeaders } from './content-disposition.ts';
import { sendError, signedIn } from './signed-in.ts';

/**
 * GET /api/reports/:name/pdf?...: a report as a PDF for the signed-in user who may read it,
 * inline, or ?download=1 to save it. Its figures are read before anything is sent, so a refusal
 * answers as an error, not as a broken file.
 */
export function registerReportPdfs(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/reports/:name/pdf', async (req, reply) => {
    try {
      const ctx = await signedIn(runtime, req);
      const { download, ...query } = req.query as Record<string, string>;
      const file = await openReportPdf(ctx, (req.params as { name: string }).name, query);
      const body = new PassThrough();
      file.write(body).catch((error: unknown) => body.destroy(error as Error));
      return fileHeaders(reply, file, download ? 'attachment' : 'inline').send(body);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
