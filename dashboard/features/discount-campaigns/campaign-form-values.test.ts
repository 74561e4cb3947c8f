import { describe, expect, it } from 'vitest';
import type { TProductRow } from '../../../core/catalogue/product-list.ts';
import { ZCampaignInput } from '../../../core/campaigns/schema.ts';
import { BLANK_CAMPAIGN, rowsOfPicked, toCampaignInput } from './campaign-form-values.ts';
import { english } from '../../../core/shared/english.ts';

const KL = 'Asia/Kuala_Lumpur';
const product = (overrides: Partial<TProductRow>) => ({ id: 'p1', nameEn: 'Tee', priceSen: 3000, discountedPriceSen: null, options: [], ...overrides }) as TProductRow;

describe('campaign form values', () => {
  it('picks a product without variants as one row at its selling price, one with variants as a row per option', () => {
    const rows = rowsOfPicked([
      product({ discountedPriceSen: 2500 }),
      product({ id: 'p2', nameEn: 'Socks', options: [{ id: 'o1', sku: 'S-R', name: 'Red', priceSen: 1200, stock: 1 }, { id: 'o2', sku: 'S-B', name: 'Blue', priceSen: 1300, stock: 1 }] }),
    ]);
    expect(rows.map((r) => [r.productId, r.optionId, r.optionName, r.originalPriceSen])).toEqual([
      ['p1', '', '', 2500],
      ['p2', 'o1', 'Red', 1200],
      ['p2', 'o2', 'Blue', 1300],
    ]);
  });

  it('sends a typed percentage in basis points instead of the price, and the period on the merchant clock', () => {
    const [row] = rowsOfPicked([product({})]);
    const input = toCampaignInput(
      { ...BLANK_CAMPAIGN, name: 'Sale', startAt: '2026-06-01 10:00:00', endAt: '2026-06-01 10:05:00', products: [{ ...row!, priceSen: 2000, percent: 12.5, sort: '' }] },
      KL,
    );
    expect(input.startAt).toEqual(new Date('2026-06-01T02:00:00Z'));
    expect(input.products).toEqual([{ productId: 'p1', optionId: '', priceSen: null, percentBp: 1250, sort: 0 }]);
    expect(ZCampaignInput.safeParse(input).success).toBe(true);
  });

  it('leaves blank times missing so the schema asks for all required fields', () => {
    const parsed = ZCampaignInput.safeParse(toCampaignInput(BLANK_CAMPAIGN, KL));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), english(i.message)])).toEqual([
      ['name', 'Please fill out all required fields.'],
      ['startAt', 'Please fill out all required fields.'],
      ['endAt', 'Please fill out all required fields.'],
    ]);
  });

  it('keeps the saved instants of an unchanged period (the picker text has no milliseconds) and takes a changed one as typed', () => {
    const saved = { startAt: new Date('2026-06-01T02:00:00.123Z'), endAt: new Date('2026-06-02T02:00:00.456Z') };
    const unchanged = toCampaignInput({ ...BLANK_CAMPAIGN, startAt: '2026-06-01 10:00:00', endAt: '2026-06-02 10:00:00' }, KL, saved);
    expect([unchanged.startAt, unchanged.endAt]).toEqual([saved.startAt, saved.endAt]);
    const shorter = toCampaignInput({ ...BLANK_CAMPAIGN, startAt: '2026-06-01 10:00:00', endAt: '2026-06-02 09:00:00' }, KL, saved);
    expect(shorter.endAt).toEqual(new Date('2026-06-02T01:00:00Z'));
  });
});
