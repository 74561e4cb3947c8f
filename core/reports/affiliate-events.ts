import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../db/errors.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { assertReportAccess } from './access.ts';
import { ZAddAffiliateEvent, type TAddAffiliateEvent, type TAffiliateEvent } from './affiliate-schema.ts';

/** Letters and digits that cannot be mistaken for one another when a code is read out or typed from a poster. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const select = { id: true, name: true, code: true, createdAt: true } as const;

/** A new affiliate event (master admin) with its code for the links shared for it; a code taken by chance is drawn again. */
export async function addAffiliateEvent(ctx: Ctx, raw: TAddAffiliateEvent): Promise<TAffiliateEvent> {
  assertReportAccess(ctx, 'admin');
  const { name } = ZAddAffiliateEvent.parse(raw);
  for (let attempt = 1; ; attempt++) {
    try {
      return await audited(ctx, (row) => ({ action: msg('log.affiliate.eventAdded', { name: row.name, code: row.code }), category: 'report' }), (tx) =>
        tx.db.affiliateEvent.create({ data: { merchantId: tx.merchantId, name, code: newCode(), createdAt: tx.now() }, select }),
      );
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** One of the merchant's affiliate events. */
export async function getAffiliateEvent(ctx: Ctx, id: string): Promise<TAffiliateEvent> {
  assertReportAccess(ctx, 'admin');
  const event = await ctx.db.affiliateEvent.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  if (!event) throw notFound('affiliateEvent');
  return event;
}
