import { ZJobIdInput } from '../../core/jobs/schema.ts';
import { ZBgQueue, bgQueue } from '../../core/bg-remover/queue.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('background_remover', 'view');

/** The background remover: its jobs start and are followed through jobs.*; this tells a job's place in the queue and its results' names. */
export const bgRemoverRouter = router({
  queue: view.input(ZJobIdInput).output(ZBgQueue).query(({ ctx, input }) => bgQueue(ctx.core, input.id)),
});
