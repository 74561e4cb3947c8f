import type { IsolationCase } from '../isolation-cases.ts';

/** The background remover (its batches are 'bg-remove' jobs: cases/jobs.ts; its images' route: tests/integration/bg-remover.test.ts). */
export const bgRemoverCases: Record<string, IsolationCase> = {
  'bgRemover.queue': { reach: (a) => ({ id: a.jobs.exportJobId }) },
};
