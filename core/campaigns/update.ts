import type { Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { periodChangeRefusal } from '../shared/promotion-period.ts';
import { audited } from '../user-logs/audited.ts';
import { CAMPAIGN_ERROR_CODES as C, CAMPAIGN_MESSAGES as M, CAMPAIGN_MODULE } from './constants.ts';
import { ZUpdateCampaignInput, type TCampaign, type TUpdateCampaignInput } from './schema.ts';
import { loadCampaign, savedCampaign } from './store.ts';
import { assertNoOverlap, pictureKeys, priceRows, rowKey, writeRows } from './write.ts';
import { msg } from '../shared/messages.ts';

const REFUSALS = {
  ended: () => new AppError(C.ended, M.ended, 'conflict'),
  startLocked: () => new AppError(C.startLocked, M.startLocked, 'invalid', 'startAt'),
  endLater: () => new AppError(C.endOnlyShorter, M.endOnlyShorter, 'invalid', 'endAt'),
} as const;

/**
 * Changes a campaign. An expired campaign is kept as it ran; an ongoing one keeps its start; the
 * end only moves earlier. Products, prices and pictures may change until it expires.
 */
export function updateCampaign(ctx: Ctx, raw: TUpdateCampaignInput): Promise<TCampaign> {
  const { id, campaign: values } = ZUpdateCampaignInput.parse(raw);
  return audited(
    ctx,
    (updated) => ({ action: msg('log.campaigns.updated', { name: updated.name }), category: CAMPAIGN_MODULE }),
    async (tx) => {
      const saved = await savedCampaign(tx, id);
      const refusal = periodChangeRefusal(saved, values, tx.now());
      if (refusal) throw REFUSALS[refusal]();
      const pictures = await pictureKeys(tx, values);
      const rows = await priceRows(tx, values.products, new Map(saved.products.map((p) => [rowKey(p), p.originalPriceSen])));
      await assertNoOverlap(tx, rows, values, id);
      await tx.db.discountCampaign.update({
        where: { merchantId_id: { merchantId: tx.merchantId, id } },
        data: { name: values.name, startAt: values.startAt, endAt: values.endAt, popupMessage: values.popupMessage, ...pictures },
      });
      await writeRows(tx, id, rows);
      return loadCampaign(tx, id);
    },
  );
}
