import { describe, expect, it } from 'vitest';
import { PASSWORD, seedMerchant } from '../helpers/fixtures.ts';
import { e2eWorld, newVisitor, signIn } from './harness.ts';

const world = e2eWorld(seedMerchant);

describe('advanced e-mail protection', () => {
  it('asks for a domain first, then shows the domain’s SPF, DKIM and DMARC as the DNS has them', async () => {
    const { app, shop } = world;
    const { page } = await newVisitor(world.browser);
    await signIn(page, app.url, shop.admin.username, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${app.url}/tools/advanced-email-protection`);
    await page.getByTestId('protection-no-domain').waitFor();

    // The simulated DNS has kuihshop.my well protected (server/integrations/dns/dns-simulator.ts).
    await app.rt.database.client.merchantDomain.create({ data: { merchantId: shop.merchantId, domain: 'www.kuihshop.my', isPrimary: true } });
    await page.reload();
    await expect.poll(() => page.getByTestId('protection-domain').innerText()).toContain('kuihshop.my');
    for (const kind of ['spf', 'dkim', 'dmarc']) expect(await page.getByTestId(`protection-${kind}-status`).textContent()).toBe('Protected');
    await page.getByTestId('protection-spf').getByText('v=spf1 include:_spf.google.com -all').waitFor();
    await page.getByTestId('protection-dkim').getByText('google._domainkey.kuihshop.my').waitFor();
    await page.getByTestId('protection-recheck').click();
    await page.getByTestId('protection-dmarc').getByText('Receivers are told to quarantine or reject e-mail that fails the checks.').waitFor();
  });
});
