import type { TJob } from '../../../core/jobs/schema.ts';
import type { Api } from '../../connection/api.ts';

export interface Attention {
  items: { label: string; count: number }[];
  running: TJob[];
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A count the user may not see (its module is not theirs) is left out, not shown as an error. */
const allowed = <T>(call: Promise<T>): Promise<T | null> => call.catch((error: unknown) => ((error as { data?: { code?: string } }).data?.code === 'FORBIDDEN' || (error as { code?: string }).code === 'FORBIDDEN' ? null : Promise.reject(error)));

/** What the home screen lists: orders to ship and awaiting payment, jobs failed this week, redemptions to approve; and the jobs running. */
export async function loadAttention(api: Api): Promise<Attention> {
  const [figures, running, failed, redemptions] = await Promise.all([
    api.home.figures.query(),
    api.jobs.list.query({ page: 1, pageSize: 20, status: 'in_progress' }),
    api.jobs.list.query({ page: 1, pageSize: 80, status: 'failed' }),
    allowed(api.rewardStation.redemptions.query({ page: 1, pageSize: 20, status: 1 })),
  ]);
  const since = Date.now() - WEEK_MS;
  const items: Attention['items'] = [];
  if (figures.ordersToShip !== null) items.push({ label: 'Orders to ship', count: figures.ordersToShip });
  if (figures.awaitingPayment !== null) items.push({ label: 'Awaiting payment', count: figures.awaitingPayment });
  items.push({ label: 'Jobs failed this week', count: failed.items.filter((j) => (j.finishedAt ?? j.createdAt).getTime() >= since).length });
  if (redemptions) items.push({ label: 'Redemptions to approve', count: redemptions.counts.pending });
  return { items, running: running.items };
}
