import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jobForOutput } from '../../cli/jobs/english-summary.ts';
import { bgResultKey } from '../../core/bg-remover/bg-remove-job.ts';
import { creditBalance, grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { jobResult, runJobs } from '../helpers/sales-documents.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();

/** A cut-out image: a dark shape on a transparent background. */
const cutOut = (width: number, height: number) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 3}" ry="${height / 3}" fill="#1d2a3a"/></svg>`))
    .png()
    .toBuffer();

/** A merchant with AI credits and a finished background-removal job of images of these sizes (as the remover leaves them). */
async function shopWithCutOuts(credits: number, sizes: [number, number][]): Promise<{ shop: SeededMerchant; jobId: string }> {
  const shop = await seedMerchant(rt);
  const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
  if (credits > 0) await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: credits, reason: 'top_up' }));
  const images = sizes.map((_, i) => ({ uploadId: `upload-${i}`, name: `photo-${i}.png` }));
  const job = await rt.database.client.job.create({
    data: { merchantId: shop.merchantId, kind: 'bg-remove', status: 'completed', fileName: 'background-removed.zip', params: JSON.stringify({ images }), totalRows: sizes.length, doneRows: sizes.length, createdBy: shop.admin.id },
  });
  for (const [i, [w, h]] of sizes.entries()) await rt.env.storage.put(bgResultKey(shop.merchantId, job.id, i), await cutOut(w, h));
  return { shop, jobId: job.id };
}

const balance = (shop: SeededMerchant) => creditBalance({ db: rt.database.client, merchantId: shop.merchantId }, 'ai');
const movements = (shop: SeededMerchant) => rt.database.client.creditEntry.findMany({ where: { merchantId: shop.merchantId, kind: 'ai', reason: { not: 'top_up' } }, orderBy: { createdAt: 'asc' }, select: { reason: true, delta: true, refId: true } });

