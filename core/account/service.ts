import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { FACEBOOK_REMARKETING, RECIPIENT_KINDS, type TAccountInformation, type TUpdateRecipientsInput } from './schema.ts';
import { msg } from '../shared/messages.ts';
import { servicePaymentState } from './service-payments.ts';

/** Everything the account information screen shows (master admin only). */
export async function getAccountInformation(ctx: Ctx): Promise<TAccountInformation> {
  const m = await ctx.db.merchant.findUniqueOrThrow({
    where: { id: ctx.merchantId },
    include: {
      domains: { orderBy: [{ isPrimary: 'desc' }, { domain: 'asc' }] },
      // One update writes a kind's recipients at one instant: the address orders them.
      emailRecipients: { orderBy: [{ createdAt: 'asc' }, { email: 'asc' }] },
      invoices: { orderBy: { issuedAt: 'desc' } },
      users: { where: { isMasterAdmin: true }, select: { lastLoginAt: true } },
    },
  });
  return {
    merchant: {
      name: m.name,
      nmsVersionSince: m.nmsVersionSince,
      website: m.website,
      address: m.address,
      tel: m.tel,
      fax: m.fax,
      email: m.email,
      masterContact: m.masterContact,
      masterEmail: m.masterEmail,
      timeZone: m.timeZone,
    },
    billing: { companyName: m.billingCompanyName, address: m.billingAddress, email: m.billingEmail },
    domains: m.domains.map((d) => ({ domain: d.domain, isPrimary: d.isPrimary })),
    dates: {
      lastLogin: m.users[0]?.lastLoginAt ?? null,
      productsLastModified: m.productsLastModifiedAt,
      since: m.since,
      nextRenewal: m.nextRenewalDate,
      upgrade: m.upgradeDate,
      facebookRemarketingExpiry: m.facebookRemarketingExpiry,
    },
    facebookRemarketing: { ...FACEBOOK_REMARKETING },
    recipients: RECIPIENT_KINDS.map((kind) => {
      const rows = m.emailRecipients.filter((r) => r.kind === kind);
      return { kind, emails: rows.map((r) => r.email), showAtWebsite: rows.some((r) => r.showAtWebsite) };
    }),
    invoices: m.invoices.map((i) => ({
      id: i.id,
      number: i.number,
      description: i.description,
      amountSen: i.amountSen,
      issuedAt: i.issuedAt,
      dueAt: i.dueAt,
      paidAt: i.paidAt,
      status: i.paidAt ? ('paid' as const) : ('unpaid' as const),
      state: i.paidAt ? ('paid' as const) : servicePaymentState(i.dueAt, ctx.now(), m.timeZone),
    })),
  };
}

/** Replaces the recipients of one kind of website e-mail and its show-at-website flag. */
export function updateEmailRecipients(ctx: Ctx, input: TUpdateRecipientsInput): Promise<TAccountInformation> {
  return audited(ctx, { action: msg('log.account.recipientsUpdated', { kind: { key: `account.recipientKinds.${input.kind}` } }), category: 'account' }, async (tx) => {
    const emails = [...new Set(input.emails.map((e) => e.toLowerCase()))];
    await tx.db.emailRecipient.deleteMany({ where: { merchantId: tx.merchantId, kind: input.kind } });
    await tx.db.emailRecipient.createMany({
      data: emails.map((email) => ({ merchantId: tx.merchantId, kind: input.kind, email, showAtWebsite: input.showAtWebsite })),
    });
    return getAccountInformation(tx);
  });
}
