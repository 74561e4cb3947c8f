import { describe, expect, it } from 'vitest';
import { localDate } from '../../core/shared/time.ts';
import { simulatedPosition } from '../../server/integrations/keywords/keyword-simulator.ts';
import { PASSWORD, seedMerchant } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedMerchant);

describe('keyword monitoring and the keyword planner', () => {
  it('refuses a repeated keyword, saves the campaign, checks it now and shows its positions', async () => {
    const { app, shop } = world;
    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${app.url}/tools/keyword-monitoring`);
    await page.getByTestId('add-campaign').click();
    const form = page.getByTestId('keyword-campaign-form');
    await form.getByTestId('campaign-name').fill('Kuih campaign');
    await form.getByTestId('campaign-domain').fill('www.kuihshop.my');
    const keywords = form.getByTestId('campaign-keywords');
    for (const keyword of ['kuih lapis', 'Kuih Lapis']) {
      await keywords.click();
      await page.keyboard.type(keyword);
      await page.keyboard.press('Enter');
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The keyword you entered is repeated').waitFor();

    // The repeated keyword out, another in.
    await keywords.click();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('batik shirt');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const list = page.getByTestId('keyword-campaigns');
    await list.locator('tbody tr', { hasText: 'Kuih campaign' }).getByText('kuihshop.my').waitFor();
    await page.getByTestId('check-now-Kuih campaign').click();
    const latest = page.getByTestId('latest-positions');
    await latest.waitFor();
    const day = localDate(new Date(), 'Asia/Kuala_Lumpur');
    for (const keyword of ['kuih lapis', 'batik shirt']) {
      const position = simulatedPosition(keyword, day);
      await latest.getByTestId(`position-${keyword}`).getByText(position === null ? 'Not in top 100' : String(position), { exact: true }).waitFor();
    }
    const [campaign] = (await shop.admin.caller.keywordMonitoring.list({})).items;
    expect(campaign).toMatchObject({ name: 'Kuih campaign', domain: 'kuihshop.my', keywords: ['kuih lapis', 'batik shirt'], checksDone: 1 });
  });

  it('the planner asks for 3 characters, then lists keyword ideas', async () => {
    const { app, shop } = world;
    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${app.url}/tools/keyword-planner`);
    await page.getByTestId('planner-query').fill('ab');
    await page.getByTestId('planner-search').click();
    await page.getByText('Enter at least 3 characters to search.').waitFor();
    await page.getByTestId('planner-query').fill('kuih lapis');
    await page.getByTestId('planner-search').click();
    await page.getByTestId('planner-results').getByText('kuih lapis near me', { exact: true }).waitFor();
  });
});
