import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { MIX_MATCH_MODULE } from './constants.ts';
import { ZMixMatchIdsInput, type TMixMatchIdsInput } from './schema.ts';
import { SET_NOT_FOUND } from './store.ts';
import { msg } from '../shared/messages.ts';

/**
 * Deletes sets with their selections and products (the screen has confirmed it first); every id
 * must be one of the merchant's sets, or none is deleted.
 */
export function deleteMixMatches(ctx: Ctx, raw: TMixMatchIdsInput): Promise<{ ids: string[] }> {
  const ids = [...new Set(ZMixMatchIdsInput.parse(raw).ids)];
  return audited<{ ids: string[]; names: string[] }>(
    ctx,
    (done) => ({ action: msg('log.mixMatch.setsDeleted', { names: done.names.map((n) => `"${n}"`).join(', ') }), category: MIX_MATCH_MODULE }),
    async (tx) => {
      const sets = await tx.db.mixMatch.findMany({ where: { merchantId: tx.merchantId, id: { in: ids } }, select: { nameEn: true } });
      if (sets.length !== ids.length) throw notFound(SET_NOT_FOUND);
      await tx.db.mixMatch.deleteMany({ where: { merchantId: tx.merchantId, id: { in: ids } } });
      return { ids, names: sets.map((s) => s.nameEn) };
    },
  ).then((done) => ({ ids: done.ids }));
}
