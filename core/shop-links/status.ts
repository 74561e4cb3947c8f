import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { ZLinkIdInput, ZSetLinkActiveInput, type TSetLinkActiveInput } from './list.ts';

/** How one kind of link (payment or purchase) is switched, found and deleted in its own table. */
export interface LinkTable<T extends { name: string }> {
  /** 'paymentLink': its key under messages.records and of its activity-log lines under messages.log.links. */
  record: 'paymentLink' | 'purchaseLink';
  module: string;
  /** Sets active on the merchant's link; answers how many rows changed (0 or 1). */
  setActive(tx: Ctx, id: string, active: boolean): Promise<number>;
  /** The merchant's link's name, null when there is none. */
  nameOf(tx: Ctx, id: string): Promise<string | null>;
  remove(tx: Ctx, id: string): Promise<void>;
  load(tx: Ctx, id: string): Promise<T>;
}

/** Turns a link on or off; an inactive link is not found on the website. */
export function setLinkActive<T extends { name: string }>(ctx: Ctx, table: LinkTable<T>, raw: TSetLinkActiveInput): Promise<T> {
  const { id, active } = ZSetLinkActiveInput.parse(raw);
  return audited(
    ctx,
    (link) => ({ action: msg(`log.links.${table.record}${active ? 'Activated' : 'Deactivated'}`, { name: link.name }), category: table.module }),
    async (tx) => {
      if ((await table.setActive(tx, id, active)) !== 1) throw notFound(table.record);
      return table.load(tx, id);
    },
  );
}

/** Deletes a link and its products (the screen asks first); orders placed through it keep its id. */
export async function deleteLink<T extends { name: string }>(ctx: Ctx, table: LinkTable<T>, raw: { id: string }): Promise<{ id: string }> {
  const { id } = ZLinkIdInput.parse(raw);
  await audited(
    ctx,
    (deleted: string) => ({ action: msg(`log.links.${table.record}Deleted`, { name: deleted }), category: table.module }),
    async (tx) => {
      const found = await table.nameOf(tx, id);
      if (found === null) throw notFound(table.record);
      await table.remove(tx, id);
      return found;
    },
  );
  return { id };
}
