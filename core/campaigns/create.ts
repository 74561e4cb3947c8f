import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { CAMPAIGN_MODULE } from './constants.ts';
import { ZCampaignInput, type TCampaign, type TCampaignInput } from './schema.ts';
import { loadCampaign } from './store.ts';
import { assertNoOverlap, pictureKeys, priceRows, writeRows } from './write.ts';
import { msg } from '../shared/messages.ts';

/** A new campaign: any start (one already begun is ongoing at once), its products priced and clear of other campaigns' periods. */
export function createCampaign(ctx: Ctx, raw: TCampaignInput): Promise<TCampaign> {
  const values = ZCampaignInput.parse(raw);
  return audited(
    ctx,
    (created) => ({ action: msg('log.campaigns.created', { name: created.name }), category: CAMPAIGN_MODULE }),
    async (tx) => {
      const pictures = await pictureKeys(tx, values);
      const rows = await priceRows(tx, values.products, new Map());
      await assertNoOverlap(tx, rows, values, null);
      const { id } = await tx.db.discountCampaign.create({
        data: { merchantId: tx.merchantId, name: values.name, startAt: values.startAt, endAt: values.endAt, popupMessage: values.popupMessage, ...pictures },
        select: { id: true },
      });
      await writeRows(tx, id, rows);
      return loadCampaign(tx, id);
    },
  );
}
