import { describe, expect, it } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { PASSWORD, seedMerchant, seedSubUser } from '../helpers/fixtures.ts';
import type { Page } from 'playwright-core';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

/** A merchant, a viewer of Manage Content and a user without it. */
async function seed(rt: Runtime) {
  const shop = await seedMerchant(rt);
  const viewer = await seedSubUser(rt, shop, { manage: 'view' });
  const outsider = await seedSubUser(rt, shop, { report: 'view' });
  return { shop, viewer, outsider };
}

const world = e2eWorld(seed);

/** Whether the page scrolls sideways. */
const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('Google reviews', () => {
  it('connects Google through its sign-in, chooses the location, lists its reviews and replies to one, on a phone; a viewer reads them without the actions', async () => {
    const { context, page } = await newVisitor(world.browser, { width: 390, height: 844 });
    // Google sends the browser back to the server's public address (the tests' runtime names one no one serves): it is this app.
    const publicUrl = world.app.rt.env.publicUrl;
    await context.route(`${publicUrl}/**`, (route) => route.fulfill({ status: 302, headers: { location: route.request().url().replace(publicUrl, world.app.url) } }));
    await signIn(page, world.app.url, world.shop.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${world.app.url}/manage/google-reviews`);

    // The simulated consent screen allows access at once and comes back with code=simulated-code.
    await page.getByTestId('google-connect-button').click();
    const picker = page.getByTestId('google-location-picker');
    await picker.waitFor();
    expect(new URL(page.url()).search, 'the used code is taken off the address').toBe('');
    // One Google account: it is chosen already.
    await expect.poll(() => picker.getByLabel('Google account').inputValue(), { timeout: 15_000 }).toBe('Kedai Kuih Sdn Bhd');
    expect(await widerThanScreen(page)).toBe(false);
    await picker.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Kedai Kuih, Petaling Jaya' }).click();
    await picker.getByTestId('google-use-location').click();

    const reviews = page.getByTestId('google-review');
    await reviews.nth(5).waitFor();
    expect(await reviews.count()).toBe(6);
    expect(await page.getByTestId('google-location').innerText()).toContain('Kedai Kuih, Petaling Jaya');
    expect(await page.getByTestId('google-summary').innerText()).toContain('6 reviews');
    expect(await widerThanScreen(page)).toBe(false);
    // Newest first.
    expect(await reviews.first().innerText()).toContain('Siti Aminah');

    const rajesh = reviews.filter({ hasText: 'Rajesh Kumar' });
    await rajesh.getByTestId('google-reply').click();
    const form = page.getByTestId('google-reply-form');
    await form.getByRole('button', { name: 'Post reply' }).click();
    expect(await form.innerText()).toContain('Write a reply first.');
    await form.getByLabel('Your reply').fill('Sorry for the wait, we have a new rider now.');
    await form.getByRole('button', { name: 'Post reply' }).click();
    await rajesh.getByTestId('google-review-reply').waitFor();
    expect(await rajesh.getByTestId('google-review-reply').innerText()).toContain('Sorry for the wait, we have a new rider now.');
    expect(await rajesh.getByTestId('google-reply').innerText()).toBe('Edit reply');

    // Lowest rating first.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Lowest rating' }).click();
    await expect.poll(() => reviews.first().innerText(), { timeout: 15_000 }).toContain('Aisyah Rahman');
    await context.close();

    const viewer = await newVisitor(world.browser);
    await signIn(viewer.page, world.app.url, world.shop.viewer.username, PASSWORD);
    await viewer.page.waitForURL('**/dashboard');
    await viewer.page.goto(`${world.app.url}/manage/google-reviews`);
    const seen = viewer.page.getByTestId('google-review');
    await seen.nth(5).waitFor();
    expect(await seen.count()).toBe(6);
    expect(await seen.filter({ hasText: 'Rajesh Kumar' }).getByTestId('google-review-reply').innerText()).toContain('Sorry for the wait');
    expect(await viewer.page.getByTestId('google-reply').count()).toBe(0);
    expect(await viewer.page.getByTestId('google-disconnect').count()).toBe(0);
    await viewer.context.close();

    const outsider = await newVisitor(world.browser);
    await signIn(outsider.page, world.app.url, world.shop.outsider.username, PASSWORD);
    await outsider.page.waitForURL('**/dashboard');
    await outsider.page.goto(`${world.app.url}/manage/google-reviews`);
    await outsider.page.getByTestId('no-access').waitFor();
    expect(await outsider.page.getByTestId('google-review').count()).toBe(0);
    await outsider.context.close();
  });

  it('says the code is missing when the merchant refused access on Google, and disconnects after asking', async () => {
    const { context, page } = await newVisitor(world.browser);
    await signIn(page, world.app.url, world.shop.shop.admin.username, PASSWORD);
    await page.waitForURL('**/dashboard');
    // Google's answer when the merchant refuses: the state it was sent with, and no code.
    const { url } = await world.shop.shop.admin.caller.googleReviews.connectUrl();
    const state = new URL(url).searchParams.get('state')!;
    await page.goto(`${world.app.url}/manage/google-reviews?${new URLSearchParams({ error: 'access_denied', state })}`);
    await page.getByTestId('dialog-message').waitFor();
    expect(await page.getByTestId('dialog-message').innerText()).toBe('Authentication code is missing!');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'OK' }).click();
    // Still connected from the first test: disconnecting asks first.
    await page.getByTestId('google-disconnect').click();
    await page.getByTestId('google-disconnect-confirm').click();
    await page.getByTestId('google-connect-button').waitFor();

    // A sign-in whose token has ended and cannot be renewed: the spec's hint says to sign in again.
    await page.goto(`${world.app.url}/manage/google-reviews?${new URLSearchParams({ code: 'expired', state })}`);
    const error = page.getByTestId('google-reviews-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/^Token is expired!\s+Please sign in again\.\s+Sign in again$/);
    await context.close();
  });
});
