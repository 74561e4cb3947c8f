import type { IsolationCase } from '../isolation-cases.ts';

/** The AI background tool, on A's finished background removal (its generations are 'ai-background' jobs: cases/jobs.ts). */
export const aiBackgroundCases: Record<string, IsolationCase> = {
  'aiBackground.source': { reach: (a) => ({ id: a.jobs.bgRemoveJobId, img: 0 }) },
  'aiBackground.result': { reach: (a) => ({ id: a.jobs.bgRemoveJobId, type: 'product', img: 0 }) },
};
