import type { Ctx } from '../shared/context.ts';
import type { TSetLinkActiveInput } from '../shop-links/list.ts';
import { deleteLink, setLinkActive, type LinkTable } from '../shop-links/status.ts';
import { PURCHASE_LINK_MODULE } from './constants.ts';
import type { TPurchaseLink } from './schema.ts';
import { loadPurchaseLink } from './store.ts';

const PURCHASE_LINKS: LinkTable<TPurchaseLink> = {
  record: 'purchaseLink',
  module: PURCHASE_LINK_MODULE,
  setActive: async (tx, id, active) => (await tx.db.purchaseLink.updateMany({ where: { merchantId: tx.merchantId, id }, data: { active } })).count,
  nameOf: async (tx, id) => (await tx.db.purchaseLink.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { name: true } }))?.name ?? null,
  remove: async (tx, id) => {
    await tx.db.purchaseLink.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } } });
  },
  load: loadPurchaseLink,
};

export const setPurchaseLinkActive = (ctx: Ctx, raw: TSetLinkActiveInput) => setLinkActive(ctx, PURCHASE_LINKS, raw);
export const deletePurchaseLink = (ctx: Ctx, raw: { id: string }) => deleteLink(ctx, PURCHASE_LINKS, raw);
