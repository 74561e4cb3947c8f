import { describe, expect, it } from 'vitest';
import { REVIEW_EXPORT_HEADER } from '../../core/reviews/review-export-job.ts';
import { rejection, seedSubUser } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { jobResult, runJobs } from '../helpers/sales-documents.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld(seedShop);
const admin = shop.admin.caller;

const review = (reviewerName: string, stars: number, comment: string, day: string) =>
  admin.reviews.create({ productId: shop.shirt.id, reviewerName, stars, comment, reviewedAt: new Date(`${day}T04:00:00Z`) });

const siti = await review('Siti Aminah', 5, 'Sedap!', '2026-10-02');
await review('陈美玲', 4, '很好吃', '2026-10-05');
const low = await review('Rajesh Kumar', 1, '=HYPERLINK("http://evil.example")', '2026-10-07');
await admin.reviews.reply({ id: siti.id, reply: 'Terima kasih' });
await admin.reviews.setVisibility({ ids: [low.id], visibility: 'hidden' });

/** The reviews a review-export job of these filters writes, as CSV rows. */
async function exported(filters: Record<string, unknown>): Promise<string[][]> {
  const job = await admin.jobs.start({ kind: 'review-export', format: 'csv', ...filters });
  await runJobs(rt, shop.merchantId);
  expect(await admin.jobs.get({ id: job.id })).toMatchObject({ status: 'completed', fileName: 'reviews.csv' });
  const csv = (await jobResult(rt, shop, job.id)).toString('utf8').replace(/^\uFEFF/, '');
  return csv.trim().split(/\r?\n/).map((line) => line.split(','));
}

describe('the reviews export', () => {
  it('writes the reviews the list filters keep, in its order, with replies and visibility', async () => {
    const [header, ...rows] = await exported({ sort: 'highest' });
    expect(header).toEqual(REVIEW_EXPORT_HEADER);
    expect(rows.map((r) => [r[3], r[4]])).toEqual([['Siti Aminah', '5'], ['陈美玲', '4'], ['Rajesh Kumar', '1']]);
    expect(rows[0]!.slice(7)).toEqual(['Yes', 'Public', 'Terima kasih', expect.stringMatching(/^\d{4}-\d\d-\d\dT/)]);
    const replied = await exported({ replied: 'replied' });
    expect(replied.slice(1).map((r) => r[3])).toEqual(['Siti Aminah']);
    expect((await exported({ visibility: 'hidden', stars: 1 })).slice(1).map((r) => r[8])).toEqual(['Hidden']);
  });

  it('guards a comment that a spreadsheet would run as a formula', async () => {
    const rows = await exported({ stars: 1 });
    expect(rows[1]!.join(',')).toContain(`'=HYPERLINK`);
  });

  it('needs the content module', async () => {
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    expect((await rejection(clerk.caller.jobs.start({ kind: 'review-export', format: 'csv' }))).code).toBe('FORBIDDEN');
  });
});
