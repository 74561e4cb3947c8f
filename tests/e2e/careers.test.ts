import { describe, expect, it } from 'vitest';
import { candidate, pdfBytes } from '../helpers/careers.ts';
import { PASSWORD } from '../helpers/fixtures.ts';
import { seedShop } from '../helpers/orders.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedShop);

describe('careers and the recruitment list', () => {
  it('adds a career through its form, receives a resume from the website and opens it with its file', async () => {
    const { page, context } = await newVisitor(world.browser, { width: 1280, height: 900 });
    const url = world.app.url;
    await signIn(page, url, world.shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${url}/manage/careers/add`);
    const form = page.getByTestId('career-form');
    // The required fields of spec section 5 are refused before sending, each named.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Job title cannot be empty').waitFor();
    await form.getByText('Qualification cannot be empty').waitFor();
    await form.getByText('Employment type cannot be empty').waitFor();
    await form.getByText('Job location cannot be empty').waitFor();
    await form.getByLabel('Job title').first().fill('Head Barista');
    await page.getByTestId('career-qualifications').click({ force: true });
    await page.getByRole('option', { name: 'Diploma/Advanced/Higher/Graduate Diploma' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('career-employment-type').click();
    await page.getByRole('option', { name: 'Part time' }).click();
    await page.getByTestId('career-location').click();
    await page.getByRole('option', { name: 'Kuala Lumpur' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/manage/careers');

    const career = (await world.shop.admin.caller.careers.list({})).items[0]!;
    expect(career).toMatchObject({ titleEn: 'Head Barista', employmentType: 'part_time', location: 'kuala_lumpur' });
    const row = page.getByTestId('career-list').locator('tbody tr', { hasText: 'Head Barista' });
    await expect.poll(() => row.innerText()).toMatch(/Head Barista[\s\S]*Fresh or Entry Level[\s\S]*Part time[\s\S]*Kuala Lumpur[\s\S]*0/);

    const form2 = new FormData();
    form2.append('file', new Blob([new Uint8Array(pdfBytes())]), 'Nurul CV.pdf');
    const uploaded = await fetch(`${url}/api/storefront/uploads?purpose=resume-attachment`, { method: 'POST', body: form2, headers: { 'x-site-key': world.shop.siteKey } });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    await world.shop.storefront.storefront.careers.applyFor({ careerId: career.id, attachmentId: id, ...candidate({ coverLetter: 'I love coffee.' }) });

    await page.reload();
    await page.getByTestId(`career-resumes-${career.slug}`).click();
    await page.waitForURL((u) => u.pathname === '/manage/careers/recruitment-list' && u.searchParams.get('position') === career.id);
    const resume = (await world.shop.admin.caller.resumes.list({})).items[0]!;
    await page.getByTestId(`resume-actions-${resume.id}`).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    const drawer = page.getByTestId('resume-drawer');
    await drawer.getByText('I love coffee.').waitFor();
    const download = page.waitForEvent('download');
    await drawer.getByTestId('resume-download').click();
    expect((await download).suggestedFilename()).toBe('Nurul CV.pdf');
    await context.close();
  });
});
