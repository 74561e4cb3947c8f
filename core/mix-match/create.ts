import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { MIX_MATCH_MODULE } from './constants.ts';
import { ZMixMatchInput, type TMixMatch, type TMixMatchInput } from './schema.ts';
import { loadSet } from './store.ts';
import { checkSet, setData, writeSelections } from './write.ts';
import { msg } from '../shared/messages.ts';

export function createMixMatch(ctx: Ctx, raw: TMixMatchInput): Promise<TMixMatch> {
  const set = ZMixMatchInput.parse(raw);
  return audited(
    ctx,
    (created) => ({ action: msg('log.mixMatch.setCreated', { name: created.nameEn }), category: MIX_MATCH_MODULE }),
    async (tx) => {
      const imageKey = await checkSet(tx, set);
      const { id } = await tx.db.mixMatch.create({ data: { merchantId: tx.merchantId, ...setData(set, imageKey) }, select: { id: true } });
      await writeSelections(tx, id, set, new Map());
      return loadSet(tx, id);
    },
  );
}
