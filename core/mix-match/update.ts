import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { MIX_MATCH_MODULE } from './constants.ts';
import { ZUpdateMixMatchInput, type TMixMatch, type TUpdateMixMatchInput } from './schema.ts';
import { SET_NOT_FOUND, loadSet } from './store.ts';
import { checkSet, savedEntries, setData, writeSelections } from './write.ts';
import { msg } from '../shared/messages.ts';

/** Changes every field of a set; products taken out of a selection must leave enough stock to fill it. */
export function updateMixMatch(ctx: Ctx, raw: TUpdateMixMatchInput): Promise<TMixMatch> {
  const { id, set } = ZUpdateMixMatchInput.parse(raw);
  return audited(
    ctx,
    (updated) => ({ action: msg('log.mixMatch.setUpdated', { name: updated.nameEn }), category: MIX_MATCH_MODULE }),
    async (tx) => {
      const exists = await tx.db.mixMatch.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true } });
      if (!exists) throw notFound(SET_NOT_FOUND);
      const saved = await savedEntries(tx, id);
      const imageKey = await checkSet(tx, set, saved);
      await tx.db.mixMatch.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: setData(set, imageKey) });
      await writeSelections(tx, id, set, saved);
      return loadSet(tx, id);
    },
  );
}
