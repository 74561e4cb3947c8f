import { describe, expect, it } from 'vitest';
import { RESUME_EXPORT_HEADER } from '../../core/careers/resume-export-job.ts';
import { candidate, careerForm, uploadResume } from '../helpers/careers.ts';
import { rejection, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { jobResult, runJobs } from '../helpers/sales-documents.ts';
import { fileRuntime, fileServer } from '../helpers/world.ts';

const rt = await fileRuntime();
const app = await fileServer(rt);
const shop = await seedMerchant(rt);
const admin = shop.admin.caller;
const siteKey = (await admin.siteKeys.create()).key;
const website = storefrontCaller(rt, siteKey).storefront;

const barista = await admin.careers.create(careerForm({ titleEn: 'Barista' }));
const cashier = await admin.careers.create(careerForm({ titleEn: 'Cashier' }));
const send = async (careerId: string, overrides: Record<string, unknown>) =>
  website.careers.applyFor({ careerId, attachmentId: (await uploadResume(app, siteKey)).json<{ id: string }>().id, ...candidate(overrides) });
await send(barista.id, { name: 'Ali', salaryCents: 180_050, expectedSalaryCents: 250_000, experienceYears: 2 });
await send(cashier.id, { name: 'Siti', coverLetter: '=HYPERLINK("http://evil.example")' });
await send(barista.id, { name: '陈美玲' });

/** The resumes a resume-export job of these filters writes, as CSV rows. */
async function exported(filters: Record<string, unknown>): Promise<string[][]> {
  const job = await admin.jobs.start({ kind: 'resume-export', format: 'csv', ...filters });
  await runJobs(rt, shop.merchantId);
  expect(await admin.jobs.get({ id: job.id })).toMatchObject({ status: 'completed', fileName: 'resumes.csv' });
  const csv = (await jobResult(rt, shop, job.id)).toString('utf8').replace(/^\uFEFF/, '');
  return csv.trim().split(/\r?\n/).map((line) => line.split(','));
}

describe('the resumes export', () => {
  it('writes the resumes of the recruitment list, newest first, by position', async () => {
    const [header, ...rows] = await exported({});
    expect(header).toEqual(RESUME_EXPORT_HEADER);
    expect(rows.map((r) => [r[1], r[2]])).toEqual([['Barista', '陈美玲'], ['Cashier', 'Siti'], ['Barista', 'Ali']]);
    expect(rows[2]!.slice(9, 12)).toEqual(['2', '1800.5', '2500']);
    expect(rows[2]![13]).toBe('resume.pdf');
    expect((await exported({ careerId: barista.id })).slice(1).map((r) => r[2])).toEqual(['陈美玲', 'Ali']);
    expect((await exported({ search: 'siti' })).slice(1).map((r) => r[2])).toEqual(['Siti']);
  });

  it('guards a cover letter that a spreadsheet would run as a formula', async () => {
    const rows = await exported({ search: 'siti' });
    expect(rows[1]!.join(',')).toContain(`'=HYPERLINK`);
  });

  it('needs the manage module', async () => {
    const clerk = await seedSubUser(rt, shop, { order: 'view' });
    expect((await rejection(clerk.caller.jobs.start({ kind: 'resume-export', format: 'csv' }))).code).toBe('FORBIDDEN');
  });
});
