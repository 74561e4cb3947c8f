import { describe, expect, it } from 'vitest';
import { asToken, expectOneLog, logsDuring, rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();

async function seedAccountDetails(shop: SeededMerchant) {
  const db = rt.database.client;
  await db.merchant.update({
    where: { id: shop.merchantId },
    data: {
      website: 'https://kedai.example.my',
      address: '12 Jalan Ampang, Kuala Lumpur',
      tel: '+60 3-1234 5678',
      fax: '+60 3-1234 5679',
      masterContact: 'Aminah',
      billingCompanyName: 'Kedai Sdn Bhd',
      billingAddress: 'Lot 5, Petaling Jaya',
      billingEmail: 'billing@kedai.example.my',
      nmsVersionSince: '1.10.0',
      nextRenewalDate: new Date('2027-03-01T00:00:00Z'),
      upgradeDate: new Date('2026-01-10T00:00:00Z'),
      facebookRemarketingExpiry: new Date('2029-07-01T00:00:00Z'),
      productsLastModifiedAt: new Date('2026-11-01T08:00:00Z'),
    },
  });
  await db.merchantDomain.createMany({
    data: [
      { merchantId: shop.merchantId, domain: 'shop.kedai.example.my', isPrimary: false },
      { merchantId: shop.merchantId, domain: 'kedai.example.my', isPrimary: true },
      { merchantId: shop.merchantId, domain: 'alt.kedai.example.my', isPrimary: false },
    ],
  });
  await db.serviceInvoice.createMany({
    data: [
      { merchantId: shop.merchantId, number: 'INV-001', description: 'Annual plan 2025', amountSen: 250000, issuedAt: new Date('2025-03-01T00:00:00Z'), dueAt: new Date('2025-03-31T00:00:00Z'), paidAt: new Date('2025-03-05T00:00:00Z') },
      { merchantId: shop.merchantId, number: 'INV-002', description: 'Annual plan 2026', amountSen: 275000, issuedAt: new Date('2026-03-01T00:00:00Z'), dueAt: new Date('2026-03-31T00:00:00Z') },
    ],
  });
}

describe('account information', () => {
  it('shows merchant details, billing, domains, dates and service-order invoices', async () => {
    const shop = await seedMerchant(rt);
    await seedAccountDetails(shop);
    const info = await shop.admin.caller.account.information();
    expect(info.merchant).toMatchObject({
      name: shop.name,
      nmsVersionSince: '1.10.0',
      website: 'https://kedai.example.my',
      address: '12 Jalan Ampang, Kuala Lumpur',
      tel: '+60 3-1234 5678',
      fax: '+60 3-1234 5679',
      email: `${shop.admin.username}@shop.test`,
      masterContact: 'Aminah',
      masterEmail: `${shop.admin.username}@shop.test`,
      timeZone: 'Asia/Kuala_Lumpur',
    });
    expect(info.billing).toEqual({ companyName: 'Kedai Sdn Bhd', address: 'Lot 5, Petaling Jaya', email: 'billing@kedai.example.my' });
    expect(info.domains).toEqual([
      { domain: 'kedai.example.my', isPrimary: true },
      { domain: 'alt.kedai.example.my', isPrimary: false },
      { domain: 'shop.kedai.example.my', isPrimary: false },
    ]);
    expect(info.dates).toMatchObject({
      nextRenewal: new Date('2027-03-01T00:00:00Z'),
      upgrade: new Date('2026-01-10T00:00:00Z'),
      facebookRemarketingExpiry: new Date('2029-07-01T00:00:00Z'),
      productsLastModified: new Date('2026-11-01T08:00:00Z'),
    });
    expect(info.dates.lastLogin).toBeInstanceOf(Date);
    expect(info.facebookRemarketing).toEqual({ priceSen: 9500, months: 40 });
    expect(info.invoices.map((i) => [i.number, i.status, i.amountSen])).toEqual([
      ['INV-002', 'unpaid', 275000],
      ['INV-001', 'paid', 250000],
    ]);
    expect(info.invoices[0]!.paidAt).toBeNull();
    expect(info.invoices[1]!.paidAt).toEqual(new Date('2025-03-05T00:00:00Z'));
  });

  it('groups website e-mail recipients by kind with their show-at-website flag', async () => {
    const shop = await seedMerchant(rt);
    const empty = await shop.admin.caller.account.information();
    expect(empty.recipients).toEqual([
      { kind: 'inquiry', emails: [], showAtWebsite: false },
      { kind: 'ecommerce', emails: [], showAtWebsite: false },
      { kind: 'career', emails: [], showAtWebsite: false },
    ]);
    await shop.admin.caller.account.updateRecipients({ kind: 'inquiry', emails: ['sales@kedai.test', 'help@kedai.test'], showAtWebsite: true });
    await shop.admin.caller.account.updateRecipients({ kind: 'career', emails: ['jobs@kedai.test'], showAtWebsite: false });
    const info = await shop.admin.caller.account.information();
    expect(info.recipients).toEqual([
      { kind: 'inquiry', emails: ['help@kedai.test', 'sales@kedai.test'], showAtWebsite: true },
      { kind: 'ecommerce', emails: [], showAtWebsite: false },
      { kind: 'career', emails: ['jobs@kedai.test'], showAtWebsite: false },
    ]);
  });

  it('replaces the recipients of one kind, lower-cased and without duplicates, with one log entry', async () => {
    const shop = await seedMerchant(rt);
    const request = testRequest();
    const admin = asToken(rt, shop.admin.token, request);
    await admin.account.updateRecipients({ kind: 'ecommerce', emails: ['old@kedai.test'], showAtWebsite: false });
    await admin.account.updateRecipients({ kind: 'inquiry', emails: ['keep@kedai.test'], showAtWebsite: true });
    const { result, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () =>
      admin.account.updateRecipients({ kind: 'ecommerce', emails: [' pay@kedai.test ', 'Orders@Kedai.test', 'orders@kedai.test'], showAtWebsite: true }),
    );
    expectOneLog(logs, { action: 'Updated E-commerce e-mail recipients', category: 'account' }, request);
    expect(result.recipients).toEqual([
      { kind: 'inquiry', emails: ['keep@kedai.test'], showAtWebsite: true },
      { kind: 'ecommerce', emails: ['orders@kedai.test', 'pay@kedai.test'], showAtWebsite: true },
      { kind: 'career', emails: [], showAtWebsite: false },
    ]);
    const rows = await rt.database.client.emailRecipient.findMany({ where: { merchantId: shop.merchantId, kind: 'ecommerce' }, orderBy: { email: 'asc' } });
    expect(rows.map((r) => r.email)).toEqual(['orders@kedai.test', 'pay@kedai.test']);
  });

  it('validates the recipients and changes nothing when refused', async () => {
    const shop = await seedMerchant(rt);
    const admin = shop.admin.caller;
    await admin.account.updateRecipients({ kind: 'career', emails: ['jobs@kedai.test'], showAtWebsite: true });
    const { logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, async () => {
      expect(await rejection(admin.account.updateRecipients({ kind: 'career', emails: ['ok@kedai.test', 'not-an-email'], showAtWebsite: true }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Please enter a valid e-mail address.',
        fieldErrors: { 'emails.1': 'Please enter a valid e-mail address.' },
      });
      expect((await rejection(admin.account.updateRecipients({ kind: 'career', emails: [''], showAtWebsite: true }))).fieldErrors).toEqual({
        'emails.0': 'E-mail is required.',
      });
      const six = Array.from({ length: 6 }, (_, i) => `r${i}@kedai.test`);
      expect((await rejection(admin.account.updateRecipients({ kind: 'career', emails: six, showAtWebsite: true }))).fieldErrors).toEqual({
        emails: 'At most 5 e-mail addresses.',
      });
      expect((await rejection(admin.account.updateRecipients({ kind: 'billing' as 'career', emails: [], showAtWebsite: true }))).code).toBe('BAD_REQUEST');
    });
    expect(logs).toEqual([]);
    expect((await admin.account.information()).recipients[2]).toEqual({ kind: 'career', emails: ['jobs@kedai.test'], showAtWebsite: true });
  });

  it('is for the master admin only', async () => {
    const shop = await seedMerchant(rt);
    const sub = await seedSubUser(rt, shop, { user_roles_management: 'edit', profile_setting: 'edit' });
    expect((await rejection(sub.caller.account.information())).code).toBe('FORBIDDEN');
    expect((await rejection(sub.caller.account.updateRecipients({ kind: 'inquiry', emails: [], showAtWebsite: false }))).code).toBe('FORBIDDEN');
  });
});
