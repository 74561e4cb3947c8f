import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bgResultKey } from '../../core/bg-remover/bg-remove-job.ts';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import type { Runtime } from '../../server/runtime.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { PASSWORD, seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

/** A merchant with AI credits and a finished background removal of two cut-out images. */
async function seed(rt: Runtime) {
  const shop = await seedMerchant(rt);
  const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
  await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: 5, reason: 'top_up' }));
  const images = [{ uploadId: 'a', name: 'teapot.png' }, { uploadId: 'b', name: 'bowl.png' }];
  const job = await rt.database.client.job.create({ data: { merchantId: shop.merchantId, kind: 'bg-remove', status: 'completed', fileName: 'background-removed.zip', params: JSON.stringify({ images }), totalRows: 2, doneRows: 2, createdBy: shop.admin.id } });
  const cutOut = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><circle cx="120" cy="90" r="60" fill="#223"/></svg>')).png().toBuffer();
  for (const index of [0, 1]) await rt.env.storage.put(bgResultKey(shop.merchantId, job.id, index), cutOut);
  return { ...shop, bgJobId: job.id };
}

const world = e2eWorld(seed);

async function delay(ms: number): Promise<void> {
  await fetch(`${await simulatorUrl('/ai')}/_control/${ms ? 'delay' : 'reset'}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms }) });
}

describe('AI background screen', () => {
  it('on a phone: submits a scene, shows the queue and an estimate, then the result to download', async () => {
    const { context, page } = await newVisitor(world.browser, { width: 390, height: 844 });
    const { shop } = world;
    await signIn(page, world.app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`${world.app.url}/AI-Background/tools/${shop.bgJobId}/product/0`);
    await page.getByTestId('aibg-source').waitFor();
    await page.getByTestId('aibg-not-submitted').and(page.getByText('Image not yet submitted.')).waitFor();
    await page.getByTestId('aibg-upscale').click();
    await expect(page.getByTestId('aibg-upscale-warning').textContent()).resolves.toContain('expanded by 753%');
    await page.getByText('Marble table').click();
    await expect(page.getByTestId('aibg-scene-marble').isChecked()).resolves.toBe(true);

    // Another image's generation runs slowly, so this one waits its turn.
    try {
      await delay(4000);
      const ahead = await shop.admin.caller.jobs.start({ kind: 'ai-background', id: shop.bgJobId, type: 'product', img: 1, scene: 'wood' });
      await expect.poll(async () => (await shop.admin.caller.jobs.get({ id: ahead.id })).status, { timeout: 10_000 }).toBe('in_progress');
      await page.getByTestId('aibg-submit').click();
      await expect(page.getByTestId('bg-queue').textContent()).resolves.toMatch(/Position in queue: 1 · About \d+ s left/);
    } finally {
      await delay(0);
    }
    await page.getByTestId('job-status').and(page.locator('[data-status=completed]')).waitFor({ timeout: 30_000 });
    await page.getByTestId('aibg-result').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const download = page.waitForEvent('download');
    await page.getByTestId('aibg-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('teapot-ai-product.png');
    expect(await sharp(readFileSync(await file.path())).metadata()).toMatchObject({ format: 'png', width: 2048, height: 1536 });
    await context.close();
  }, 90_000);
});
