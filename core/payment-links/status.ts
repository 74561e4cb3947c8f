import type { Ctx } from '../shared/context.ts';
import type { TSetLinkActiveInput } from '../shop-links/list.ts';
import { deleteLink, setLinkActive, type LinkTable } from '../shop-links/status.ts';
import { PAYMENT_LINK_MODULE } from './constants.ts';
import type { TPaymentLink } from './schema.ts';
import { loadPaymentLink } from './store.ts';

const PAYMENT_LINKS: LinkTable<TPaymentLink> = {
  record: 'paymentLink',
  module: PAYMENT_LINK_MODULE,
  setActive: async (tx, id, active) => (await tx.db.paymentLink.updateMany({ where: { merchantId: tx.merchantId, id }, data: { active } })).count,
  nameOf: async (tx, id) => (await tx.db.paymentLink.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { name: true } }))?.name ?? null,
  remove: async (tx, id) => {
    await tx.db.paymentLink.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
  },
  load: loadPaymentLink,
};

export const setPaymentLinkActive = (ctx: Ctx, raw: TSetLinkActiveInput) => setLinkActive(ctx, PAYMENT_LINKS, raw);
export const deletePaymentLink = (ctx: Ctx, raw: { id: string }) => deleteLink(ctx, PAYMENT_LINKS, raw);
