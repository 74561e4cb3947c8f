import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { openReportFile } from '../reports/report-files.ts';
import type { Runtime } from '../runtime.ts';
import { fileHeaders } from './content-disposition.ts';
import { sendError, signedIn } from './signed-in.ts';

/** GET /api/reports/:name/file?format=csv|xlsx&...: what a report screen shows, as a file, for the signed-in user who may read it. */
export function registerReportFiles(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/reports/:name/file', async (req, reply) => {
    try {
      const ctx = await signedIn(runtime, req);
      const file = await openReportFile(ctx, (req.params as { name: string }).name, req.query as Record<string, string>);
      const body = new PassThrough();
      file.write(body).catch((error: unknown) => body.destroy(error as Error));
      return fileHeaders(reply, file).send(body);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
