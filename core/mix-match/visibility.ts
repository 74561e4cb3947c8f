import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { MIX_MATCH_MODULE } from './constants.ts';
import { ZSetMixMatchActiveInput, type TSetMixMatchActiveInput } from './schema.ts';
import { SET_NOT_FOUND } from './store.ts';
import { msg } from '../shared/messages.ts';

/** Shows or hides sets on the website; every id must be one of the merchant's sets, or none changes. */
export function setMixMatchActive(ctx: Ctx, raw: TSetMixMatchActiveInput): Promise<{ ids: string[] }> {
  const { ids, active } = ZSetMixMatchActiveInput.parse(raw);
  const unique = [...new Set(ids)];
  return audited(
    ctx,
    { action: msg(active ? 'log.mixMatch.setsShown' : 'log.mixMatch.setsHidden', { count: unique.length }), category: MIX_MATCH_MODULE },
    async (tx) => {
      const { count } = await tx.db.mixMatch.updateMany({ where: { merchantId: tx.merchantId, id: { in: unique } }, data: { active } });
      if (count !== unique.length) throw notFound(SET_NOT_FOUND);
      return { ids: unique };
    },
  );
}
