import { describe, expect, it } from 'vitest';
import { claimNextJob, recoverJobs, runNextJob } from '../../../core/jobs/runner.ts';
import { JOB_KINDS } from '../../../server/jobs/job-kinds.ts';
import { baseContext } from '../../../core/shared/context.ts';
import { rejection, seedSubUser, testRequest } from '../../helpers/fixtures.ts';
import { inEnglish } from '../../helpers/job-summary.ts';
import { shopWorld } from '../../helpers/world.ts';
import { bulkShop, importFile, productCsv, runJobs, upload } from './bulk-world.ts';
import { msg } from '../../../core/shared/messages.ts';

const { rt, shop } = await shopWorld(bulkShop);

const base = () => baseContext(rt.database, rt.env, testRequest());
const file = (sku: string) =>
  productCsv(['sku', 'nameEn', 'detailEn', 'categories', 'images', 'price', 'logistics'], [[sku, 'Selendang', 'Selendang sutera yang lembut.', 'Pakaian', 'https://cdn.kedai.example.my/s.jpg', '25', 'delivery']]);

describe('jobs', () => {
  it('lists the merchant’s jobs newest first, with who started them, and gets one', async () => {
    const other = await bulkShop(rt);
    const imported = await importFile(rt, shop, 'one.csv', file('J-1'));
    const exported = await shop.admin.caller.jobs.start({ kind: 'product-export', format: 'xlsx' });
    await importFile(rt, other, 'other.csv', file('J-1'));
    const page = await shop.admin.caller.jobs.list({});
    expect(page.items.map((j) => [j.id, j.kind, j.createdByName])).toEqual([
      [exported.id, 'product-export', shop.name],
      [imported.id, 'product-import', shop.name],
    ]);
    expect((await shop.admin.caller.jobs.list({ kind: 'product-export' })).items.map((j) => j.id)).toEqual([exported.id]);
    expect(await shop.admin.caller.jobs.get({ id: exported.id })).toMatchObject({ status: 'queued', format: 'xlsx', fileName: 'products.xlsx', startedAt: null });
    await runJobs(rt, shop.merchantId);
    expect((await shop.admin.caller.jobs.get({ id: exported.id })).status).toBe('completed');
  });

  it('lets a viewer follow jobs but not start them; refuses another merchant’s uploads as not found', async () => {
    const viewer = await seedSubUser(rt, shop, { manage: 'view' });
    expect((await viewer.caller.jobs.list({})).total).toBeGreaterThan(0);
    expect((await rejection(viewer.caller.jobs.start({ kind: 'product-export', format: 'csv' }))).code).toBe('FORBIDDEN');
    const other = await bulkShop(rt);
    const theirs = await upload(other, 'product-import', 'theirs.csv', file('T-1'));
    expect(await rejection(shop.admin.caller.jobs.start({ kind: 'product-import', uploadId: theirs.id }))).toMatchObject({ code: 'NOT_FOUND', message: 'File not found.' });
    const mine = await upload(shop, 'product-import', 'mine.csv', file('M-1'));
    // An upload made for imports is not a mass-update file.
    expect((await rejection(shop.admin.caller.jobs.start({ kind: 'mass-update', uploadId: mine.id }))).code).toBe('NOT_FOUND');
  });

  it('gives a queued job to exactly one of several runners', async () => {
    const job = await shop.admin.caller.jobs.start({ kind: 'product-import', uploadId: (await upload(shop, 'product-import', 'race.csv', file('RACE-1'))).id });
    const claims = await Promise.all([claimNextJob(base(), { merchantId: shop.merchantId }), claimNextJob(base(), { merchantId: shop.merchantId }), claimNextJob(base(), { merchantId: shop.merchantId })]);
    expect(claims.filter(Boolean).map((c) => c!.id)).toEqual([job.id]);
    await rt.database.client.job.update({ where: { merchantId_id: { merchantId: shop.merchantId, id: job.id } }, data: { status: 'queued' } });
    const runs = await Promise.all([runNextJob(base(), JOB_KINDS, () => {}, { merchantId: shop.merchantId }), runNextJob(base(), JOB_KINDS, () => {}, { merchantId: shop.merchantId })]);
    // Both runners may take part only when the first one's writing failed (a slow database) and
    // it handed the job back; either way it ends done once, its rows and log written once.
    expect(runs.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect((await shop.admin.caller.jobs.get({ id: job.id })).status).toBe('completed');
    expect(await rt.database.client.product.count({ where: { merchantId: shop.merchantId, sku: 'RACE-1' } })).toBe(1);
    expect(await rt.database.client.userLog.count({ where: { merchantId: shop.merchantId, action: { startsWith: msg('log.catalogue.imported', { file: 'race.csv' }).slice(0, -1) } } })).toBe(1);
  });

  it('fails a job whose runner stopped (its claim ran out), rather than running it twice', async () => {
    const job = await shop.admin.caller.jobs.start({ kind: 'product-export', format: 'csv' });
    await rt.database.client.job.update({
      where: { merchantId_id: { merchantId: shop.merchantId, id: job.id } },
      data: { status: 'in_progress', claimedUntil: new Date(Date.now() - 1000) },
    });
    expect(await recoverJobs(base())).toBeGreaterThanOrEqual(1);
    expect(inEnglish(await shop.admin.caller.jobs.get({ id: job.id }))).toMatchObject({ status: 'failed', summaryCode: 'interrupted', summary: 'The job was interrupted before it wrote anything; please start it again.' });
  });

  it('runs a job as the user who started it, and fails it when that user may no longer edit products', async () => {
    const editor = await seedSubUser(rt, shop, { manage: 'edit' });
    const job = await editor.caller.jobs.start({ kind: 'product-import', uploadId: (await upload(shop, 'product-import', 'late.csv', file('LATE-1'))).id });
    const role = await rt.database.client.user.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: editor.id } }, select: { roleId: true } });
    await rt.database.client.rolePermission.updateMany({ where: { merchantId: shop.merchantId, roleId: role.roleId! }, data: { level: 'view' } });
    await runJobs(rt, shop.merchantId);
    expect(inEnglish(await shop.admin.caller.jobs.get({ id: job.id }))).toMatchObject({ status: 'failed', summary: 'The user who started the job may no longer edit products.' });
    expect(await rt.database.client.product.count({ where: { merchantId: shop.merchantId, sku: 'LATE-1' } })).toBe(0);
  });
});
