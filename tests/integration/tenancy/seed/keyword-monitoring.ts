import { createKeywordCampaign } from '../../../../core/keyword-monitoring/campaigns.ts';
import { checkCampaignNow } from '../../../../core/keyword-monitoring/check.ts';
import type { Ctx } from '../../../../core/shared/context.ts';

export interface KeywordMonitoringFixtures {
  keywordCampaignId: string;
  keywordCampaignEmail: string;
}

/** Merchant A's keyword campaign, checked once, carrying A's marker in its name, keyword and report address. */
export async function seedKeywordMonitoring(ctx: Ctx, marker: string): Promise<KeywordMonitoringFixtures> {
  const keywordCampaignEmail = `${marker.toLowerCase()}@keywords.test`;
  const campaign = await createKeywordCampaign(ctx, { name: `Campaign ${marker}`, domain: 'kuihshop.my', keywords: [`${marker} kuih`], periodMonths: 1, repeat: null, emails: [keywordCampaignEmail] });
  await checkCampaignNow(ctx, campaign.id);
  return { keywordCampaignId: campaign.id, keywordCampaignEmail };
}
