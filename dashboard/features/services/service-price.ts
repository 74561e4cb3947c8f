import { formatSen } from '../../../core/shared/money.ts';

type Priced = { priceType: 'fixed' | 'range'; priceSen: number | null; minPriceSen: number | null; maxPriceSen: number | null };

/** A service's price as the list shows it: 'RM 50.00' or 'RM 50.00 – RM 80.00'. */
export const servicePrice = (row: Priced): string =>
  row.priceType === 'fixed' ? formatSen(row.priceSen ?? 0) : `${formatSen(row.minPriceSen ?? 0)} – ${formatSen(row.maxPriceSen ?? 0)}`;
