import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { memberSampleFile, writeMemberSample } from '../../core/members/import/sample.ts';
import type { Runtime } from '../runtime.ts';
import { fileHeaders } from './content-disposition.ts';
import { sendError, signedIn } from './signed-in.ts';

/** GET /api/members/import-sample: the sample member CSV, for the signed-in merchant with the my_sales module. */
export function registerMemberFiles(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/members/import-sample', async (req, reply) => {
    try {
      const file = memberSampleFile(await signedIn(runtime, req));
      const body = new PassThrough();
      writeMemberSample(body).catch((error: unknown) => body.destroy(error as Error));
      return fileHeaders(reply, file).send(body);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
