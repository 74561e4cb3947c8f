import { CAMPAIGN_LIMITS as L } from './constants.ts';

/**
 * A row's campaign price from its original price: the percentage off when one is given (rounded
 * to the nearest sen), otherwise the price typed. The schema has checked that one of them is there.
 */
export function campaignPriceSen(originalSen: number, row: { priceSen: number | null; percentBp: number | null }): number {
  if (row.percentBp !== null) return Math.round((originalSen * (L.maxPercentBp - row.percentBp)) / L.maxPercentBp);
  return row.priceSen!;
}