async function control(path: string, body: unknown): Promise<void> {
  await fetch(`${await simulatorUrl('/ai')}/_control${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('AI background (the ai-background job)', () => {
  it('puts a new background behind a product: 1 credit, a place in the queue with an estimate, then the image', async () => {
    const { shop, jobId } = await shopWithCutOuts(3, [[400, 300]]);
    const ref = { id: jobId, type: 'product' as const, img: 0 };
    expect(await rejection(shop.admin.caller.aiBackground.result(ref))).toMatchObject({ code: 'NOT_FOUND', appCode: 'AI_BACKGROUND.NOT_SUBMITTED', message: 'Image not yet submitted.' });
    expect(await shop.admin.caller.aiBackground.source({ id: jobId, img: 0 })).toEqual({ name: 'photo-0.png', width: 400, height: 300, expansionPercent: 412, upscaleWarned: true, credits: 3 });

    const first = await shop.admin.caller.jobs.start({ kind: 'ai-background', ...ref, scene: 'marble' });
    const second = await shop.admin.caller.jobs.start({ kind: 'ai-background', ...ref, scene: 'on a bamboo tray' });
    const [q1, q2] = [await shop.admin.caller.bgRemover.queue({ id: first.id }), await shop.admin.caller.bgRemover.queue({ id: second.id })];
    expect(q1).toMatchObject({ names: ['photo-0-ai-product.png'] });
    expect(q1.position).toBeGreaterThanOrEqual(1);
    expect(q2.position).toBe(q1.position! + 1);
    expect(q2.estimateSeconds - q1.estimateSeconds).toBe(20);
    expect(await balance(shop)).toBe(1);
    expect((await shop.admin.caller.aiBackground.result(ref)).jobId).toBe(second.id);

    await runJobs(rt, shop.merchantId);
    expect(jobForOutput(await shop.admin.caller.jobs.get({ id: first.id }))).toMatchObject({ status: 'completed', summary: 'Generated "photo-0-ai-product.png".' });
    const png = await jobResult(rt, shop, first.id);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
    // The scene is painted where the cut-out was transparent.
    const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
    expect(await shop.admin.caller.aiBackground.result(ref)).toMatchObject({ jobId: second.id, status: 'completed', scene: 'on a bamboo tray', upscale: false });
    expect(await movements(shop)).toEqual([
      { reason: 'ai_generation', delta: -1, refId: first.id },
      { reason: 'ai_generation', delta: -1, refId: second.id },
    ]);
  }, 60_000);

  it('upscales to 2K on request', async () => {
    const { shop, jobId } = await shopWithCutOuts(1, [[1500, 1000]]);
    expect(await shop.admin.caller.aiBackground.source({ id: jobId, img: 0 })).toMatchObject({ expansionPercent: 37, upscaleWarned: false });
    const job = await shop.admin.caller.jobs.start({ kind: 'ai-background', id: jobId, type: 'product', img: 0, scene: 'studio', upscale: true });
    await runJobs(rt, shop.merchantId);
    expect(await sharp(await jobResult(rt, shop, job.id)).metadata()).toMatchObject({ width: 2048, height: 1365 });
  }, 60_000);

  it('makes a portrait only of an image with a person, and gives the credit back otherwise', async () => {
    // The simulated model sees a person in a picture taller than wide.
    const { shop, jobId } = await shopWithCutOuts(2, [[300, 200], [200, 300]]);
    const noPerson = await shop.admin.caller.jobs.start({ kind: 'ai-background', id: jobId, type: 'portrait', img: 0, scene: 'office' });
    await runJobs(rt, shop.merchantId);
    expect(jobForOutput(await shop.admin.caller.jobs.get({ id: noPerson.id }))).toMatchObject({ status: 'failed', summary: 'The image must include a person.' });
    expect(await balance(shop)).toBe(2);
    const person = await shop.admin.caller.jobs.start({ kind: 'ai-background', id: jobId, type: 'portrait', img: 1, scene: 'beach' });
    await runJobs(rt, shop.merchantId);
    expect((await shop.admin.caller.jobs.get({ id: person.id })).status).toBe('completed');
    expect(await balance(shop)).toBe(1);
    expect(await movements(shop)).toEqual([
      { reason: 'ai_generation', delta: -1, refId: noPerson.id },
      { reason: 'refund', delta: 1, refId: noPerson.id },
      { reason: 'ai_generation', delta: -1, refId: person.id },
    ]);
  }, 60_000);

  it('refunds the credit once when the model is busy or out of reach, and refuses without credits', async () => {
    const { shop, jobId } = await shopWithCutOuts(1, [[200, 200]]);
    const input = { kind: 'ai-background' as const, id: jobId, type: 'product' as const, img: 0, scene: 'wood' };
    const busy = await shop.admin.caller.jobs.start(input);
    expect(await rejection(shop.admin.caller.jobs.start(input))).toMatchObject({ message: 'Insufficient AI product credit balance.' });
    try {
      await control('/fail', { status: 503 });
      await runJobs(rt, shop.merchantId);
    } finally {
      await control('/reset', {});
    }
    expect(jobForOutput(await shop.admin.caller.jobs.get({ id: busy.id }))).toMatchObject({ status: 'failed', summary: 'Server busy or high traffic. Please try again later.' });
    expect(await balance(shop)).toBe(1);
    const lost = await shop.admin.caller.jobs.start(input);
    try {
      await control('/fail', { status: 0 });
      await runJobs(rt, shop.merchantId);
    } finally {
      await control('/reset', {});
    }
    expect(jobForOutput(await shop.admin.caller.jobs.get({ id: lost.id }))).toMatchObject({ status: 'failed', summary: 'Connection lost. Please try again.' });
    expect(await balance(shop)).toBe(1);
    expect((await movements(shop)).map((m) => m.reason)).toEqual(['ai_generation', 'refund', 'ai_generation', 'refund']);
    expect(await rt.database.client.job.count({ where: { merchantId: shop.merchantId, kind: 'ai-background' } })).toBe(2);
  }, 60_000);

  it('queues only one portrait of a merchant at a time, however many are asked at once', async () => {
    const { shop, jobId } = await shopWithCutOuts(10, [[200, 300]]);
    const input = { kind: 'ai-background' as const, id: jobId, type: 'portrait' as const, img: 0, scene: 'city' };
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => shop.admin.caller.jobs.start(input)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(await rejection(Promise.reject(r.reason))).toMatchObject({ appCode: 'AI_BACKGROUND.ONE_PORTRAIT' });
    expect(await balance(shop)).toBe(9);
    // A product may still be asked meanwhile; the next portrait once the first ended.
    await shop.admin.caller.jobs.start({ ...input, type: 'product' });
    await runJobs(rt, shop.merchantId);
    await shop.admin.caller.jobs.start(input);
    await runJobs(rt, shop.merchantId);
  }, 60_000);

  it('works only on the merchant’s own finished images, for users of the background remover', async () => {
    const { shop, jobId } = await shopWithCutOuts(1, [[200, 200]]);
    const other = await seedMerchant(rt);
    const ref = { id: jobId, type: 'product' as const, img: 0 };
    expect(await rejection(other.admin.caller.aiBackground.source({ id: jobId, img: 0 }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(other.admin.caller.aiBackground.result(ref))).toMatchObject({ code: 'NOT_FOUND', appCode: 'JOB.NOT_FOUND' });
    expect(await rejection(other.admin.caller.jobs.start({ kind: 'ai-background', ...ref, scene: 'studio' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(shop.admin.caller.aiBackground.source({ id: jobId, img: 1 }))).toMatchObject({ code: 'NOT_FOUND' });
    const viewer = await seedSubUser(rt, shop, { background_remover: 'view' });
    expect((await viewer.caller.aiBackground.source({ id: jobId, img: 0 })).name).toBe('photo-0.png');
    expect(await rejection(viewer.caller.jobs.start({ kind: 'ai-background', ...ref, scene: 'studio' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(shop.admin.caller.jobs.start({ kind: 'ai-background', ...ref, scene: ' ' }))).toMatchObject({ fieldErrors: { scene: 'Choose a scene or describe one.' } });
    expect(await balance(shop)).toBe(1);
  }, 60_000);
});
