import { createMerchant } from '../../core/merchants/service.ts';
import { resolveSession, createSession } from '../../core/auth/sessions.ts';
import { baseContext } from '../../core/shared/context.ts';
import type { PermissionMap } from '../../core/permissions/modules.ts';
import { createRole } from '../../core/roles/service.ts';
import { createUser } from '../../core/users/service.ts';
import type { Runtime } from '../runtime.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_ADMIN = 'demo';

const ROLES: { name: string; description: string; permissions: PermissionMap; users: [string, string][] }[] = [
  {
    name: 'Sales',
    description: 'Runs orders, quotations and reports',
    permissions: { my_sales: 'edit', order: 'edit', quotation: 'edit', report: 'view', ecommerce_report: 'view' },
    users: [['Aina Sales', 'sales1']],
  },
  {
    name: 'Content Editor',
    description: 'Keeps the catalogue and the website up to date',
    permissions: { manage: 'edit', website_setting: 'edit', profile_setting: 'view' },
    users: [['Wei Ming Editor', 'editor1']],
  },
  { name: 'Viewer', description: 'Reads reports only', permissions: { report: 'view' }, users: [['Raj Viewer', 'viewer1']] },
];

/**
 * A demo merchant with its master admin, three roles and a sub-user in each, and a small
 * catalogue, for a fresh non-production database. Written through the same core functions as everything else.
 */
export async function seedDemo(rt: Runtime): Promise<{ username: string; password: string }> {
  const base = baseContext(rt.database, rt.env, { ip: '127.0.0.1', userAgent: 'demo-seed' });
  const { merchantId, userId } = await createMerchant(base, {
    name: 'Demo Trading Sdn Bhd',
    adminName: 'Demo Owner',
    username: DEMO_ADMIN,
    password: DEMO_PASSWORD,
    email: 'owner@demo-trading.my',
  });
  const db = rt.database.client;
  const year = new Date().getUTCFullYear();
  await db.merchant.update({
    where: { id: merchantId },
    data: {
      website: 'https://www.demo-trading.my',
      address: '12 Jalan Bukit Bintang, 55100 Kuala Lumpur',
      tel: '+60 3-2141 0000',
      masterContact: 'Demo Owner',
      billingCompanyName: 'Demo Trading Sdn Bhd',
      billingAddress: '12 Jalan Bukit Bintang, 55100 Kuala Lumpur',
      billingEmail: 'accounts@demo-trading.my',
      nmsVersionSince: '1.12.0',
      nextRenewalDate: new Date(Date.UTC(year + 1, 0, 15)),
      domains: { create: [{ domain: 'demo-trading.my', isPrimary: true }, { domain: 'www.demo-trading.my' }] },
      emailRecipients: {
        create: [
          { kind: 'inquiry', email: 'sales@demo-trading.my', showAtWebsite: true },
          { kind: 'ecommerce', email: 'orders@demo-trading.my' },
          { kind: 'career', email: 'hr@demo-trading.my' },
        ],
      },
      invoices: {
        create: [
          { number: `SO-${year}-001`, description: 'Annual website plan', amountSen: 159_000, issuedAt: new Date(Date.UTC(year, 0, 2)), dueAt: new Date(Date.UTC(year, 0, 16)), paidAt: new Date(Date.UTC(year, 0, 10)) },
          { number: `SO-${year}-002`, description: 'Facebook remarketing', amountSen: 9_500, issuedAt: new Date(), dueAt: new Date(Date.now() + 14 * 86_400_000) },
          { number: `SO-${year}-003`, description: 'Extra storage', amountSen: 4_900, issuedAt: new Date(), dueAt: new Date(Date.now() + 3 * 86_400_000) },
        ],
      },
      announcements: {
        create: [
          { title: 'Welcome to Merchant System', body: 'Your dashboard shows the day at a glance: sales, orders to ship, stock running low and new members.', publishedAt: new Date() },
        ],
      },
    },
  });
  const token = await createSession(base, { merchantId, id: userId });
  const { ctx } = (await resolveSession(base, token))!;
  for (const role of ROLES) {
    const created = await createRole(ctx, { name: role.name, description: role.description, permissions: role.permissions });
    for (const [name, username] of role.users) {
      await createUser(ctx, {
        name,
        username,
        email: `${username}@demo-trading.my`,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        roleId: created.id,
        status: 'active',
        startsOn: null,
        expiresOn: null,
      });
    }
  }
  await seedDemoCatalogue(ctx);
  // The seeding session is not a real sign-in.
  await db.session.deleteMany({ where: { merchantId } });
  return { username: DEMO_ADMIN, password: DEMO_PASSWORD };
}
